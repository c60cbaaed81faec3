/** What the runtime plugin answers instead of a module that failed to load. */
export interface RemoteFallbackModule {
  __remoteFallback: true;
  id: string;
  error: unknown;
  default: () => null;
}

export function remoteFallbackModule(id: string, error: unknown): RemoteFallbackModule {
  return { __remoteFallback: true, id, error, default: () => null };
}

export function isRemoteFallback(value: unknown): value is RemoteFallbackModule {
  return typeof value === 'object' && value !== null && (value as { __remoteFallback?: unknown }).__remoteFallback === true;
}
