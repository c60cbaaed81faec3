// Starts the whole shop (services, gateway, remotes) as child processes and stops it again. Used by
// `npm start` and by the browser tests, which run a second stack on their own ports, database and vhost.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { discoverApps } from './apps.mjs';
import { startMailDev } from './maildev.mjs';
import { waitFor } from './net.mjs';
import { replicaPort } from './replicas.mjs';
import { runtimeFlagArgs } from './runtime-flags.mjs';
import { dataDir, root } from './paths.mjs';

const serviceUrlVars = {
  identity: 'IDENTITY_URL',
  catalog: 'CATALOG_URL',
  cart: 'CART_URL',
  order: 'ORDER_URL',
  promo: 'PROMO_URL',
  content: 'CONTENT_URL',
  audit: 'AUDIT_URL',
  analytics: 'ANALYTICS_URL',
};

/**
 * @param {object} options
 * @param {number} [options.portOffset] added to every app's port (the browser tests use 10000)
 * @param {Record<string,number>} [options.ports] an app's own port instead of its port + offset (by app name)
 * @param {string} options.mongoUrl
 * @param {string} options.amqpUrl
 * @param {string} [options.shellDistDir] the built shell to serve (remotes.json is written into it)
 * @param {string} [options.logsDir]
 * @param {Record<string,string>} [options.env] extra environment for every app
 * @param {(line: string) => void} [options.log]
 * @param {Record<string,number>} [options.replicas] copies per service (e.g. { order: 2 }); see replicas.mjs
 * MailDev runs beside the apps (SMTP on 1025 + offset, inbox on 1080 + offset) unless `options.env.SMTP_URL` names
 * another SMTP server; the notification service sends to it.
 */
