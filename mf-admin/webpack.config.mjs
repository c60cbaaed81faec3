import { createRemoteConfig } from '@shop/frontend-build';
import federation from './module-federation.config.mjs';

export default createRemoteConfig({
  appUrl: import.meta.url,
  federation,
  port: 3003,
  title: 'Back office (standalone)',
  // Standalone page only: deep links such as /admin/all-orders still load main.js and chunks from the root.
  baseHref: '/',
});
