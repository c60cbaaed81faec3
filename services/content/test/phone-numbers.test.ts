import { buildMessage, buildReview } from './support/factories';
import { startContentApp, type ContentTestApp } from './support/content-app';

describe('phones customers type in the contact and review forms (issue 31)', () => {
  let t: ContentTestApp;
  beforeAll(async () => {
    t = await startContentApp();
  });
  afterAll(() => t.close());

  const message = (phone_number: string) =>
    t.anonymous({ method: 'POST', url: '/api/messages', payload: buildMessage({ phone_number }) });
  const review = (phoneNumber: string) =>
    t.anonymous({ method: 'POST', url: '/api/review', payload: buildReview({ phoneNumber }) });

  it('when a contact message gives the phone 12345, then 400 names the field', async () => {
    const response = await message('12345');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('body.phone_number');
  });

  it('when a contact message gives a Cairo landline, then it is kept in the national form', async () => {
    const response = await message('+20 2 1234 5678');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.phone_number).toBe('0212345678');
  });

  it('when a contact message leaves the phone out, then it is accepted with none', async () => {
    const response = await message('');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.phone_number).toBe('');
  });

  it('when a review gives Arabic-Indic digits, then the mobile is stored as 01012345678', async () => {
    const response = await review('٠١٠ ١٢٣٤ ٥٦٧٨');
    expect(response.statusCode).toBe(201);
    expect(response.json().phoneNumber).toBe('01012345678');
  });

  it('when a review gives a phone that is no Egyptian number, then 400 names the field', async () => {
    const response = await review('555-0100');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('body.phoneNumber');
  });
});
