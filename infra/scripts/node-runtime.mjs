// Prints the folder holding a Node of the shop's major version (.nvmrc) when the `node` running this is older,
// fetching it into the machine's cache the first time; prints nothing when this Node will do.
// Usage (bash): runtime="$(node infra/scripts/node-runtime.mjs)"; [ -z "$runtime" ] || export PATH="$runtime:$PATH"
import { shopNodeBinDir } from './lib/node-runtime.mjs';

const binDir = shopNodeBinDir();
if (binDir) console.log(binDir);
