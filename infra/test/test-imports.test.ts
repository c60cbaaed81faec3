import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readRepoFile, repoRoot } from './support/repo';

/**
 * A test reaches another workspace only through that workspace's package (`@shop/order`, its index) or
 * `@shop/testing`, never by a relative path into its `src/`: a path into another workspace's sources ties the
 * test to that workspace's file layout, skips its public surface, and escapes the build graph (decision 033).
 */

/** Every workspace folder of the root package.json (`services/*` expanded), longest first. */
function workspaceDirs(): string[] {
  const patterns = (JSON.parse(readRepoFile('package.json')) as { workspaces: string[] }).workspaces;
  return patterns
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? fs
            .readdirSync(path.join(repoRoot, pattern.slice(0, -2)))
            .map((entry) => `${pattern.slice(0, -2)}/${entry}`)
        : [pattern],
    )
    .filter((dir) => fs.existsSync(path.join(repoRoot, dir, 'package.json')))
    .sort((a, b) => b.length - a.length);
}

/** The workspace a repository path belongs to ('' for the root). */
function workspaceOf(file: string, dirs: string[]): string {
  return dirs.find((dir) => file === dir || file.startsWith(`${dir}/`)) ?? '';
}

/** A test file, or a file only tests use (their support, the browser and attack suites). */
function isTestCode(file: string): boolean {
  return (
    /\.test\.tsx?$/.test(file) ||
    /(^|\/)(test|tests|support|test-support)\//.test(file) ||
    /^(e2e|security|system|chaos)\//.test(file)
  );
}

const IMPORT =
  /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|\bjest\.mock\s*\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

/** `file → target` for each relative import of a test file that lands in another workspace's src/. */
export function importsOfOtherSources(
  files: Array<{ file: string; text: string }>,
  dirs: string[],
): string[] {
  return files.flatMap(({ file, text }) => {
    const own = workspaceOf(file, dirs);
    return [...text.matchAll(IMPORT)].flatMap((match) => {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!));
      const other = workspaceOf(target, dirs);
      const intoSources = other !== own && target.startsWith(`${other === '' ? '' : `${other}/`}src/`);
      return intoSources ? [`${file} → ${target}`] : [];
    });
  });
}

/**
 * Known and owned elsewhere: the storefront render server's tests (a workspace inside mf-storefront) share the
 * storefront's product factory. Listed here so that the test still fails on any new import of this kind.
 */
const KNOWN = /^mf-storefront\/first-paint\/src\/.+ → mf-storefront\/src\/test-support\/build-product$/;

describe('how tests reach other workspaces', () => {
  const dirs = workspaceDirs();

  it("when any test file is read, then none imports another workspace's src/ (only its package or @shop/testing)", () => {
    const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    })
      .toString('utf8')
      .split('\0')
      .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !file.split('/').includes('node_modules'))
      .filter(isTestCode)
      .filter((file) => fs.existsSync(path.join(repoRoot, file)));
    const files = tracked.map((file) => ({ file, text: readRepoFile(file) }));
    expect(files.length).toBeGreaterThan(100);
    expect(importsOfOtherSources(files, dirs).filter((found) => !KNOWN.test(found))).toEqual([]);
  });

  it("when a test imports another workspace's sources by a relative path, then the check names it", () => {
    // the paths are written as segments, so neither this check nor the repository's own (no path climbs out of
    // it, repo-stands-alone.test.ts) reads them as this file's imports
    const importing = (what: string, ...from: string[]) => ({
      text: `import { ${what} } from ${`'${from.join('/')}'`};`,
    });
    const files = [
      {
        file: 'security/support/stack.ts',
        ...importing('buildApp', '..', '..', 'services', 'order', 'src', 'app'),
      },
      {
        file: 'services/order/test/flow/shop.ts',
        ...importing('x', '..', '..', '..', 'catalog', 'src', 'env'),
      },
      { file: 'services/order/test/own.ts', ...importing('orderService', '..', 'src', 'app') },
      { file: 'gateway/test/stack.ts', ...importing('identityService', '@shop/identity') },
    ];
    expect(importsOfOtherSources(files, dirs)).toEqual([
      'security/support/stack.ts → services/order/src/app',
      'services/order/test/flow/shop.ts → services/catalog/src/env',
    ]);
  });
});
