import { randomUUID } from 'node:crypto';

export interface Answer {
  /** 0 when no answer came (refused, reset, or the client's timeout). */
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  ms: number;
}

export const ADMIN = { email: 'admin@shop.local', password: 'ChangeMe-Admin-1' };

/** One HTTP call with a timeout (a hanging request is a failure, never a wait forever). */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { json?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer & { cookies: string[] }> {
  const headers: Record<string, string> = { origin: baseUrl, ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const started = Date.now();
  try {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body, ms: Date.now() - started, cookies: response.headers.getSetCookie() };
  } catch {
    return { status: 0, body: undefined, ms: Date.now() - started, cookies: [] };
  }
}

export async function loginAdmin(baseUrl: string): Promise<string> {
  const answer = await call(baseUrl, 'POST', '/api/auth/login', { json: ADMIN });
  const cookie = answer.cookies.find((line) => line.startsWith('authToken='));
  const token = cookie ? /^authToken=([^;]*)/.exec(cookie)?.[1] : undefined;
  if (answer.status !== 200 || !token) throw new Error(`admin login failed: ${answer.status}`);
  return token;
}

/** A product with one option (Color: Ruby) holding `stock` units. */
export async function createProduct(baseUrl: string, token: string, stock: number): Promise<string> {
  const answer = await call(baseUrl, 'POST', '/api/products', {
    token,
    json: {
      title: `Replica Lipstick ${randomUUID().slice(0, 8)}`,
      description: 'A product for the replicas run',
      price: 100,
      product_category_id: null,
      options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock }] }],
    },
  });
  if (answer.status !== 201) throw new Error(`product not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data._id as string;
}

export async function createPromo(baseUrl: string, token: string): Promise<{ id: string; code: string }> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const code = `REPLICA${randomUUID().slice(0, 6).toUpperCase()}`;
  const answer = await call(baseUrl, 'POST', '/api/promo', {
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

export const SHIPPING = {
  firstName: 'Mona',
  lastName: 'Hassan',
  phone: '+20 100 123 4567',
  street: '12 Tahrir Street',
  city: 'Cairo',
  floor: '3',
  apartment: '7',
};
