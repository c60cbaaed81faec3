import { readRepoFile, repoFileExists } from './repo';
import { apps } from './repo';
import { serviceUrlEnv } from './env-contract';

/** The kit's env pieces a service spreads into its schema, with the service URLs each of them reads. */
const KIT_URL_PIECES: Record<string, string[]> = {
  serviceAuthEnvShape: ['JWKS_URL', 'IDENTITY_URL'],
  jwtEnvSchema: ['JWKS_URL'],
  tokenVersionEnvSchema: ['IDENTITY_URL'],
};

/** The `*_URL` variables an env schema file reads: its own keys and those of the kit pieces it spreads in. */
export function urlVariablesOf(envSource: string): string[] {
  const own = [...envSource.matchAll(/^\s*([A-Z][A-Z0-9_]*_URL)\s*:/gm)].map((match) => match[1]!);
  const fromKit = Object.entries(KIT_URL_PIECES).flatMap(([piece, names]) =>
    envSource.includes(piece) ? names : [],
  );
  return [...new Set([...own, ...fromKit])];
}

/** Which apps each app calls, from the service URLs its env reads (a call to itself is not an edge). */
export type ClientGraph = Record<string, string[]>;

export function clientGraph(): ClientGraph {
  const graph: ClientGraph = {};
  for (const app of apps) {
    const envFile = `${app.dir}/src/env.ts`;
    if (!repoFileExists(envFile)) continue;
    const targets = urlVariablesOf(readRepoFile(envFile)).flatMap((name) => {
      const target = serviceUrlEnv[name];
      return target && target !== app.name ? [target] : [];
    });
    graph[app.name] = [...new Set(targets)].sort();
  }
  return graph;
}

/** A cycle of calls (`a → b → a`), or null when the graph has none. */
export function findCycle(graph: ClientGraph): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'visiting') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'visiting');
    path.push(node);
    for (const next of graph[node] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of Object.keys(graph)) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}
