import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { setupTelemetry } from '@shop/service-kit';
import { startEchoUpstream, type EchoUpstream } from './support/echo-upstream';
import { call, startStack, type Stack } from './support/stack';

const exporter = new InMemorySpanExporter();
setupTelemetry({ serviceName: 'gateway', exporter, disabled: false });

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const BROWSER_SPAN_ID = 'b7ad6b7169203331';

describe('tracing through the gateway', () => {
  let echo: EchoUpstream;
  let stack: Stack;

  beforeAll(async () => {
    echo = await startEchoUpstream();
    stack = await startStack({ gatewayEnv: { CATALOG_URL: echo.url, OTEL_SDK_DISABLED: 'false' } });
  });

  afterAll(async () => {
    await stack.close();
    await echo.close();
  });

  it("when a browser's traced read is forwarded, then the gateway's span sits between the browser and the service", async () => {
    const res = await call(stack.gatewayUrl, 'GET', '/api/products?page=2', {
      headers: { traceparent: `00-${TRACE_ID}-${BROWSER_SPAN_ID}-01` },
    });
    expect(res.status).toBe(200);

    const spans = exporter.getFinishedSpans().filter((one) => one.spanContext().traceId === TRACE_ID);
    const server = spans.find((one) => one.kind === SpanKind.SERVER);
    expect(server?.name).toBe('GET /api/products');
    expect(server!.parentSpanContext?.spanId).toBe(BROWSER_SPAN_ID);
    // the forwarded call is undici's client span, a child of the gateway's; the service continues from it
    const client = spans.find((one) => one.kind === SpanKind.CLIENT);
    expect(client!.parentSpanContext?.spanId).toBe(server!.spanContext().spanId);
    const forwarded: string = res.json().headers.traceparent;
    expect(forwarded).toBe(`00-${TRACE_ID}-${client!.spanContext().spanId}-01`);
  });
});
