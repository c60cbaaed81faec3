import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testing } from '@shop/service-kit';
import { serveMetrics } from '../src/metrics/metrics-listener';
import { startEchoUpstream, type EchoUpstream } from './support/echo-upstream';
import { startStack, type Stack } from './support/stack';

const { metricSample } = testing;

/** Catalog is the echoing stand-in; content points at a closed port. */
describe("the gateway's metrics", () => {
  let stack: Stack;
  let echo: EchoUpstream;
  let metricsServer: Server;
  let metricsUrl: string;

  beforeAll(async () => {
    echo = await startEchoUpstream();
    stack = await startStack({ gatewayEnv: { CATALOG_URL: echo.url } });
    metricsServer = await serveMetrics(stack.gateway, { port: 0, host: '127.0.0.1' });
    metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
    await stack.close();
    await echo.close();
  });

  it('when requests went to a live and a dead service, then the metrics port shows answers, failures and latency', async () => {
    expect((await fetch(`${stack.gatewayUrl}/api/products/p1?x=1`)).status).toBe(200);
    expect((await fetch(`${stack.gatewayUrl}/api/products/p2`)).status).toBe(200);
    expect((await fetch(`${stack.gatewayUrl}/api/config`)).status).toBe(503);

    const res = await fetch(`${metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await res.text();
    expect(
      metricSample(text, 'gateway_upstream_requests_total', { upstream: 'catalog', status_code: '200' }),
    ).toBe(2);
    expect(
      metricSample(text, 'gateway_upstream_failures_total', { upstream: 'content', status_code: '503' }),
    ).toBe(1);
    expect(metricSample(text, 'gateway_upstream_failures_total', { upstream: 'catalog' })).toBeUndefined();
    expect(metricSample(text, 'gateway_upstream_duration_seconds_count', { upstream: 'catalog' })).toBe(2);
    const route = { method: 'GET', route: '/api/products/:id', status_code: '200' };
    expect(metricSample(text, 'http_requests_total', route)).toBe(2);
    expect(metricSample(text, 'http_server_errors_total', { route: '/api/config', status_code: '503' })).toBe(
      1,
    );
    expect(text).not.toContain('/api/products/p1');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('when /metrics is asked of the public port, then it is not there', async () => {
    const res = await fetch(`${stack.gatewayUrl}/metrics`, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('http_requests_total');
  });

  it('when the metrics port is asked for anything else, then it answers 404', async () => {
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
