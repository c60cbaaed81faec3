import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { appUrl } from '../../support/browser';

// Issue 29 item 3 (decision 020): the storefront team redeploys its render build alone and the gateway serves
// the new output with no restart; while the render server is away, the gateway serves the bare shell.
// A gateway and a render server of their own (ports 18090 and 13012) in front of the e2e stack's services.

const root = path.resolve(__dirname, '../../..');
const e2eDir = path.join(root, '.data', 'e2e');
const RENDER_PORT = 13012;
const GATEWAY_PORT = 18090;
const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
const renderUrl = `http://127.0.0.1:${RENDER_PORT}`;

/** A deployment of the render build: a copy of mf-storefront/first-paint/dist (code and catalogues), under the repository for its node_modules. */
function deployRenderBuild(name: string, change?: (file: string, text: string) => string): string {
  const dir = path.join(e2eDir, `render-${name}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'mf-storefront', 'first-paint', 'dist'), path.join(dir, 'dist'), {
    recursive: true,
  });
  if (change) {
    for (const file of fs.readdirSync(path.join(dir, 'dist'), { recursive: true }).map(String)) {
      if (!file.endsWith('.js') && !file.endsWith('.json')) continue;
      const full = path.join(dir, 'dist', file);
      fs.writeFileSync(full, change(file, fs.readFileSync(full, 'utf8')));
    }
  }
  return dir;
}

const children: ChildProcess[] = [];
function start(dir: string, entry: string, env: Record<string, string>): ChildProcess {
  const log = fs.openSync(path.join(e2eDir, 'logs', `redeploy-${path.basename(dir)}.log`), 'a');
  const child = spawn(process.execPath, [entry], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      OTEL_SDK_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  children.push(child);
  return child;
}

function startRender(dir: string): ChildProcess {
  return start(dir, 'dist/server.js', {
    PORT: String(RENDER_PORT),
    CATALOG_URL: appUrl(4002),
    CONTENT_URL: appUrl(4006),
    SHOP_PUBLIC_ORIGIN: `http://localhost:${GATEWAY_PORT}`,
    CACHE_TTL_MS: '1000',
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const ready = (url: string) => until(async () => (await fetch(`${url}/readyz`)).ok, `${url}/readyz`);
const home = async () => (await fetch(`${gatewayUrl}/`, { headers: { accept: 'text/html' } })).text();

describe('the storefront redeploys its server render alone', () => {
  let gateway: ChildProcess;

  beforeAll(async () => {
    startRender(deployRenderBuild('v1'));
    gateway = start(path.join(root, 'gateway'), 'dist/server.js', {
      PORT: String(GATEWAY_PORT),
      METRICS_PORT: '0',
      IDENTITY_URL: appUrl(4001),
      JWKS_URL: `${appUrl(4001)}/api/auth/.well-known/jwks.json`,
      CATALOG_URL: appUrl(4002),
      CART_URL: appUrl(4003),
      ORDER_URL: appUrl(4004),
      PROMO_URL: appUrl(4005),
      CONTENT_URL: appUrl(4006),
      AUDIT_URL: appUrl(4007),
      ANALYTICS_URL: appUrl(4009),
      AMQP_URL: process.env.E2E_AMQP_URL ?? '',
      SHELL_DIST_DIR: path.join(e2eDir, 'shell-dist'),
      STOREFRONT_RENDER_URL: renderUrl,
    });
    await Promise.all([ready(renderUrl), ready(gatewayUrl)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map(stop));
  });

  it('when a new render build with another hero text is deployed, then the same gateway serves it; while none runs, the bare shell', async () => {
    await until(async () => (await home()).includes('>Shop Now</a>'), "the first build's hero");
    await stop(children[0]!);

    const started = Date.now();
    const bare = await fetch(`${gatewayUrl}/our-collection`, { headers: { accept: 'text/html' } });
    expect(bare.status).toBe(200);
    const bareHtml = await bare.text();
    expect(bareHtml).toMatch(/<div id=("?)root\1><\/div>/);
    expect(bareHtml).not.toContain('og:title');
    expect(Date.now() - started).toBeLessThan(3000);

    // the hero's words come from the render build's English catalogue (decision 024)
    const v2 = deployRenderBuild('v2', (file, text) =>
      file === path.join('i18n', 'en.json') ? text.replace('"Shop Now"', '"Shop the Eid Edit"') : text,
    );
    startRender(v2);
    await ready(renderUrl);
    await until(
      async () => (await home()).includes('>Shop the Eid Edit</a>'),
      "the second build's hero",
      20_000,
    );
    expect(await home()).not.toContain('>Shop Now</a>');
    expect(gateway.exitCode).toBeNull();
    expect(gateway.signalCode).toBeNull();
  }, 120_000);
});
