// `node shell/scripts/write-remotes.mjs [distDir]`: writes dist/remotes.json from MF_STOREFRONT_URL,
// MF_CHECKOUT_URL and MF_ADMIN_URL (defaults http://localhost:300N/mf-manifest.json). Run after a build, or by
// whatever deploys the shell, whenever a remote moves. The server must send it with Cache-Control: no-store.
import fs from 'node:fs';
import path from 'node:path';
import { remotesFromEnv } from './remotes-from-env.mjs';

const distDir = path.resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`write-remotes: ${distDir} has no index.html; build the shell first (npm run build -w @shop/shell)`);
  process.exit(1);
}
const remotes = remotesFromEnv(process.env);
fs.writeFileSync(path.join(distDir, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
console.log(`write-remotes: ${Object.entries(remotes).map(([name, url]) => `${name} -> ${url}`).join(', ')}`);
