/**
 * One Idempotency-Key per checkout attempt. An attempt is one exact request: sending the same request again
 * (a double click, a retry after a timeout or a failure) reuses its key, so the order service answers the
 * order it already placed instead of placing a second one. A changed request (another address, promo or
 * cart) is a new attempt with a new key: the server refuses a key reused for a different request.
 */
export class OrderAttempts {
  private last: { request: string; key: string } | undefined;

  constructor(private readonly newKey: () => string = randomKey) {}

  keyFor(request: unknown): string {
    const text = JSON.stringify(request);
    if (this.last?.request !== text) this.last = { request: text, key: this.newKey() };
    return this.last.key;
  }
}

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a page served over plain http on a LAN address still gets 128 bits.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
