import { AUDIT_RECORDED, AuditRecordedEvent, type AuditRecordedData } from '@shop/contracts';
import { EventBus, setupTelemetry, testing } from '@shop/service-kit';
import amqp from 'amqplib';
import pino from 'pino';
import { buildFaq, buildMessage, buildReview } from './support/factories';
import { startContentApp, type ContentTestApp } from './support/content-app';

const { eventually, uniqueName } = testing;
// Spans recorded (nothing exported), so the request's trace id reaches the audit entry.
setupTelemetry({ serviceName: 'content-audit-test' });
const TRACE_ID = '7bf92f3577b34da6a3ce929d0e0e4739';
const traceparent = `00-${TRACE_ID}-00f067aa0ba902b7-01`;
const ADMIN = { userId: '64b000000000000000000001', email: '64b000000000000000000001@example.com' };

describe('content audit entries', () => {
  let t: ContentTestApp;
  let bus: EventBus;
  const queue = uniqueName('test.content-audit');
  const entries: AuditRecordedData[] = [];

  beforeAll(async () => {
    t = await startContentApp();
    bus = new EventBus({ url: testing.testAmqpUrl, exchange: t.exchange, logger: pino({ level: 'silent' }) });
    await bus.start();
    await bus.subscribe({
      queue,
      handlers: {
        [AUDIT_RECORDED]: {
          schema: AuditRecordedEvent,
          handle: async (event) => void entries.push(event.data),
        },
      },
    });
  });
  afterAll(async () => {
    await bus.close();
    const connection = await amqp.connect(testing.testAmqpUrl);
    const channel = await connection.createChannel();
    await channel.deleteQueue(queue);
    await channel.deleteQueue(`${queue}.dlq`).catch(() => undefined);
    await connection.close();
    await t.close();
  });

  const admin = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.asAdmin({ method, url, payload, headers: { traceparent } });
  const of = (resource: string) => entries.filter((entry) => entry.resource === resource);

  it('when an admin saves the configuration, then audit.recorded names the admin, the values before and after and the trace id', async () => {
    const before = (await t.anonymous({ method: 'GET', url: '/api/config' })).json();
    expect((await admin('PUT', '/api/config', { name: 'Glow Audit' })).statusCode).toBe(200);
    await eventually(() => expect(of('config')).toHaveLength(1));
    expect(of('config')[0]).toMatchObject({
      service: 'content',
      resourceId: 'configuration',
      action: 'update',
      actor: ADMIN,
      before: expect.objectContaining({ name: before.name }),
      after: expect.objectContaining({ name: 'Glow Audit' }),
      traceId: TRACE_ID,
    });
  });

  it('when an admin saves the social links, then they are audited too', async () => {
    expect((await admin('PUT', '/api/social', { facebook: 'https://facebook.com/glow' })).statusCode).toBe(
      200,
    );
    await eventually(() => expect(of('socialLinks')).toHaveLength(1));
    expect(of('socialLinks')[0]!.after).toMatchObject({ facebook: 'https://facebook.com/glow' });
  });

  it('when an admin creates and deletes an FAQ, then both are audited and the FAQ is gone', async () => {
    const created = await admin('POST', '/api/faqs', buildFaq({ question: 'Audited?' }));
    const id = created.json().data._id as string;
    expect((await admin('DELETE', `/api/faqs/${id}`)).statusCode).toBe(200);
    await eventually(() => expect(of('faq').filter((e) => e.resourceId === id)).toHaveLength(2));
    const deletion = of('faq').find((e) => e.resourceId === id && e.action === 'delete')!;
    expect(deletion).toMatchObject({
      before: expect.objectContaining({ question: 'Audited?' }),
      after: null,
    });
    const list = await t.asAdmin({ method: 'GET', url: '/api/faqs' });
    expect(list.json().data.map((faq: { _id: string }) => faq._id)).not.toContain(id);
  });

  it('when a visitor submits a review, then nothing is audited; when an admin publishes it, then the moderation is', async () => {
    const submitted = await t.anonymous({ method: 'POST', url: '/api/review', payload: buildReview() });
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json()._id as string;
    expect((await admin('PUT', `/api/review/${id}`, { visibility: true })).statusCode).toBe(200);
    await eventually(() => expect(of('review')).toHaveLength(1));
    expect(of('review')[0]).toMatchObject({
      resourceId: id,
      action: 'update',
      before: expect.objectContaining({ visibility: false }),
      after: expect.objectContaining({ visibility: true }),
    });
  });

  it('when an admin deletes every review, then one entry counts and names them', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1)
      ids.push(
        (await t.anonymous({ method: 'POST', url: '/api/review', payload: buildReview() })).json()._id,
      );
    const response = await admin('DELETE', '/api/review');
    expect(response.statusCode).toBe(200);
    await eventually(() => expect(of('review').filter((e) => e.resourceId === null)).toHaveLength(1));
    const before = of('review').find((e) => e.resourceId === null)!.before as {
      count: number;
      ids: string[];
    };
    expect(before.ids).toEqual(expect.arrayContaining(ids));
    expect(before.count).toBeGreaterThanOrEqual(2);
    expect((await t.asAdmin({ method: 'GET', url: '/api/review' })).json()).toEqual([]);
  });

  it('when an admin archives a message, then the status change is audited', async () => {
    const sent = await t.anonymous({ method: 'POST', url: '/api/messages', payload: buildMessage() });
    const id = sent.json().data._id as string;
    expect(
      (await admin('PATCH', `/api/messages/${id}/status`, { message_status: 'archived' })).statusCode,
    ).toBe(200);
    await eventually(() => expect(of('message.status')).toHaveLength(1));
    expect(of('message.status')[0]).toMatchObject({
      resourceId: id,
      before: expect.objectContaining({ message_status: 'active' }),
      after: expect.objectContaining({ message_status: 'archived' }),
    });
  });
});
