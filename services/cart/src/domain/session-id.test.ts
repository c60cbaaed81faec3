import { sessionId } from '@shop/contracts';
import { newSessionId } from './session-id';

describe('newSessionId', () => {
  it('when a session id is made, then it is 32 URL-safe characters the contracts accept', () => {
    const id = newSessionId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(sessionId.safeParse(id).success).toBe(true);
  });

  it('when 10 000 are made, then none repeats', () => {
    const ids = new Set(Array.from({ length: 10_000 }, newSessionId));
    expect(ids.size).toBe(10_000);
  });
});
