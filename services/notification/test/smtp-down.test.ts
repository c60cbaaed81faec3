import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { testing } from '@shop/service-kit';
import { buildOrderPlaced } from './support/factories';
import { startNotificationApp, type NotificationTestApp } from './support/notification-app';
import { startSmtpSink, type SmtpSink } from '@shop/testing';

const { eventually } = testing;
const DLQ_TOOL = path.resolve(__dirname, '../../../tools/dlq.mjs');

/** `node tools/dlq.mjs …` as an operator runs it, on the test's broker objects. */
function dlq(service: NotificationTestApp, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [DLQ_TOOL, ...args],
      {
        env: {
          ...process.env,
          AMQP_URL: testing.testAmqpUrl,
          EVENTS_EXCHANGE: service.env.EVENTS_EXCHANGE,
          DLQ_ACTIONS_LOG: path.join(os.tmpdir(), `${testing.uniqueName('dlq-actions')}.jsonl`),
        },
        timeout: 30_000,
      },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

describe('when the SMTP server is down', () => {
  let smtp: SmtpSink;
  let service: NotificationTestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    await smtp.stop(); // the port stays known: connections to it are refused until it listens again
    service = await startNotificationApp(smtp.url, {
      EMAIL_MAX_DELIVERIES: '4',
      EMAIL_RETRY_DELAY_MS: '100',
    });
  });
  afterAll(async () => {
    await service?.close();
    await smtp?.stop();
  });

  it('when SMTP is down, then the e-mail is retried with back-off, dead-lettered, and sent once when replayed after SMTP is back', async () => {
    const placed = buildOrderPlaced();
    const startedAt = Date.now();
    await service.publish(placed);
    await eventually(async () => expect(await service.deadLetters()).toBe(1), 20_000, 200);
    // four deliveries with pauses of 100, 200 and 400 ms between them
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(700);
    const [record] = await service.sends();
    expect(record).toMatchObject({ _id: placed.id, status: 'pending', attempts: 4, uncertain: 0 });
    expect(record?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await dlq(service, 'replay', service.queue, '--all');
    await eventually(() => expect(smtp.received).toHaveLength(1));
    expect(await service.deadLetters()).toBe(0);
    expect((await service.sends())[0]).toMatchObject({ status: 'sent', attempts: 5 });

    // replaying the same event again (an operator's slip) sends nothing more
    await service.publish(placed);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.received).toHaveLength(1);
  });
});
