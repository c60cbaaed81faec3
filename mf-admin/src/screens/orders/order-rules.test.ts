import type { Order } from '@shop/contracts';
import {
  ALL_STATUSES,
  customerName,
  displayedTotal,
  taxAmountText,
  filterByStatus,
  itemCount,
  noOrdersText,
  optionsText,
  promoLabel,
  shortOrderId,
  sortNewestFirst,
  statusCounts,
} from './order-rules';
import { buildOrder } from '../../test-support/build-order';

describe('orders list rules', () => {
  const orders: Order[] = [
    buildOrder({ _id: 'a'.repeat(24), status: 'Incoming', createdAt: '2025-03-01T10:00:00.000Z' }),
    buildOrder({ _id: 'b'.repeat(24), status: 'Processing', createdAt: '2025-03-03T10:00:00.000Z' }),
    buildOrder({ _id: 'c'.repeat(24), status: 'Incoming', createdAt: '2025-03-02T10:00:00.000Z' }),
  ];

  it('when a status is chosen, then only its orders stay; All keeps every order', () => {
    expect(filterByStatus(orders, 'Incoming').map((o) => o._id[0])).toEqual(['a', 'c']);
    expect(filterByStatus(orders, ALL_STATUSES)).toHaveLength(3);
    expect(filterByStatus(orders, 'Refunded')).toEqual([]);
  });

  it('when counted, then every status of the spec has a count, zero included', () => {
    expect(statusCounts(orders)).toEqual({
      Incoming: 2,
      Processing: 1,
      'Ready to Ship': 0,
      'Out For Delivery': 0,
      Cancelled: 0,
      'On Hold': 0,
      Refunded: 0,
      Archived: 0,
    });
  });

  it('when sorted, then the newest order comes first', () => {
    expect(sortNewestFirst(orders).map((o) => o._id[0])).toEqual(['b', 'c', 'a']);
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
