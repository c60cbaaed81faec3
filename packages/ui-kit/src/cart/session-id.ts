/** The anonymous cart's session id lives in local storage under this key (storefront spec §3). */
export const SESSION_ID_KEY = 'sessionId';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValueStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode): the server issues a new id on every first call
  }
}

export function getSessionId(storage: KeyValueStore | undefined = browserStorage()): string | undefined {
  return storage?.getItem(SESSION_ID_KEY) ?? undefined;
}

/** Saves the id the server answered (it creates one on the first add or read when none is stored). */
export function saveSessionId(id: string, storage: KeyValueStore | undefined = browserStorage()): void {
  if (id && storage && storage.getItem(SESSION_ID_KEY) !== id) storage.setItem(SESSION_ID_KEY, id);
}
