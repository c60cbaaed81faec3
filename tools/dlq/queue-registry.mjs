import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `entries: 'audit.entries',` in a service's `events/consumers/queues.ts` */
const QUEUES_ENTRY = /^\s*\w+:\s*'([a-z]+\.[a-z0-9-]+)',?$/gm;
/** `export const ORDER_PLACED_QUEUE = 'cart.order-placed';` */
const QUEUE_CONSTANT = /_QUEUE\s*=\s*'([a-z]+\.[a-z0-9-]+)'/g;
/** `queue: \`${queuePrefix}order.promo-details\`` */
const PREFIXED_QUEUE = /queue:\s*`\$\{[^}]+\}([a-z]+\.[a-z0-9-]+)`/g;
/** `const queue = (purpose: string) => \`${prefix}catalog.${purpose}\`;` then `queue('stock')` */
const QUEUE_HELPER = /const (\w+) = \((\w+)[^)]*\) =>\s*`\$\{[^}]+\}([a-z]+)\.\$\{\2\}`/g;
/** `TOKEN_VERSIONS_QUEUE: z.string().min(1).default('gateway.token-versions')` in an env schema */
const QUEUE_ENV_DEFAULT = /_QUEUE:\s*z\.[^\n]*\.default\('([a-z]+\.[a-z0-9-]+)'\)/g;

/**
 * The durable consumer queues of the platform, read from the services' and the gateway's sources, so the list
 * follows the code: every queue declared in one of the four ways the code names its queues today.
 * @param {string} root
 * @returns {string[]}
 */
export function knownQueues(root = repoRoot) {
  const queues = new Set();
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    if (path.basename(file) === 'queues.ts')
      for (const match of text.matchAll(QUEUES_ENTRY)) queues.add(match[1]);
    for (const pattern of [QUEUE_CONSTANT, PREFIXED_QUEUE, QUEUE_ENV_DEFAULT]) {
      for (const match of text.matchAll(pattern)) queues.add(match[1]);
    }
    for (const helper of text.matchAll(QUEUE_HELPER)) {
      const [, name, , service] = helper;
      for (const call of text.matchAll(new RegExp(`\\b${name}\\('([a-z0-9-]+)'\\)`, 'g'))) {
        queues.add(`${service}.${call[1]}`);
      }
    }
  }
  // Token-version feeds are per-process queues (`Subscription.perProcess`): no dead letters, nothing to replay.
  return [...queues].filter((queue) => !PER_PROCESS_QUEUES.test(queue)).sort();
}

const PER_PROCESS_QUEUES = /\.token-versions$/;

/** @param {string} root */
function sourceFiles(root) {
  const dirs = [path.join(root, 'gateway', 'src')];
  const services = path.join(root, 'services');
  if (fs.existsSync(services)) {
    for (const name of fs.readdirSync(services)) dirs.push(path.join(services, name, 'src'));
  }
  return dirs
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) =>
      /** @type {string[]} */ (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => path.join(dir, file)),
    );
}
