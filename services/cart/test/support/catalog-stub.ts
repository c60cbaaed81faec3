import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Product } from '@shop/contracts';

/**
 * A tiny real HTTP server standing in for the catalog's public `GET /api/products/{id}`: the cart's client
 * goes over the network as in production, and a test decides what the catalog knows or whether it answers.
 */
export class CatalogStub {
  private readonly server = http.createServer((request, response) => this.answer(request, response));
  private readonly products = new Map<string, Product>();
  /** Product ids asked for, in order. */
  readonly requests: string[] = [];
  /** When set, every request gets this status and no product. */
  failWith: number | undefined;

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  put(product: Product): void {
    this.products.set(product._id, product);
  }

  delete(productId: string): void {
    this.products.delete(productId);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    const match = /^\/api\/products\/([^/?]+)$/.exec(request.url ?? '');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET' || !match) return send(404, { error: 'Route not found', code: 'NOT_FOUND' });
    this.requests.push(match[1]!);
    if (this.failWith) return send(this.failWith, { error: 'Catalog is down', code: 'SERVICE_UNAVAILABLE' });
    const product = this.products.get(match[1]!);
    if (!product) return send(404, { error: 'Product not found', code: 'NOT_FOUND' });
    send(200, { data: product });
  }
}
