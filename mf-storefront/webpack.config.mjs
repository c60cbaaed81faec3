import { createRemoteConfig } from '@shop/frontend-build';
import federation from './module-federation.config.mjs';

export default createRemoteConfig({
  appUrl: import.meta.url,
  federation,
  port: 3001,
  title: 'Storefront (standalone)',
  // The rules the page shares with the render server (the catalogue's list, the hero's figures) from their
  // TypeScript sources: ES modules, so the browser gets what it calls and not the server's hero markup and
  // escaping, which the package's CommonJS dist/ would ship whole.
  alias: { '@shop/storefront-first-paint$': new URL('./first-paint/src/index.ts', import.meta.url).pathname },
});
