import type { MyOrder } from '@shop/contracts';
import {
  addressLines,
  itemsSummary,
  optionsText,
  orderNumber,
  pageFromSearch,
  statusTone,
} from './my-order-rules';
import { pageTranslator } from '../../i18n/messages';


const item = (title: string, quantity: number) =>
  ({ quantity, product: { title } }) as unknown as MyOrder['items'][number];

describe('my order rules', () => {
  it('when an order without a number is shown, then it is its id\'s last 8 characters in capitals', () => {
    expect(orderNumber({ _id: '64b0000000000000000a1b2c' })).toBe('#000A1B2C');
  });

  it('when an order has a number, then it is shown as #10001 (issue 31)', () => {
    expect(orderNumber({ _id: '64b0000000000000000a1b2c', number: 10001 })).toBe('#10001');
  });

  it('when statuses are shown, then each of the 8 has a tone and an unknown one is paused', () => {
    expect(statusTone('Incoming')).toBe('new');
    expect(statusTone('Out For Delivery')).toBe('shipping');
    expect(statusTone('Cancelled')).toBe('stopped');
    expect(statusTone('Lost')).toBe('paused');
  });

  it('when options were chosen, then they read name: value, comma separated', () => {
    const line = {
      selectedOptions: [
        { name: 'Color', value: 'Berry' },
        { name: 'Size', value: '30 ml' },
      ],
      product: { options: [] },
    } as unknown as MyOrder['items'][number];
    expect(optionsText(line, pageTranslator('en'), 'en')).toBe('Color: Berry, Size: 30 ml');
    expect(optionsText({ ...line, selectedOptions: [] }, pageTranslator('en'), 'en')).toBe('');
  });

  it('when an Arabic page shows the options, then names and values are Arabic where the product had them', () => {
    const line = {
      selectedOptions: [
        { name: 'Color', value: 'Berry' },
        { name: 'Size', value: '30 ml' },
      ],
      product: {
        options: [
          { name: 'Color', values: [{ label: 'Berry', labelAr: 'توتي', stock: 1 }] },
          { name: 'Size', values: [{ label: '30 ml', stock: 1 }] },
        ],
      },
    } as unknown as MyOrder['items'][number];
    expect(optionsText(line, pageTranslator('ar'), 'ar')).toBe('اللون: توتي، الحجم: \u206830 ml\u2069');
  });

  it('when the list sums up an order, then titles carry their quantity above 1', () => {
    expect(itemsSummary({ items: [item('Rose Lipstick', 2), item('Jasmine Mist', 1)] })).toBe(
      'Rose Lipstick ×2, Jasmine Mist',
    );
  });

  it('when an Arabic page sums up an order, then the Arabic titles stand where the products had them', () => {
    const rose = { quantity: 2, product: { title: 'Rose Lipstick', titleAr: 'أحمر شفاه وردي' } };
    const items = [rose, item('Jasmine Mist', 1)] as unknown as MyOrder['items'];
    expect(itemsSummary({ items }, 'ar')).toBe('أحمر شفاه وردي ×2، Jasmine Mist');
  });

  it('when an address has blank parts, then they are left out', () => {
    expect(
      addressLines({ street: '12 Tahrir St', city: 'Cairo', floor: '3', apartment: ' ', landmark: '' }, pageTranslator('en')),
    ).toEqual(['12 Tahrir St', 'Floor 3', 'Cairo']);
    expect(
      addressLines({ street: 'A', city: 'Giza', floor: '', apartment: '7', landmark: 'By the pharmacy' }, pageTranslator('en')),
    ).toEqual(['A', 'Apartment 7', 'Giza', 'Landmark: By the pharmacy']);
    expect(
      addressLines({ street: 'A', city: 'Giza', floor: '2', apartment: '', landmark: '' }, pageTranslator('en')),
    ).toEqual(['A', 'Floor 2', 'Giza']);
  });

  it('when an Arabic page shows the address, then a shipping city reads by its Arabic name; a typed one as written', () => {
    const ar = pageTranslator('ar');
    expect(addressLines({ street: 'A', city: 'Giza', floor: '2', apartment: '', landmark: '' }, ar, 'ar')).toEqual([
      'A',
      'الدور 2',
      'الجيزة',
    ]);
    expect(addressLines({ street: 'A', city: 'Mansoura', floor: '', apartment: '', landmark: '' }, ar, 'ar')).toEqual([
      'A',
      'Mansoura',
    ]);
  });

  it('when the page in the address is missing or not a whole number from 1, then page 1', () => {
    expect([null, '', '0', '-2', '1.5', 'x', '3'].map(pageFromSearch)).toEqual([1, 1, 1, 1, 1, 1, 3]);
  });
});
