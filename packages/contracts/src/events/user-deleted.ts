import { z } from 'zod';
import { objectId } from '../common';
import { eventEnvelope } from './envelope';

export const USER_DELETED = 'user.deleted';

export const UserDeletedData = z.object({ userId: objectId });
export type UserDeletedData = z.infer<typeof UserDeletedData>;

export const UserDeletedEvent = eventEnvelope(USER_DELETED, 1, UserDeletedData);
export type UserDeletedEvent = z.infer<typeof UserDeletedEvent>;
