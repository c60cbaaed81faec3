import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `stock: 'catalog.stock',` in the `QUEUES` of a service's `src/events/consumers/queues.ts` */
const QUEUES_ENTRY = /^\s*\w+:\s*'([a-z]+\.[a-z0-9-]+)',?$/gm;

/**
 * The durable consumer queues of the platform, read from the one file where each service names its queues,
 * so the list follows the code. Per-process queues (token-version feeds) are not there: they have no dead
 * letters and nothing to replay.
 * @param {string} root
 * @returns {string[]}
 */
export function knownQueues(root = repoRoot) {
  const queues = new Set();
  const services = path.join(root, 'services');
  const names = fs.existsSync(services) ? fs.readdirSync(services) : [];
  for (const name of names) {
    const file = path.join(services, name, 'src', 'events', 'consumers', 'queues.ts');
    if (!fs.existsSync(file)) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(QUEUES_ENTRY)) queues.add(match[1]);
  }
  return [...queues].sort();
}
