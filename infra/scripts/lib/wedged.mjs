// A local server whose port still accepts connections but which no longer answers its protocol: a process left
// frozen (SIGSTOP) or wedged by an interrupted run or a session that ended around it. A TCP check passes
// against such a server (the kernel completes the handshake), and every test then waits out its own timeout,
// so the scripts check the protocol itself and put such a server right before anything runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { canConnect, waitFor } from './net.mjs';

/** The pid of the process listening on this local TCP port (read from `ss`), or undefined. */
export function listenerPid(port) {
  const out = spawnSync('ss', ['-Htlnp', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '';
  const match = /pid=(\d+)/.exec(out);
  return match ? Number(match[1]) : undefined;
}

/** The process's executable name and state letter from /proc (`T` is stopped), or undefined when it is gone. */
export function processInfo(pid) {
  try {
    const name = path.basename(fs.readlinkSync(`/proc/${pid}/exe`));
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return { name, state: stat.slice(stat.lastIndexOf(')') + 2)[0] };
  } catch {
    return undefined;
  }
}

/** `check` came true within the timeout (net.mjs's waitFor, as a yes or no). */
const comesTrue = (check, timeoutMs, what) =>
  waitFor(check, { timeoutMs, what }).then(
    () => true,
    () => false,
  );

/**
 * Puts right the server holding `port` that does not answer: a stopped process gets SIGCONT (and is kept when
 * it then answers); a running one gets `startingGraceMs` to answer, because a server still starting (a broker
 * recovering its queues) holds its port before it answers, and killing it would only start the wait again;
 * after that it is killed so that the caller can start a fresh one. Only a process whose name matches
 * `expected` is touched; anything else is reported, never killed.
 * @returns {Promise<boolean>} true when the server answers again, false when the port is now free
 */
export async function putRightWedged({ port, what, expected, answers, log, startingGraceMs }) {
  const pid = listenerPid(port);
  const info = pid && processInfo(pid);
  if (!info) {
    if (!(await canConnect('127.0.0.1', port))) return false; // gone meanwhile: the caller starts a fresh one
    throw new Error(`${what}: port ${port} is held by a process this user cannot see, which does not answer`);
  }
  if (!expected.test(info.name)) {
    throw new Error(
      `${what}: port ${port} is held by ${info.name} (pid ${pid}), which does not answer; stop it`,
    );
  }
  if (info.state === 'T') {
    log(`${what} (pid ${pid}) was left stopped (SIGSTOP); sending it SIGCONT`);
    process.kill(pid, 'SIGCONT');
    if (await comesTrue(answers, 20_000, `${what} to answer after SIGCONT`)) return true;
  } else {
    log(
      `${what} (pid ${pid}) accepts connections but does not answer yet; waiting up to ${startingGraceMs / 1000} s`,
    );
    if (await comesTrue(answers, startingGraceMs, `${what} to finish starting`)) return true;
  }
  log(`${what} (pid ${pid}) accepts connections but does not answer; killing it to start a fresh one`);
  process.kill(pid, 'SIGKILL');
  const freed = async () => !(await canConnect('127.0.0.1', port));
  await waitFor(freed, {
    timeoutMs: 15_000,
    what: `${what}: port ${port} to be freed after killing pid ${pid}`,
  });
  return false;
}
