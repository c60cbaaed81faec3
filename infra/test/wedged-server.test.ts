import { type ChildProcess, execFile, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

// infra/scripts/lib/wedged.mjs is what `npm test`, `npm start` and CI use to put right a database or broker that
// accepts TCP but no longer answers (left stopped or wedged). It is an ES module, so it runs in a child Node as
// the scripts run it, against stand-in servers that accept connections and answer "pong" to "ping" or never.
const WEDGED = path.resolve(__dirname, '../scripts/lib/wedged.mjs');
const run = promisify(execFile);

type StandIn = { child: ChildProcess; port: number };

/** A stand-in that answers from `answersAfterMs` after it starts listening (never when undefined). */
async function startStandIn(answersAfterMs?: number): Promise<StandIn> {
  const source = `
    const startedAt = Date.now();
    const server = require('node:net').createServer((socket) => {
      socket.on('error', () => {});
      ${answersAfterMs === undefined ? '' : `socket.on('data', () => Date.now() - startedAt >= ${answersAfterMs} && socket.write('pong'));`}
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) =>
    child.stdout!.once('data', (chunk) => resolve(Number(chunk))),
  );
  return { child, port };
}

/** Runs putRightWedged in a child Node; the server answers when it says "pong" to "ping" within 500 ms. */
async function putRight(
  port: number,
  expected: string,
  startingGraceMs = 1_000,
): Promise<{ answers: boolean; log: string[] }> {
  const script = `
    import net from 'node:net';
    import { putRightWedged } from ${JSON.stringify(WEDGED)};
    const answers = () => new Promise((resolve) => {
      const socket = net.connect(${port}, '127.0.0.1', () => socket.write('ping'));
      const done = (ok) => { socket.destroy(); resolve(ok); };
      socket.once('data', () => done(true));
      socket.once('error', () => done(false));
      socket.setTimeout(500, () => done(false));
    });
    const log = [];
    try {
      const result = await putRightWedged({
        port: ${port}, what: 'stand-in', expected: ${expected}, answers, log: (line) => log.push(line),
        startingGraceMs: ${startingGraceMs},
      });
      console.log(JSON.stringify({ answers: result, log }));
    } catch (error) {
      console.log(JSON.stringify({ error: error.message, log }));
    }`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { timeout: 40_000 });
  const result = JSON.parse(stdout);
  if (result.error) throw new Error(result.error);
  return result;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
    }
  }
});

describe('putting right a server that accepts connections but does not answer', () => {
  it('when the server was left stopped (SIGSTOP), then it gets SIGCONT, answers again and keeps running', async () => {
    const standIn = await startStandIn(0);
    running.push(standIn.child);
    standIn.child.kill('SIGSTOP');

    const result = await putRight(standIn.port, '/^node/');

    expect(result.answers).toBe(true);
    expect(result.log.join('\n')).toMatch(/left stopped \(SIGSTOP\); sending it SIGCONT/);
    expect(standIn.child.exitCode).toBeNull();
  });

  it('when the server is still starting, then it is given time to answer and is not killed', async () => {
    const standIn = await startStandIn(3_000);
    running.push(standIn.child);

    const result = await putRight(standIn.port, '/^node/', 20_000);

    expect(result.answers).toBe(true);
    expect(result.log.join('\n')).toMatch(/does not answer yet; waiting up to 20 s/);
    expect(result.log.join('\n')).not.toMatch(/killing it/);
    expect(standIn.child.exitCode).toBeNull();
  });

  it('when the server runs but never answers, then it is killed and its port is free for a fresh start', async () => {
    const standIn = await startStandIn();
    running.push(standIn.child);
    const exited = new Promise((resolve) => standIn.child.once('exit', (_code, signal) => resolve(signal)));

    const result = await putRight(standIn.port, '/^node/');

    expect(result.answers).toBe(false);
    expect(await exited).toBe('SIGKILL');
    expect(await accepts(standIn.port)).toBe(false);
  });

  it('when the port is held by a process of another name, then it is reported and left alone', async () => {
    const standIn = await startStandIn();
    running.push(standIn.child);

    await expect(putRight(standIn.port, '/^beam/')).rejects.toThrow(/port \d+ is held by node \(pid \d+\)/);

    expect(standIn.child.exitCode).toBeNull();
    expect(await accepts(standIn.port)).toBe(true);
  });
});
