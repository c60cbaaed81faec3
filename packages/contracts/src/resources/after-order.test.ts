import { TrackOrderBody, customerMayCancel } from './after-order';

describe('after the order', () => {
  it('when a shopper types the number with or without # and the phone in any form, then both are read', () => {
    expect(TrackOrderBody.parse({ number: '#10001', email: ' Nour@Example.com ' })).toEqual({
      number: 10001,
      email: 'nour@example.com',
    });
    expect(TrackOrderBody.parse({ number: 10002, phone: '+20 100 123 4567' })).toEqual({
      number: 10002,
      phone: '01001234567',
    });
  });

  it('when the number is not an order number or both or neither contact is sent, then it is refused', () => {
    for (const body of [
      { number: '123', email: 'a@b.co' },
      { number: 'abc', email: 'a@b.co' },
      { number: 10001 },
      { number: 10001, email: 'a@b.co', phone: '01001234567' },
      { number: 10001, email: { $ne: '' } },
    ]) {
      expect(TrackOrderBody.safeParse(body).success).toBe(false);
    }
  });

  it('when an order is Incoming or On Hold, then its customer may cancel it, and in no later status', () => {
    expect(customerMayCancel('Incoming')).toBe(true);
    expect(customerMayCancel('On Hold')).toBe(true);
    for (const status of [
      'Processing',
      'Ready to Ship',
      'Out For Delivery',
      'Cancelled',
      'Refunded',
      'Archived',
    ] as const) {
      expect(customerMayCancel(status)).toBe(false);
    }
  });
});
