import { createFrontendConfig } from '@shop/frontend-build';
import federation from './module-federation.config.mjs';
import { remotesFromEnv } from './scripts/remotes-from-env.mjs';

const appDir = new URL('.', import.meta.url).pathname;

export default createFrontendConfig({
  appDir,
  federation,
  port: Number(process.env.SHELL_DEV_PORT ?? 8081),
  publicPath: '/',
  title: 'Beauty Corner',
  extractCss: true,
  // In development the dev server answers /remotes.json itself, from the same env as write-remotes.mjs.
  setupDevServer: (devServer) => {
    devServer.app.get('/remotes.json', (_req, res) => {
      res.set('Cache-Control', 'no-store').json(remotesFromEnv(process.env));
    });
  },
});
