import {
  OBJECT_ID_PATTERN,
  TRACKING_TOKEN_AUDIENCE,
  TRACKING_TOKEN_DAYS,
  jwsOfLinkToken,
  linkToken,
} from '@shop/contracts';
import { SignJWT, jwtVerify } from 'jose';

/**
 * The tracking link's token (issue 32): the order's id, signed with HS256 by a secret the order and notification
 * services share (ORDER_TRACKING_SECRET), valid 90 days. Anyone holding the link may see the order (without its
 * address) and cancel it while that is allowed: it is the e-mail's key, as the e-mail itself is.
 */
export class TrackingTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** The token in its link form (`linkToken`), as the pages and e-mails carry it. */
  async sign(orderId: string, now = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const jws = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(orderId)
      .setAudience(TRACKING_TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TRACKING_TOKEN_DAYS * 24 * 60 * 60)
      .sign(this.key);
    return linkToken(jws);
  }

  /** The order id of a genuine, unexpired token; null for anything else (tampered, expired, another kind). */
  async verify(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(jwsOfLinkToken(token), this.key, {
        algorithms: ['HS256'],
        audience: TRACKING_TOKEN_AUDIENCE,
      });
      return typeof payload.sub === 'string' && OBJECT_ID_PATTERN.test(payload.sub) ? payload.sub : null;
    } catch {
      return null;
    }
  }
}
