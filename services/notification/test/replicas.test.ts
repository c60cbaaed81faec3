import { testing } from '@shop/service-kit';
import { buildOrderPlaced } from './support/factories';
import { startNotificationApp, type NotificationTestApp } from './support/notification-app';
import { startSmtpSink, type SmtpSink } from '@shop/testing';

const { eventually } = testing;

describe('two copies of the notification service', () => {
  let smtp: SmtpSink;
  let service: NotificationTestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    service = await startNotificationApp(smtp.url);
    await service.addReplica();
  });
  afterAll(async () => {
    await service?.close();
    await smtp?.stop();
  });

  it('when two replicas share the queue and every event arrives twice, then each order gets exactly one e-mail', async () => {
    const events = Array.from({ length: 12 }, () => buildOrderPlaced());
    // each event published twice, interleaved: the copies race for the same event ids
    await service.publish(...events, ...events);
    await eventually(async () => {
      const sends = await service.sends();
      expect(sends.filter((send) => send.status === 'sent')).toHaveLength(events.length);
    }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const perMessageId = new Map<string, number>();
    for (const mail of smtp.received)
      perMessageId.set(mail.messageId, (perMessageId.get(mail.messageId) ?? 0) + 1);
    expect(smtp.received).toHaveLength(events.length);
    expect([...perMessageId.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(smtp.received.map((mail) => mail.messageId))).toEqual(
      new Set(events.map((event) => `<${event.id}@glow.test>`)),
    );
  });
});
