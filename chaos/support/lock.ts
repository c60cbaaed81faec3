import fs from 'node:fs';
import path from 'node:path';

/**
 * Two runs at once (two engineers' `npm run test:chaos`, or a developer's run beside the whole suite) would share
 * ports, FerretDB and broker: the second waits (up to `timeoutMs`) until no live process holds `file`.
 */
export async function acquireLock(file: string, timeoutMs: number): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(file, 'utf8'));
    if (!isAlive(holder)) {
      fs.rmSync(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`another run (pid ${holder}) still holds ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Lets the lock go if this process holds it. */
export function releaseLock(file: string): void {
  try {
    if (Number(fs.readFileSync(file, 'utf8')) === process.pid) fs.rmSync(file, { force: true });
  } catch {
    // not held
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
