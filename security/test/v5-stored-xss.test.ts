import { logInAdmin, type Account } from '../support/accounts';
import { cspForbidsInjectedScript, type Answer } from '../support/http';
import { buildMessage, buildReview, createProduct } from '../support/shop-data';
import { useStack } from '../support/stack';

/** Markup and script that would run if any screen put stored text into the page as HTML. */
const SCRIPTS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload=window.__xss=1>',
  "';window.__xss=1;//",
  '{{constructor.constructor("window.__xss=1")()}}',
];

/** JSON only, never something a browser would render or sniff into HTML. */
function expectInertJson(answer: Answer): void {
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8$/);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(cspForbidsInjectedScript(answer.headers.get('content-security-policy'))).toBe(true);
}

/**
 * ASVS 5.3.3 (output encoding against stored XSS) and 14.4.4 (nosniff): the API stores what visitors send
 * verbatim (no lossy "sanitising" that corrupts text) and serves it only as JSON with nosniff and a CSP; the
 * screens render it as text (e2e/tests/security/stored-xss proves it stays inert in the browser). Links that
 * would run script in an href are refused at the door.
 */
describe('V5.3.3 stored script', () => {
  const stack = useStack();
  let admin: Account;
  beforeAll(async () => {
    admin = await logInAdmin(stack);
  });

  it('when reviews carry script, then they are stored verbatim and every list serves them as inert JSON', async () => {
    const ids: string[] = [];
    for (const script of SCRIPTS) {
      const created = await stack.gateway.post(
        '/api/review',
        buildReview({ name: script.slice(0, 100), comment: script }),
      );
      expect(created.status).toBe(201);
      ids.push(created.body._id);
      expect((await admin.client.put(`/api/review/${created.body._id}`, { visibility: true })).status).toBe(
        200,
      );
    }
    for (const list of [
      await admin.client.get('/api/review'),
      await stack.gateway.get('/api/review/visible', { headers: { accept: 'text/html' } }),
    ]) {
      expectInertJson(list);
      const comments = (list.body as Array<{ _id: string; comment: string }>)
        .filter((r) => ids.includes(r._id))
        .map((r) => r.comment);
      expect(comments.sort()).toEqual([...SCRIPTS].sort());
    }
  });

  it('when contact messages carry script, then the admin list serves them verbatim as inert JSON', async () => {
    for (const script of SCRIPTS) {
      expect(
        (
          await stack.gateway.post(
            '/api/messages',
            buildMessage({ first_name: script.slice(0, 100), message: script }),
          )
        ).status,
      ).toBe(201);
    }
    const list = await admin.client.get('/api/messages');
    expectInertJson(list);
    const messages = (list.body.data as Array<{ message: string }>).map((m) => m.message);
    expect(messages).toEqual(expect.arrayContaining(SCRIPTS));
  });

  it('when admin-written text shown to every shopper carries script, then it is served verbatim as inert JSON', async () => {
    const product = await createProduct(admin.client, { title: SCRIPTS[0], description: SCRIPTS[1] });
    const read = await stack.gateway.get(`/api/products/${product._id}`);
    expectInertJson(read);
    expect([read.body.data.title, read.body.data.description]).toEqual([SCRIPTS[0], SCRIPTS[1]]);
    const announcement = await admin.client.post('/api/announcements', {
      title: 'Announcement',
      content: SCRIPTS[2],
      visibility: true,
    });
    expect(announcement.status).toBe(201);
    const ticker = await stack.gateway.get('/api/announcements/visible');
    expectInertJson(ticker);
    expect(JSON.stringify(ticker.body)).toContain(JSON.stringify(SCRIPTS[2]).slice(1, -1));
  });

  it('when a link that would run script in an href is saved, then 400, even from an admin', async () => {
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example',
    ]) {
      const social = await admin.client.put('/api/social', { facebook: link });
      const product = await admin.client.post('/api/products', {
        title: 'Linked',
        description: 'x',
        price: 1,
        product_category_id: null,
        image: link,
      });
      expect([link, social.status, product.status]).toEqual([link, 400, 400]);
    }
  });
});
