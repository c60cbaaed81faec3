import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './queue-registry.mjs';

export const DEFAULT_ACTIONS_LOG = path.join(repoRoot, '.data', 'logs', 'dlq-actions.log');

/**
 * One action as one JSON line: who (the operator's USER), what, on which queue and messages, when. The line is
 * appended to the actions log and answered, so the caller prints the very same line.
 * @param {Record<string, unknown>} entry
 * @param {NodeJS.ProcessEnv} env
 * @returns {string}
 */
export function recordAction(entry, env) {
  const line = JSON.stringify({ kind: 'action', at: new Date().toISOString(), who: operator(env), ...entry });
  const file = env.DLQ_ACTIONS_LOG || DEFAULT_ACTIONS_LOG;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${line}\n`);
  return line;
}

/** @param {NodeJS.ProcessEnv} env */
function operator(env) {
  if (env.USER) return env.USER;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}
