import { expectInBothParts } from '../../test/support/both-parts';
import type { OrderSnapshot } from '../domain/order-snapshot';
import { renderOrderPlaced, renderStatusChanged } from './render';

/* Decision 025: an order placed in Arabic is mailed in Arabic, right to left, with Intl ar-EG figures. */

function buildArabicSnapshot(overrides: Partial<OrderSnapshot> = {}): OrderSnapshot {
  return {
    _id: '64b0000000000000abcd1234',
    customerEmail: 'nour@shop.test',
    customerInfo: {
      firstName: 'نور',
      lastName: 'سمير',
      phone: '01001234567',
      email: 'nour@shop.test',
      address: { street: '9 شارع الكورنيش', city: 'Cairo', floor: '3', apartment: '12' },
    },
    items: [
      {
        productId: '64b0000000000000000000aa',
        title: 'Vitamin C Serum',
        titleAr: 'سيروم فيتامين سي',
        quantity: 2,
        unitPrice: 80,
        selectedOptions: [{ name: 'Size', value: '30 ml' }],
      },
      {
        productId: '64b0000000000000000000bb',
        title: 'Cleanser',
        quantity: 1,
        unitPrice: 349,
        selectedOptions: [],
      },
    ],
    subtotal: 509,
    discountAmount: 50.9,
    promoCode: 'GLOW10',
    taxes: [{ taxName: 'VAT', value: 14, amount: 64.13 }],
    shippingCost: 0,
    totalAmount: 522.23,
    paymentMethod: 'card_on_delivery',
    expectedDelivery: { from: '2026-11-28', to: '2026-11-29' },
    language: 'ar',
    placedAt: new Date('2026-11-25T10:00:00Z'),
    ...overrides,
  };
}

const LRM = '\u200E';
const number = `${LRM}#abcd1234${LRM}`;

describe('the order e-mails in Arabic', () => {
  it('when an order placed in Arabic is received, then the subject and greeting are Arabic and name the shop', () => {
    const mail = renderOrderPlaced('جلو', buildArabicSnapshot());
    expect(mail.subject).toBe(`تم استلام طلبك ${number} من جلو`);
    expect(mail.text.split('\n')[0]).toBe('مرحباً نور،');
    expect(mail.text).toContain(`شكراً لتسوقك من جلو! استلمنا طلبك ${number}`);
    expect(mail.text).toContain('الحالة: تم الاستلام.');
  });

  it('when it is rendered as HTML, then the page, the body and the card run right to left', () => {
    const { html } = renderOrderPlaced('جلو', buildArabicSnapshot());
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<body[^>]*dir="rtl"/);
    expect(html).toMatch(/<div[^>]*dir="rtl"/);
    expect(html).toContain(
      '<th style="padding:6px 8px;border-bottom:1px solid #eee;text-align:right">المنتج</th>',
    );
    expect(html).not.toContain('Item</th>');
  });

  it('when lines, figures, payment and dates are shown, then they read in Arabic with Western digits', () => {
    const { text, html } = renderOrderPlaced('جلو', buildArabicSnapshot());
    expectInBothParts(
      { text, html },
      [
        'سيروم فيتامين سي', // the Arabic title the product had
        'Cleanser', // no Arabic title: the English one stands in
        `المقاس: ${LRM}30 ml${LRM}`,
        '160.00 ج.م',
        '522.23 ج.م',
        'الخصم (GLOW10)',
        'مجاني',
        'الدفع بالبطاقة عند الاستلام',
        'السبت، 28 نوفمبر – الأحد، 29 نوفمبر',
        '25 نوفمبر 2026',
        '9 شارع الكورنيش، الدور 3، شقة 12',
      ],
      [/EGP|Subtotal|Payment|Shipping to/],
    );
    expect(text).toContain(
      `- سيروم فيتامين سي (المقاس: ${LRM}30 ml${LRM}) × 2، 80.00 ج.م للقطعة: 160.00 ج.م`,
    );
  });

  it('when the order went to one of the shipping cities, then the Arabic address names it in Arabic; English keeps it', () => {
    const { text, html } = renderOrderPlaced('جلو', buildArabicSnapshot());
    expectInBothParts({ text, html }, ['القاهرة'], ['Cairo']);
    expect(renderOrderPlaced('Glow', buildArabicSnapshot({ language: 'en' })).text).toContain('\nCairo\n');
  });

  it('when the city was typed (no rate of its own), then the Arabic e-mail shows it as written', () => {
    const snapshot = buildArabicSnapshot();
    const address = { ...snapshot.customerInfo!.address, city: 'Mansoura' };
    const customerInfo = { ...snapshot.customerInfo!, address };
    expect(renderOrderPlaced('جلو', buildArabicSnapshot({ customerInfo })).text).toContain('Mansoura');
  });

  it('when the tax had an Arabic name, then the Arabic e-mail names it so; the English one keeps VAT', () => {
    const taxes = [{ taxName: 'VAT', taxNameAr: 'ضريبة القيمة المضافة', value: 14, amount: 64.13 }];
    const { text, html } = renderOrderPlaced('جلو', buildArabicSnapshot({ taxes }));
    for (const part of [text, html]) expect(part).toContain('ضريبة القيمة المضافة (14%)');
    expect(text).not.toContain('VAT');
    const english = renderOrderPlaced('Glow', buildArabicSnapshot({ taxes, language: 'en' }));
    expect(english.text).toContain('VAT (14%)');
    expect(english.text).not.toContain('ضريبة');
  });

  it('when the tax had no Arabic name, then the Arabic e-mail shows its English name', () => {
    expect(renderOrderPlaced('جلو', buildArabicSnapshot()).text).toContain('VAT (14%)');
  });

  it('when a chosen value had an Arabic name, then the Arabic e-mail shows it; the English one keeps the label', () => {
    const [serum] = buildArabicSnapshot().items;
    const items = [
      { ...serum!, selectedOptions: [{ name: 'Color', value: 'Ruby Red', valueAr: 'أحمر ياقوتي' }] },
    ];
    expect(renderOrderPlaced('جلو', buildArabicSnapshot({ items })).text).toContain('(اللون: أحمر ياقوتي)');
    expect(renderOrderPlaced('Glow', buildArabicSnapshot({ items, language: 'en' })).text).toContain(
      '(Color: Ruby Red)',
    );
  });

  it('when the status changes, then the e-mail names it in Arabic; Archived sends nothing', () => {
    const mail = renderStatusChanged('جلو', buildArabicSnapshot(), 'Out For Delivery')!;
    expect(mail.subject).toBe(`طلبك ${number} من جلو خرج للتوصيل`);
    expect(mail.text).toContain('الحالة الجديدة: خرج للتوصيل.');
    expect(mail.text).toContain('يُرجى إبقاء هاتفك قريباً منك');
    expect(mail.html).toContain('dir="rtl"');
    expect(renderStatusChanged('جلو', buildArabicSnapshot(), 'Archived')).toBeUndefined();
  });

  it('when the order has no language (placed before it was kept), then the e-mail is the English one', () => {
    const mail = renderOrderPlaced('Glow', buildArabicSnapshot({ language: undefined }));
    expect(mail.subject).toBe('Your Glow order #abcd1234 has been received');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).toContain('Vitamin C Serum');
    expect(mail.text).not.toContain('سيروم');
  });
});
