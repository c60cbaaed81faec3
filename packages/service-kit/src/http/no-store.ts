import type { onSendAsyncHookHandler } from 'fastify';

/**
 * An `onSend` hook for a scope whose answers hold one person's data (accounts, orders): `Cache-Control:
 * no-store` unless the route set its own (the JWKS says `public`). The gateway does the same for every
 * personal answer; this covers a caller that reaches the service directly (ASVS 8.2.1).
 */
export const noStoreByDefault: onSendAsyncHookHandler<unknown> = async (_request, reply, payload) => {
  if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  return payload;
};
