import type { ServiceEnv } from '../config/env';
import { runServer } from '../server/run-server';
import { setupTelemetry } from '../telemetry/tracing';
import type { ServiceDefinition } from './declaration';

/**
 * A service's server.ts in one call: reads the env, starts tracing (unless `OTEL_SDK_DISABLED`: it costs a
 * context switch on every async step of every request), builds the app and listens until SIGTERM (graceful
 * shutdown, `runServer`). A failure to start ends the process with its reason.
 */
export function runService<Env extends ServiceEnv>(service: ServiceDefinition<Env, object, object>): void {
  const main = async () => {
    const env = service.loadEnv();
    if (env.OTEL_SDK_DISABLED !== true) {
      setupTelemetry({ serviceName: service.name, otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT });
    }
    await runServer(await service.buildApp(env), { port: env.PORT, host: env.HOST });
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
