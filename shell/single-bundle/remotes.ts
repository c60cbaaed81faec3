// The single-bundle build's stand-in for src/federation/remotes.ts (benchmark only, see
// webpack.single-bundle.config.mjs): every remote module is imported straight from the remote's source, each
// one as its own lazy chunk, as a one-app build would split its routes. Same exports as the federated module.
import type { RemoteComponent } from '../src/federation/remote-modules';

type Loader = () => Promise<{ default: RemoteComponent }>;

const modules: Record<string, Record<string, Loader>> = {
  storefront: {
    HomePage: () => import('@remote/storefront/HomePage'),
    CatalogPage: () => import('@remote/storefront/CatalogPage'),
    ProductPage: () => import('@remote/storefront/ProductPage'),
    StoryPage: () => import('@remote/storefront/StoryPage'),
    FaqsPage: () => import('@remote/storefront/FaqsPage'),
    ReviewPage: () => import('@remote/storefront/ReviewPage'),
  },
  checkout: {
    CartBadge: () => import('@remote/checkout/CartBadge'),
    CartDrawer: () => import('@remote/checkout/CartDrawer'),
    FullCartPage: () => import('@remote/checkout/FullCartPage'),
    CheckoutPage: () => import('@remote/checkout/CheckoutPage'),
  },
  admin: {
    AdminApp: () => import('@remote/admin/AdminApp'),
  },
};

/** Components already loaded, by `remote/module`: as in the federated module, a slot mounts them at once. */
const loadedComponents = new Map<string, RemoteComponent>();

export function loadedRemoteComponent(remote: string, module: string): RemoteComponent | undefined {
  return loadedComponents.get(`${remote}/${module}`);
}

export class RemoteLoadError extends Error {
  constructor(readonly remote: string, readonly module: string, cause?: unknown) {
    super(`Remote module ${remote}/${module} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

export async function loadRemoteComponent(remote: string, module: string): Promise<{ default: RemoteComponent }> {
  const load = modules[remote]?.[module];
  if (!load) throw new RemoteLoadError(remote, module);
  const loaded = await load();
  loadedComponents.set(`${remote}/${module}`, loaded.default);
  return loaded;
}

export async function forgetRemote(): Promise<void> {}
