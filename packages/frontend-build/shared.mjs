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

/** @param {string} appDir the app's folder; required versions come from its package.json */
export function sharedSingletons(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([key, packageName]) => {
      const range = deps[packageName];
      if (!range) throw new Error(`${pkg.name}: add ${packageName} to dependencies (it is a shared singleton)`);
      return [key, { singleton: true, requiredVersion: range === '*' ? false : range }];
    }),
  );
}
