import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Evaluates `expression` against the ES module at `modulePath` (from the repository's root; bound as `lib`) in a
 * child Node, as the scripts run it: Jest cannot load infra/scripts' ES modules. Returns the value as JSON gives it
 * back (undefined as null).
 */
export async function callModule(modulePath: string, expression: string): Promise<unknown> {
  const file = path.resolve(__dirname, '../../..', modulePath);
  const script = `import * as lib from ${JSON.stringify(file)};
    console.log(JSON.stringify((await (${expression})) ?? null));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { timeout: 60_000 });
  return JSON.parse(stdout);
}
