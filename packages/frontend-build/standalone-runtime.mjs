// A remote's own page (standalone work) has no host to provide the federation runtime its bundles expect
// (they are built with experiments.externalRuntime, see index.mjs): this tiny bundle, loaded before main.js,
// provides it on the same global the shell's inject-external-runtime-core-plugin uses.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
