import { randomUUID } from 'node:crypto';

export interface Answer {
  /** 0 when no answer came (connection refused or reset, or the client's timeout). */
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  ms: number;
  error?: string;
}

export const ADMIN = { email: 'admin@shop.local', password: 'ChangeMe-Admin-1' };

/**
 * The shop's API through the gateway, as a client would call it, with a timeout on every request: a fault
 * run must see a hanging request as a failure, never wait on it forever.
 */
export class ShopClient {
  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs = 30_000,
  ) {}

  async request(
    method: string,
    path: string,
    options: { json?: unknown; token?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.baseUrl, ...options.headers };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const started = Date.now();
    try {
      const response = await fetch(new URL(`/api${path}`, this.baseUrl), {
        method,
        headers,
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        signal: AbortSignal.timeout(options.timeoutMs ?? this.timeoutMs),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: kept as text
      }
      if (method === 'POST' && path === '/auth/login') body = { ...(body as object), cookies: response.headers.getSetCookie() };
      return { status: response.status, body, ms: Date.now() - started };
    } catch (error) {
      return { status: 0, body: undefined, ms: Date.now() - started, error: (error as Error).message };
    }
  }

  async loginAdmin(): Promise<string> {
    const answer = await this.request('POST', '/auth/login', { json: ADMIN });
    const cookie = (answer.body?.cookies as string[] | undefined)?.find((line) => line.startsWith('authToken='));
    const token = cookie ? /^authToken=([^;]*)/.exec(cookie)?.[1] : undefined;
    if (answer.status !== 200 || !token) throw new Error(`admin login failed: ${answer.status}`);
    return token;
  }

  /** A product with one option (Color: Ruby) holding `stock` units. */
  async createProduct(token: string, stock: number, title = 'Chaos Lipstick'): Promise<string> {
    const answer = await this.request('POST', '/products', {
      token,
      json: {
        title: `${title} ${randomUUID().slice(0, 8)}`,
        description: 'A product for a fault run',
        price: 100,
        product_category_id: null,
        options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock }] }],
      },
    });
    if (answer.status !== 201) throw new Error(`product not created: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data._id as string;
  }

  async createPromo(token: string): Promise<{ id: string; code: string }> {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const code = `CHAOS${randomUUID().slice(0, 8).toUpperCase()}`;
    const answer = await this.request('POST', '/promo', {
      token,
      json: {
        promo_code: code,
        start_date: day(-1),
        expiration_date: day(30),
        discountType: 'percentage',
        discountValue: 10,
        status: 'active',
      },
    });
    if (answer.status !== 201) throw new Error(`promo not created: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { id: answer.body.data._id as string, code };
  }

  /** A new cart session holding `quantity` of the product's Ruby. */
  addToCart(productId: string, quantity: number): Promise<Answer> {
    return this.request('POST', '/cart/add', {
      json: { productId, selectedOptions: [{ name: 'Color', value: 'Ruby' }], quantity },
    });
  }

  /** The same arguments make the same request: a retry with its key is recognised as the same order. */
  placeOrder(order: { sessionId: string; idempotencyKey: string; email: string; promoCode?: string }): Promise<Answer> {
    const { sessionId, idempotencyKey, email, promoCode } = order;
    return this.request('POST', '/orders', {
      headers: { 'idempotency-key': idempotencyKey },
      json: {
        sessionId,
        ...(promoCode ? { promoCode } : {}),
        shippingInfo: {
          firstName: 'Mona',
          lastName: 'Hassan',
          email,
          phone: '+20 100 123 4567',
          street: '12 Tahrir Street',
          city: 'Cairo',
          floor: '3',
          apartment: '7',
        },
      },
    });
  }

  /** The back office moves an order to another status (a revived order may be refused: 409). */
  setOrderStatus(token: string, orderId: string, status: string): Promise<Answer> {
    return this.request('PUT', `/orders/${orderId}`, { token, json: { status } });
  }

  deleteOrder(token: string, orderId: string): Promise<Answer> {
    return this.request('DELETE', `/orders/${orderId}`, { token });
  }
}