export async function startStack(options) {
  const log = options.log ?? console.log;
  const offset = options.portOffset ?? 0;
  const logsDir = options.logsDir ?? path.join(dataDir, 'logs');
  fs.mkdirSync(logsDir, { recursive: true });
  const apps = discoverApps();
  const port = (app) => options.ports?.[app.name] ?? app.port + offset;
  const url = (app, replica = 0) => `http://127.0.0.1:${replicaPort(port(app), replica)}`;
  // Only services run several copies (the gateway would need a balancer in front of it, remotes a CDN).
  const copies = (app) => (app.kind === 'service' ? (options.replicas?.[app.name] ?? 1) : 1);
  const unknown = Object.keys(options.replicas ?? {}).filter((name) => !apps.some((app) => app.name === name && app.kind === 'service'));
  if (unknown.length > 0) throw new Error(`No service named ${unknown.join(', ')} to run replicas of`);
  /** Every copy's URL of each service, comma-separated (what the gateway's *_URL variables accept). */
  const serviceUrls = (app) => Array.from({ length: copies(app) }, (_, replica) => url(app, replica)).join(',');
  const gateway = apps.find((app) => app.kind === 'gateway');
  const publicOrigin = gateway ? `http://localhost:${port(gateway)}` : undefined;
  const remotes = apps.filter((app) => app.kind === 'remote');
  const shellDist = options.shellDistDir ?? path.join(root, 'shell', 'dist');
  const mail = options.env?.SMTP_URL
    ? { smtpUrl: options.env.SMTP_URL, webUrl: undefined, stop: async () => undefined }
    : await startMailDev({
        smtpPort: 1025 + offset,
        webPort: 1080 + offset,
        mailDir: path.join(logsDir, '..', `maildev-${1025 + offset}`),
        logFile: path.join(logsDir, 'maildev.log'),
        log,
      });

  const sharedEnv = {
    ...process.env,
    NODE_ENV: 'production',
    MONGO_URL: options.mongoUrl,
    AMQP_URL: options.amqpUrl,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    HOST: '127.0.0.1',
    FRONTEND_ORIGINS: [publicOrigin, `http://127.0.0.1:${gateway ? port(gateway) : 8080}`, ...remotes.map((r) => `http://localhost:${port(r)}`)]
      .filter(Boolean)
      .join(','),
    SMTP_URL: mail.smtpUrl,
    ...Object.fromEntries(
      apps.filter((app) => serviceUrlVars[app.name]).map((app) => [serviceUrlVars[app.name], url(app)]),
    ),
    ...options.env,
  };
  // Only the gateway balances across copies; a service calling another uses its copy 0 (its *_URL takes one URL;
  // in Kubernetes a Service balances those calls).
  const gatewayEnv = Object.fromEntries(
    apps
      .filter((app) => serviceUrlVars[app.name] && copies(app) > 1 && options.env?.[serviceUrlVars[app.name]] === undefined)
      .map((app) => [serviceUrlVars[app.name], serviceUrls(app)]),
  );
  // The storefront's render server: the gateway asks it for each storefront page (docs/decisions/020), and it
  // writes absolute URLs (canonical, og:image, sitemap) from the shop's public origin.
  const render = apps.find((app) => app.kind === 'render');
  const renderUrl = render && fs.existsSync(path.join(render.dir, 'dist', 'server.js')) ? url(render) : undefined;
  if (renderUrl && options.env?.STOREFRONT_RENDER_URL === undefined) gatewayEnv.STOREFRONT_RENDER_URL = renderUrl;
  const renderEnv = publicOrigin && options.env?.SHOP_PUBLIC_ORIGIN === undefined ? { SHOP_PUBLIC_ORIGIN: publicOrigin } : {};
  const identity = apps.find((app) => app.name === 'identity');
  if (identity) sharedEnv.JWKS_URL = `${url(identity)}/api/auth/.well-known/jwks.json`;

  if (fs.existsSync(path.join(shellDist, 'index.html'))) {
    const manifest = Object.fromEntries(
      remotes.map((remote) => [remote.federationName ?? remote.name.replace(/^mf-/, ''), `http://localhost:${port(remote)}/mf-manifest.json`]),
    );
    fs.writeFileSync(path.join(shellDist, 'remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    sharedEnv.SHELL_DIST_DIR = shellDist;
  }

  const children = [];
  const stop = async () => {
    // a child killed by a signal has signalCode set and exitCode null: it is gone, and its 'exit' has been emitted
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      ),
    );
    await mail.stop();
  };

  /** Per app: its current child, to kill it on purpose (fault runs) and start it again. */
  const processes = {};
  // Copy k >= 1 of a service is `processes['<name>-<k>']`, on its own port and log; only copy 0 seeds demo data
  // (copies starting together on an empty database would each write it).
  const launch = (app, command, args, replica = 0) => {
    const key = replica === 0 ? app.name : `${app.name}-${replica}`;
    const out = fs.openSync(path.join(logsDir, `${key}.log`), 'a');
    // pino-roll links current.log before its file stream has made the folder (ENOENT on a fresh logs folder)
    if (app.kind !== 'remote') fs.mkdirSync(path.join(logsDir, key), { recursive: true });
    const replicaEnv = replica === 0 ? {} : { SEED_DEMO_DATA: 'false' };
    // a service's share of limits held for the whole shop (the order placement's admission, decision 031)
    const copiesEnv = app.kind === 'service' ? { SERVICE_REPLICAS: String(copies(app)) } : {};
    const child = spawn(command, args, {
      cwd: app.dir,
      env: {
        ...sharedEnv,
        ...(app.kind === 'gateway' ? gatewayEnv : {}),
        // identity's reset e-mail and notification's tracking links point at the shop's public origin too (issue 32)
        ...(app.kind === 'render' || app.name === 'identity' || app.name === 'notification' ? renderEnv : {}),
        ...replicaEnv,
        ...copiesEnv,
        // The app's JSON lines go to rolled files in a folder of its own (pino-roll, capped: docs/observability.md);
        // <key>.log keeps what else it prints (a crash's stack trace)
        ...(app.kind === 'remote' ? {} : { LOG_FILE: path.join(logsDir, key) }),
        PORT: String(replicaPort(port(app), replica)),
      },
      stdio: ['ignore', out, out],
    });
    child.once('exit', (code, signal) => {
      if (code !== 0 && signal !== 'SIGTERM') log(`! ${key} exited (${signal ?? code}); see ${path.relative(root, logsDir)}/${key}.log and ${key}/current.log`);
    });
    children.push(child);
    processes[key] = {
      child,
      url: url(app, replica),
      kill: (signal = 'SIGTERM') => processes[key].child.kill(signal),
      exited: () => waitForExit(processes[key].child),
      restart: async () => {
        const current = processes[key].child;
        if (current.exitCode === null && current.signalCode === null) {
          current.kill('SIGTERM');
          await waitForExit(current);
        }
        launch(app, command, args, replica);
        const probe = app.kind === 'remote' ? '/mf-manifest.json' : '/readyz';
        await waitFor(() => httpOk(`${url(app, replica)}${probe}`), { timeoutMs: 90_000, intervalMs: 300, what: `${key} ${probe}` });
      },
    };
  };

  try {
    for (const app of apps.filter((a) => a.kind === 'service' || a.kind === 'render' || a.kind === 'gateway')) {
      if (!fs.existsSync(path.join(app.dir, 'dist', 'server.js'))) {
        log(`- skipping ${app.name}: not built (dist/server.js missing)`);
        continue;
      }
      // the services and the gateway with the runtime settings their images run with (infra/runtime)
      const flags = app.kind === 'render' ? [] : runtimeFlagArgs(app.name);
      for (let replica = 0; replica < copies(app); replica += 1) launch(app, process.execPath, [...flags, 'dist/server.js'], replica);
    }
    for (const remote of remotes) {
      if (!fs.existsSync(path.join(remote.dir, 'dist'))) {
        log(`- skipping ${remote.name}: not built (dist/ missing)`);
        continue;
      }
      launch(remote, process.execPath, [path.join(root, 'infra/scripts/lib/static-server.mjs'), 'dist', String(port(remote))]);
    }
    await Promise.all(
      apps
        .filter((app) => app.kind !== 'shell')
        .filter((app) => fs.existsSync(path.join(app.dir, 'dist')))
        .flatMap((app) => Array.from({ length: copies(app) }, (_, replica) => ({ app, replica })))
        .map(({ app, replica }) => {
          const probe = app.kind === 'remote' ? '/mf-manifest.json' : '/readyz';
          return waitFor(() => httpOk(`${url(app, replica)}${probe}`), { timeoutMs: 90_000, intervalMs: 300, what: `${app.name} copy ${replica} ${probe}` });
        }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    stop,
    apps,
    url: gateway ? `http://localhost:${port(gateway)}` : undefined,
    /** MailDev's web inbox (its REST API lists messages at /api/email); undefined when SMTP_URL was given. */
    mailUrl: mail.webUrl,
    port,
    processes,
    replicaUrl: url,
  };
}

function waitForExit(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function httpOk(target) {
  try {
    const res = await fetch(target, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}
