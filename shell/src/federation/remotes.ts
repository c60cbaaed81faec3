import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { matchStorefrontRoute, type StorefrontPage } from '@shop/contracts/storefront-routes';
import { parseRemotesManifest, type RemotesManifest } from './remotes-manifest';
import { isRemoteFallback } from './fallback-module';
import type { RemoteComponent } from './remote-modules';

let manifest: Promise<RemotesManifest> | undefined;
/** Components already loaded, by `remote/module`: a slot mounts them at once instead of suspending. */
const loadedComponents = new Map<string, RemoteComponent>();

export function loadedRemoteComponent(remote: string, module: string): RemoteComponent | undefined {
  return loadedComponents.get(`${remote}/${module}`);
}

/** Reads /remotes.json once (again after a failure) and registers every remote it lists. */
function registeredRemotes(): Promise<RemotesManifest> {
  // No cache option: the server already answers no-store, and an option here would not match index.html's preload.
  manifest ??= fetch('/remotes.json')
    .then((response) => {
      if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((json) => {
      const remotes = parseRemotesManifest(json);
      registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
      return remotes;
    })
    .catch((error: unknown) => {
      manifest = undefined;
      throw error;
    });
  return manifest;
}

/** The storefront page a first load of this path shows, from the route list (and the render server may have painted it, decision 020). */
function firstPageModule(pathname: string): string | undefined {
  const page = matchStorefrontRoute(pathname)?.route.page;
  return page ? FIRST_PAGE_MODULES[page] : undefined;
}

const FIRST_PAGE_MODULES: Partial<Record<StorefrontPage, string>> = {
  home: 'HomePage',
  product: 'ProductPage',
  catalog: 'CatalogPage',
};

/**
 * Called by the entry before React's own chunks arrive: reads /remotes.json at once and, on `/`, a product or
 * the catalogue, starts fetching the storefront's manifest, entry and that page's chunks, which would otherwise
 * wait for React to download, run and render the slot (a chain of round trips that dominates a cold load on a slow mobile link).
 */
export function startLoadingRemotes(pathname: string): void {
  registeredRemotes()
    .then((remotes) => {
      const page = firstPageModule(pathname);
      if (page && remotes.storefront) return preloadRemote([{ nameOrAlias: 'storefront', exposes: [`./${page}`] }]);
      return undefined;
    })
    // A failure here is only a lost head start: the slot loads (and reports) it again when it renders.
    .catch(() => undefined);
}

export class RemoteLoadError extends Error {
  constructor(readonly remote: string, readonly module: string, cause?: unknown) {
    super(`Remote module ${remote}/${module} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/**
 * Loads one exposed component. A load failure (server down, manifest 404, bad script) reaches us as the
 * fallback module of the runtime plugin; it is turned into a RemoteLoadError for the slot's error boundary.
 */
export async function loadRemoteComponent(remote: string, module: string): Promise<{ default: RemoteComponent }> {
  const remotes = await registeredRemotes();
  if (!remotes[remote]) throw new RemoteLoadError(remote, module, new Error(`${remote} is not listed in /remotes.json`));
  const loaded = await loadRemote<{ default: RemoteComponent; ready?: () => Promise<void> }>(`${remote}/${module}`);
  if (!loaded || isRemoteFallback(loaded) || typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
    throw new RemoteLoadError(remote, module, isRemoteFallback(loaded) ? loaded.error : undefined);
  }
  // The remote's messages for the page's language (decision 024): loaded before the slot mounts, so a page the
  // server painted is replaced by the same page in the same language, with no loading state in between.
  if (typeof loaded.ready === 'function') {
    await loaded.ready().catch((error: unknown) => console.error(`${remote} messages`, error));
  }
  loadedComponents.set(`${remote}/${module}`, loaded.default);
  return loaded;
}

/**
 * Forgets everything the runtime cached about a remote that failed (manifest, entry script, module cache),
 * so that the next load really fetches it again: this is what the slot's Retry button calls.
 */
export async function forgetRemote(remote: string): Promise<void> {
  const remotes = await registeredRemotes().catch(() => undefined);
  for (const key of loadedComponents.keys()) if (key.startsWith(`${remote}/`)) loadedComponents.delete(key);
  const entry = remotes?.[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
