// Diagnosis only, never in a deployment: loaded with `node --require`, it turns every AsyncLocalStorage into one
// that holds nothing, so the async hooks behind it are never enabled. Spans are still created (the gateway's
// read lane passes its span explicitly); what a gateway run with it saves is the price of the async context alone.
// Used by `bench/gateway-variants.mjs` (see BENCHMARKS.md, "The gateway is a bare proxy plus its tracing").
const { AsyncLocalStorage } = require('node:async_hooks');

AsyncLocalStorage.prototype.run = function run(_store, callback, ...args) {
  return callback(...args);
};
AsyncLocalStorage.prototype.enterWith = function enterWith() {};
AsyncLocalStorage.prototype.getStore = function getStore() {
  return undefined;
};
