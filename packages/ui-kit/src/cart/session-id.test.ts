import { SESSION_ID_KEY, getSessionId, saveSessionId } from './session-id';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('cart session id', () => {
  it('when nothing is stored, then there is no session id yet', () => {
    expect(getSessionId(memoryStorage())).toBeUndefined();
  });

  it('when the server answers an id, then it is kept under the sessionId key', () => {
    const storage = memoryStorage();
    saveSessionId('s3ss10n-1d-0123456789', storage);
    expect(storage.data.get(SESSION_ID_KEY)).toBe('s3ss10n-1d-0123456789');
    expect(getSessionId(storage)).toBe('s3ss10n-1d-0123456789');
  });

  it('when there is no storage at all, then reading and saving do nothing', () => {
    expect(getSessionId(undefined)).toBeUndefined();
    expect(() => saveSessionId('abc', undefined)).not.toThrow();
  });
});
