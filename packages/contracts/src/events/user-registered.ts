import { z } from 'zod';
import { emailAddress, objectId } from '../common';
import { eventEnvelope } from './envelope';

export const USER_REGISTERED = 'user.registered';

export const UserRegisteredData = z.object({
  userId: objectId,
  email: emailAddress,
  first_name: z.string(),
  last_name: z.string(),
});
export type UserRegisteredData = z.infer<typeof UserRegisteredData>;

export const UserRegisteredEvent = eventEnvelope(USER_REGISTERED, 1, UserRegisteredData);
export type UserRegisteredEvent = z.infer<typeof UserRegisteredEvent>;
