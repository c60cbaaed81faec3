// `npm run test:chaos`: the fault runs (chaos/) against the built shop as real processes. They start their own
// FerretDB and RabbitMQ node, so breaking those never touches a developer's `npm start` or the main tests.
// Builds first unless every app is already built (CI's `npm test` has just built them).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { discoverApps } from './lib/apps.mjs';
import { root } from './lib/paths.mjs';
import { runOnShopNode } from './lib/node-runtime.mjs';

runOnShopNode(); // on an older Node, the rest runs in a child on the shop's Node (docs/decisions/016)

const run = (command, args) => {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
};

const unbuilt = discoverApps().filter((app) => !fs.existsSync(path.join(app.dir, 'dist')));
if (unbuilt.length > 0 && run('npm', ['run', 'build']) !== 0) process.exit(1);
process.exit(run('npx', ['jest', '--forceExit', '-c', 'chaos/jest.config.js', ...process.argv.slice(2)]));
