// Makes sure RabbitMQ answers at AMQP_URL; it runs on these machines, and is started when installed but down.
import { spawnSync } from 'node:child_process';
import { canConnect, hostPort, waitFor } from './net.mjs';

export function amqpUrl() {
  return process.env.AMQP_URL || 'amqp://guest:guest@127.0.0.1:5672';
}

export async function ensureRabbit(log = console.log) {
  const { host, port } = hostPort(amqpUrl(), 5672);
  if (await canConnect(host, port)) {
    log(`RabbitMQ answers at ${host}:${port}`);
    return;
  }
  const installed = spawnSync('sh', ['-c', 'command -v rabbitmq-server'], { encoding: 'utf8' }).status === 0;
  if (!installed || !['127.0.0.1', 'localhost'].includes(host)) {
    throw new Error(
      `Nothing answers at AMQP_URL=${amqpUrl()}. Install RabbitMQ (Debian: apt-get install rabbitmq-server) ` +
        'or run `docker compose up rabbitmq`, or point AMQP_URL at a running broker.',
    );
  }
  log('Starting RabbitMQ (rabbitmq-server -detached)...');
  spawnSync('rabbitmq-server', ['-detached'], { stdio: 'inherit' });
  await waitFor(() => canConnect(host, port), { timeoutMs: 60_000, what: `RabbitMQ on ${host}:${port}` });
  log('RabbitMQ started.');
}
