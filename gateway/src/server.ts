import { runServer, setupTelemetry } from '@shop/service-kit';
import { buildGatewayApp } from './app';
import { loadGatewayEnv } from './env';

async function main(): Promise<void> {
  const env = loadGatewayEnv();
  setupTelemetry({ serviceName: 'gateway', otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT });
  const app = await buildGatewayApp(env);
  await runServer(app, { port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
