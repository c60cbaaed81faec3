import { defineService, installEtags } from '@shop/service-kit';
import { contentIndexes, contentOutboxCollections } from './collections';
import { MessageRepository } from './domain/messages/message-repository';
import { SettingsRepository } from './domain/settings/settings-repository';
import { contentEnvSchema } from './env';
import { contentRoutes } from './routes';
import { seedDemoContent } from './seed';

/**
 * The content service publishes no domain events, only the audit entries of admin writes
 * (docs/architecture.md#events); it consumes identity's user events only to keep its token-version cache
 * current, and the broker connection is part of its readiness.
 */
export const contentService = defineService({
  name: 'content',
  env: contentEnvSchema,
  indexes: contentIndexes,
  outbox: contentOutboxCollections,
  auth: 'service',
  deps: ({ db }) => ({ settings: new SettingsRepository(db), messages: new MessageRepository(db) }),
  routes: async (app) => {
    installEtags(app);
    await app.register(contentRoutes, { prefix: '/api' });
  },
  // The demo seed goes first: it creates the settings with the demo shop's values where none exist yet.
  seed: (_deps, { db, log }) => seedDemoContent(db, log),
  prepare: async ({ settings, messages }, { db }) => {
    await settings.createMissing();
    await messages.backfillDays(db);
  },
});
