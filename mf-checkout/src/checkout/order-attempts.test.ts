import { IdempotencyKey } from '@shop/contracts';
import { OrderAttempts } from './order-attempts';

describe('Idempotency-Key per checkout attempt', () => {
  it('when the same request is sent again (double click, retry), then it carries the same key', () => {
    const attempts = new OrderAttempts();
    const request = { sessionId: 's', shippingInfo: { city: 'Cairo' } };
    const first = attempts.keyFor(request);
    expect(attempts.keyFor({ sessionId: 's', shippingInfo: { city: 'Cairo' } })).toBe(first);
  });

  it('when anything in the request changed, then it is a new attempt with a new key', () => {
    const attempts = new OrderAttempts();
    const first = attempts.keyFor({ city: 'Cairo' });
    const second = attempts.keyFor({ city: 'Giza' });
    expect(second).not.toBe(first);
    expect(attempts.keyFor({ city: 'Cairo' })).not.toBe(first); // the server would refuse the old key for it
  });

  it('when keys are made, then the order service accepts their form', () => {
    expect(IdempotencyKey.safeParse(new OrderAttempts().keyFor({})).success).toBe(true);
  });
});
