import { randomBytes } from 'node:crypto';

/** 24 random bytes (192 bits) as base64url: 32 URL-safe characters, which the contracts' sessionId accepts. */
export function newSessionId(): string {
  return randomBytes(24).toString('base64url');
}
