import { randomUUID } from 'node:crypto';
import { orderTestBed } from './support/order-service';

/** Decision 031: past its limits the placement is refused at once with 503 + Retry-After, holding nothing. */
describe('admission control of POST /orders', () => {
  // two replicas share a total of 4 running and 2 waiting: this one runs 2 and lets 1 wait
  const service = orderTestBed({
    env: {
      PLACEMENT_CONCURRENCY: '4',
      PLACEMENT_QUEUE: '2',
      SERVICE_REPLICAS: '2',
      PLACEMENT_MAX_WAIT_MS: '300',
      PLACEMENT_RETRY_AFTER_SECONDS: '2',
    },
  });
  afterEach(() => {
    service.catalog.delayMs = 0;
  });

  const order = () => service.bodyWithCart({ price: 150, stock: 10 });

  async function timed(body: ReturnType<typeof order>) {
    const started = Date.now();
    const response = await service.placeOrder(body);
    return { response, ms: Date.now() - started, sessionId: body.sessionId };
  }

  it('when more placements arrive than this replica runs and queues, then the rest get 503 with Retry-After within a second and nothing of theirs is held or stored', async () => {
    service.catalog.delayMs = 1500; // each admitted placement holds its turn for 1.5 s
    const results = await Promise.all(Array.from({ length: 6 }, () => timed(order())));

    const accepted = results.filter((r) => r.response.statusCode === 201);
    const refused = results.filter((r) => r.response.statusCode === 503);
    // 2 run; the 1 that waits gives up after 300 ms (the first turn frees after 1.5 s); 3 are refused at once
    expect(accepted).toHaveLength(2);
    expect(refused).toHaveLength(4);
    for (const { response, ms } of refused) {
      expect(ms).toBeLessThan(1000);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toMatchObject({ code: 'BUSY', error: expect.stringContaining('busy') });
    }
    const refusedSessions = refused.map((r) => r.sessionId);
    // refused before the Placing document: no order (placing or placed), and no reservation asked for
    expect(await service.orders.countDocuments({ sessionId: { $in: refusedSessions } })).toBe(0);
    expect(
      await service.orders.countDocuments({ sessionId: { $in: accepted.map((r) => r.sessionId) } }),
    ).toBe(2);
    expect(service.catalog.requests).toHaveLength(2);
  });

  it('when the burst has passed, then the same refused request with its Idempotency-Key is placed once', async () => {
    service.catalog.delayMs = 800;
    const bodies = Array.from({ length: 4 }, () => order());
    const keys = bodies.map(() => randomUUID());
    const first = await Promise.all(
      bodies.map((body, i) => service.placeOrder(body, { 'idempotency-key': keys[i]! })),
    );
    const refusedIndex = first.findIndex((response) => response.statusCode === 503);
    expect(refusedIndex).toBeGreaterThanOrEqual(0);

    service.catalog.delayMs = 0;
    const again = await service.placeOrder(bodies[refusedIndex]!, { 'idempotency-key': keys[refusedIndex]! });
    expect(again.statusCode).toBe(201);
    expect(await service.orders.countDocuments({ sessionId: bodies[refusedIndex]!.sessionId })).toBe(1);
  });
});
