// first: the HTTP client is traced only when loaded after its instrumentation
import '@shop/service-kit/instrument';
import { runServer, setupTelemetry } from '@shop/service-kit';
import { buildRenderApp } from './app';
import { loadRenderEnv } from './env';

async function main(): Promise<void> {
  const env = loadRenderEnv();
  setupTelemetry({ serviceName: 'storefront-render', otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT });
  await runServer(buildRenderApp(env), { port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
