import type { PlaceOrderInput, Product } from '@shop/contracts';
import { buildProductBody } from '@shop/testing';
import { buildShippingInfo } from '../../support/factories';
import type { Shop } from './shop';

/** The back office: a product with Color stock per value, straight to the catalog. */
export async function createProduct(shop: Shop, overrides: Record<string, unknown> = {}): Promise<Product> {
  const answer = await shop.catalog.post('/api/products', buildProductBody(overrides));
  if (answer.status !== 201)
    throw new Error(`product not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as Product;
}

export async function createPromo(shop: Shop, code: string, discountValue = 15): Promise<{ _id: string }> {
  const today = new Date().toISOString().slice(0, 10);
  const answer = await shop.promo.post('/api/promo', {
    promo_code: code,
    start_date: today,
    expiration_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    discountType: 'percentage',
    discountValue,
    status: 'active',
  });
  if (answer.status !== 201)
    throw new Error(`promo not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

export async function usageCount(shop: Shop, promoId: string): Promise<number> {
  const promos = (await shop.promo.get('/api/promo')).body.data as Array<{ _id: string; usageCount: number }>;
  return promos.find((promo) => promo._id === promoId)!.usageCount;
}

/** Stock of one option value, as the storefront reads it through the gateway. */
export async function stockOf(shop: Shop, productId: string, label: string): Promise<number> {
  const product = (await shop.gateway.get(`/api/products/${productId}`)).body.data as Product;
  return product.options.flatMap((option) => option.values).find((value) => value.label === label)!.stock;
}

/** A shopper fills a cart through the gateway; answers the session the cart service handed out. */
export async function fillCart(
  shop: Shop,
  lines: Array<{ productId: string; color: string; quantity: number }>,
  sessionId?: string,
): Promise<string> {
  let session = sessionId;
  for (const line of lines) {
    const answer = await shop.gateway.post('/api/cart/add', {
      ...(session ? { sessionId: session } : {}),
      productId: line.productId,
      selectedOptions: [{ name: 'Color', value: line.color }],
      quantity: line.quantity,
    });
    if (answer.status >= 300)
      throw new Error(`cart add failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    session = answer.body.sessionId as string;
  }
  return session!;
}

export async function cartItems(shop: Shop, sessionId: string): Promise<unknown[]> {
  return (await shop.gateway.get(`/api/cart?sessionId=${sessionId}`)).body.cart.items as unknown[];
}

export function checkout(sessionId: string, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return { sessionId, shippingInfo: buildShippingInfo(), ...overrides };
}
