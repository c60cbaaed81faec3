// The modules every front end shares as singletons: one React, one router (so a remote's <Link> uses the
// shell's history) and one app context (so a remote sees the shell's signed-in user). The trailing-slash
// keys share every deep import too (react/jsx-runtime, react-dom/client).
import fs from 'node:fs';
import path from 'node:path';

const SINGLETONS = {
  react: 'react',
  'react/': 'react',
  'react-dom': 'react-dom',
  'react-dom/': 'react-dom',
  'react-router': 'react-router',
  'react-router-dom': 'react-router-dom',
  '@shop/app-context': '@shop/app-context',
};

// A shared module is otherwise built whole (react-router: ~61 KB gzipped, most of it data routers and SSR we
// never use). Module Federation's tree shaking keeps only the exports listed here; every front end keeps the
// same list, so whichever copy of the singleton loads first serves all of them. A router export missing from
// the list would be undefined at run time: shell/src/federation/router-exports.test.ts fails first.
const TREE_SHAKEN = new Set(['react-router', 'react-router-dom']);
const ROUTER_EXPORTS = JSON.parse(fs.readFileSync(new URL('./router-exports.json', import.meta.url), 'utf8'));

/** @param {string} appDir the app's folder; required versions come from its package.json */
export function sharedSingletons(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([key, packageName]) => {
      const range = deps[packageName];
      if (!range) throw new Error(`${pkg.name}: add ${packageName} to dependencies (it is a shared singleton)`);
      const config = { singleton: true, requiredVersion: range === '*' ? false : range };
      return [key, TREE_SHAKEN.has(key) ? { ...config, treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } } : config];
    }),
  );
}
