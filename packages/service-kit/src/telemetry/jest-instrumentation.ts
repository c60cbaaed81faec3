import type { InstrumentationBase } from '@opentelemetry/instrumentation';
import { satisfies } from 'semver';
import { instrumentLibraries } from './instrumentations';

/**
 * Jest loads modules through its own registry, which the instrumentations' require hooks never see. This applies
 * their patches to the driver copies of the calling test file (after `setupTelemetry`), so a component test sees
 * the same MongoDB and RabbitMQ spans a running service produces.
 */
export function instrumentDriversLoadedByJest(): void {
  for (const instrumentation of instrumentLibraries() as InstrumentationBase[]) {
    for (const definition of instrumentation.getModuleDefinitions()) {
      const version = versionOf(definition.name);
      const fits = (ranges: string[]) =>
        version !== undefined && ranges.some((range) => satisfies(version, range));
      if (!fits(definition.supportedVersions)) continue;
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest's require, on purpose
      definition.patch?.(require(definition.name), version);
      for (const file of definition.files) {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest's require, on purpose
        if (fits(file.supportedVersions)) file.patch(require(file.name), version);
      }
    }
  }
}

function versionOf(name: string): string | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest's require, on purpose
    return (require(`${name}/package.json`) as { version: string }).version;
  } catch {
    return undefined; // a driver this process does not use (undici's instrumentation patches nothing)
  }
}
