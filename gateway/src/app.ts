import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createApp,
  createTokenVerifier,
  tokenVersionSubscription,
  type TokenVerifier,
} from '@shop/service-kit';
import { createGuard } from './access/guard';
import { routeTable, type ServiceName } from './access/route-table';
import { isVerifiedAdmin } from './auth/authenticate';
import { IdentityClient } from './auth/identity-client';
import { TokenVersions } from './auth/token-versions';
import { trustProxySetting, urlList, type GatewayEnv } from './env';
import { registerDocs } from './docs/docs-routes';
import { gatewayBusPlugin } from './plugins/event-bus';
import { createUpstreamMetrics } from './metrics/upstream-metrics';
import { JSON_BODY_LIMIT, proxyRoutes } from './proxy/proxy-routes';
import { createUpstreams, upstreamUrls } from './proxy/upstreams';
import { registerBrowserPolicy } from './security/browser-policy';
import { registerRateLimits } from './security/rate-limits';
import { registerCompression } from './security/compression';
import { browserHeaderSets } from './security/security-headers';
import { createRenderClient } from './shell/storefront-render/render-client';
import { serveShell } from './shell/serve-shell';

export interface GatewayOverrides {
  verifyToken?: TokenVerifier;
}

export async function buildGatewayApp(
  env: GatewayEnv,
  overrides: GatewayOverrides = {},
): Promise<FastifyInstance> {
  const trustProxy = trustProxySetting(env.TRUST_PROXY);
  const headerSets = browserHeaderSets(env.FRONTEND_ORIGINS);
  const frontendOrigins: ReadonlySet<string> = new Set(env.FRONTEND_ORIGINS);
  const app = createApp({
    name: 'gateway',
    logLevel: env.LOG_LEVEL,
    bodyLimit: JSON_BODY_LIMIT,
    fastify: { trustProxy },
    // served on METRICS_PORT by server.ts, never on the public port
    metricsRoute: false,
    openapi: false,
  });
  await registerBrowserPolicy(app, env.FRONTEND_ORIGINS, headerSets);
  await registerRateLimits(app, env);
  await registerCompression(app);

  const identity = new IdentityClient(urlList(env.IDENTITY_URL));
  const versions = new TokenVersions({
    fetch: (userId) => identity.tokenState(userId),
    ttlMs: env.TOKEN_VERSION_TTL_SECONDS * 1000,
  });
  await app.register(gatewayBusPlugin, {
    amqpUrl: env.AMQP_URL,
    exchange: env.EVENTS_EXCHANGE,
    subscriptions: [tokenVersionSubscription(env.TOKEN_VERSIONS_QUEUE, versions)],
  });
  app.addHook('onClose', async () => identity.close());

  const verify =
    overrides.verifyToken ??
    createTokenVerifier({ jwksUrl: env.JWKS_URL, issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE });
  const guard = createGuard({ verify, versions, frontendOrigins });
  const upstreamMetrics = createUpstreamMetrics(app.metrics);
  const upstreams = createUpstreams(env, app.log);
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(upstreams).map((upstream) => upstream.destroy()));
  });
  for (const service of Object.keys(upstreams) as ServiceName[]) {
    await app.register(proxyRoutes, {
      service,
      upstream: upstreams[service],
      rules: routeTable.filter((rule) => rule.service === service),
      guard,
      versions,
      metrics: upstreamMetrics,
    });
  }

  const urls = upstreamUrls(env);
  await registerDocs(app, urls, routeTable, headerSets.document);
  if (env.SHELL_DIST_DIR) {
    const render = env.STOREFRONT_RENDER_URL
      ? createRenderClient({ url: env.STOREFRONT_RENDER_URL, timeoutMs: env.STOREFRONT_RENDER_TIMEOUT_MS })
      : undefined;
    if (render) app.addHook('onClose', async () => render.close());
    const readsFresh = (request: FastifyRequest) => isVerifiedAdmin(request, verify, versions);
    await app.register(async (scope) => serveShell(scope, env.SHELL_DIST_DIR!, { render, readsFresh }));
  }
  return app;
}
