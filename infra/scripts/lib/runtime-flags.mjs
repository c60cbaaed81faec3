// The one place the Node servers' runtime settings live: infra/runtime/node.env for all of them and
// infra/runtime/<app>.env for one (NODE_OPTIONS, the trace sampler). Node reads the files itself, so the images
// (which copy the folder and name the same files in their CMD), `npm start` and the benches run alike; a variable
// in the process's own environment wins over the files (docs/decisions/030).
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

export const runtimeDir = path.join(root, 'infra', 'runtime');

/**
 * Node's arguments that load the shared settings, then the app's own (later files win over earlier ones). Only
 * files that exist are named: Node would print a warning for each missing one.
 */
export function runtimeFlagArgs(appName, dir = runtimeDir) {
  return ['node.env', `${appName}.env`]
    .map((file) => path.join(dir, file))
    .filter((file) => fs.existsSync(file))
    .map((file) => `--env-file=${file}`);
}
