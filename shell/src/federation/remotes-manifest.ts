/** GET /remotes.json: remote name -> URL of its mf-manifest.json (written at deploy time, never cached). */
export type RemotesManifest = Record<string, string>;

export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('remotes.json must be an object of remote name -> manifest URL');
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string] => /^[a-z][a-z0-9_-]*$/i.test(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
  );
  return Object.fromEntries(entries);
}
