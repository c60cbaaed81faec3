import { createRemoteConfig } from '@shop/frontend-build';
import federation from './module-federation.config.mjs';

export default createRemoteConfig({
  appUrl: import.meta.url,
  federation,
  port: 3001,
  title: 'Storefront (standalone)',
});
