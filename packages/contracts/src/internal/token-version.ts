import { z } from 'zod';
import { objectId } from '../common';

/*
 * Internal (never routed by the gateway): the gateway asks identity for a user's current token version
 * when its event-fed cache has no entry, so a token issued before a logout, demotion or deletion is
 * refused without a call per request.
 */

export const tokenVersionPath = (userId: string) => `/internal/users/${userId}/token-version`;

export const TokenVersionParams = z.strictObject({ id: objectId });
export type TokenVersionParams = z.infer<typeof TokenVersionParams>;

/** `deleted` is true for a deleted account and for an id that never existed: no token of it is valid. */
export const TokenVersionResponse = z.object({
  userId: objectId,
  tokenVersion: z.number().int().min(0),
  deleted: z.boolean(),
});
export type TokenVersionResponse = z.infer<typeof TokenVersionResponse>;
