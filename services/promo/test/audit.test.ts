import type { AuditRecordedData } from '@shop/contracts';
import { setupTelemetry, testing } from '@shop/service-kit';
import { buildOrderPlaced, buildPromoBody, newOrderId } from './support/factories';
import { startPromoApp, type PromoTestApp } from './support/promo-app';

const { eventually } = testing;
// Spans recorded (nothing exported), so the request's trace id reaches the audit entry.
setupTelemetry({ serviceName: 'promo-audit-test' });
const TRACE_ID = '5bf92f3577b34da6a3ce929d0e0e4737';
const traceparent = `00-${TRACE_ID}-00f067aa0ba902b7-01`;
const ADMIN_ID = '64b000000000000000000001';

describe('promo audit entries', () => {
  let t: PromoTestApp;
  let admin: string;
  let audits: Array<{ data: AuditRecordedData }>;

  beforeAll(async () => {
    t = await startPromoApp();
    admin = await t.tokens.admin();
    audits = await t.collect('audit.recorded');
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}`, traceparent } });
  const auditsOf = (resourceId: string | null) =>
    audits.map((event) => event.data).filter((entry) => entry.resourceId === resourceId);

  async function createPromo(code: string): Promise<string> {
    const created = await send('POST', '/api/promo', buildPromoBody({ promo_code: code }));
    expect(created.statusCode).toBe(201);
    return created.json().data._id as string;
  }

  it('when an admin creates and then edits a promo, then each write is audited with who, before, after and the trace id', async () => {
    const id = await createPromo('AUDIT10');
    const edited = await send(
      'PUT',
      `/api/promo/${id}`,
      buildPromoBody({ promo_code: 'AUDIT10', discountValue: 15 }),
    );
    expect(edited.statusCode).toBe(200);
    await eventually(() => expect(auditsOf(id)).toHaveLength(2));
    const [create, update] = [...auditsOf(id)].sort((a, b) => a.at.localeCompare(b.at));
    expect(create).toMatchObject({ service: 'promo', resource: 'promo', action: 'create', before: null });
    expect(update).toMatchObject({
      action: 'update',
      actor: { userId: ADMIN_ID, email: `${ADMIN_ID}@example.com` },
      before: expect.objectContaining({
        _id: id,
        promo_code: 'AUDIT10',
        discountValue: buildPromoBody().discountValue,
      }),
      after: expect.objectContaining({ _id: id, discountValue: 15 }),
      traceId: TRACE_ID,
    });
    expect(JSON.stringify(update)).not.toMatch(/codeKey|countedOrders|pendingEvents/);
  });

  it('when an admin deletes a promo, then it is audited, gone from the list, and its code can be created again', async () => {
    const id = await createPromo('GONE20');
    expect((await send('DELETE', `/api/promo/${id}`)).statusCode).toBe(200);
    await eventually(() => expect(auditsOf(id).map((entry) => entry.action)).toContain('delete'));
    const deletion = auditsOf(id).find((entry) => entry.action === 'delete')!;
    expect(deletion).toMatchObject({
      before: expect.objectContaining({ promo_code: 'GONE20' }),
      after: null,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/promo',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(list.json().data.map((promo: { _id: string }) => promo._id)).not.toContain(id);
    expect((await send('POST', '/api/promo', buildPromoBody({ promo_code: 'gone20' }))).statusCode).toBe(201);
  });

  it('when an admin deletes every promo, then one entry says how many and which', async () => {
    const ids = [await createPromo('ALL1'), await createPromo('ALL2')];
    const response = await send('DELETE', '/api/promo');
    expect(response.statusCode).toBe(200);
    await eventually(() => expect(auditsOf(null)).toHaveLength(1));
    const before = auditsOf(null)[0]!.before as { count: number; ids: string[] };
    expect(before.ids).toEqual(expect.arrayContaining(ids));
    expect(before.count).toBe(response.json().deletedCount);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/promo',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(list.json().data).toEqual([]);
  });

  it('when a customer order uses a promo, then its usage is counted and no audit entry is recorded', async () => {
    const id = await createPromo('USED5');
    await eventually(() => expect(auditsOf(id)).toHaveLength(1)); // its creation
    const orderId = newOrderId();
    const promo = { promoId: id, promoCode: 'USED5', email: 'mariam@example.com', discountAmount: 10 };
    await t.publish(buildOrderPlaced(orderId, promo));
    await eventually(async () => {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/promo',
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(list.json().data.find((promo: { _id: string }) => promo._id === id)?.usageCount).toBe(1);
    });
    expect(auditsOf(id).map((entry) => entry.action)).toEqual(['create']);
  });
});
