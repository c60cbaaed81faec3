import type { MyOrder } from '@shop/contracts';
import { order } from '@shop/contracts/fixtures';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '@shop/app-context';
import { OrderAmounts, OrderItems, ShippingAddress } from './OrderDetails';
import { OrderList } from './OrderList';



const mine = order as unknown as MyOrder;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('order views', () => {
  it('when the list shows an order, then it links its details and shows number, status, items and total in EGP', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OrderList orders={[{ ...mine, status: 'Out For Delivery' }]} />
      </MemoryRouter>,
    );
    expect(html).toContain(`href="/profile/orders/${mine._id}"`);
    expect(text(html)).toContain(`Order #${mine._id.slice(-8).toUpperCase()}`);
    expect(text(html)).toContain('Out For Delivery');
    expect(text(html)).toContain('Velvet Matte Lipstick ×2');
    expect(text(html)).toContain('Total 658.48 EGP');
  });

  it('when an order is opened, then each line shows its options, quantity × unit price and line total', () => {
    expect(text(renderToStaticMarkup(<OrderItems items={mine.items} />))).toContain(
      'Velvet Matte Lipstick Color: Berry 2 × 349.99 EGP 699.98 EGP',
    );
  });

  it("when an order is opened, then the amounts are the server's: subtotal, discount with its code, taxes, shipping, total", () => {
    expect(text(renderToStaticMarkup(<OrderAmounts order={mine} />)).trim()).toBe(
      'Subtotal 699.98 EGP Discount (RAMADAN25) −175.00 EGP VAT (14%) 73.50 EGP Shipping 60.00 EGP Total 658.48 EGP Payment Cash on delivery',
    );
    const noDiscount = renderToStaticMarkup(<OrderAmounts order={{ ...mine, discountAmount: 0 }} />);
    expect(noDiscount).not.toContain('Discount');
  });

  it('when an order was paid by card and shipped free, then My orders says so', () => {
    const markup = renderToStaticMarkup(
      <OrderAmounts order={{ ...mine, shippingCost: 0, paymentMethod: 'card_on_delivery' }} />,
    );
    expect(text(markup)).toContain('Shipping Free');
    expect(text(markup)).toContain('Payment Card on delivery');
  });

  it('when an order is opened, then the shipping address leaves out blank parts', () => {
    expect(text(renderToStaticMarkup(<ShippingAddress customer={mine.customerInfo} />)).trim()).toBe(
      'Mariam Hassan 12 El Tahrir St Floor 3 Giza Landmark: Near the metro +20 100 123 4567 mariam.hassan@example.com',
    );
  });

  it('when an Arabic page shows the shipping address, then its city reads by its Arabic name (Giza: الجيزة)', () => {
    const inArabic = renderToStaticMarkup(
      <LanguageProvider language="ar">
        <ShippingAddress customer={mine.customerInfo} />
      </LanguageProvider>,
    );
    expect(text(inArabic)).toContain('الدور 3 الجيزة');
    expect(text(inArabic)).not.toContain('Giza');
  });

  it('when an Arabic page shows an order whose tax and product had Arabic names, then it reads them; English keeps VAT', () => {
    const taxes = [{ taxName: 'VAT', taxNameAr: 'ضريبة القيمة المضافة', value: 14, amount: 73.5 }];
    const arabicOrder = { ...mine, taxes };
    const inArabic = renderToStaticMarkup(
      <LanguageProvider language="ar">
        <OrderAmounts order={arabicOrder} />
      </LanguageProvider>,
    );
    expect(text(inArabic)).toContain('ضريبة القيمة المضافة (14%) 73.50 ج.م');
    expect(text(renderToStaticMarkup(<OrderAmounts order={arabicOrder} />))).toContain('VAT (14%) 73.50 EGP');
    const items = [{ ...mine.items[0]!, product: { ...mine.items[0]!.product, titleAr: 'أحمر شفاه مطفي' } }];
    const lines = renderToStaticMarkup(
      <LanguageProvider language="ar">
        <OrderItems items={items} />
      </LanguageProvider>,
    );
    expect(text(lines)).toContain('أحمر شفاه مطفي');
  });

  it("when a line's image is one the catalog stores, then its 56 px thumbnail is drawn from the renditions", () => {
    const image = '/api/images/65f1a2b3c4d5e6f708192a3b';
    const items = [{ ...mine.items[0]!, product: { ...mine.items[0]!.product, image } }];
    const html = renderToStaticMarkup(<OrderItems items={items} />);
    expect(html).toContain(`srcSet="${image}/160.webp 160w`);
    expect(html).toContain('sizes="56px"');
    expect(html).toMatch(/<img[^>]*width="56" height="56"/);
  });
});
