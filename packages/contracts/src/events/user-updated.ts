import { z } from 'zod';
import { emailAddress, objectId } from '../common';
import { eventEnvelope } from './envelope';

export const USER_UPDATED = 'user.updated';

/** `tokenVersion` rises on logout and demotion: tokens carrying an older one stop working. */
export const UserUpdatedData = z.object({
  userId: objectId,
  email: emailAddress,
  first_name: z.string(),
  last_name: z.string(),
  is_admin: z.boolean(),
  tokenVersion: z.number().int().min(0),
});
export type UserUpdatedData = z.infer<typeof UserUpdatedData>;

export const UserUpdatedEvent = eventEnvelope(USER_UPDATED, 1, UserUpdatedData);
export type UserUpdatedEvent = z.infer<typeof UserUpdatedEvent>;
