// first: the database and broker drivers are traced only when loaded after their instrumentations
import '@shop/service-kit/instrument';
import { runServer, setupTelemetry } from '@shop/service-kit';
import { buildApp } from './app';
import { loadCatalogEnv } from './env';

async function main(): Promise<void> {
  const env = loadCatalogEnv();
  // Tracing costs a context switch on every async step of every request; OTEL_SDK_DISABLED turns it off.
  if (!env.OTEL_SDK_DISABLED)
    setupTelemetry({ serviceName: 'catalog', otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT });
  const app = await buildApp(env);
  await runServer(app, { port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
