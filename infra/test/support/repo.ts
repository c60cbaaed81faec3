import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');

export const readRepoFile = (relative: string): string =>
  fs.readFileSync(path.join(repoRoot, relative), 'utf8');

export const repoFileExists = (relative: string): boolean => fs.existsSync(path.join(repoRoot, relative));

/**
 * What `"shop": { "kind" }` in an app's package.json says it is (infra/scripts/lib/apps.mjs): a `render` app is a
 * front-end team's own Node server that the gateway asks for pages (the storefront's, docs/decisions/020).
 */
export type AppKind = 'service' | 'render' | 'gateway' | 'shell' | 'remote';

export interface App {
  /** Folder from the repository root, e.g. `services/catalog`. */
  dir: string;
  /** The compose service, the Kubernetes Deployment and Service, and the image `shop/<name>`. */
  name: string;
  workspace: string;
  kind: AppKind;
  port: number;
}

/**
 * Every deployable app of docs/architecture.md with its ports, independent of whether its team has committed
 * its package.json yet: the deployment files must cover all of them.
 */
export const apps: readonly App[] = [
  ...(['identity', 'catalog', 'cart', 'order', 'promo', 'content', 'audit', 'notification', 'analytics'] as const).map(
    (name, index): App => ({
      dir: `services/${name}`,
      name,
      workspace: `@shop/${name}`,
      kind: 'service',
      port: 4001 + index,
    }),
  ),
  { dir: 'gateway', name: 'gateway', workspace: '@shop/gateway', kind: 'gateway', port: 8080 },
  { dir: 'shell', name: 'shell', workspace: '@shop/shell', kind: 'shell', port: 8080 },
  ...(['storefront', 'checkout', 'admin'] as const).map((name, index): App => ({
    dir: `mf-${name}`,
    name: `mf-${name}`,
    workspace: `@shop/mf-${name}`,
    kind: 'remote',
    port: 3001 + index,
  })),
  // The storefront team's render server (docs/decisions/020), built from its own Dockerfile.
  {
    dir: 'mf-storefront/first-paint',
    name: 'storefront-render',
    workspace: '@shop/storefront-first-paint',
    kind: 'render',
    port: 3011,
  },
];

/** The Dockerfile an app's image is built from, with its build arguments (what docker-compose.yml passes). */
export function dockerfileOf(app: App): { path: string; args: Record<string, string> } {
  if (app.kind === 'service') {
    return { path: 'infra/docker/service.Dockerfile', args: { SERVICE: app.name, PORT: String(app.port) } };
  }
  if (app.kind === 'remote') return { path: 'infra/docker/remote.Dockerfile', args: { REMOTE: app.dir } };
  return { path: `${app.dir}/Dockerfile`, args: {} };
}

/** Services with no API the gateway routes to: it does not wait for them (notification only consumes events). */
export const unroutedServices: readonly string[] = ['notification'];

/** The apps that are `node dist/server.js` from the service kit (logs, traces, metrics, /healthz and /readyz). */
export const nodeApps = apps.filter(
  (app) => app.kind === 'service' || app.kind === 'render' || app.kind === 'gateway',
);
/** Front-end teams' render servers: the gateway asks them for pages and falls back to the bare shell. */
export const renderApps = apps.filter((app) => app.kind === 'render');
export const staticApps = apps.filter((app) => app.kind === 'shell' || app.kind === 'remote');

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  shop?: { kind: AppKind; port: number };
}

/** The app's package.json when its team has written it (the deployment files come first). */
export function readPackage(dir: string): PackageJson | undefined {
  const file = path.join(repoRoot, dir, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson) : undefined;
}

/** Folders of the workspace packages an app needs at run time: its @shop dependencies, transitively. */
/** The folder of a workspace package, e.g. `packages/contracts`, as npm linked it into node_modules. */
function workspaceDirOf(name: string): string {
  return path.relative(repoRoot, fs.realpathSync(path.join(repoRoot, 'node_modules', name)));
}

export function runtimeWorkspaceDirs(dir: string): string[] {
  const found = new Set<string>();
  const visit = (packageDir: string) => {
    for (const dependency of Object.keys(readPackage(packageDir)?.dependencies ?? {})) {
      if (!dependency.startsWith('@shop/')) continue;
      const dependencyDir = workspaceDirOf(dependency);
      if (found.has(dependencyDir)) continue;
      found.add(dependencyDir);
      visit(dependencyDir);
    }
  };
  visit(dir);
  return [...found].sort();
}
