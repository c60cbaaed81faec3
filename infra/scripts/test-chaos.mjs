// `npm run test:chaos`: the fault runs (chaos/) against the built shop as real processes. They start their own
// FerretDB and RabbitMQ node, so breaking those never touches a developer's `npm start` or the main tests.
// Builds first: Turborepo rebuilds only what changed (seconds when nothing did), so the runs never test a stale
// dist/ (decision 022).
import { spawnSync } from 'node:child_process';
import { root } from './lib/paths.mjs';
import { runOnShopNode } from './lib/node-runtime.mjs';

runOnShopNode(); // on an older Node, the rest runs in a child on the shop's Node (docs/decisions/016)

const run = (command, args) => {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
};

if (run('npm', ['run', 'build']) !== 0) process.exit(1);
process.exit(run('npx', ['jest', '--forceExit', '-c', 'chaos/jest.config.js', ...process.argv.slice(2)]));
