// The shell's Module Federation settings, as plain data (house style: one file per app).
// No remote URL is baked in: remotes are read at run time from /remotes.json (see src/federation/remotes.ts).
import { sharedSingletons } from '@shop/frontend-build';

const appDir = new URL('.', import.meta.url).pathname;

export default {
  name: 'shell',
  remotes: {},
  shared: sharedSingletons(appDir),
  shareStrategy: 'loaded-first',
  runtimePlugins: ['./src/federation/fallback-plugin.ts'],
};
