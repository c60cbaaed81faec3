// `npm test`: builds the workspaces, then every workspace's unit and component tests (Jest, against the real
// MongoDB-compatible server and RabbitMQ, which it starts when they do not answer), then the browser tests against
// the whole built stack.
// Extra arguments go to Jest (e.g. `npm test -- services/catalog`); `--no-e2e` skips the browser tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureMongo } from './lib/mongo.mjs';
import { ensureRabbit } from './lib/rabbit.mjs';
import { root } from './lib/paths.mjs';
import { runOnShopNode } from './lib/node-runtime.mjs';

runOnShopNode(); // on an older Node, the rest runs in a child on the shop's Node (docs/decisions/016)

const args = process.argv.slice(2);
const skipE2e = args.includes('--no-e2e') || args.some((arg) => !arg.startsWith('-'));
const jestArgs = args.filter((arg) => arg !== '--no-e2e');

await ensureMongo();
await ensureRabbit();

const run = (command, commandArgs) => {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
};

const e2eTests = path.join(root, 'e2e', 'tests');
const hasE2e =
  fs.existsSync(e2eTests) &&
  fs.readdirSync(e2eTests, { recursive: true }).some((f) => String(f).endsWith('.e2e.test.ts'));
const withE2e = !skipE2e && hasE2e;

// The build comes first (Turborepo: in dependency order, unchanged workspaces from its cache, decision 022), so
// every test finds the workspaces built whatever ran before; the browser tests need all of it.
const built = withE2e ? run('npm', ['run', 'build']) : 0;
// --forceExit: a driver or broker socket that some test file leaves open must not keep CI waiting forever
// after every test has finished (Jest otherwise waits for it).
let status = run('npx', ['jest', '--forceExit', ...jestArgs]) || built;
if (withE2e && built === 0)
  status = run('npx', ['jest', '--forceExit', '-c', 'e2e/jest.config.js']) || status;
process.exit(status);
