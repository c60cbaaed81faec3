// The checkout remote's Module Federation settings, as plain data (house style: one file per app).
// The exposed names are a contract with the shell (shell/src/federation/remote-modules.ts): never rename one alone.
import { sharedSingletons } from '@shop/frontend-build';

const appDir = new URL('.', import.meta.url).pathname;

export default {
  name: 'checkout',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './CartBadge': './src/exposed/CartBadge.ts',
    './CartDrawer': './src/exposed/CartDrawer.ts',
    './FullCartPage': './src/exposed/FullCartPage.ts',
    './CheckoutPage': './src/exposed/CheckoutPage.ts',
  },
  shared: sharedSingletons(appDir),
  shareStrategy: 'loaded-first',
};
