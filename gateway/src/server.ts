// first: the database and broker drivers are traced only when loaded after their instrumentations
import '@shop/service-kit/instrument';
import { runServer, setupTelemetry } from '@shop/service-kit';
import { buildGatewayApp } from './app';
import { loadGatewayEnv } from './env';
import { serveMetrics } from './metrics/metrics-listener';

async function main(): Promise<void> {
  const env = loadGatewayEnv();
  // Tracing costs a context switch on every async step of every request; OTEL_SDK_DISABLED turns it off. Off,
  // the caller's trace context still reaches the services unchanged (the gateway just adds no span of its own).
  if (!env.OTEL_SDK_DISABLED)
    setupTelemetry({ serviceName: 'gateway', otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT });
  const app = await buildGatewayApp(env);
  // A taken metrics port must not keep the gateway from serving: the missing scrape target alerts instead.
  if (env.METRICS_PORT > 0) {
    await serveMetrics(app, { port: env.METRICS_PORT, host: env.HOST }).catch((error: unknown) =>
      app.log.error({ err: error, port: env.METRICS_PORT }, 'metrics listener could not start'),
    );
  }
  await runServer(app, { port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
