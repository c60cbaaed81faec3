import type { Db } from 'mongodb';
import { z } from 'zod';
import { AdminUpdateUserBody, UpdateProfileBody, type AddressInput } from '@shop/contracts';
import {
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  notDeleted,
  withEvents,
  type AuthClaims,
} from '@shop/service-kit';
import { userUpdated } from '../../events/publishers/user-events';
import { parseBody } from '../../http/parse-body';
import { countChange } from './user-counts';
import { userKeys } from './user-keys';
import { findUserById, usersCollection } from './users-collection';
import { toUser, type UserDocument } from './user-document';
import type { RecordAudit } from '../audit/audit';

export const USER_NOT_FOUND = 'User not found';
export const OWN_ROLE_IS_FIXED = 'You cannot change your own role';

/**
 * Editing your own profile: never the email, never a role. An unchanged `is_admin` is tolerated because the
 * admin screens send it back as they read it.
 */
const SelfUpdateBody = UpdateProfileBody.extend({ is_admin: z.boolean().optional() });

type Changes = Partial<
  Pick<
    UserDocument,
    'first_name' | 'last_name' | 'phone_number' | 'second_phone_number' | 'gender' | 'job_title' | 'is_admin'
  >
> & {
  address?: AddressInput;
};

/**
 * PUT /auth/users/{id}. The route lets only the user themself or an admin through; this decides which fields
 * each may change (admin spec §6: an admin changes another user's name, phone, gender, address and role).
 * Demotion raises the token version, so the demoted user's tokens stop working at once. An admin's edit of
 * another user is audited (`user.roles` when the role changes) in the same write.
 */
export async function updateUser(
  db: Db,
  actor: AuthClaims,
  targetId: string,
  body: unknown,
  audit: RecordAudit,
): Promise<UserDocument> {
  const editingSelf = actor.userId === targetId;
  const requested: Changes = editingSelf
    ? parseBody(SelfUpdateBody, body)
    : parseBody(AdminUpdateUserBody, body);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await findUserById(db, targetId);
    if (!current) throw new NotFoundError(USER_NOT_FOUND);
    const changes = { ...requested };
    if (editingSelf && changes.is_admin !== undefined) {
      if (changes.is_admin !== current.is_admin) throw new ForbiddenError(OWN_ROLE_IS_FIXED);
      delete changes.is_admin;
    }
    const demoted = current.is_admin && changes.is_admin === false;
    const next: UserDocument = {
      ...current,
      ...changes,
      address: changes.address ? { ...current.address, ...changes.address } : current.address,
      tokenVersion: current.tokenVersion + (demoted ? 1 : 0),
      updatedAt: new Date(),
    };
    const $set = {
      ...withoutUndefined(changes),
      ...(next.address ? { address: next.address } : {}),
      tokenVersion: next.tokenVersion,
      updatedAt: next.updatedAt,
      ...userKeys(next),
    };
    // Guarded by the token version read: a logout or demotion in between makes us read again.
    const result = await usersCollection(db).updateOne(
      { _id: current._id, tokenVersion: current.tokenVersion, ...notDeleted },
      withEvents<UserDocument>({ $set }, [
        userUpdated(next),
        ...adminAudit(editingSelf, audit, current, next),
      ]),
    );
    if (result.matchedCount === 1) {
      await countChange(db, current, next);
      return next;
    }
  }
  throw new ServiceUnavailableError('The account is changing too often, please try again');
}

function adminAudit(editingSelf: boolean, audit: RecordAudit, before: UserDocument, after: UserDocument) {
  if (editingSelf) return [];
  const resource = before.is_admin === after.is_admin ? 'user' : 'user.roles';
  const resourceId = before._id.toHexString();
  return [audit({ resource, resourceId, action: 'update', before: toUser(before), after: toUser(after) })];
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
