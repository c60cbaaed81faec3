// Where each remote's federation manifest lives, from the environment. The shell reads this list at run time
// (GET /remotes.json), so pointing a remote at a new deployment never needs a shell rebuild.
export const REMOTE_ENV = {
  storefront: ['MF_STOREFRONT_URL', 'http://localhost:3001/mf-manifest.json'],
  checkout: ['MF_CHECKOUT_URL', 'http://localhost:3002/mf-manifest.json'],
  admin: ['MF_ADMIN_URL', 'http://localhost:3003/mf-manifest.json'],
};

/** @returns {Record<string, string>} remote name -> mf-manifest.json URL */
export function remotesFromEnv(env) {
  return Object.fromEntries(Object.entries(REMOTE_ENV).map(([name, [variable, fallback]]) => [name, env[variable] || fallback]));
}
