import { testing } from '@shop/service-kit';
import { buildOrderPlaced, buildStatusChanged } from './support/factories';
import { startNotificationApp, type NotificationTestApp } from './support/notification-app';
import { startSmtpSink, type SmtpSink } from '@shop/testing';
import { expectInBothParts } from './support/both-parts';

const { eventually } = testing;

/* Decision 025: the e-mails of an order placed in Arabic go out in Arabic, right to left, signed with the Arabic name. */

describe('order e-mails in Arabic', () => {
  let smtp: SmtpSink;
  let service: NotificationTestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    service = await startNotificationApp(
      smtp.url,
      {},
      { shopName: async (language) => (language === 'ar' ? 'جلو هاوس' : 'Glow House') },
    );
  });
  afterAll(async () => {
    await service?.close();
    await smtp?.stop();
  });

  const mailsAbout = (orderId: string) =>
    smtp.received.filter((mail) => mail.subject.includes(orderId.slice(-8)));

  const arabicOrder = () =>
    buildOrderPlaced({
      language: 'ar',
      items: [
        {
          productId: '65f1a2b3c4d5e6f708192a3b',
          title: 'Rose Lipstick',
          titleAr: 'أحمر شفاه وردي',
          quantity: 2,
          unitPrice: 80,
          selectedOptions: [{ name: 'Color', value: 'Ruby' }],
        },
      ],
    });

  it('when an order placed in Arabic arrives, then its e-mail is Arabic, right to left, from the Arabic shop name', async () => {
    const placed = arabicOrder();
    await service.publish(placed);
    const [mail] = await eventually(() => {
      const found = mailsAbout(placed.data.orderId);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(mail!.subject).toContain('تم استلام طلبك');
    expect(mail!.subject).toContain('جلو هاوس');
    expect(mail!.from).toContain('جلو هاوس');
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expectInBothParts(
      mail!,
      ['أحمر شفاه وردي', 'اللون: \u200ERuby\u200E', '232.40 ج.م', 'الدفع نقداً عند الاستلام'],
      ['EGP'],
    );
  });

  it('when its status changes later, then that e-mail is Arabic too', async () => {
    const placed = arabicOrder();
    await service.publish(placed);
    await service.publish(
      buildStatusChanged(placed.data.orderId, { from: 'Incoming', to: 'Processing', revision: 2 }),
    );
    const mail = await eventually(() => {
      const found = mailsAbout(placed.data.orderId).find((candidate) =>
        candidate.subject.includes('قيد التجهيز'),
      );
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.text).toContain('الحالة الجديدة: قيد التجهيز.');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('when an order names no language, then its e-mail stays English with the English name', async () => {
    const placed = buildOrderPlaced();
    await service.publish(placed);
    const [mail] = await eventually(() => {
      const found = mailsAbout(placed.data.orderId);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(mail!.subject).toContain('Your Glow House order');
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
  });
});
