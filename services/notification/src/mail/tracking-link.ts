import { TRACKING_TOKEN_AUDIENCE, TRACKING_TOKEN_DAYS, trackingPath } from '@shop/contracts';
import { SignJWT } from 'jose';

/**
 * "Track your order" in every order e-mail (issue 32): the shop's `/track/{token}` page with a token the order
 * service verifies: the order's id, HS256 with the secret both services share, valid 90 days from the e-mail.
 */
export function createTrackingLinks(options: {
  secret: string;
  shopUrl: string;
}): (orderId: string) => Promise<string> {
  const key = new TextEncoder().encode(options.secret);
  return async (orderId) => {
    const issuedAt = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(orderId)
      .setAudience(TRACKING_TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TRACKING_TOKEN_DAYS * 24 * 60 * 60)
      .sign(key);
    return new URL(trackingPath(token), options.shopUrl).toString();
  };
}
