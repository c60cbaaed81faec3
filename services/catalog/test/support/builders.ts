import type { CreateProductInput } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { swatchPng } from '../../src/seed/png';
import { bearer } from './catalog-app';

/** A product as the admin form would create it; override one thing to break one rule. */
export function buildProduct(overrides: Partial<Record<keyof CreateProductInput, unknown>> = {}) {
  return {
    title: 'Velvet Matte Lipstick',
    description: 'Long-wear matte lipstick enriched with shea butter.',
    price: 349,
    oldPrice: 420,
    rating: 4.6,
    reviews: 128,
    availability: true,
    product_category_id: null as string | null,
    isBundle: false,
    bundleCount: 1,
    options: [
      {
        name: 'Color',
        values: [
          { label: 'Ruby', hex: '#9b111e', stock: 5 },
          { label: 'Nude', hex: '#d8a39d', stock: 2 },
        ],
      },
      { name: 'Size', values: [{ label: '4 g', stock: 7 }] },
    ],
    ...overrides,
  };
}

export function buildCategory(overrides: Record<string, unknown> = {}) {
  return {
    title: `Makeup ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Lipsticks and more.',
    ...overrides,
  };
}

export async function createCategory(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/categories/',
    headers: bearer(token),
    payload: buildCategory(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`category not created: ${res.body}`);
  return res.json().data as { _id: string; title: string; description: string };
}

export async function createProduct(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(token),
    payload: buildProduct(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`product not created: ${res.body}`);
  return res.json().data as ProductAnswer;
}

export interface ProductAnswer {
  _id: string;
  title: string;
  price: number;
  image: string;
  availability: boolean;
  product_category_id: string | null;
  options: Array<{ name: string; values: Array<{ label: string; stock: number; hex?: string }> }>;
  [key: string]: unknown;
}

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, unknown>, files?: FilePart | FilePart[]) {
  const boundary = `----catalogtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`),
    );
  }
  for (const file of files === undefined ? [] : [files].flat()) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The product fields as text, the way the admin form posts them. */
export function productFormFields(overrides: Record<string, unknown> = {}): Record<string, string> {
  const product = buildProduct(overrides);
  return Object.fromEntries(
    Object.entries(product).map(([key, value]) => [
      key,
      value === null ? 'null' : typeof value === 'object' ? JSON.stringify(value) : String(value),
    ]),
  );
}

export const pngBytes = (tint: readonly [number, number, number] = [200, 120, 140]) => swatchPng(tint, 16);
