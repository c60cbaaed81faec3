import { SCRIPT_TEXT, buildMessage } from './support/factories';
import { startContentApp, type ContentTestApp } from './support/content-app';

describe('contact messages', () => {
  let t: ContentTestApp;

  beforeAll(async () => {
    t = await startContentApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.db.collection('messages').deleteMany({}));

  const send = (overrides = {}) =>
    t.anonymous({ method: 'POST', url: '/api/messages', payload: buildMessage(overrides) });
  const archive = (id: string) =>
    t.asAdmin({
      method: 'PATCH',
      url: `/api/messages/${id}/status`,
      payload: { message_status: 'archived' },
    });

  describe('POST /messages (public)', () => {
    it('when a visitor sends a message, then 201 answers it stored active with its date', async () => {
      const res = await send();
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        data: {
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          first_name: 'Mariam',
          last_name: 'Hassan',
          email: 'mariam@example.com',
          phone_number: '01225550187',
          message: 'Do you have the vitamin C serum in the 50 ml size?',
          message_status: 'active',
          createdAt: expect.any(String),
        },
      });
    });

    it('when the message holds HTML and script, then it is stored and listed verbatim', async () => {
      await send({ message: SCRIPT_TEXT, first_name: '<i>Hana</i>' });
      expect((await t.app.db.collection('messages').findOne({}))?.message).toBe(SCRIPT_TEXT);
      const listed = (await t.asAdmin({ url: '/api/messages' })).json().data[0];
      expect(listed).toMatchObject({ message: SCRIPT_TEXT, first_name: '<i>Hana</i>' });
    });

    it('when the visitor sends a message_status, then it is refused: every message arrives active', async () => {
      expect((await send({ message_status: 'archived' })).statusCode).toBe(400);
    });

    it('when the message is exactly at the limit, then it is accepted', async () => {
      expect((await send({ message: 'm'.repeat(2000) })).statusCode).toBe(201);
    });

    it.each([
      ['no email', { email: undefined }],
      ['an invalid email', { email: 'mariam-at-example.com' }],
      ['no message', { message: undefined }],
      ['a blank message', { message: '  ' }],
      ['a message over 2000 characters', { message: 'm'.repeat(2001) }],
      ['a first name over 100 characters', { first_name: 'n'.repeat(101) }],
      ['a phone number over 30 characters', { phone_number: '1'.repeat(31) }],
      ['an unknown field', { is_admin: true }],
      ['an operator in the email', { email: { $ne: null } }],
      ['an operator in the message', { message: { $where: 'true' } }],
    ])('when the message has %s, then 400 and nothing is stored', async (_case, overrides) => {
      const res = await send(overrides);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.any(String) });
      expect(await t.app.db.collection('messages').countDocuments()).toBe(0);
    });
  });

  describe('admin', () => {
    it('when an admin lists messages, then they come back in { data }, newest first', async () => {
      const messages = t.app.db.collection('messages');
      const now = Date.now();
      await messages.insertMany([
        {
          ...buildMessage({ first_name: 'Old' }),
          message_status: 'active',
          createdAt: new Date(now - 60_000),
        },
        { ...buildMessage({ first_name: 'New' }), message_status: 'archived', createdAt: new Date(now) },
      ]);
      const res = await t.asAdmin({ url: '/api/messages' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((m: { first_name: string }) => m.first_name)).toEqual(['New', 'Old']);
    });

    it('when an admin archives an active message, then it is archived; archiving again is 409', async () => {
      const message = (await send()).json().data;
      const res = await archive(message._id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ _id: message._id, message_status: 'archived' });
      expect((await t.asAdmin({ url: '/api/messages' })).json().data[0].message_status).toBe('archived');

      const again = await archive(message._id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'Only active messages can be archived',
        code: 'MESSAGE_NOT_ACTIVE',
      });
    });

    it('when two archives race, then exactly one wins', async () => {
      const message = (await send()).json().data;
      const statuses = (await Promise.all([archive(message._id), archive(message._id)])).map(
        (r) => r.statusCode,
      );
      expect(statuses.sort()).toEqual([200, 409]);
    });

    it.each([
      ['active', { message_status: 'active' }],
      ['an unknown status', { message_status: 'deleted' }],
      ['no status', {}],
      ['an extra field', { message_status: 'archived', message: 'edited' }],
    ])('when the status body says %s, then 400', async (_case, payload) => {
      const message = (await send()).json().data;
      const res = await t.asAdmin({ method: 'PATCH', url: `/api/messages/${message._id}/status`, payload });
      expect(res.statusCode).toBe(400);
    });

    it('when the message does not exist, then archive and delete answer 404', async () => {
      expect((await archive('64b0000000000000000000ff')).statusCode).toBe(404);
      expect(
        (await t.asAdmin({ method: 'DELETE', url: '/api/messages/64b0000000000000000000ff' })).statusCode,
      ).toBe(404);
    });

    it('when an admin deletes an active or an archived message, then it is gone', async () => {
      const active = (await send()).json().data;
      const archived = (await send()).json().data;
      await archive(archived._id);
      for (const id of [active._id, archived._id]) {
        const res = await t.asAdmin({ method: 'DELETE', url: `/api/messages/${id}` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ success: true, deletedCount: 1 });
      }
      expect((await t.asAdmin({ url: '/api/messages' })).json().data).toEqual([]);
    });
  });
});
