import type { FastifyInstance } from 'fastify';
import type { IdentityEnv } from '../src/env';
import { authCookie, buildIdentityEnv, buildSignup, startIdentity } from './support/identity-app';

describe("the phones on a customer's own profile (issue 31)", () => {
  let env: IdentityEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    env = buildIdentityEnv();
    app = await startIdentity(env);
  });
  afterAll(async () => {
    await app.db.dropDatabase();
    await app.close();
  });

  async function saveOwnPhones(payload: Record<string, string>) {
    const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: buildSignup() });
    const { _id } = signup.json().user;
    const token = authCookie(signup.headers['set-cookie']);
    return app.inject({
      method: 'PUT',
      url: `/api/auth/users/${_id}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  }

  it('when the customer saves +20 101 234 5678 and a Cairo landline, then both are kept in the national form', async () => {
    const response = await saveOwnPhones({
      phone_number: '+20 101 234 5678',
      second_phone_number: '(02) 2345-6789',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      phone_number: '01012345678',
      second_phone_number: '0223456789',
    });
  });

  it('when the customer saves the phone 12345, then 400 says what an Egyptian phone looks like', async () => {
    const response = await saveOwnPhones({ phone_number: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/valid Egyptian phone number/);
  });

  it('when the customer empties a phone, then it is saved empty', async () => {
    const response = await saveOwnPhones({ phone_number: '' });
    expect(response.statusCode).toBe(200);
  });
});
