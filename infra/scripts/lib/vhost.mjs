// A RabbitMQ vhost of its own for a run that must not share queues with another on the same broker (the browser
// tests, the fault runs with replicas, the benches): made fresh, so a previous run's messages never replay into
// this one, and deleted after.
import { spawnSync } from 'node:child_process';

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

/** Runs rabbitmqctl and returns what it printed; a failure throws with what it said (it would otherwise be lost). */
function rabbitmqctl(...args) {
  const result = spawnSync('rabbitmqctl', args, { encoding: 'utf8', timeout: 60_000 });
  if (result.status === 0) return result.stdout;
  const said = (result.stderr || result.stdout || result.error?.message || '').trim();
  throw new Error(`rabbitmqctl ${args.join(' ')} failed (exit ${result.status}): ${said}`);
}
