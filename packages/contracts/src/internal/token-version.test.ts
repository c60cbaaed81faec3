import { ids } from '../__fixtures__/samples';
import { TokenVersionParams, TokenVersionResponse, tokenVersionPath } from './token-version';

describe('token version (internal, identity -> gateway)', () => {
  it('when identity answers, then the user id, a whole version and the deleted flag are required', () => {
    const answer = { userId: ids.user, tokenVersion: 3, deleted: false };
    expect(TokenVersionResponse.parse(answer)).toEqual(answer);
    expect(TokenVersionResponse.safeParse({ ...answer, tokenVersion: -1 }).success).toBe(false);
    expect(TokenVersionResponse.safeParse({ userId: ids.user, tokenVersion: 1 }).success).toBe(false);
  });

  it('when the id is not an ObjectId, then the params are rejected; the path names the user', () => {
    expect(TokenVersionParams.safeParse({ id: 'abc' }).success).toBe(false);
    expect(tokenVersionPath(ids.user)).toBe(`/internal/users/${ids.user}/token-version`);
  });
});
