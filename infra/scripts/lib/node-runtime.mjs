// The shop runs on Node 24 LTS (docs/decisions/016). On a machine whose `node` is older, Node 24 comes from the
// npm registry (the official binaries, as the `node-<platform>-<arch>` package) into the machine's cache, once.
// Written for any Node from 18 on, since it is what replaces an old one.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './paths.mjs';

const wanted = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim(); // a major version, e.g. "24"
const major = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

function installedVersion(nodeBinary) {
  try {
    return execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/**
 * The folder of a Node of the shop's major version when this process runs an older one (fetched on first use),
 * or undefined when this Node will do. Progress goes to stderr.
 */
export function shopNodeBinDir() {
  if (major(process.version) >= major(wanted)) return undefined;
  const binaryPackage = `node-${process.platform}-${process.arch}`;
  const home = path.join(
    process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'),
    'cosmetics-shop',
    `node-${wanted}`,
  );
  const binDir = path.join(home, 'node_modules', binaryPackage, 'bin');
  const nodeBinary = path.join(binDir, 'node');
  if (major(installedVersion(nodeBinary) ?? '0') === major(wanted)) return binDir;
  console.error(
    `Node ${process.version} is older than the shop's Node ${wanted}: fetching ${binaryPackage}@${wanted}`,
  );
  fs.mkdirSync(home, { recursive: true });
  // the package is the binary itself, with no install script to allow
  execFileSync(
    'npm',
    ['install', '--prefix', home, '--no-save', '--no-audit', '--no-fund', `${binaryPackage}@${wanted}`],
    { stdio: ['ignore', process.stderr, 'inherit'] },
  );
  const version = installedVersion(nodeBinary);
  if (major(version ?? '0') !== major(wanted))
    throw new Error(`${nodeBinary} did not install (got ${version})`);
  console.error(`Node ${version} is in ${binDir}`);
  return binDir;
}

/**
 * Runs this script again on the shop's Node when the current one is older (everything it starts inherits it:
 * `process.execPath`, and `node`, `npm` and `npx` through PATH), and exits with its status; otherwise returns.
 */
export function runOnShopNode() {
  const startedAt = Date.now();
  const binDir = shopNodeBinDir();
  if (!binDir) return;
  // the child's progress lines count from when the command was typed, and name the time the fetch took
  const clock = { SHOP_STARTED_AT: String(startedAt), SHOP_RUNTIME_MS: String(Date.now() - startedAt) };
  const result = spawnSync(path.join(binDir, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...clock, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  process.exit(result.status ?? 1);
}
