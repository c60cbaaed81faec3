import { testing } from '@shop/service-kit';
import { buildOrderPlaced, buildStatusChanged } from './support/factories';
import { startNotificationApp, type NotificationTestApp } from './support/notification-app';
import { startSmtpSink, type SmtpSink } from '@shop/testing';
import { expectInBothParts } from './support/both-parts';

const { eventually } = testing;

describe('order e-mails', () => {
  let smtp: SmtpSink;
  let service: NotificationTestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    service = await startNotificationApp(smtp.url);
  });
  afterAll(async () => {
    await service?.close();
    await smtp?.stop();
  });

  const mailsTo = (orderNumber: string) => smtp.received.filter((mail) => mail.subject.includes(orderNumber));

  it('when an order is placed, then the customer gets one e-mail with the shop, order number, items, EGP totals and address', async () => {
    const placed = buildOrderPlaced();
    const number = `#${placed.data.orderId.slice(-8)}`;
    await service.publish(placed);
    const [mail] = await eventually(() => {
      const found = mailsTo(number);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(mail!.to).toBe('nour@shop.test');
    expect(mail!.subject).toBe(`Your Glow House order ${number} has been received`);
    expect(mail!.messageId).toBe(`<${placed.id}@glow.test>`);
    // the sender's name is the shop's configured name (issue 31)
    expect(mail!.from).toMatch(/^"?Glow House"? <[^>]+@glow\.test>$/);
    expectInBothParts(mail!, [
      'Glow House',
      'Rose Lipstick',
      '160.00 EGP',
      '22.40 EGP',
      '232.40 EGP',
      '9 Corniche Street, Floor 3, Apartment 12',
    ]);
    // the record follows the SMTP server's answer by a moment
    await eventually(async () => {
      const [record] = (await service.sends()).filter((send) => send._id === placed.id);
      expect(record).toMatchObject({
        status: 'sent',
        attempts: 1,
        to: 'nour@shop.test',
        orderId: placed.data.orderId,
      });
    });
  });

  it("when an order's status changes, then the customer gets an e-mail saying the new status in plain words", async () => {
    const placed = buildOrderPlaced();
    const number = `#${placed.data.orderId.slice(-8)}`;
    await service.publish(placed);
    await service.publish(
      buildStatusChanged(placed.data.orderId, { from: 'Processing', to: 'Out For Delivery', revision: 3 }),
    );
    const mail = await eventually(() => {
      const found = mailsTo(number).find((candidate) => candidate.subject.includes('out for delivery'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.subject).toBe(`Your Glow House order ${number} is out for delivery`);
    expect(mail.text).toContain(`Your order ${number} is out for delivery.`);
    expect(mail.html).toContain('is out for delivery.');
    expect(mail.text).toContain('232.40 EGP');
  });

  it('when the same event is delivered twice, then one e-mail is sent', async () => {
    const placed = buildOrderPlaced();
    const number = `#${placed.data.orderId.slice(-8)}`;
    await service.publish(placed, placed);
    await eventually(async () => {
      const [record] = (await service.sends()).filter((send) => send._id === placed.id);
      expect(record?.status).toBe('sent');
    });
    const changed = buildStatusChanged(placed.data.orderId, { to: 'Cancelled', revision: 2 });
    await service.publish(changed, changed);
    await eventually(() => expect(mailsTo(number).map((mail) => mail.subject)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 500)); // room for a wrong third mail to arrive
    expect(mailsTo(number).map((mail) => mail.subject)).toEqual([
      `Your Glow House order ${number} has been received`,
      `Your Glow House order ${number} has been cancelled`,
    ]);
  });

  it('when an order is archived, or a status change older than one already mailed arrives, then no e-mail is sent', async () => {
    const placed = buildOrderPlaced();
    const number = `#${placed.data.orderId.slice(-8)}`;
    await service.publish(placed);
    await eventually(() => expect(mailsTo(number)).toHaveLength(1));
    await service.publish(buildStatusChanged(placed.data.orderId, { to: 'Ready to Ship', revision: 3 }));
    await eventually(() => expect(mailsTo(number)).toHaveLength(2));
    await service.publish(
      buildStatusChanged(placed.data.orderId, { to: 'Processing', revision: 2 }),
      buildStatusChanged(placed.data.orderId, { from: 'Ready to Ship', to: 'Archived', revision: 4 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(number)).toHaveLength(2);
  });
});
