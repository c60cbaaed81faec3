const fs = require('node:fs');
const path = require('node:path');

module.exports = async function globalTeardown() {
  await globalThis.__E2E_STACK__?.stop();
  globalThis.__E2E_TRACES__?.close();
  const pidFile = path.resolve(__dirname, '../../.data/ferretdb-e2e.pid');
  if (fs.existsSync(pidFile)) {
    try {
      process.kill(Number(fs.readFileSync(pidFile, 'utf8')), 'SIGTERM');
    } catch {
      // already gone
    }
    fs.rmSync(pidFile, { force: true });
  }
};
