import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { setupTelemetry, testing } from '@shop/service-kit';
import { logInAdmin } from '../../security/support/accounts';
import {
  addToCart,
  buildShippingInfo,
  createProduct,
  createPromo,
  setTaxShipping,
} from '../../security/support/shop-data';
import { useStack } from '../../security/support/stack';

const { eventually } = testing;
// Before any app exists: every app of the stack records into this one exporter.
const exporter = new InMemorySpanExporter();
setupTelemetry({ serviceName: 'system-tests', exporter, disabled: false });
testing.instrumentDriversLoadedByJest();

/** The span a browser would have open when it calls the API (W3C `traceparent`, sampled). */
const BROWSER_TRACE_ID = '5b8efff798038103d269b633813fc60c';
const BROWSER_SPAN_ID = 'eee19b7ec3c1b174';

const serverSpanOf = (spans: ReadableSpan[], service: string, name: string) =>
  spans.find(
    (span) =>
      span.kind === SpanKind.SERVER && span.attributes['service.name'] === service && span.name === name,
  );

describe('one trace from the browser through the gateway, order, RabbitMQ and every consumer', () => {
  const stack = useStack();

  it('when the browser places an order, then gateway, order, the order.placed producer and the promo, cart and catalog consumers form one parent/child chain', async () => {
    const admin = await logInAdmin(stack);
    await setTaxShipping(admin.client);
    const product = await createProduct(admin.client, { price: 250 });
    const promo = await createPromo(admin.client);
    const sessionId = await addToCart(stack.gateway, product._id);
    exporter.reset();

    const placed = await stack.gateway.post(
      '/api/orders',
      { sessionId, shippingInfo: buildShippingInfo(), promoCode: promo.promo_code },
      { headers: { traceparent: `00-${BROWSER_TRACE_ID}-${BROWSER_SPAN_ID}-01` } },
    );
    expect(placed.status).toBe(201);

    const consumers = ['promo.usage', 'cart.order-placed', 'catalog.stock'];
    const consumerSpan = (spans: ReadableSpan[], queue: string) =>
      spans.find(
        (span) =>
          span.kind === SpanKind.CONSUMER &&
          span.attributes['messaging.rabbitmq.routing_key'] === 'order.placed' &&
          span.name === `${stack.prefix}${queue} process`,
      );
    const spans = await eventually(() => {
      const finished = exporter.getFinishedSpans();
      for (const queue of consumers) expect(consumerSpan(finished, queue)).toBeDefined();
      return finished;
    }, 15_000);

    const gateway = serverSpanOf(spans, 'gateway', 'POST /api/orders')!;
    expect(gateway).toBeDefined();
    expect(gateway.spanContext().traceId).toBe(BROWSER_TRACE_ID);
    expect(gateway.parentSpanContext?.spanId).toBe(BROWSER_SPAN_ID);

    // the gateway's forwarded call (undici's client span) is the parent of the order service's server span
    const order = spans.find(
      (span) =>
        span.kind === SpanKind.SERVER &&
        span.attributes['service.name'] === 'order' &&
        span.name.startsWith('POST ') &&
        span.name.endsWith('/orders'),
    )!;
    expect(order).toBeDefined();
    expect(order.spanContext().traceId).toBe(BROWSER_TRACE_ID);
    const forwarded = spans.find((span) => span.spanContext().spanId === order.parentSpanContext?.spanId)!;
    expect(forwarded.kind).toBe(SpanKind.CLIENT);
    expect(forwarded.parentSpanContext?.spanId).toBe(gateway.spanContext().spanId);

    // the order is stored inside the order service's span: the database call is traced too
    const insert = spans.find(
      (span) =>
        span.kind === SpanKind.CLIENT &&
        span.attributes['db.operation.name'] === 'insert' &&
        span.attributes['db.collection.name'] === 'orders',
    )!;
    expect(insert).toBeDefined();
    expect(ancestorIds(spans, insert)).toContain(order.spanContext().spanId);

    // order.placed is published by the outbox relay, as part of the trace the order was placed in
    const producers = spans.filter(
      (span) =>
        span.kind === SpanKind.PRODUCER &&
        span.attributes['messaging.rabbitmq.routing_key'] === 'order.placed',
    );
    expect(producers).toHaveLength(1);
    const producer = producers[0]!;
    expect(producer.spanContext().traceId).toBe(BROWSER_TRACE_ID);
    expect(ancestorIds(spans, producer)).toContain(order.spanContext().spanId);

    for (const queue of consumers) {
      const consumer = consumerSpan(spans, queue)!;
      expect(consumer.kind).toBe(SpanKind.CONSUMER);
      expect(consumer.spanContext().traceId).toBe(BROWSER_TRACE_ID);
      expect(consumer.parentSpanContext?.spanId).toBe(producer.spanContext().spanId);
    }
  });
});

/** The span ids above a span, nearest first, as far as the recorded spans reach. */
function ancestorIds(spans: ReadableSpan[], span: ReadableSpan): string[] {
  const byId = new Map(spans.map((each) => [each.spanContext().spanId, each]));
  const ids: string[] = [];
  for (
    let parent = span.parentSpanContext?.spanId;
    parent;
    parent = byId.get(parent)?.parentSpanContext?.spanId
  ) {
    ids.push(parent);
    if (ids.length > 50) break;
  }
  return ids;
}
