import { requestFingerprint } from './idempotency';

describe('requestFingerprint', () => {
  it('when the same request comes with its keys in another order, then the fingerprint is the same', () => {
    const a = { sessionId: 's', shippingInfo: { city: 'Cairo', email: 'a@b.co' }, promoCode: 'X' };
    const b = { promoCode: 'X', shippingInfo: { email: 'a@b.co', city: 'Cairo' }, sessionId: 's' };
    expect(requestFingerprint(a)).toBe(requestFingerprint(b));
  });

  it('when any value differs, then the fingerprint differs', () => {
    const base = { sessionId: 's', shippingInfo: { city: 'Cairo' }, cartItems: [{ quantity: 1 }] };
    expect(requestFingerprint(base)).not.toBe(
      requestFingerprint({ ...base, shippingInfo: { city: 'Giza' } }),
    );
    expect(requestFingerprint(base)).not.toBe(requestFingerprint({ ...base, cartItems: [{ quantity: 2 }] }));
    expect(requestFingerprint(base)).not.toBe(requestFingerprint({ ...base, promoCode: '' }));
  });

  it('when a field is undefined, then it counts as absent', () => {
    expect(requestFingerprint({ a: 1, b: undefined })).toBe(requestFingerprint({ a: 1 }));
  });

  it('when the same request comes from another account or from nobody, then the fingerprint differs', () => {
    const body = { sessionId: 's', shippingInfo: { city: 'Cairo' } };
    const owner = requestFingerprint(body, '64b000000000000000000002');
    expect(requestFingerprint(body, '64b000000000000000000003')).not.toBe(owner);
    expect(requestFingerprint(body)).not.toBe(owner);
    expect(requestFingerprint(body, '64b000000000000000000002')).toBe(owner);
  });
});
