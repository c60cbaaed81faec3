import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteFallbackModule } from './fallback-module';

/**
 * Module Federation runtime plugin: when a remote module cannot be loaded (remote down, manifest 404, entry
 * script error), answer a fallback module instead of an unhandled rejection. The slot that asked for it shows
 * its fallback with a Retry button; the rest of the page keeps working.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Only the final stage answers a module; earlier stages re-throw so the runtime reaches onLoad.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] ${id} failed to load`, error);
      return remoteFallbackModule(id, error);
    },
  };
}
