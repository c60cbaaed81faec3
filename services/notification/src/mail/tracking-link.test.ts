import { TRACKING_TOKEN_AUDIENCE, jwsOfLinkToken } from '@shop/contracts';
import { jwtVerify } from 'jose';
import { buildSnapshot } from '../../test/support/factories';
import { renderOrderPlaced, renderStatusChanged } from './render';
import { createTrackingLinks } from './tracking-link';

const SECRET = 'a-test-tracking-secret-of-32-characters!';

describe('the tracking link of the order e-mails (issue 32)', () => {
  const links = createTrackingLinks({ secret: SECRET, shopUrl: 'https://glow.test' });

  it("when a link is made, then it opens the shop's /track page with a token of the order, valid 90 days", async () => {
    const link = await links('64b0000000000000abcd1234');
    const token = /^https:\/\/glow\.test\/track\/([\w-]+~[\w-]+~[\w-]+)$/.exec(link)?.[1];
    expect(token).toBeDefined();
    const { payload } = await jwtVerify(jwsOfLinkToken(token!), new TextEncoder().encode(SECRET), {
      audience: TRACKING_TOKEN_AUDIENCE,
    });
    expect(payload.sub).toBe('64b0000000000000abcd1234');
    expect(payload.exp! - payload.iat!).toBe(90 * 24 * 60 * 60);
  });

  it('when an order e-mail is rendered with the link, then both parts carry "Track your order" and the link, in Arabic too', async () => {
    const link = await links('64b0000000000000abcd1234');
    const placed = renderOrderPlaced('Glow', buildSnapshot(), link);
    expect(placed.text).toContain(`Track your order: ${link}`);
    expect(placed.html).toContain(`<a href="${link}"`);
    expect(placed.html).toContain('Track your order</a>');
    const cancelled = renderStatusChanged('Glow', buildSnapshot({ language: 'ar' }), 'Cancelled', link)!;
    expect(cancelled.text).toContain(`تابع طلبك: ${link}`);
    expect(renderOrderPlaced('Glow', buildSnapshot()).text).not.toContain('Track your order');
  });
});
