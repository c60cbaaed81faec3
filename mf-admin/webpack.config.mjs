import { createFrontendConfig } from '@shop/frontend-build';
import federation from './module-federation.config.mjs';

export default createFrontendConfig({
  appDir: new URL('.', import.meta.url).pathname,
  federation,
  port: Number(process.env.PORT ?? 3003),
  // Chunks load from wherever the manifest was found, so the remote can move without a rebuild.
  publicPath: 'auto',
  title: 'Back office (standalone)',
});
