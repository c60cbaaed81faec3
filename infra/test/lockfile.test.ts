import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './support/repo';

// `npm ci` on a fresh clone (the README's first command, run as written by CI) refuses a lockfile that lacks the
// optional platform packages this machine's registry does not serve; infra/scripts/complete-lockfile.mjs adds them.
const run = promisify(execFile);
const script = path.join(repoRoot, 'infra/scripts/complete-lockfile.mjs');
const check = (cwd: string) => run(process.execPath, [script, '--check'], { cwd });

describe('the committed lockfile', () => {
  it('when npm ci reads it on a fresh clone, then every optional platform package has its entry', async () => {
    await expect(check(repoRoot)).resolves.toBeDefined();
  });

  it('when a dependency came without its platform entries, then the check names the fix', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lockfile-'));
    const lock = {
      lockfileVersion: 3,
      packages: {
        '': { name: 'x' },
        'node_modules/a': { version: '1.0.0', optionalDependencies: { 'a-darwin-arm64': '1.0.0' } },
      },
    };
    fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lock));
    await expect(check(dir)).rejects.toMatchObject({
      stderr: expect.stringContaining('complete-lockfile.mjs'),
    });
    fs.rmSync(dir, { recursive: true });
  });
});
