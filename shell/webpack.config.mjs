import fs from 'node:fs';
import { createFrontendConfig } from '@shop/frontend-build';
import federation from './module-federation.config.mjs';
import { remotesFromEnv } from './scripts/remotes-from-env.mjs';

const appDir = new URL('.', import.meta.url).pathname;
// The <noscript> words live with the pages' catalogue: the script-run layout never reads them (decision 024).
const catalogue = (language) => JSON.parse(fs.readFileSync(new URL(`./src/i18n/pages.${language}.json`, import.meta.url), 'utf8'));

/*
 * The shell's page in each language (issue 30, decision 024): index.html (English) and index.ar.html, which the
 * gateway and the production nginx serve for /ar pages: <html lang="ar" dir="rtl"> and the <noscript> words from
 * the catalogues, so a browser without JavaScript reads the shop's one sentence in the page's language.
 */
const htmlPages = [
  { filename: 'index.html', lang: 'en', dir: null, noscript: catalogue('en').document.noscript },
  { filename: 'index.ar.html', lang: 'ar', dir: 'rtl', noscript: catalogue('ar').document.noscript },
];

export default createFrontendConfig({
  appDir,
  federation,
  port: Number(process.env.SHELL_DEV_PORT ?? 8081),
  publicPath: '/',
  title: 'Beauty Corner',
  extractCss: true,
  htmlPages,
  // In development the dev server answers /remotes.json itself, from the same env as write-remotes.mjs.
  setupDevServer: (devServer) => {
    devServer.app.get('/remotes.json', (_req, res) => {
      res.set('Cache-Control', 'no-store').json(remotesFromEnv(process.env));
    });
  },
});
