// The `build` of a server workspace (the services and the gateway): its src/ to dist/ as CommonJS with source
// maps, transpiled by SWC without type-checking, which `npm run typecheck` (`tsc -b`, in CI) does. Type-checking
// was nearly all of a server's build, ~9 of its ~9.5 CPU-seconds, ten times over on a first start (decision 022).
// No declaration files: nothing imports a server's types from its build (the `tsc -b` of the workspaces whose
// tests import a server writes them, as the server's own typecheck does). Run from the workspace's folder.
import fs from 'node:fs';
import path from 'node:path';
import { transformFile } from '@swc/core';

const src = path.resolve('src');
const dist = path.resolve('dist');
// As the servers' tsconfig.json: every .ts under src/ but the tests.
const files = fs
  .readdirSync(src, { recursive: true })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'));

await Promise.all(
  files.map(async (file) => {
    const target = path.join(dist, file.replace(/\.ts$/, '.js'));
    const { code, map } = await transformFile(path.join(src, file), {
      swcrc: false,
      // tsconfig.base.json's target and, for packages without "type": "module", module Node16's CommonJS
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
      sourceMaps: true,
      inlineSourcesContent: false,
      outputPath: target,
    });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
    fs.writeFileSync(`${target}.map`, map ?? '');
  }),
);
