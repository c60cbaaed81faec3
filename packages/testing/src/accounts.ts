import { testing } from '@shop/service-kit';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from 'mongodb';

/** A sign-up body with an address no other test uses. */
export function buildSignup(
  overrides: Partial<Record<'first_name' | 'last_name' | 'email' | 'password', string>> = {},
) {
  return {
    first_name: 'Salma',
    last_name: 'Youssef',
    email: `${testing.uniqueName('salma')}@example.com`,
    password: 'a-long-password-1',
    ...overrides,
  };
}

/** The authToken cookie's value from a response's Set-Cookie. */
export function authCookie(setCookie: string | string[] | undefined): string {
  const line = [setCookie ?? []].flat().find((value) => value.startsWith('authToken='));
  if (!line) throw new Error('no authToken cookie was set');
  return line.slice('authToken='.length).split(';')[0]!;
}

/** `app.inject` as the holder of `token` (a Bearer header added to each call's own). */
export function injectAs(
  app: () => FastifyInstance,
  token: string,
): (options: InjectOptions) => Promise<LightMyRequestResponse> {
  return (options) =>
    app().inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

/**
 * Waits until the outbox relay has published a document's pending events. FerretDB 1.24 applies concurrent
 * updates of one document read-modify-write without isolation, so a write racing the relay's write on the same
 * document can be lost locally (MongoDB 7 does not do this); tests let the relay finish before the next write.
 */
export async function outboxDrained(db: Db, collection: string, id: unknown): Promise<void> {
  await testing.eventually(async () => {
    const doc = await db
      .collection(collection)
      .findOne({ _id: id as never }, { projection: { hasPendingEvents: 1, outboxLease: 1 } });
    if (doc?.hasPendingEvents === true || doc?.outboxLease) throw new Error('events still pending');
  });
}
