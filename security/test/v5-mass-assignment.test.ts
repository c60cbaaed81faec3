import { ObjectId } from 'mongodb';
import { adminAndCustomer, buildSignup, type Account } from '../support/accounts';
import { authCookieOf } from '../support/http';
import {
  buildMessage,
  buildReview,
  buildShippingInfo,
  cartReadyToOrder,
  createPromo,
} from '../support/shop-data';
import { useStack } from '../support/stack';
import { expectNoEffect } from '../support/state';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

/** Fields no client may set on an account: roles, verification, identity and bookkeeping. */
const ACCOUNT_FIELDS: Record<string, unknown> = {
  is_admin: true,
  is_moderator: true,
  isVerified: true,
  _id: new ObjectId().toHexString(),
  tokenVersion: 99,
  role: 'admin',
  createdAt: '2020-01-01T00:00:00.000Z',
  lastLogin: '2020-01-01T00:00:00.000Z',
  passwordHash: 'x',
};

/**
 * ASVS 5.1.2 (mass parameter assignment) and 4.1.2 (access-control attributes cannot be changed by users):
 * every role, flag and server-owned field a client adds is refused with 400 and changes nothing.
 */
describe('V5.1.2 mass assignment', () => {
  const stack = useStack();
  let admin: Account;
  let customer: Account;
  beforeAll(async () => {
    ({ admin, customer } = await adminAndCustomer(stack));
  });

  it('when signup carries a role, a flag, an _id or any server-owned field, then 400, no cookie and no account', async () => {
    const accepted: string[] = [];
    await expectNoEffect(stack, async () => {
      for (const [field, value] of Object.entries(ACCOUNT_FIELDS)) {
        const answer = await stack.gateway.post('/api/auth/signup', buildSignup({ [field]: value }));
        if (answer.status !== 400 || authCookieOf(answer)) accepted.push(`${field} → ${answer.status}`);
      }
    });
    expect(accepted).toEqual([]);
  });

  it('when a user edits their own profile with roles, flags, email or _id, then 400 (403 for a role change) and the account is unchanged', async () => {
    const self = `/api/auth/users/${customer.user._id}`;
    const before = (await customer.client.get('/api/auth/me')).body;
    const accepted: string[] = [];
    await expectNoEffect(stack, async () => {
      for (const [field, value] of Object.entries({
        ...ACCOUNT_FIELDS,
        email: 'admin@security.test',
        password: 'x-new-pass-1',
      })) {
        const answer = await customer.client.put(self, { first_name: 'Salma', [field]: value });
        // is_admin is in the profile body as the screens read it; a change of it is the one 403
        const refusal = field === 'is_admin' ? 403 : 400;
        if (answer.status !== refusal) accepted.push(`${field} → ${answer.status}`);
      }
      const nested = await customer.client.put(self, { address: { city: 'Giza', is_admin: true } });
      if (nested.status !== 400) accepted.push(`address.is_admin → ${nested.status}`);
    });
    expect(accepted).toEqual([]);
    expect((await customer.client.get('/api/auth/me')).body).toEqual(before);
    expect(claimsOf(customer.token).adm).not.toBe(true);
  });

  it('when even an admin sends fields no one may set (email, _id, flags), then 400 and the user is unchanged', async () => {
    const target = `/api/auth/users/${customer.user._id}`;
    await expectNoEffect(stack, async () => {
      for (const field of ['email', '_id', 'is_moderator', 'isVerified', 'tokenVersion']) {
        const value = field === 'email' ? 'taken@example.com' : ACCOUNT_FIELDS[field];
        const answer = await admin.client.put(target, { [field]: value });
        expect([field, answer.status]).toEqual([field, 400]);
      }
    });
  });

  it('when a review says it is visible, then it is stored hidden and not shown; server-owned fields are refused', async () => {
    const sneaky = await stack.gateway.post('/api/review', buildReview({ visibility: true, name: 'Sneaky' }));
    expect(sneaky.status).toBe(201);
    expect(sneaky.body.visibility).toBe(false);
    const visible = (await stack.gateway.get('/api/review/visible')).body as Array<{ _id: string }>;
    expect(visible.map((review) => review._id)).not.toContain(sneaky.body._id);
    await expectNoEffect(stack, async () => {
      for (const field of ['_id', 'createdAt', 'updatedAt', 'approvedBy']) {
        const value = field === '_id' ? new ObjectId().toHexString() : '2020-01-01T00:00:00.000Z';
        const answer = await stack.gateway.post('/api/review', buildReview({ [field]: value }));
        expect([field, answer.status]).toEqual([field, 400]);
      }
    });
  });

  it('when a contact message arrives archived, with an _id or a date, then 400 and nothing is stored', async () => {
    await expectNoEffect(stack, async () => {
      for (const [field, value] of Object.entries({
        message_status: 'archived',
        _id: new ObjectId().toHexString(),
        createdAt: '2020-01-01T00:00:00.000Z',
      })) {
        const answer = await stack.gateway.post('/api/messages', buildMessage({ [field]: value }));
        expect([field, answer.status]).toEqual([field, 400]);
      }
    });
  });

  it('when checkout, cart or promo bodies carry a status, an owner, totals or a price, then 400 and nothing changes', async () => {
    const { product, sessionId } = await cartReadyToOrder(admin.client, stack.gateway);
    const promo = await createPromo(admin.client);
    const order = { sessionId, shippingInfo: buildShippingInfo() };
    const attempts: Array<[string, string, Record<string, unknown>]> = [
      ['/api/orders', 'status', { ...order, status: 'Refunded' }],
      ['/api/orders', 'userId', { ...order, userId: admin.user._id }],
      ['/api/orders', '_id', { ...order, _id: new ObjectId().toHexString() }],
      ['/api/orders', 'totalAmount', { ...order, totalAmount: 1 }],
      ['/api/orders', 'subtotal', { ...order, subtotal: 1 }],
      ['/api/orders', 'shippingCost', { ...order, shippingCost: 0 }],
      ['/api/orders', 'promoDetails', { ...order, promoDetails: { discountAmount: 999 } }],
      ['/api/cart/add', 'price', { sessionId, productId: product._id, quantity: 1, price: 0.01 }],
      [
        '/api/cart/add',
        'product',
        { sessionId, productId: product._id, quantity: 1, product: { price: 0.01 } },
      ],
      [
        '/api/promo/validate',
        'discountAmount',
        { promoCode: promo.promo_code, subtotal: 250, email: 'a@example.com', discountAmount: 250 },
      ],
    ];
    await expectNoEffect(stack, async () => {
      for (const [path, field, body] of attempts) {
        const answer = await stack.gateway.post(path, body);
        expect([path, field, answer.status]).toEqual([path, field, 400]);
      }
    });
  });
});
