import { AuditRecordedEvent, type AuditRecordedData } from '@shop/contracts';
import { setupTelemetry, testing } from '@shop/service-kit';
import { bearer, startCatalog, type CatalogTestbed } from './support/catalog-app';
import { buildProduct, createCategory, createProduct } from './support/builders';
import { tapEvents, type EventTap } from './support/event-tap';
import { line, reserve } from './support/holds';

const { eventually } = testing;
// Spans recorded (nothing exported), so the request's trace id reaches the audit entry.
setupTelemetry({ serviceName: 'catalog-audit-test' });
const TRACE_ID = '6bf92f3577b34da6a3ce929d0e0e4738';
const ADMIN = { userId: '64b000000000000000000001', email: '64b000000000000000000001@example.com' };

let bed: CatalogTestbed;
let tap: EventTap;
let admin: Record<string, string>;

beforeAll(async () => {
  bed = await startCatalog();
  admin = { ...bearer(bed.adminToken), traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` };
  tap = await tapEvents(bed.exchange, ['audit.recorded', 'product.updated']);
});
afterAll(async () => {
  await tap.close();
  await bed.close();
});

const audits = (): AuditRecordedData[] =>
  tap.ofType('audit.recorded').map((e) => AuditRecordedEvent.parse(e).data);
const auditsOf = (resourceId: string | null) => audits().filter((entry) => entry.resourceId === resourceId);
const edit = (id: string, payload: object) =>
  bed.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: admin, payload });

describe('audit entries of admin catalog writes', () => {
  it('when an admin creates a product, then audit.recorded has no before and the product as shown after', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    await eventually(() => expect(auditsOf(product._id)).toHaveLength(1));
    expect(auditsOf(product._id)[0]).toMatchObject({
      service: 'catalog',
      resource: 'product',
      action: 'create',
      actor: ADMIN,
      before: null,
      after: expect.objectContaining({ _id: product._id, price: 349 }),
    });
  });

  it('when an admin changes the price, then a product.price entry has the old and new price, who and the trace id', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    expect((await edit(product._id, { price: 299.5 })).statusCode).toBe(200);
    await eventually(() => expect(auditsOf(product._id)).toHaveLength(2));
    const entry = auditsOf(product._id).find((e) => e.action === 'update')!;
    expect(entry).toMatchObject({
      resource: 'product.price',
      actor: ADMIN,
      before: expect.objectContaining({ price: 349 }),
      after: expect.objectContaining({ price: 299.5 }),
      traceId: TRACE_ID,
    });
    expect(JSON.stringify(entry)).not.toMatch(/pendingEvents|appliedEvents|version|pricePiastres/);
  });

  it('when an admin changes the stock of an option, then a product.stock entry has the stock before and after', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    const options = buildProduct().options as Array<{ name: string; values: Array<{ stock: number }> }>;
    options[0]!.values[0]!.stock = 40;
    expect((await edit(product._id, { options })).statusCode).toBe(200);
    await eventually(() =>
      expect(auditsOf(product._id).filter((e) => e.action === 'update')).toHaveLength(1),
    );
    const entry = auditsOf(product._id).find((e) => e.action === 'update')!;
    const stock = (shown: unknown) => (shown as { options: typeof options }).options[0]!.values[0]!.stock;
    expect(entry.resource).toBe('product.stock');
    expect([stock(entry.before), stock(entry.after)]).toEqual([5, 40]);
  });

  it('when an admin deletes a product, then the entry keeps it as it was', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    const res = await bed.app.inject({
      method: 'DELETE',
      url: `/api/products/${product._id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    await eventually(() => expect(auditsOf(product._id).map((e) => e.action)).toContain('delete'));
    expect(auditsOf(product._id).find((e) => e.action === 'delete')).toMatchObject({
      resource: 'product',
      before: expect.objectContaining({ _id: product._id }),
      after: null,
    });
  });

  it('when an admin renames and then deletes a category, then both are audited', async () => {
    const category = await createCategory(bed.app, bed.adminToken, { title: 'Skincare audit' });
    const renamed = await bed.app.inject({
      method: 'PUT',
      url: `/api/categories/${category._id}`,
      headers: admin,
      payload: { title: 'Skin care', description: category.description },
    });
    expect(renamed.statusCode).toBe(200);
    expect(
      (await bed.app.inject({ method: 'DELETE', url: `/api/categories/${category._id}`, headers: admin }))
        .statusCode,
    ).toBe(200);
    await eventually(() => expect(auditsOf(category._id)).toHaveLength(3));
    const byAction = Object.fromEntries(auditsOf(category._id).map((e) => [e.action, e]));
    expect(byAction.update).toMatchObject({
      resource: 'category',
      before: expect.objectContaining({ title: 'Skincare audit' }),
      after: expect.objectContaining({ title: 'Skin care' }),
    });
    expect(byAction.delete).toMatchObject({
      before: expect.objectContaining({ title: 'Skin care' }),
      after: null,
    });
  });

  it('when an admin deletes every product, then one entry counts and names them', async () => {
    const ids = [
      (await createProduct(bed.app, bed.adminToken))._id,
      (await createProduct(bed.app, bed.adminToken))._id,
    ];
    const res = await bed.app.inject({ method: 'DELETE', url: '/api/products', headers: admin });
    expect(res.statusCode).toBe(200);
    await eventually(() => expect(auditsOf(null).filter((e) => e.resource === 'product')).toHaveLength(1));
    const entry = auditsOf(null).find((e) => e.resource === 'product')!;
    const before = entry.before as { count: number; ids: string[] };
    expect(before.count).toBe(res.json().deletedCount);
    expect(before.ids).toEqual(expect.arrayContaining(ids));
    expect(entry).toMatchObject({ action: 'delete', after: null, actor: ADMIN });
  });

  it('when a customer order takes stock, then the product changes and no audit entry is recorded', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    await eventually(() => expect(auditsOf(product._id)).toHaveLength(1)); // its creation
    const reserved = await reserve(bed.app, [
      line(product._id, 1, [
        { name: 'Color', value: 'Ruby' },
        { name: 'Size', value: '4 g' },
      ]),
    ]);
    expect(reserved.statusCode).toBe(200);
    await eventually(() =>
      expect(
        tap.ofType('product.updated').filter((e) => (e.data.product as { _id: string })._id === product._id),
      ).toHaveLength(2),
    );
    expect(auditsOf(product._id).map((e) => e.action)).toEqual(['create']);
  });
});
