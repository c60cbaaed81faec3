import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { callModule } from './support/module-call';
import { readRepoFile, repoRoot } from './support/repo';

// A fresh clone once failed `npm start` because npm built mf-storefront before @shop/storefront-first-paint, which
// it imports (decision 022). The build now runs through Turborepo's task graph; these tests derive what that graph
// must hold from the package.json files, so a new workspace or dependency is covered without editing them.
const run = promisify(execFile);

interface Workspace {
  name: string;
  scripts: Record<string, string>;
  /** the other workspaces it names in dependencies, devDependencies or peerDependencies */
  dependsOn: string[];
}

function workspaces(): Workspace[] {
  const patterns = (JSON.parse(readRepoFile('package.json')) as { workspaces: string[] }).workspaces;
  const dirs = patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(repoRoot, pattern.slice(0, -2)))
          .map((entry) => path.join(pattern.slice(0, -2), entry))
      : [pattern],
  );
  const manifests = dirs
    .filter((dir) => fs.existsSync(path.join(repoRoot, dir, 'package.json')))
    .map(
      (dir) =>
        JSON.parse(readRepoFile(path.join(dir, 'package.json'))) as Record<string, Record<string, string>>,
    );
  const names = new Set(manifests.map((manifest) => manifest.name as unknown as string));
  return manifests.map((manifest) => ({
    name: manifest.name as unknown as string,
    scripts: manifest.scripts ?? {},
    dependsOn: Object.keys({
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...manifest.peerDependencies,
    }).filter((dependency) => names.has(dependency)),
  }));
}

/** Every workspace reachable from `start` through package.json dependencies. */
function reachable(start: Workspace, byName: Map<string, Workspace>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    for (const next of byName.get(name)?.dependsOn ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        visit(next);
      }
    }
  };
  visit(start.name);
  return seen;
}

/** The task graph Turborepo would run for `task`: each task id with the task ids it waits for, transitively. */
async function turboGraph(task: string): Promise<Map<string, Set<string>>> {
  const { stdout } = await run(path.join(repoRoot, 'node_modules/.bin/turbo'), ['run', task, '--dry=json'], {
    cwd: repoRoot,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    maxBuffer: 32 * 1024 * 1024,
  });
  const tasks = (JSON.parse(stdout) as { tasks: Array<{ taskId: string; dependencies: string[] }> }).tasks;
  const direct = new Map(tasks.map((entry) => [entry.taskId, entry.dependencies]));
  const closure = new Map<string, Set<string>>();
  const expand = (id: string): Set<string> => {
    const known = closure.get(id);
    if (known) return known;
    const all = new Set<string>();
    closure.set(id, all);
    for (const dependency of direct.get(id) ?? []) {
      all.add(dependency);
      expand(dependency).forEach((inner) => all.add(inner));
    }
    return all;
  };
  direct.forEach((_, id) => expand(id));
  return closure;
}

describe.each(['build', 'typecheck'])('the %s of every workspace', (task) => {
  it(`when a workspace depends on another with a ${task} script, then its ${task} waits for that one`, async () => {
    const all = workspaces();
    const byName = new Map(all.map((workspace) => [workspace.name, workspace]));
    const graph = await turboGraph(task);
    const missing: string[] = [];
    for (const workspace of all.filter((candidate) => candidate.scripts[task])) {
      const waitsFor = graph.get(`${workspace.name}#${task}`) ?? new Set<string>();
      for (const dependency of reachable(workspace, byName)) {
        if (byName.get(dependency)?.scripts[task] && !waitsFor.has(`${dependency}#${task}`)) {
          missing.push(`${workspace.name} can ${task} before ${dependency}`);
        }
      }
    }
    expect(all.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it(`when the README's commands run the ${task}, then they run it through that graph`, () => {
    const scripts = (JSON.parse(readRepoFile('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts[task]).toMatch(new RegExp(`\\bturbo run ${task}\\b`));
  });
});

describe('the start-up build progress', () => {
  it.each([
    ['@shop/catalog:build: cache miss, executing 0b1c2d3e4f', { workspace: '@shop/catalog', cached: false }],
    [
      '@shop/mf-admin:build: cache hit, replaying logs 0b1c2d3e4f',
      { workspace: '@shop/mf-admin', cached: true },
    ],
    ['@shop/catalog:build: src/app.ts(3,1): error TS2304', null],
  ])('when Turborepo prints %j, then the start-up reports %j', async (line, expected) => {
    expect(
      await callModule('infra/scripts/lib/build.mjs', `lib.progressOf(${JSON.stringify(line)})`),
    ).toEqual(expected);
  });
});
