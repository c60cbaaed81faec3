// A RabbitMQ vhost of its own for a run that must not share queues with another on the same broker (the browser
// tests, the fault runs with replicas, the benches): made fresh, so a previous run's messages never replay into
// this one, and deleted after.
import { spawnSync } from 'node:child_process';

const RETRIES = 3;

/** Deletes `name` if it exists, creates it again, lets guest use it, and returns its AMQP URL. */
export function freshVhost(name, host = '127.0.0.1:5672') {
  deleteVhost(name);
  rabbitmqctl('add_vhost', name);
  rabbitmqctl('set_permissions', '-p', name, 'guest', '.*', '.*', '.*');
  return `amqp://guest:guest@${host}/${encodeURIComponent(name)}`;
}

export function deleteVhost(name) {
  const vhosts = rabbitmqctl('list_vhosts', '--quiet', '--no-table-headers', 'name').split('\n');
  if (vhosts.includes(name)) rabbitmqctl('delete_vhost', name);
}

/**
 * Runs rabbitmqctl and returns what it printed. A broker under load can refuse a command for a moment, so a
 * failure is tried again; the last one throws with what rabbitmqctl said (it would otherwise be lost).
 */
function rabbitmqctl(...args) {
  let failure = '';
  for (let attempt = 1; attempt <= RETRIES; attempt += 1) {
    const result = spawnSync('rabbitmqctl', args, { encoding: 'utf8', timeout: 60_000 });
    if (result.status === 0) return result.stdout;
    failure = `${(result.stderr || result.stdout || result.error?.message || '').trim()} (exit ${result.status})`;
    if (attempt < RETRIES) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2_000);
  }
  throw new Error(`rabbitmqctl ${args.join(' ')} failed ${RETRIES} times: ${failure}`);
}
