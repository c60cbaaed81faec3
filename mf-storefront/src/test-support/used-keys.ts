/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';

/*
 * Which catalogue keys a page's code asks for, read from its sources: every `t('…')`, `t.plural('…')` and
 * `t?.('…')` in the files an exposed module reaches through relative imports. A key built at run time
 * (`t(`why.${key}.title`)`) counts as its fixed start ('why.'), whose whole group the page must then carry.
 */

const KEY_CALL = /\bt(?:\.plural|\?\.)?\(\s*['`]([\w.]*)(\$\{)?/g;
const RELATIVE_IMPORT = /(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveSource(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((extension) => base + extension).find((file) => fs.existsSync(file));
}

/** The source files `entry` reaches through relative imports (stylesheets and catalogues left out), itself included. */
export function sourcesReachableFrom(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const resolved = resolveSource(file, specifier!);
      if (resolved) queue.push(resolved);
    }
  }
  return [...seen].sort();
}

export interface UsedKeys {
  /** Whole keys: 'product.soldOut'. */
  keys: string[];
  /** Fixed starts of keys built at run time: 'why.'. */
  prefixes: string[];
}

export function keysUsedBy(files: readonly string[]): UsedKeys {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of files) {
    for (const [, key, dynamic] of fs.readFileSync(file, 'utf8').matchAll(KEY_CALL)) {
      (dynamic ? prefixes : keys).add(key!);
    }
  }
  return { keys: [...keys].sort(), prefixes: [...prefixes].sort() };
}
