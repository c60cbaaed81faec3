// How many copies of each service the local stack runs: `npm start -- --replicas order=2,promo=2` or
// SHOP_REPLICAS=order=2,promo=2. Copy k (k >= 1) of an app listens on its port + k*100 (order: 4004, 4104, 4204...;
// clear of the ports of docs/architecture.md, 3001-3003, 4001-4009 and 8080, for up to 9 copies) and logs to
// <name>-<k>.log; copy 0 is the app as usual. The gateway is given every copy's URL, comma-separated, and
// balances across them.

export const REPLICA_PORT_STEP = 100;
export const MAX_REPLICAS = 9;

/** `order=2,promo=2` → { order: 2, promo: 2 }; empty or absent → {}. */
export function parseReplicas(text) {
  const counts = {};
  for (const entry of (text ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([a-z][a-z0-9-]*)=(\d+)$/.exec(entry);
    const count = match ? Number(match[2]) : NaN;
    if (!match || count < 1 || count > MAX_REPLICAS) {
      throw new Error(`Cannot read replicas "${entry}": expected name=count with count 1..${MAX_REPLICAS}, e.g. order=2`);
    }
    counts[match[1]] = count;
  }
  return counts;
}

/** The replica counts asked for on the command line (`--replicas x=2` or `--replicas=x=2`), else in SHOP_REPLICAS. */
export function replicasFromArgs(argv = process.argv, env = process.env) {
  const index = argv.findIndex((arg) => arg === '--replicas' || arg.startsWith('--replicas='));
  if (index === -1) return parseReplicas(env.SHOP_REPLICAS);
  const arg = argv[index];
  return parseReplicas(arg === '--replicas' ? argv[index + 1] : arg.slice('--replicas='.length));
}

/** The port of copy `replica` of an app whose first copy listens on `port`. */
export function replicaPort(port, replica) {
  return port + replica * REPLICA_PORT_STEP;
}
