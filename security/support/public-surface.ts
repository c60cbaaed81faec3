import { logInAdmin, signUp, buildSignup, type Account } from './accounts';
import type { Client } from './http';
import { buildMessage, buildReview, buildShippingInfo, cartReadyToOrder, createPromo } from './shop-data';
import { CUSTOMER, type Stack } from './stack';

/** A route that takes a JSON body from anyone (or from a signed-in user, for their own profile). */
export interface BodyRoute {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  /** A body the route accepts as it is: every attack starts from it and changes one thing. */
  body: Record<string, unknown>;
  /** Who sends it: an anonymous visitor, or the customer for their own profile. */
  client: Client;
}

export interface PublicSurface {
  admin: Account;
  customer: Account;
  productId: string;
  sessionId: string;
  promoCode: string;
  bodyRoutes: BodyRoute[];
  /** Routes that read a query, with a valid query to start from. */
  queryRoutes: Array<{ name: string; method: 'GET' | 'DELETE'; path: string; query: Record<string, string> }>;
  /** Path templates with one id param (`{id}`), and a valid id for each. */
  paramRoutes: Array<{
    name: string;
    method: 'GET' | 'PUT' | 'DELETE';
    template: string;
    client: Client;
    /** 400 from the id's schema; 403 where the gateway first compares the id with the caller's own. */
    refusal: 400 | 403;
  }>;
}

/**
 * Every public way in that takes input (storefront spec §7), each with a valid request to start from: login,
 * signup, the cart calls, promo validation, checkout, reviews, contact messages, product and image ids, and
 * the signed-in user's own profile.
 */
export async function publicSurface(stack: Stack): Promise<PublicSurface> {
  const admin = await logInAdmin(stack);
  const customer = await signUp(stack);
  const { product, sessionId } = await cartReadyToOrder(admin.client, stack.gateway);
  const promo = await createPromo(admin.client);
  const anonymous = stack.gateway;
  const selectedOptions = [{ name: 'Color', value: 'Ruby' }];
  const bodyRoutes: BodyRoute[] = [
    {
      name: 'login',
      method: 'POST',
      path: '/api/auth/login',
      body: { email: CUSTOMER.email, password: 'a-wrong-password', rememberMe: false },
      client: anonymous,
    },
    { name: 'signup', method: 'POST', path: '/api/auth/signup', body: buildSignup(), client: anonymous },
    {
      name: 'cart add',
      method: 'POST',
      path: '/api/cart/add',
      body: { sessionId, productId: product._id, selectedOptions, quantity: 1 },
      client: anonymous,
    },
    {
      name: 'cart update',
      method: 'PUT',
      path: '/api/cart/update',
      body: { sessionId, productId: product._id, quantity: 2, selectedOptions },
      client: anonymous,
    },
    {
      name: 'promo validate',
      method: 'POST',
      path: '/api/promo/validate',
      body: { promoCode: promo.promo_code, subtotal: 250, email: 'shopper@example.com' },
      client: anonymous,
    },
    {
      name: 'place order',
      method: 'POST',
      path: '/api/orders',
      body: {
        sessionId,
        shippingInfo: buildShippingInfo(),
        promoCode: promo.promo_code,
        cartItems: [{ _id: product._id, name: product.title, price: 250, quantity: 1, selectedOptions }],
        discountAmount: 25,
      },
      client: anonymous,
    },
    { name: 'review', method: 'POST', path: '/api/review', body: buildReview(), client: anonymous },
    {
      name: 'contact message',
      method: 'POST',
      path: '/api/messages',
      body: buildMessage(),
      client: anonymous,
    },
    {
      name: 'own profile',
      method: 'PUT',
      path: `/api/auth/users/${customer.user._id}`,
      body: {
        first_name: 'Salma',
        phone_number: '01001234567',
        address: { city: 'Giza', street: '1 Nile St' },
      },
      client: customer.client,
    },
  ];
  return {
    admin,
    customer,
    productId: product._id,
    sessionId,
    promoCode: promo.promo_code,
    bodyRoutes,
    queryRoutes: [
      { name: 'cart read', method: 'GET', path: '/api/cart', query: { sessionId } },
      {
        name: 'cart remove',
        method: 'DELETE',
        path: `/api/cart/remove/${product._id}`,
        query: { sessionId },
      },
    ],
    paramRoutes: [
      { name: 'product', method: 'GET', template: '/api/products/{id}', client: anonymous, refusal: 400 },
      { name: 'image', method: 'GET', template: '/api/images/{id}', client: anonymous, refusal: 400 },
      {
        name: 'cart remove',
        method: 'DELETE',
        template: `/api/cart/remove/{id}?sessionId=${sessionId}`,
        client: anonymous,
        refusal: 400,
      },
      {
        name: 'profile read',
        method: 'GET',
        template: '/api/auth/users/{id}',
        client: customer.client,
        refusal: 403,
      },
    ],
  };
}

/** Sends a route's body as JSON text exactly as given. */
export function sendRaw(route: BodyRoute, raw: string) {
  return route.client.request(route.method, route.path, { raw });
}
