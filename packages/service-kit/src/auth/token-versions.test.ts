import { TokenVersions, type UserTokenState } from './token-versions';

const claims = (tokenVersion: number, userId = 'u1') => ({
  userId,
  email: 'a@b.c',
  isAdmin: false,
  tokenVersion,
});

function setup(answer: UserTokenState = { tokenVersion: 0, deleted: false }) {
  let clock = 0;
  const calls: string[] = [];
  const versions = new TokenVersions({
    ttlMs: 1000,
    maxEntries: 2,
    now: () => clock,
    fetch: async (userId) => {
      calls.push(userId);
      return answer;
    },
  });
  return { versions, calls, advance: (ms: number) => (clock += ms) };
}

describe('TokenVersions', () => {
  it('when the events feed had a gap, then clear() makes every user be asked of identity again', async () => {
    const { versions, calls } = setup({ tokenVersion: 4, deleted: false });
    versions.record('u1', 2);
    await expect(versions.isRevoked(claims(2))).resolves.toBe(false);
    expect(calls).toEqual([]);
    versions.clear();
    await expect(versions.isRevoked(claims(2))).resolves.toBe(true);
    expect(calls).toEqual(['u1']);
  });

  it('when a user is unknown, then identity is asked once, even for concurrent requests, and then cached', async () => {
    const { versions, calls } = setup({ tokenVersion: 2, deleted: false });
    await expect(
      Promise.all([versions.isRevoked(claims(2)), versions.isRevoked(claims(2))]),
    ).resolves.toEqual([false, false]);
    await expect(versions.isRevoked(claims(1))).resolves.toBe(true);
    expect(calls).toEqual(['u1']);
  });

  it('when an event raises the version, then older tokens are refused without asking identity', async () => {
    const { versions, calls } = setup();
    versions.record('u1', 3);
    versions.record('u1', 1);
    await expect(versions.isRevoked(claims(2))).resolves.toBe(true);
    await expect(versions.isRevoked(claims(3))).resolves.toBe(false);
    expect(calls).toEqual([]);
  });

  it('when a user is deleted, then every token is refused and a later update does not revive it', async () => {
    const { versions } = setup();
    versions.markDeleted('u1');
    versions.record('u1', 9);
    versions.forget('u1');
    await expect(versions.isRevoked(claims(9))).resolves.toBe(true);
  });

  it('when an entry is older than the ttl, then identity is asked again', async () => {
    const { versions, calls, advance } = setup();
    versions.record('u1', 0);
    advance(1001);
    await versions.isRevoked(claims(0));
    expect(calls).toEqual(['u1']);
  });

  it('when forgotten while a lookup is running, then that answer is not cached', async () => {
    const { versions, calls } = setup();
    const running = versions.isRevoked(claims(0));
    versions.forget('u1');
    await running;
    await versions.isRevoked(claims(0));
    expect(calls).toEqual(['u1', 'u1']);
  });

  it('when more users than the bound are known, then the oldest entry is dropped', () => {
    const { versions } = setup();
    versions.record('a', 1);
    versions.record('b', 1);
    versions.record('c', 1);
    expect(versions.size).toBe(2);
  });

  it('when identity cannot answer, then the lookup fails (the request is refused, not let through)', async () => {
    const versions = new TokenVersions({ ttlMs: 1000, fetch: async () => Promise.reject(new Error('down')) });
    await expect(versions.isRevoked(claims(0))).rejects.toThrow('down');
  });
});
