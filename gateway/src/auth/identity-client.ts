import { Pool } from 'undici';
import { TokenVersionResponse, tokenVersionPath } from '@shop/contracts';
import { ServiceUnavailableError } from '@shop/service-kit';
import type { UserTokenState } from './token-versions';

export const SESSION_CHECK_UNAVAILABLE = 'Cannot check your session right now, please try again';

/** identity's internal API, over a small keep-alive pool. */
export class IdentityClient {
  private readonly pool: Pool;

  constructor(
    baseUrl: string,
    private readonly timeoutMs = 2000,
  ) {
    this.pool = new Pool(new URL(baseUrl).origin, { connections: 8, keepAliveTimeout: 30_000 });
  }

  /** The user's current token version; any failure is a 503, so a token is never accepted unchecked. */
  async tokenState(userId: string): Promise<UserTokenState> {
    try {
      const response = await this.pool.request({
        method: 'GET',
        path: tokenVersionPath(encodeURIComponent(userId)),
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      const body: unknown = await response.body.json();
      if (response.statusCode !== 200) throw new Error(`identity answered ${response.statusCode}`);
      const { tokenVersion, deleted } = TokenVersionResponse.parse(body);
      return { tokenVersion, deleted };
    } catch {
      throw new ServiceUnavailableError(SESSION_CHECK_UNAVAILABLE, 'IDENTITY_UNAVAILABLE');
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
