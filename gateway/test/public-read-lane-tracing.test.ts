import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { setupTelemetry } from '@shop/service-kit';
import { startEchoUpstream, type EchoUpstream } from './support/echo-upstream';
import { startTestGateway, type TestGateway } from './support/lane-pair';
import { call } from './support/stack';

const exporter = new InMemorySpanExporter();
setupTelemetry({ serviceName: 'gateway', exporter, disabled: false });

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const BROWSER_SPAN_ID = 'b7ad6b7169203331';

describe('tracing on the public read lane', () => {
  let echo: EchoUpstream;
  let lane: TestGateway;

  beforeAll(async () => {
    echo = await startEchoUpstream();
    lane = await startTestGateway(echo.url, { OTEL_SDK_DISABLED: 'false' });
  });

  afterAll(async () => {
    await lane.close();
    await echo.close();
  });

  it("when a browser's traced read takes the lane, then the gateway's span sits between the browser and the service", async () => {
    const seenBefore = lane.fastifyRequests();
    const res = await call(lane.url, 'GET', '/api/products?page=2', {
      headers: { traceparent: `00-${TRACE_ID}-${BROWSER_SPAN_ID}-01` },
    });
    expect(res.status).toBe(200);
    expect(lane.fastifyRequests()).toBe(seenBefore);

    const span = exporter.getFinishedSpans().find((one) => one.name === 'GET /api/products');
    expect(span).toBeDefined();
    expect(span!.spanContext().traceId).toBe(TRACE_ID);
    expect(span!.parentSpanContext?.spanId).toBe(BROWSER_SPAN_ID);
    expect(span!.attributes).toMatchObject({
      'http.request.method': 'GET',
      'url.path': '/api/products',
      'http.response.status_code': 200,
    });
    const forwarded: string = res.json().headers.traceparent;
    expect(forwarded).toBe(`00-${TRACE_ID}-${span!.spanContext().spanId}-01`);
  });
});
