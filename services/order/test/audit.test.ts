import type { AuditRecordedData } from '@shop/contracts';
import { setupTelemetry, testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { orderTestBed } from './support/order-service';

const { eventually } = testing;
// Spans recorded (nothing exported), so the request's trace id reaches the audit entry.
setupTelemetry({ serviceName: 'order-audit-test' });
const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const traced = { traceparent: `00-${TRACE_ID}-b7ad6b7169203331-01` };
const ADMIN = { userId: '64b000000000000000000001', email: '64b000000000000000000001@example.com' };

describe('order audit entries', () => {
  const service = orderTestBed();

  const audits = (): AuditRecordedData[] =>
    service.recorder.ofType('audit.recorded').map((event) => event.data);
  const auditsOf = (resourceId: string | null) => audits().filter((entry) => entry.resourceId === resourceId);

  const placeOrder = async () => (await service.placed({ price: 100 }))._id;

  it('when a customer places an order, then order.placed is published and no audit entry', async () => {
    const id = await placeOrder();
    await eventually(() =>
      expect(service.recorder.ofType('order.placed').map((event) => event.data.orderId)).toContain(id),
    );
    expect(auditsOf(id)).toHaveLength(0);
  });

  it('when an admin changes the status, then audit.recorded names the admin, the status before and after and the trace id', async () => {
    const id = await placeOrder();
    const response = await service.asAdmin('PUT', `/api/orders/${id}`, { status: 'Processing' }, traced);
    expect(response.statusCode).toBe(200);
    await eventually(() => expect(auditsOf(id)).toHaveLength(1));
    expect(auditsOf(id)[0]).toMatchObject({
      service: 'order',
      resource: 'order.status',
      action: 'update',
      actor: ADMIN,
      before: expect.objectContaining({ _id: id, status: 'Incoming' }),
      after: expect.objectContaining({ _id: id, status: 'Processing' }),
      traceId: TRACE_ID,
      requestId: expect.any(String),
    });
    expect(JSON.stringify(auditsOf(id)[0])).not.toMatch(/pendingEvents|outboxLease|idempotencyKey/);
  });

  it('when an admin deletes an order, then audit.recorded keeps the order as it was', async () => {
    const id = await placeOrder();
    expect((await service.asAdmin('DELETE', `/api/orders/${id}`)).statusCode).toBe(200);
    await eventually(() => expect(auditsOf(id)).toHaveLength(1));
    expect(auditsOf(id)[0]).toMatchObject({ resource: 'order', action: 'delete', after: null });
    expect(auditsOf(id)[0]!.before).toMatchObject({ _id: id, totalAmount: expect.any(Number) });
  });

  it('when an admin deletes every order, then one audit entry lists how many and which', async () => {
    const ids = [await placeOrder(), await placeOrder(), await placeOrder()];
    const response = await service.asAdmin('DELETE', '/api/orders');
    expect(response.statusCode).toBe(200);
    await eventually(() =>
      expect(auditsOf(null).filter((entry) => entry.resource === 'order')).toHaveLength(1),
    );
    const [entry] = auditsOf(null).filter((e) => e.resource === 'order');
    const before = entry!.before as { count: number; ids: string[] };
    expect(before.count).toBe(response.json().deletedCount);
    expect(before.ids).toEqual(expect.arrayContaining(ids));
    expect(entry).toMatchObject({ action: 'delete', after: null, actor: ADMIN });
  });

  it('when an admin creates and then updates the tax and shipping settings, then each is audited with before and after', async () => {
    const settings = { defaultShippingValue: 100, shippingRates: [{ city: 'Cairo', value: 50 }], taxes: [] };
    const created = await service.asAdmin('POST', '/api/taxShipping', settings);
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id as string;
    const changed = { ...settings, defaultShippingValue: 120 };
    expect((await service.asAdmin('PUT', `/api/taxShipping/${id}`, changed, traced)).statusCode).toBe(200);
    await eventually(() => expect(auditsOf(id)).toHaveLength(2));
    const [create, update] = [...auditsOf(id)].sort((a, b) => a.at.localeCompare(b.at));
    expect(create).toMatchObject({ resource: 'taxShipping', action: 'create', before: null });
    expect(create!.after).toMatchObject({ _id: id, defaultShippingValue: 100 });
    expect(update).toMatchObject({ resource: 'taxShipping', action: 'update', traceId: TRACE_ID });
    expect(update!.before).toMatchObject({ defaultShippingValue: 100 });
    expect(update!.after).toMatchObject({ defaultShippingValue: 120 });
  });

  it('when the settings to update do not exist, then 404 and no audit entry', async () => {
    const id = new ObjectId().toHexString();
    const settings = { defaultShippingValue: 1, shippingRates: [], taxes: [] };
    expect((await service.asAdmin('PUT', `/api/taxShipping/${id}`, settings)).statusCode).toBe(404);
    // entries go out through the outbox relay: a later write's entry coming out first shows the 404 left none behind
    const later = await service.asAdmin('POST', '/api/taxShipping', settings);
    expect(later.statusCode).toBe(201);
    await eventually(() => expect(auditsOf(later.json().data._id as string)).toHaveLength(1));
    expect(auditsOf(id)).toHaveLength(0);
  });
});
