import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { appUrl } from '../../support/browser';
import { eventually } from '../checkout/checkout-support';

const root = path.resolve(__dirname, '../../..');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

/** The gateway's server spans of a trace, as the collector holds them. */
async function gatewaySpans(traceId: string): Promise<string[]> {
  const spans = (await (await fetch(`${process.env.E2E_TRACES_URL}/spans`)).json()) as Array<{
    traceId: string;
    service: string;
    kind: string;
    name: string;
  }>;
  return spans
    .filter((span) => span.traceId === traceId && span.service === 'gateway' && span.kind === 'SERVER')
    .map((span) => span.name);
}

describe('an app that stops', () => {
  let gateway: ChildProcess | undefined;
  afterAll(() => void gateway?.kill('SIGKILL'));

  it('when a gateway is stopped, then the spans of its last request still reach the collector', async () => {
    const port = await freePort();
    // a second gateway in front of the stack's content service; its batch would wait a minute before sending
    gateway = spawn(process.execPath, [path.join(root, 'gateway', 'dist', 'server.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        METRICS_PORT: '0',
        LOG_LEVEL: 'warn',
        AMQP_URL: process.env.E2E_AMQP_URL,
        CONTENT_URL: appUrl(4006),
        OTEL_EXPORTER_OTLP_ENDPOINT: process.env.E2E_TRACES_URL,
        OTEL_BSP_SCHEDULE_DELAY: '60000',
        TOKEN_VERSIONS_QUEUE: `gateway.token-versions.stopping-${randomBytes(4).toString('hex')}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const url = `http://127.0.0.1:${port}`;
    // a cold gateway on a busy CI machine takes longer than the 10 s the other checks allow
    await eventually(async () => expect((await fetch(`${url}/readyz`)).status).toBe(200), 45_000);

    const traceId = randomBytes(16).toString('hex');
    const traceparent = `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
    expect((await fetch(`${url}/api/faqs/visible`, { headers: { traceparent } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the stack's apps send theirs within 200 ms
    expect(await gatewaySpans(traceId)).toEqual([]);

    const exited = once(gateway, 'exit');
    gateway.kill('SIGTERM');
    expect((await exited)[0]).toBe(0);
    expect(await gatewaySpans(traceId)).toEqual([expect.stringMatching(/^GET /)]);
  });
});
