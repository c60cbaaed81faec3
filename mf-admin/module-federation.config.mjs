// The admin remote's Module Federation settings, as plain data (house style: one file per app).
// The exposed name is a contract with the shell (shell/src/federation/remote-modules.ts): never rename it alone.
import { sharedSingletons } from '@shop/frontend-build';

const appDir = new URL('.', import.meta.url).pathname;

export default {
  name: 'admin',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './AdminApp': './src/exposed/AdminApp.ts',
  },
  shared: sharedSingletons(appDir),
  shareStrategy: 'loaded-first',
};
