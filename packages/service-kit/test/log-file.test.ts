import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/http/create-app';
import { logFileTransport } from '../src/log-file';

const sizes = (folder: string) =>
  fs
    .readdirSync(folder)
    .filter((name) => /^kit-rolled\.\d+\.log$/.test(name))
    .map((name) => fs.statSync(path.join(folder, name)).size);

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('log files of the local stack', () => {
  it('when LOG_FILE is unset, then the app logs to stdout (as a container should)', () => {
    expect(logFileTransport('gateway', {})).toBeUndefined();
  });

  it('when LOG_FILE names a folder that does not exist yet, then it is made before the transport starts', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-log-folder-'));
    try {
      const folder = path.join(parent, 'logs', 'gateway');
      expect(logFileTransport('gateway', { LOG_FILE: folder })?.options).toMatchObject({
        file: path.join(folder, 'gateway'),
        size: '5m',
        limit: { count: 2, removeOtherLogFiles: true },
      });
      expect(fs.statSync(folder).isDirectory()).toBe(true);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('when an app logs far more than its cap, then its folder keeps the current file and LOG_FILE_COUNT rolled ones, each about LOG_FILE_SIZE', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-log-file-'));
    // a folder that does not exist yet (the launcher names it; the app makes it)
    const folder = path.join(parent, 'kit-rolled');
    fs.mkdirSync(folder);
    // a file the run before left behind: removed like the process's own old files
    fs.writeFileSync(path.join(folder, 'kit-rolled.1.log'), 'x'.repeat(4096));
    const before = { ...process.env };
    Object.assign(process.env, { LOG_FILE: folder, LOG_FILE_SIZE: '4k', LOG_FILE_COUNT: '2' });
    try {
      const app = createApp({ name: 'kit-rolled', logLevel: 'info' });
      app.get('/ping', async () => ({ ok: true }));
      await app.ready();
      // 400 requests of about 220 bytes of log each: 88 kB, twenty times the cap of one file, in bursts of 20 (a
      // file rolls once the writer has caught up, which a burst inside one test process delays to its end)
      for (let i = 0; i < 400; i += 1) {
        await app.inject({ url: `/ping?i=${i}` });
        if (i % 20 === 19) await new Promise((resolve) => setTimeout(resolve, 30));
      }
      await until(() => sizes(folder).length >= 3 && fs.existsSync(path.join(folder, 'current.log')));
      await new Promise((resolve) => setTimeout(resolve, 500));
      await app.close();
      const files = sizes(folder);
      expect(files.length).toBeLessThanOrEqual(3);
      for (const size of files) expect(size).toBeLessThan(4096 + 1024); // rolled once it reached 4k: one line over at most
      // the lines are the app's JSON lines; the one the run before left is gone
      const lines = fs
        .readdirSync(folder)
        .filter((name) => name !== 'current.log')
        .flatMap((name) => fs.readFileSync(path.join(folder, name), 'utf8').split('\n'))
        .filter(Boolean);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(JSON.parse(line)).toMatchObject({ service: 'kit-rolled' });
      expect(fs.lstatSync(path.join(folder, 'current.log')).isSymbolicLink()).toBe(true);
    } finally {
      process.env = before;
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
