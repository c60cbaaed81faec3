import type { Product, ShippingInfo } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { buildProductBody } from '@shop/testing';
import type { Client } from './http';

const DAY_MS = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

export const buildProduct = buildProductBody;

/** The back office creates a product through the gateway. */
export async function createProduct(
  admin: Client,
  overrides: Record<string, unknown> = {},
): Promise<Product> {
  const answer = await admin.post('/api/products', buildProduct(overrides));
  if (answer.status !== 201) throw new Error(`product not created: ${answer.status} ${answer.text}`);
  return answer.body.data as Product;
}

export function buildPromo(overrides: Record<string, unknown> = {}) {
  return {
    promo_code: testing.uniqueName('CODE').toUpperCase(),
    start_date: day(0),
    expiration_date: day(30),
    discountType: 'percentage',
    discountValue: 10,
    status: 'active',
    ...overrides,
  };
}

export async function createPromo(
  admin: Client,
  overrides: Record<string, unknown> = {},
): Promise<{ _id: string; promo_code: string; usageCount: number }> {
  const answer = await admin.post('/api/promo', buildPromo(overrides));
  if (answer.status !== 201) throw new Error(`promo not created: ${answer.status} ${answer.text}`);
  return answer.body.data;
}

/** Dates relative to today, for expired and not-yet-started codes. */
export const promoDays = { day };

export async function setTaxShipping(admin: Client): Promise<void> {
  const answer = await admin.post('/api/taxShipping', {
    defaultShippingValue: 100,
    shippingRates: [{ city: 'Cairo', value: 50 }],
    taxes: [{ taxName: 'VAT', value: 14 }],
  });
  if (answer.status !== 201) throw new Error(`settings not saved: ${answer.status} ${answer.text}`);
}

/** A product the shop can sell: tax and shipping are set first, as every checkout needs them. */
export async function productOnSale(
  admin: Client,
  overrides: Record<string, unknown> = {},
): Promise<Product> {
  await setTaxShipping(admin);
  return createProduct(admin, overrides);
}

/** A product on sale and a shopper's new cart holding one of it: ready for checkout. */
export async function cartReadyToOrder(
  admin: Client,
  gateway: Client,
  overrides: Record<string, unknown> = {},
): Promise<{ product: Product; sessionId: string }> {
  const product = await productOnSale(admin, overrides);
  return { product, sessionId: await addToCart(gateway, product._id) };
}

/** A shopper adds one product line; answers the session the cart service handed out (or the one given). */
export async function addToCart(
  gateway: Client,
  productId: string,
  options: { quantity?: number; color?: string; sessionId?: string } = {},
): Promise<string> {
  const answer = await gateway.post('/api/cart/add', {
    ...(options.sessionId ? { sessionId: options.sessionId } : {}),
    productId,
    selectedOptions: [{ name: 'Color', value: options.color ?? 'Ruby' }],
    quantity: options.quantity ?? 1,
  });
  if (answer.status !== 200) throw new Error(`cart add failed: ${answer.status} ${answer.text}`);
  return answer.body.sessionId as string;
}

export function buildShippingInfo(overrides: Partial<ShippingInfo> = {}): ShippingInfo {
  return {
    firstName: 'Mona',
    lastName: 'Hassan',
    email: `${testing.uniqueName('mona')}@example.com`,
    phone: '+20 100 123 4567',
    street: '12 Tahrir Street',
    city: 'Cairo',
    floor: '3',
    apartment: '7',
    ...overrides,
  };
}

export function buildReview(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Dina',
    email: `${testing.uniqueName('dina')}@example.com`,
    phoneNumber: '',
    comment: 'The serum arrived fast and works wonders.',
    rating: 5,
    ...overrides,
  };
}

export function buildMessage(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Yara',
    last_name: 'Samir',
    email: `${testing.uniqueName('yara')}@example.com`,
    phone_number: '',
    message: 'Does the Rose Glow serum suit sensitive skin?',
    ...overrides,
  };
}
