import path from 'node:path';
import { callModule } from './support/module-call';
import { apps, repoRoot } from './support/repo';

// The deployment files' tests read the hand-written list in support/repo.ts; `npm start` finds its apps from the
// `shop` blocks of the workspaces' package.json (infra/scripts/lib/apps.mjs). The storefront's render server ran
// under `npm start` for a day before docker-compose.yml and Kubernetes had it: a new app now fails here first.
describe('the deployable apps', () => {
  it('when npm start finds an app in a package.json, then the deployment tests list it with the same kind and port', async () => {
    const started = (await callModule('infra/scripts/lib/apps.mjs', 'lib.discoverApps()')) as Array<{
      dir: string;
      pkg: string;
      kind: string;
      port: number;
    }>;
    expect(started.length).toBeGreaterThan(0);
    // One way only: the list may name an app whose team has not committed its package.json yet.
    for (const app of started) {
      const dir = path.relative(repoRoot, app.dir);
      const listed = apps.find((candidate) => candidate.dir === dir);
      expect({ dir, workspace: listed?.workspace, kind: listed?.kind, port: listed?.port }).toEqual({
        dir,
        workspace: app.pkg,
        kind: app.kind,
        port: app.port,
      });
    }
  });

  it('when the apps are deployed side by side, then no two share a name or, but for the shell the gateway serves, a port', () => {
    expect(new Set(apps.map((app) => app.name)).size).toBe(apps.length);
    // The shell is served by the gateway on its port under npm start; in containers each listens on its own.
    const ports = apps.filter((app) => app.kind !== 'shell').map((app) => app.port);
    expect(new Set(ports).size).toBe(ports.length);
  });
});
