import { buildSnapshot } from '../../test/support/factories';
import { renderOrderPlaced, renderStatusChanged } from './render';

describe('the order e-mails', () => {
  it('when the order is placed, then the e-mail says how it is paid (cash on delivery unless told otherwise)', () => {
    expect(renderOrderPlaced('Beauty Corner', buildSnapshot()).text).toContain('Payment: Cash on delivery');
    const card = renderOrderPlaced('Beauty Corner', buildSnapshot({ paymentMethod: 'card_on_delivery' }));
    expect(card.text).toContain('Payment: Card on delivery');
    expect(card.html).toContain('<strong>Payment:</strong> Card on delivery');
  });

  it('when the order carries expected dates, then the e-mail repeats them; without, it promises none', () => {
    const mail = renderOrderPlaced(
      'Beauty Corner',
      buildSnapshot({ expectedDelivery: { from: '2026-11-28', to: '2026-11-29' } }),
    );
    expect(mail.text).toContain('Expected delivery: Sat 28 Nov – Sun 29 Nov');
    expect(mail.html).toContain('<strong>Expected delivery:</strong> Sat 28 Nov – Sun 29 Nov');
    expect(renderOrderPlaced('Beauty Corner', buildSnapshot()).text).not.toContain('Expected delivery');
  });

  it('when the order shipped free (the free-shipping rule), then the e-mail says Free as the checkout did', () => {
    const mail = renderOrderPlaced('Beauty Corner', buildSnapshot({ shippingCost: 0 }));
    expect(mail.text).toMatch(/Shipping: +Free/);
    expect(mail.html).toContain('>Free<');
  });

  it('when the shelf prices included the taxes, then the tax row says it is included, not added to the total', () => {
    const mail = renderOrderPlaced('Beauty Corner', buildSnapshot({ taxesIncluded: true }));
    expect(mail.text).toMatch(/VAT \(14%\): +included: 44\.01 EGP/);
    expect(mail.html).toContain('included: 44.01 EGP');
    expect(renderOrderPlaced('Beauty Corner', buildSnapshot()).text).not.toContain('included');
  });

  it('when an order is placed, then the text part names the shop, the order number, items, EGP totals and the address', () => {
    const mail = renderOrderPlaced('Beauty Corner', buildSnapshot());
    expect(mail.subject).toBe('Your Beauty Corner order #abcd1234 has been received');
    expect(mail.text).toContain('Status: Incoming.');
    expect(mail.text).not.toContain('confirmed');
    expect(mail.text).toContain('Hello Nour,');
    expect(mail.text).toContain('Thank you for shopping with Beauty Corner!');
    expect(mail.text).toContain('Order #abcd1234, placed on 25 November 2026');
    expect(mail.text).toContain('- Rose Lipstick (Color: Ruby) x 3, 0.10 EGP each: 0.30 EGP');
    expect(mail.text).toContain('- Cleanser x 1, 349.00 EGP each: 349.00 EGP');
    expect(mail.text).toMatch(/Subtotal: +349\.30 EGP/);
    expect(mail.text).toMatch(/Discount \(GLOW10\): +-34\.93 EGP/);
    expect(mail.text).toMatch(/VAT \(14%\): +44\.01 EGP/);
    expect(mail.text).toMatch(/Shipping: +50\.00 EGP/);
    expect(mail.text).toMatch(/Total: +408\.38 EGP/);
    expect(mail.text).toContain(
      'Shipping to:\nNour Samir\n9 Corniche Street, Floor 3, Apartment 12\nCairo\nLandmark: Near the bank\nPhone: 01001234567',
    );
  });

  it('when an order is placed, then the HTML part shows the same lines and figures', () => {
    const { html } = renderOrderPlaced('Beauty Corner', buildSnapshot());
    for (const shown of [
      'Beauty Corner',
      '#abcd1234',
      'Rose Lipstick',
      'Color: Ruby',
      '0.30 EGP',
      '408.38 EGP',
    ]) {
      expect(html).toContain(shown);
    }
    expect(html).toContain('9 Corniche Street, Floor 3, Apartment 12');
  });

  it('when a customer typed markup into a name, an address or a product title, then the HTML part shows it as text', () => {
    const attack = '<img src=x onerror="alert(1)">';
    const order = buildSnapshot();
    order.customerInfo = {
      ...order.customerInfo!,
      firstName: attack,
      address: { ...order.customerInfo!.address, street: `<script>x</script>` },
    };
    order.items[0]!.title = `Lip & <b>Gloss</b>`;
    const { html, text } = renderOrderPlaced(`Shop "Q" <Co>`, order);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Gloss');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('Lip &amp; &lt;b&gt;Gloss&lt;/b&gt;');
    expect(html).toContain('Shop &quot;Q&quot; &lt;Co&gt;');
    // the plain-text part is not HTML: it keeps what was typed
    expect(text).toContain('Lip & <b>Gloss</b>');
  });

  it('when the event carried no customer details, then the e-mail greets plainly and has no address block', () => {
    const mail = renderOrderPlaced(
      'Beauty Corner',
      buildSnapshot({ customerInfo: undefined, taxes: undefined, shippingCost: undefined }),
    );
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain('Shipping to');
    expect(mail.text).not.toContain('Shipping:');
    expect(mail.html).not.toContain('Shipping to');
  });

  it('when there is no discount, then no discount row shows', () => {
    const mail = renderOrderPlaced('Beauty Corner', buildSnapshot({ discountAmount: 0, promoCode: null }));
    expect(mail.text).not.toContain('Discount');
  });

  it('when a status changes, then the e-mail says the new status in plain words with the order summary', () => {
    const mail = renderStatusChanged('Beauty Corner', buildSnapshot(), 'Out For Delivery');
    expect(mail?.subject).toBe('Your Beauty Corner order #abcd1234 is out for delivery');
    expect(mail?.text).toContain('Your order #abcd1234 is out for delivery.');
    expect(mail?.text).toContain('New status: Out For Delivery.');
    expect(mail?.text).toContain('Please keep your phone nearby');
    expect(mail?.text).toMatch(/Total: +408\.38 EGP/);
    expect(mail?.html).toContain('is out for delivery.');
  });

  it('when an order is cancelled or refunded, then the words say so', () => {
    expect(renderStatusChanged('S', buildSnapshot(), 'Cancelled')?.text).toContain('has been cancelled.');
    expect(renderStatusChanged('S', buildSnapshot(), 'Refunded')?.text).toContain('has been refunded.');
  });

  it('when the order has a number, then every subject and body names it as #10001 (issue 31)', () => {
    const order = buildSnapshot({ number: 10001 });
    const placed = renderOrderPlaced('Beauty Corner', order);
    const shipped = renderStatusChanged('Beauty Corner', order, 'Out For Delivery')!;
    for (const mail of [placed, shipped]) {
      expect(mail.subject).toContain('#10001');
      expect(mail.text).toContain('#10001');
      expect(mail.html).toContain('#10001');
      expect(mail.text).not.toContain('abcd1234');
    }
  });

  it('when an order is archived, then there is nothing to tell the customer', () => {
    expect(renderStatusChanged('Beauty Corner', buildSnapshot(), 'Archived')).toBeUndefined();
  });
});
