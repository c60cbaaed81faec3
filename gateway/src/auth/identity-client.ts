import { TokenVersionResponse, tokenVersionPath } from '@shop/contracts';
import { callUpstream, readAnswer, ServiceUnavailableError, type UpstreamTarget } from '@shop/service-kit';
import type { UserTokenState } from './token-versions';

export const SESSION_CHECK_UNAVAILABLE = 'Cannot check your session right now, please try again';

/** identity's internal API, through the kit's service client like every service-to-service call. */
export class IdentityClient {
  private readonly target: UpstreamTarget;

  /** `baseUrl`: every identity replica (IDENTITY_URL's list); the calls take turns and pass over a down one. */
  constructor(baseUrl: string | readonly string[], timeoutMs = 2000) {
    this.target = { name: 'identity', baseUrl, timeoutMs, unavailableMessage: SESSION_CHECK_UNAVAILABLE };
  }

  /** The user's current token version; any failure is a 503, so a token is never accepted unchecked. */
  async tokenState(userId: string): Promise<UserTokenState> {
    const answer = await callUpstream(this.target, 'GET', tokenVersionPath(encodeURIComponent(userId)));
    if (answer.status !== 200)
      throw new ServiceUnavailableError(SESSION_CHECK_UNAVAILABLE, 'IDENTITY_UNAVAILABLE');
    const { tokenVersion, deleted } = readAnswer(this.target, answer, TokenVersionResponse);
    return { tokenVersion, deleted };
  }

  /** Nothing to release: the calls share Node's global keep-alive dispatcher. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
