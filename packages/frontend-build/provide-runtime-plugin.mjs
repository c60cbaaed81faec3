// Runtime plugin of the shell (the host): puts its federation runtime on the global the remotes' bundles read
// (they are built with experiments.externalRuntime, see index.mjs), so a page carries one runtime, not one per
// remote. Module Federation's own provideExternalRuntime does this too, but through a CommonJS copy of the
// runtime that doubles the shell's main.js (27 -> 50 KB gzipped); importing it here reuses the copy the shell
// already bundles.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideFederationRuntime() {
  return {
    name: 'shop-provide-federation-runtime',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
