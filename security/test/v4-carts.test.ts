import { randomBytes } from 'node:crypto';
import type { Product } from '@shop/contracts';
import { logInAdmin } from '../support/accounts';
import { addToCart, createProduct } from '../support/shop-data';
import { useStack } from '../support/stack';
import { expectNoEffect } from '../support/state';

const guessedId = () => randomBytes(24).toString('base64url');

/** Ids an attacker derives from a real one: one character off, other letter case, a prefix, longer, reversed. */
function nearMisses(real: string): string[] {
  const flipped = real[0] === 'A' ? `B${real.slice(1)}` : `A${real.slice(1)}`;
  const swapCase = [...real].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
  return [flipped, swapCase, real.slice(0, 16), `${real}a`, [...real].reverse().join(''), real.slice(1)];
}

/**
 * ASVS 4.2.1 (no access by guessing keys) and 3.2.2 (session tokens with enough entropy): a cart is reached only
 * by its session id, which the server makes from 192 random bits; guessed, derived or malformed ids show
 * nothing of anyone's cart and change nothing.
 */
describe('V4.2.1 carts keyed by unguessable session ids', () => {
  const stack = useStack();
  let product: Product;
  let victimSession: string;
  beforeAll(async () => {
    const admin = await logInAdmin(stack);
    product = await createProduct(admin.client, { title: 'Victim Lipstick' });
    victimSession = await addToCart(stack.gateway, product._id, { quantity: 3 });
  });

  it('when the server hands out session ids, then each is new and carries at least 128 random bits', async () => {
    const ids = await Promise.all(
      Array.from({ length: 50 }, async () => (await stack.gateway.get('/api/cart')).body.sessionId as string),
    );
    expect(new Set([...ids, victimSession]).size).toBe(51);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    // base64url: 6 bits a character
    expect(Math.min(...ids.map((id) => id.length)) * 6).toBeGreaterThanOrEqual(192);
  });

  it("when an attacker reads carts by guessed or derived ids, then each is empty and never the victim's", async () => {
    await expectNoEffect(stack, async () => {
      for (const id of [...Array.from({ length: 100 }, guessedId), ...nearMisses(victimSession)]) {
        const answer = await stack.gateway.get(`/api/cart?sessionId=${encodeURIComponent(id)}`);
        expect(answer.text).not.toContain('Victim Lipstick');
        expect(answer.status === 400 || answer.body.cart.items.length === 0).toBe(true);
      }
    });
    const own = await stack.gateway.get(`/api/cart?sessionId=${victimSession}`);
    expect(own.body.cart.items).toEqual([expect.objectContaining({ quantity: 3 })]);
  });

  it('when an attacker changes or removes lines under guessed ids, then nothing of the victim changes', async () => {
    await expectNoEffect(stack, async () => {
      for (const id of [guessedId(), ...nearMisses(victimSession)]) {
        const update = await stack.gateway.put('/api/cart/update', {
          sessionId: id,
          productId: product._id,
          quantity: 1,
        });
        expect([400, 404]).toContain(update.status);
        const removal = await stack.gateway.delete(
          `/api/cart/remove/${product._id}?sessionId=${encodeURIComponent(id)}`,
        );
        expect(removal.status === 400 || removal.body.cart.items.length === 0).toBe(true);
      }
    });
  });

  it('when the session id is malformed, a pattern or an operator, then 400 and no cart is read or made', async () => {
    const malformed = [
      '',
      'short',
      '.*',
      '../../x',
      'a'.repeat(65),
      '$ne',
      '{"$ne":null}',
      ` ${victimSession}`,
      `${victimSession}%00`,
    ];
    await expectNoEffect(stack, async () => {
      for (const id of malformed) {
        const read = await stack.gateway.get(`/api/cart?sessionId=${encodeURIComponent(id)}`);
        const add = await stack.gateway.post('/api/cart/add', {
          sessionId: id,
          productId: product._id,
          quantity: 1,
        });
        expect([id, read.status, add.status]).toEqual([id, 400, 400]);
      }
    });
  });
});
