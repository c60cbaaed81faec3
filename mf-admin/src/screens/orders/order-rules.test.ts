import {
  ALL_STATUSES,
  customerName,
  displayedTotal,
  taxAmountText,
  itemCount,
  noOrdersText,
  optionsText,
  promoLabel,
  shortOrderId,
  orderPageCount,
  orderTotal,
} from './order-rules';
import { buildOrder } from '../../test-support/build-order';

describe('orders list rules', () => {
  it('when the tiles are added up, then every status counts', () => {
    const counts = {
      Incoming: 2,
      Processing: 1,
      'Ready to Ship': 0,
      'Out For Delivery': 0,
      Cancelled: 4,
      'On Hold': 0,
      Refunded: 0,
      Archived: 1,
    };
    expect(orderTotal(counts)).toBe(8);
  });

  it('when pages are counted, then the total decides unless the server says the page is the last or is not', () => {
    expect(orderPageCount({ total: 45, limit: 20, next: 'c' }, 1)).toBe(3);
    expect(orderPageCount({ total: 45, limit: 20, next: null }, 3)).toBe(3);
    // counts a crash left short or long: the cursor's answer wins
    expect(orderPageCount({ total: 40, limit: 20, next: 'c' }, 2)).toBe(3);
    expect(orderPageCount({ total: 60, limit: 20, next: null }, 2)).toBe(2);
    expect(orderPageCount({ total: 5, limit: 20, next: null }, 1)).toBe(1);
  });

  it('when shown on a card, then the id is its last 8 characters', () => {
    expect(shortOrderId('65f1a2b3c4d5e6f708192a3e')).toBe('08192a3e');
  });

  it('when the customer info has no name, then the order customerName and then a fallback are used', () => {
    expect(customerName(buildOrder())).toBe('Mariam Hassan');
    const noInfoName = buildOrder({ customerName: 'Mona Adel' });
    noInfoName.customerInfo = { ...noInfoName.customerInfo, firstName: '', lastName: ' ' };
    expect(customerName(noInfoName)).toBe('Mona Adel');
    expect(customerName({ ...noInfoName, customerName: undefined })).toBe('Unknown customer');
  });

  it('when the total is shown, then it is subtotal - discount + shipping + taxes to the piastre', () => {
    const order = buildOrder({
      subtotal: 699.98,
      discountAmount: 175,
      shippingCost: 60,
      taxes: [
        { taxName: 'VAT', value: 14, amount: 73.5 },
        { taxName: 'Stamp', value: 0.1, amount: 0.1 },
      ],
    });
    expect(displayedTotal(order)).toBe(658.58);
    expect(
      displayedTotal({
        ...order,
        promoDetails: { promoCode: 'X', discountAmount: 100, discountType: 'amount', discountValue: 100 },
      }),
    ).toBe(733.58);
    // shelf prices that held the taxes: the subtotal already includes them (issue 31)
    expect(displayedTotal({ ...order, taxesIncluded: true })).toBe(584.98);
    expect(taxAmountText({ taxesIncluded: true }, '73.50 EGP')).toBe('included: 73.50 EGP');
    expect(taxAmountText({}, '73.50 EGP')).toBe('73.50 EGP');
  });

  it('when options were chosen, then they read as name: value pairs', () => {
    expect(
      optionsText([
        { name: 'Color', value: 'Berry' },
        { name: 'Size', value: '30 ml' },
      ]),
    ).toBe('Color: Berry, Size: 30 ml');
    expect(optionsText([])).toBe('');
  });

  it('when a promo was used, then its label says the code and the discount', () => {
    expect(promoLabel(buildOrder({ promoCode: undefined, promoDetails: null }))).toBeUndefined();
    expect(promoLabel(buildOrder({ promoCode: 'EID', promoDetails: null }))).toBe('Code EID');
    expect(
      promoLabel(
        buildOrder({
          promoDetails: {
            promoCode: 'SPRING10',
            discountAmount: 5,
            discountType: 'percentage',
            discountValue: 10,
          },
        }),
      ),
    ).toBe('Code SPRING10 (10% off)');
    expect(
      promoLabel(
        buildOrder({
          promoDetails: { promoCode: 'EID50', discountAmount: 50, discountType: 'amount', discountValue: 50 },
        }),
      ),
    ).toBe('Code EID50 (EGP 50 off)');
  });

  it('when items are counted, then quantities add up', () => {
    expect(itemCount(buildOrder())).toBe(2);
  });

  it('when nothing matches, then the empty text names the status', () => {
    expect(noOrdersText('On Hold')).toBe('No orders found with status: On Hold');
    expect(noOrdersText(ALL_STATUSES)).toBe('No orders found with status: All');
  });
});
