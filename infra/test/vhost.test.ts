import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import amqp from 'amqplib';
import { callModule } from './support/module-call';

// infra/scripts/lib/vhost.mjs gives the browser tests, the fault runs and the benches a vhost of their own on the
// shared RabbitMQ.
const NAME = `infra-test-${process.pid}`;
const run = promisify(execFile);

const vhost = (call: 'freshVhost' | 'deleteVhost') =>
  callModule('infra/scripts/lib/vhost.mjs', `lib.${call}(${JSON.stringify(NAME)})`);

async function vhostNames(): Promise<string[]> {
  const { stdout } = await run('rabbitmqctl', ['list_vhosts', '--quiet', '--no-table-headers', 'name']);
  return stdout.split('\n');
}

afterAll(() => vhost('deleteVhost'));

describe("a run's own vhost", () => {
  it('when a previous run left a queue with a message, then the fresh vhost is empty and guest can use it', async () => {
    const url = (await vhost('freshVhost')) as string;
    const first = await amqp.connect(url);
    const channel = await first.createChannel();
    await channel.assertQueue('left-over', { durable: true });
    channel.sendToQueue('left-over', Buffer.from('from the previous run'), { persistent: true });
    await channel.close();
    await first.close();

    expect(await vhost('freshVhost')).toBe(url);

    const second = await amqp.connect(url);
    const checking = await second.createChannel();
    checking.on('error', () => undefined); // the broker closes the channel on a missing queue; the check says why
    const gone = checking.checkQueue('left-over');
    await expect(gone).rejects.toThrow(/NOT_FOUND/);
    await second.close();
  });

  it('when it is deleted twice, then the second time does nothing', async () => {
    await vhost('freshVhost');
    await vhost('deleteVhost');
    await vhost('deleteVhost');

    expect(await vhostNames()).not.toContain(NAME);
  });
});
