import type { FastifyInstance } from 'fastify';
import { MongoClient, ObjectId } from 'mongodb';
import type { UserPages, UserTablePage } from '@shop/contracts';
import { hashPassword } from '../src/domain/passwords/password-hasher';
import { keyAndRecountUsers } from '../src/domain/users/user-backfill';
import type { IdentityEnv } from '../src/env';
import { authCookie, buildIdentityEnv, buildSignup, startIdentity } from './support/identity-app';

/** A stored account, as signup leaves it (the password hash is never read by the list). */
function buildUserDocument(i: number, overrides: Record<string, unknown> = {}) {
  const at = new Date(Date.UTC(2026, 10, 1) + i * 60_000);
  return {
    _id: new ObjectId(),
    first_name: `Customer`,
    last_name: String(i).padStart(2, '0'),
    email: `customer${String(i).padStart(2, '0')}@example.com`,
    passwordHash: 'not-a-real-hash',
    is_admin: false,
    is_moderator: false,
    isVerified: false,
    lastLogin: null,
    tokenVersion: 0,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** Issue 36 item 4: the admin Users screen reads each role's table a page at a time. */
describe('users in pages', () => {
  let env: IdentityEnv;
  let app: FastifyInstance;
  let adminToken: string;

  beforeAll(async () => {
    env = buildIdentityEnv();
    // Accounts stored before the Users screen's keys: the start keys and counts them (the backfill)
    const admin = buildSignup({ first_name: 'Zeina', last_name: 'Admin' });
    const client = await MongoClient.connect(env.MONGO_URL);
    await client
      .db(env.MONGO_DB)
      .collection('users')
      .insertMany([
        buildUserDocument(0, {
          first_name: 'Zeina',
          last_name: 'Admin',
          email: admin.email,
          passwordHash: await hashPassword(admin.password),
          is_admin: true,
          gender: 'Female',
        }),
        // 23 customers: Customer 01 … 23; odd ones Male, every fourth Female, the rest without a gender
        ...Array.from({ length: 23 }, (_, n) => {
          const i = n + 1;
          const gender = i % 2 === 1 ? 'Male' : i % 4 === 0 ? 'Female' : undefined;
          return buildUserDocument(i, gender ? { gender } : {});
        }),
        buildUserDocument(90, {
          first_name: 'Adam',
          last_name: 'Admin',
          email: 'adam@shop.test',
          is_admin: true,
        }),
        buildUserDocument(91, {
          first_name: 'Gone',
          last_name: 'Customer',
          email: 'gone@x.eg',
          _deleted: true,
        }),
      ]);
    await client.close();
    app = await startIdentity(env);
    await keyAndRecountUsers(app.db); // as the start does in the background
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    adminToken = authCookie(login.headers['set-cookie']);
  }, 60_000);

  afterAll(async () => {
    await app.db.dropDatabase();
    await app.close();
  });

  const list = async (query: string) => {
    const res = await app.inject({
      url: `/api/auth/users?${query}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as UserPages;
  };
  const names = (page: UserTablePage) => page.users.map((user) => `${user.first_name} ${user.last_name}`);

  it('when the screen opens, then the first 5 of each table by name come back, with the totals and the five figures', async () => {
    const answer = await list('adminPage=1&customerPage=1&limit=5');
    expect(names(answer.customers)).toEqual([
      'Customer 01',
      'Customer 02',
      'Customer 03',
      'Customer 04',
      'Customer 05',
    ]);
    expect(answer.customers).toMatchObject({ total: 23, page: 1 });
    expect(names(answer.admins)).toEqual(['Adam Admin', 'Zeina Admin']);
    expect(answer).toMatchObject({
      limit: 5,
      stats: { total: 25, admins: 2, customers: 23, male: 12, female: 6 },
    });
    expect(JSON.stringify(answer)).not.toMatch(/passwordHash|tokenVersion|hasPendingEvents/);
  });

  it('when the last page is asked (or one past it), then the last 3 customers', async () => {
    expect(names((await list('customerPage=5')).customers)).toEqual([
      'Customer 21',
      'Customer 22',
      'Customer 23',
    ]);
    expect((await list('customerPage=8')).customers.page).toBe(5);
  });

  it('when the role filter says admin, then the customers table answers empty, the figures stay', async () => {
    const answer = await list('role=admin');
    expect(names(answer.admins)).toEqual(['Adam Admin', 'Zeina Admin']);
    expect(answer.customers).toEqual({ users: [], total: 0, page: 1 });
    expect(answer.stats.customers).toBe(23);
  });

  it('when searched, filtered by gender and sorted by email, then only the matches, by email', async () => {
    const page = (await list('q=CUSTOMER1&gender=Male&sort=email')).customers;
    // customer11, 13, 15, 17, 19 are Male; customer10, 12, … are not
    expect(page.users.map((user) => user.email)).toEqual([
      'customer11@example.com',
      'customer13@example.com',
      'customer15@example.com',
      'customer17@example.com',
      'customer19@example.com',
    ]);
    expect(page.total).toBe(5);
  });

  it('when filtered by gender Other, then accounts without a gender are among them', async () => {
    const page = (await list('gender=Other&limit=50')).customers;
    expect(page.users.map((user) => user.last_name)).toEqual(['02', '06', '10', '14', '18', '22']);
  });

  it('when sorted by gender, then Male, Female, Other, each by name', async () => {
    const page = (await list('sort=gender&limit=50')).customers;
    const genders = page.users.map((user) => user.gender ?? 'Other');
    expect(genders.slice(0, 12).every((g) => g === 'Male')).toBe(true);
    expect(genders.slice(12, 17).every((g) => g === 'Female')).toBe(true);
    expect(names(page).slice(0, 2)).toEqual(['Customer 01', 'Customer 03']);
  });

  it('when no parameter is sent, then every account comes back unpaged in { users }, as the spec answers', async () => {
    const res = await app.inject({
      url: '/api/auth/users',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(Object.keys(res.json())).toEqual(['users']);
    expect(res.json().users).toHaveLength(25);
  });

  it.each([
    ['an unknown parameter', 'page=2'],
    ['an unknown role', 'role=moderator'],
    ['an unknown sort', 'role=admin&sort=lastLogin'],
    ['an unknown gender', 'role=admin&gender=x'],
    ['a limit over 50', 'role=admin&limit=51'],
  ])('when the query has %s, then 400', async (_case, query) => {
    const res = await app.inject({
      url: `/api/auth/users?${query}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(400);
  });
});
