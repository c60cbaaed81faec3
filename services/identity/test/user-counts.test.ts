import type { FastifyInstance } from 'fastify';
import type { UserPages } from '@shop/contracts';
import { signup } from '../src/domain/users/signup';
import type { IdentityEnv } from '../src/env';
import { authCookie, buildIdentityEnv, buildSignup, startIdentity } from './support/identity-app';

const NAMES = [
  ['Zeina', 'Adel'],
  ['mona', 'Said'],
  ['Mohamed', 'Ali'],
  ['Émile', 'Nour'],
  ['Omar', 'Farouk'],
  ['أحمد', 'علي'],
  ['Hana', 'Kamal'],
  ['1st', 'Customer'],
];

/** Issue 36 item 4: the Users screen's figures are kept counters and its pages read only the buckets they need. */
describe('users counted and paged from indexes', () => {
  let env: IdentityEnv;
  let app: FastifyInstance;
  let adminToken: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    env = buildIdentityEnv();
    app = await startIdentity(env);
    const admin = buildSignup({ first_name: 'Rania', last_name: 'Boss' });
    await signup(app.db, { ...admin, is_admin: true });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    adminToken = authCookie(login.headers['set-cookie']);
    for (const [first, last] of NAMES) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: buildSignup({ first_name: first, last_name: last }),
      });
      ids[first!] = res.json().user._id;
    }
  }, 60_000);

  afterAll(async () => {
    await app.db.dropDatabase();
    await app.close();
  });

  const as = { authorization: '' };
  const list = async (query: string) => {
    const res = await app.inject({
      url: `/api/auth/users?${query}`,
      headers: { ...as, authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as UserPages;
  };
  const edit = (id: string, payload: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/auth/users/${id}`,
      payload,
      headers: { authorization: `Bearer ${adminToken}` },
    });

  it('when accounts sign up, then the figures count them', async () => {
    expect((await list('limit=5')).stats).toEqual({ total: 9, admins: 1, customers: 8, male: 0, female: 0 });
  });

  it('when every page of 3 is read, then together they are the customers in name order, each once', async () => {
    const names: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const answer = await list(`customerPage=${page}&limit=3`);
      expect(answer.customers).toMatchObject({ total: 8, page });
      names.push(...answer.customers.users.map((user) => user.first_name));
    }
    expect(names).toEqual(['1st', 'Émile', 'Hana', 'Mohamed', 'mona', 'Omar', 'Zeina', 'أحمد']);
  });

  it('when searched by the start of a name word or of an email, then those accounts, any case or accent', async () => {
    const first = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}&limit=50`)).customers.users.map((user) => user.first_name);
    expect(await first('MO')).toEqual(['Mohamed', 'mona']);
    expect(await first('emil nour')).toEqual(['Émile']);
    expect(await first('عل')).toEqual(['أحمد']);
    expect(await first('ohamed')).toEqual([]);
  });

  it('when an admin changes a gender and promotes a customer, then the figures and tables move', async () => {
    expect((await edit(ids.Hana!, { gender: 'Female' })).statusCode).toBe(200);
    expect((await edit(ids.Omar!, { gender: 'Male', is_admin: true })).statusCode).toBe(200);
    const answer = await list('limit=50');
    expect(answer.stats).toEqual({ total: 9, admins: 2, customers: 7, male: 1, female: 1 });
    expect(answer.admins.users.map((user) => user.first_name)).toEqual(['Omar', 'Rania']);
    expect(answer.customers.total).toBe(7);
    const women = await list('gender=Female&limit=50');
    expect(women.customers.users.map((user) => user.first_name)).toEqual(['Hana']);
    const byGender = await list('sort=gender&limit=50');
    expect(byGender.customers.users[0]!.first_name).toBe('Hana');
  });

  it('when an account is deleted, then the figures and its table no longer count it, nor does a search find it', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${ids.Zeina}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    const answer = await list('limit=50');
    expect(answer.stats).toEqual({ total: 8, admins: 2, customers: 6, male: 1, female: 1 });
    expect(answer.customers.users.map((user) => user.first_name)).not.toContain('Zeina');
    expect((await list('q=zeina')).customers.total).toBe(0);
  });

  it('when a bucket count is off (a crash between the two writes), then the page reading it sets it right', async () => {
    await app.db.collection('user_buckets').updateMany({ list: 'n:customer:*' }, { $inc: { n: 2 } });
    await list('limit=50');
    expect((await list('limit=50')).customers.total).toBe(6);
  });

  it('when sorted by email, then by email', async () => {
    const emails = (await list('sort=email&limit=50')).customers.users.map((user) => user.email);
    expect(emails).toEqual([...emails].sort());
  });
});
