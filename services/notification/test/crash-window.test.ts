import Fastify from 'fastify';
import { connectMongo, EventInProgressError, testing, type MongoConnection } from '@shop/service-kit';
import { emailOrderPlaced, EmailInDoubtError, type OrderEmailDeps } from '../src/domain/order-emails';
import { OrderSnapshots } from '../src/domain/order-snapshots';
import { SendLog } from '../src/domain/send-log';
import { createSmtpMailer } from '../src/mail/mailer';
import { renderOrderPlaced } from '../src/mail/render';
import { snapshotOf } from '../src/domain/order-snapshot';
import { buildOrderPlaced } from './support/factories';
import { startSmtpSink, type SmtpSink } from '@shop/testing';

const LEASE_MS = 30_000;

/**
 * Decision 010's window: a copy of the service that dies after the SMTP server accepted a mail and before it
 * recorded that. Played step by step on the real database and SMTP server, with a clock the test moves.
 */
describe('a crash between the SMTP accept and the record', () => {
  let smtp: SmtpSink;
  let mongo: MongoConnection;
  let clock: number;
  let deps: OrderEmailDeps;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    mongo = await connectMongo(testing.testMongoUrl, testing.uniqueName('notification'));
  });
  beforeEach(() => {
    clock = Date.now();
    deps = {
      snapshots: new OrderSnapshots(mongo.db),
      sendLog: new SendLog(mongo.db, LEASE_MS, () => new Date(clock)),
      mailer: createSmtpMailer({ url: smtp.url, from: 'orders@glow.test', timeoutMs: 3000 }),
      shopName: async () => 'Glow House',
      messageIdDomain: 'glow.test',
      log: Fastify({ logger: false }).log,
    };
  });
  afterAll(async () => {
    await mongo?.db.dropDatabase();
    await mongo?.close();
    await smtp?.stop();
  });

  /** What a copy does before it dies: claims, and the SMTP server accepts the mail; nothing is recorded. */
  async function sendThenDie(event: ReturnType<typeof buildOrderPlaced>): Promise<void> {
    const claim = await deps.sendLog.claim(event.id, {
      kind: event.type,
      orderId: event.data.orderId,
      to: 'nour@shop.test',
    });
    if (typeof claim === 'string') throw new Error(`expected a claim, got ${claim}`);
    const mail = renderOrderPlaced('Glow House', snapshotOf(event));
    await deps.mailer.send({ ...mail, to: 'nour@shop.test', messageId: `<${event.id}@glow.test>` });
  }
  const copiesOf = (event: { id: string }) =>
    smtp.received.filter((mail) => mail.messageId === `<${event.id}@glow.test>`).length;

  it('when the lease still holds, then another delivery waits instead of sending', async () => {
    const event = buildOrderPlaced();
    await sendThenDie(event);
    clock += LEASE_MS - 1000;
    await expect(emailOrderPlaced(deps, event)).rejects.toBeInstanceOf(EventInProgressError);
    expect(copiesOf(event)).toBe(1);
  });

  it('when the lease lapses, then the mail is sent once more (the one duplicate) and never again', async () => {
    const event = buildOrderPlaced();
    await sendThenDie(event);
    clock += LEASE_MS + 1;
    expect(await emailOrderPlaced(deps, event)).toBe('sent');
    expect(await emailOrderPlaced(deps, event)).toBe('already-sent');
    expect(copiesOf(event)).toBe(2);
    expect(await deps.sendLog.find(event.id)).toMatchObject({ status: 'sent', attempts: 2, uncertain: 1 });
  });

  it('when the copy that took over dies in the same window too, then no third mail is sent and the event is held for a person', async () => {
    const event = buildOrderPlaced();
    await sendThenDie(event);
    clock += LEASE_MS + 1;
    await sendThenDie(event);
    clock += LEASE_MS + 1;
    await expect(emailOrderPlaced(deps, event)).rejects.toBeInstanceOf(EmailInDoubtError);
    await expect(emailOrderPlaced(deps, event)).rejects.toBeInstanceOf(EmailInDoubtError);
    expect(copiesOf(event)).toBe(2);
    expect(await deps.sendLog.find(event.id)).toMatchObject({ status: 'in-doubt', uncertain: 2 });
  });
});
