import fs from 'node:fs';
import path from 'node:path';
import { readRepoFile, repoRoot } from './repo';

/** One durable or per-process queue a consumer of the code declares, with the events bound to it. */
export interface ConsumerQueue {
  /** The app that consumes, e.g. `catalog` or `gateway`. */
  app: string;
  queue: string;
  events: string[];
  /** Where the queue is named, for the failure message. */
  source: string;
}

const eventsDir = 'packages/contracts/src/events';

/** `ORDER_PLACED` → `order.placed`, from `export const ORDER_PLACED = 'order.placed';` in the contracts. */
export function eventNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(repoRoot, eventsDir))) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readRepoFile(`${eventsDir}/${file}`);
    for (const match of text.matchAll(/^export const ([A-Z][A-Z0-9_]*) = '([a-z]+\.[a-z_]+)';$/gm)) {
      names.set(match[1]!, match[2]!);
    }
  }
  return names;
}

/** The events of a handler map written as `[ORDER_PLACED]: orderPlaced(deps)`. */
function handledEvents(text: string, names: Map<string, string>, source: string): string[] {
  return [...text.matchAll(/\[([A-Z][A-Z0-9_]*)\]:/g)].map((match) => {
    const name = names.get(match[1]!);
    if (!name) throw new Error(`${source}: ${match[1]} is not an event constant of ${eventsDir}`);
    return name;
  });
}

/**
 * Every service's queues from its `src/events/consumers/queues.ts` (the one place a service names them, see
 * docs/service-conventions.md): `QUEUES` entries and exported names beside them, each `queue: deps.queue(X)`
 * subscription with the handlers that follow it.
 */
function serviceQueues(names: Map<string, string>): ConsumerQueue[] {
  const found: ConsumerQueue[] = [];
  const servicesDir = path.join(repoRoot, 'services');
  for (const app of fs.readdirSync(servicesDir).sort()) {
    const source = `services/${app}/src/events/consumers/queues.ts`;
    if (!fs.existsSync(path.join(repoRoot, source))) continue;
    const text = readRepoFile(source);
    const constants = new Map<string, string>();
    const queuesBlock = /export const QUEUES = \{([^}]*)\}/.exec(text)?.[1] ?? '';
    for (const match of queuesBlock.matchAll(/(\w+):\s*'([^']+)'/g)) constants.set(`QUEUES.${match[1]}`, match[2]!);
    for (const match of text.matchAll(/^export const (\w+) = '([a-z]+\.[a-z0-9-]+)';$/gm)) {
      constants.set(match[1]!, match[2]!);
    }
    const subscriptions = text.split(/queue: deps\.queue\(/).slice(1);
    for (const subscription of subscriptions) {
      const reference = /^([\w.]+)\)/.exec(subscription)?.[1] ?? '';
      const queue = constants.get(reference);
      if (!queue) throw new Error(`${source}: cannot tell which queue deps.queue(${reference}) is`);
      found.push({ app, queue, events: handledEvents(subscription, names, source), source });
    }
  }
  return found;
}

/**
 * The token-version feeds: every service whose env spreads `serviceAuthEnvShape('<name>')` subscribes the kit's
 * token-version handlers on `TOKEN_VERSIONS_QUEUE` (default `<name>.token-versions`), and so does the gateway.
 */
function tokenVersionQueues(names: Map<string, string>): ConsumerQueue[] {
  const kitFile = 'packages/service-kit/src/events/token-version-subscription.ts';
  const events = handledEvents(readRepoFile(kitFile), names, kitFile);
  const authFile = 'packages/service-kit/src/auth/service-auth.ts';
  const suffix = /TOKEN_VERSIONS_QUEUE: .*default\(`\$\{service\}(\.[a-z-]+)`\)/.exec(readRepoFile(authFile))?.[1];
  if (!suffix) throw new Error(`${authFile}: cannot find the default TOKEN_VERSIONS_QUEUE`);
  const found: ConsumerQueue[] = [];
  for (const app of fs.readdirSync(path.join(repoRoot, 'services')).sort()) {
    const source = `services/${app}/src/env.ts`;
    if (!fs.existsSync(path.join(repoRoot, source))) continue;
    const name = /serviceAuthEnvShape\('([a-z-]+)'\)/.exec(readRepoFile(source))?.[1];
    if (name) found.push({ app, queue: `${name}${suffix}`, events, source });
  }
  const gatewayEnv = 'gateway/src/env.ts';
  const gatewayQueue = /TOKEN_VERSIONS_QUEUE: .*default\('([^']+)'\)/.exec(readRepoFile(gatewayEnv))?.[1];
  if (!gatewayQueue) throw new Error(`${gatewayEnv}: cannot find the default TOKEN_VERSIONS_QUEUE`);
  found.push({ app: 'gateway', queue: gatewayQueue, events, source: gatewayEnv });
  return found;
}

/** Every consumer queue the code declares, with the events it binds. */
export function consumerQueues(): ConsumerQueue[] {
  const names = eventNames();
  return [...serviceQueues(names), ...tokenVersionQueues(names)];
}
