/// <reference types="node" />
// The shared router is tree-shaken to the exports listed in packages/frontend-build/router-exports.json
// (see shared.mjs). An export a front end imports but the list lacks would be undefined at run time in the
// browser only, so this checks every front end's sources against the list.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../../..');
const listed: string[] = JSON.parse(fs.readFileSync(path.join(root, 'packages/frontend-build/router-exports.json'), 'utf8'));
const SOURCE_DIRS = ['shell/src', 'mf-storefront/src', 'mf-checkout/src', 'mf-admin/src', 'packages'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names imported from react-router or react-router-dom (type-only names are erased by the build). */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('router exports kept by the shared tree shaking', () => {
  it('when a front end imports from the router, then every value it imports is in the kept list', () => {
    const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)));
    const missing = files.flatMap((file) =>
      routerImports(fs.readFileSync(file, 'utf8'))
        .filter((name) => !listed.includes(name))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('when the router is imported as a namespace or default, then the test cannot check it and fails', () => {
    const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)));
    const unchecked = files.filter((file) => /import\s+(\*\s+as\s+\w+|\w+)\s+from\s*'react-router(?:-dom)?'/.test(fs.readFileSync(file, 'utf8')));
    expect(unchecked).toEqual([]);
  });

  it('when an import lists a name the build does not keep, then it is reported', () => {
    expect(routerImports("import { Link, useMatches, type LinkProps } from 'react-router-dom';")).toEqual(['Link', 'useMatches']);
  });
});
