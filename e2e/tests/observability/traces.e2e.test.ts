import { randomBytes } from 'node:crypto';
import { api } from '../../support/api';
import { eventually, firstChoices, listProducts } from '../checkout/checkout-support';

/** A span as the stack's apps exported it over OTLP (e2e/support/trace-collector.js). */
interface ExportedSpan {
  service: string;
  name: string;
  kind: 'SERVER' | 'CLIENT' | 'PRODUCER' | 'CONSUMER' | 'INTERNAL';
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
}

async function spansOf(traceId: string): Promise<ExportedSpan[]> {
  const res = await fetch(`${process.env.E2E_TRACES_URL}/spans`);
  return ((await res.json()) as ExportedSpan[]).filter((span) => span.traceId === traceId);
}

/** A browser's open span, as the `traceparent` it sends with its calls. */
function browserTrace(): { traceId: string; traceparent: string } {
  const traceId = randomBytes(16).toString('hex');
  return { traceId, traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` };
}

function isBelow(spans: ExportedSpan[], span: ExportedSpan, ancestor: ExportedSpan): boolean {
  const byId = new Map(spans.map((each) => [each.spanId, each]));
  for (let parent = span.parentSpanId; parent; parent = byId.get(parent)?.parentSpanId) {
    if (parent === ancestor.spanId) return true;
  }
  return false;
}

describe('traces of the running shop, as its apps export them', () => {
  it('when a shopper reads the FAQs, then the gateway, the content service and its database query are one trace', async () => {
    const { traceId, traceparent } = browserTrace();
    expect((await api('/faqs/visible', { headers: { traceparent } })).status).toBe(200);

    await eventually(async () => {
      const spans = await spansOf(traceId);
      const gateway = spans.find((span) => span.service === 'gateway' && span.kind === 'SERVER');
      // the FAQs rather than the catalogue list: the catalog answers that from its cache, without a query
      const content = spans.find((span) => span.service === 'content' && span.kind === 'SERVER');
      const query = spans.find(
        (span) =>
          span.service === 'content' &&
          span.kind === 'CLIENT' &&
          span.attributes['db.system.name'] === 'mongodb',
      );
      expect(gateway?.name).toBe('GET /api/faqs/visible');
      expect(content).toBeDefined();
      expect(isBelow(spans, content!, gateway!)).toBe(true);
      expect(query).toBeDefined();
      expect(isBelow(spans, query!, content!)).toBe(true);
    }, 20_000);
  });

  it('when a shopper places an order, then its order.placed event is consumed by every subscriber inside the same trace', async () => {
    const product = (await listProducts()).find(
      (one) => !one.isBundle && one.options.every((option) => option.values.some((value) => value.stock > 0)),
    )!;
    const cart = await api<{ sessionId: string }>('/cart/add', {
      method: 'POST',
      body: { productId: product._id, quantity: 1, selectedOptions: firstChoices(product) },
    });
    const { traceId, traceparent } = browserTrace();
    const placed = await api('/orders', {
      method: 'POST',
      headers: { traceparent },
      body: {
        sessionId: cart.body.sessionId,
        shippingInfo: {
          firstName: 'Salma',
          lastName: 'Fathy',
          email: `trace-${traceId.slice(0, 8)}@example.com`,
          phone: '+20 100 555 0101',
          street: '4 Nile Street',
          city: 'Giza',
          floor: '2',
          apartment: '5',
        },
      },
    });
    expect(placed.status).toBe(201);

    await eventually(async () => {
      const spans = await spansOf(traceId);
      const order = spans.find(
        (span) => span.service === 'order' && span.kind === 'SERVER' && span.name.startsWith('POST '),
      );
      const insert = spans.find(
        (span) =>
          span.service === 'order' &&
          span.attributes['db.operation.name'] === 'insert' &&
          span.attributes['db.collection.name'] === 'orders',
      );
      const published = spans.find(
        (span) =>
          span.kind === 'PRODUCER' && span.attributes['messaging.rabbitmq.routing_key'] === 'order.placed',
      );
      expect(order).toBeDefined();
      expect(insert && isBelow(spans, insert, order!)).toBe(true);
      expect(published && isBelow(spans, published, order!)).toBe(true);
      const consumers = spans.filter(
        (span) => span.kind === 'CONSUMER' && span.parentSpanId === published!.spanId,
      );
      expect(new Set(consumers.map((span) => span.service))).toEqual(
        new Set(['cart', 'catalog', 'promo', 'notification', 'analytics']),
      );
    }, 30_000);
  });
});
