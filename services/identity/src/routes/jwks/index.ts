import type { FastifyInstance } from 'fastify';
import { NoQuery } from '@shop/contracts';
import type { SigningKeyStore } from '../../domain/keys/signing-keys';

/**
 * The public keys that verify identity's tokens (public; the gateway routes it). Verifiers cache it briefly;
 * a rotated-in key is published here before it signs.
 */
export async function jwksRoutes(app: FastifyInstance, keys: SigningKeyStore): Promise<void> {
  app.get(
    '/api/auth/.well-known/jwks.json',
    { schema: { querystring: NoQuery } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return keys.publicKeys();
    },
  );
}
