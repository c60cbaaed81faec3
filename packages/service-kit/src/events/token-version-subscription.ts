import { USER_DELETED, USER_UPDATED, UserDeletedEvent, UserUpdatedEvent } from '@shop/contracts';
import type { TokenVersions } from '../auth/token-versions';
import type { Subscription } from './consumer';

/**
 * Keeps a token-version cache (the gateway's, a service's) current from identity's events. Applying an event twice or late is
 * harmless (versions only rise; deletion is final), so no processed-event bookkeeping is needed. Every copy of
 * the app keeps its own cache, so every copy hears every event on a queue of its own; after a gap in the feed
 * the cache is dropped (it may have missed a logout or a demotion) and refilled from identity.
 */
export function tokenVersionSubscription(queue: string, versions: TokenVersions): Subscription {
  return {
    queue,
    perProcess: { onAttached: (afterGap) => afterGap && versions.clear() },
    handlers: {
      [USER_UPDATED]: {
        schema: UserUpdatedEvent,
        handle: async (event: UserUpdatedEvent) =>
          versions.record(event.data.userId, event.data.tokenVersion),
      },
      [USER_DELETED]: {
        schema: UserDeletedEvent,
        handle: async (event: UserDeletedEvent) => versions.markDeleted(event.data.userId),
      },
    },
  };
}
