import {
  ApiError,
  IdParams,
  email,
  hasAtMostDecimals,
  httpUrl,
  money,
  objectId,
  optionalHttpUrl,
  optionalPhoneNumber,
  price,
  sessionId,
} from './common';

describe('money', () => {
  it.each([0, 1, 349.99, 0.1 + 0.2, 1_000_000])('when the amount is %p, then it is accepted', (value) => {
    expect(money.safeParse(value).success).toBe(true);
  });

  it.each([1.005, 349.999, -0.01, Number.NaN, Number.POSITIVE_INFINITY])(
    'when the amount is %p, then it is rejected',
    (value) => {
      expect(money.safeParse(value).success).toBe(false);
    },
  );

  it('when a price goes above 1,000,000 EGP, then it is rejected', () => {
    expect(price.safeParse(1_000_000).success).toBe(true);
    expect(price.safeParse(1_000_000.01).success).toBe(false);
  });

  it('when decimals are counted, then float noise does not matter but a real extra digit does', () => {
    expect(hasAtMostDecimals(4.35 * 3, 2)).toBe(true);
    expect(hasAtMostDecimals(4.25, 1)).toBe(false);
  });
});

describe('objectId and sessionId', () => {
  it('when an id is 24 hex characters, then it passes, otherwise it fails', () => {
    expect(objectId.safeParse('65f1a2b3c4d5e6f708192a3b').success).toBe(true);
    expect(objectId.safeParse('65f1a2b3c4d5e6f708192a3').success).toBe(false);
    expect(objectId.safeParse('65f1a2b3c4d5e6f708192a3g').success).toBe(false);
    expect(objectId.safeParse({ $gt: '' }).success).toBe(false);
  });

  it('when a session id is URL-safe and 16..64 long, then it passes', () => {
    expect(sessionId.safeParse('Yk3x_9QpLr2T-vWm8ZaB1c').success).toBe(true);
    expect(sessionId.safeParse('short').success).toBe(false);
    expect(sessionId.safeParse('a'.repeat(65)).success).toBe(false);
    expect(sessionId.safeParse('Yk3x_9QpLr2T/vWm8ZaB1c').success).toBe(false);
  });

  it('when route params carry an operator or an extra key, then they are rejected', () => {
    expect(IdParams.safeParse({ id: '65f1a2b3c4d5e6f708192a3b' }).success).toBe(true);
    expect(IdParams.safeParse({ id: { $ne: null } }).success).toBe(false);
    expect(IdParams.safeParse({ id: '65f1a2b3c4d5e6f708192a3b', admin: '1' }).success).toBe(false);
  });
});

describe('email', () => {
  it('when an email has spaces and capitals, then it is trimmed and lower-cased', () => {
    expect(email.parse('  Mariam.Hassan@Example.COM ')).toBe('mariam.hassan@example.com');
  });

  it('when an email is malformed, too long or an object, then it is rejected', () => {
    expect(email.safeParse('mariam@').success).toBe(false);
    expect(email.safeParse(`${'a'.repeat(250)}@x.com`).success).toBe(false);
    expect(email.safeParse({ $gt: '' }).success).toBe(false);
  });
});

describe('links and phones', () => {
  it('when a link is http(s), then it passes; javascript: and other schemes fail', () => {
    expect(httpUrl.safeParse('https://instagram.com/glowshop.eg').success).toBe(true);
    expect(httpUrl.safeParse('javascript:alert(1)').success).toBe(false);
    expect(httpUrl.safeParse('ftp://example.com').success).toBe(false);
    expect(httpUrl.safeParse('https://').success).toBe(false);
  });

  it('when an optional link or phone is empty, then it passes as ""', () => {
    expect(optionalHttpUrl.parse('  ')).toBe('');
    expect(optionalPhoneNumber.parse('')).toBe('');
  });

  it('when a phone has letters or is too short, then it is rejected', () => {
    expect(optionalPhoneNumber.safeParse('+20 (2) 3456-7890').success).toBe(true);
    expect(optionalPhoneNumber.safeParse('call me').success).toBe(false);
    expect(optionalPhoneNumber.safeParse('1234').success).toBe(false);
    expect(optionalPhoneNumber.safeParse('1'.repeat(21)).success).toBe(false);
  });
});

describe('ApiError', () => {
  it('when an error has a message and a code, then it matches; details are optional', () => {
    expect(ApiError.safeParse({ error: 'Not found', code: 'NOT_FOUND' }).success).toBe(true);
    expect(
      ApiError.safeParse({ error: 'Invalid body', code: 'VALIDATION', details: [{ path: ['email'] }] })
        .success,
    ).toBe(true);
    expect(ApiError.safeParse({ error: 'Oops' }).success).toBe(false);
  });
});
