import { instructionsOf, isNonRootUser, parseDockerfile, runtimeUser } from './support/dockerfile';
import {
  apps,
  dockerfileOf,
  nodeApps,
  readPackage,
  readRepoFile,
  repoFileExists,
  runtimeWorkspaceDirs,
  staticApps,
} from './support/repo';

const parseFor = (app: (typeof apps)[number]) => {
  const { path, args } = dockerfileOf(app);
  return parseDockerfile(path, args);
};
const dockerfiles = apps.map((app) => ({ app, file: parseFor(app) }));
const stageSource = (file: ReturnType<typeof parseDockerfile>, name: string) =>
  file.stages.find((stage) => stage.name === name)?.source;

describe('Dockerfiles', () => {
  it.each(dockerfiles.map(({ app, file }) => [app.dir, file] as const))(
    'when the Dockerfile of %s is linted, then it has no problem',
    (_dir, file) => {
      expect(file.problems).toEqual([]);
    },
  );

  it.each(dockerfiles.map(({ app, file }) => [app.dir, app, file] as const))(
    'when %s is built, then its build starts from node:24-bookworm-slim, installs with npm ci and builds its own workspace after the ones it imports',
    (_dir, app, file) => {
      const build = file.stages.find((stage) =>
        instructionsOf(stage, 'RUN').some((run) => run.text.startsWith('npx turbo run build')),
      );
      expect(file.stages[0]?.base).toBe('node:24-bookworm-slim');
      expect(stageSource(file, 'deps')).toMatch(/RUN .*npm ci --no-audit --no-fund$/m);
      expect(build && instructionsOf(build, 'RUN').map((run) => run.text)).toContain(
        `npx turbo run build --filter=${app.workspace}`,
      );
      const pkg = readPackage(app.dir);
      if (pkg) expect(pkg.name).toBe(app.workspace);
    },
  );

  it('when any two Dockerfiles are compared, then their manifests and deps stages are the same text, so one install layer serves every image', () => {
    const [first, ...rest] = dockerfiles.map(({ file }) => [
      stageSource(file, 'manifests'),
      stageSource(file, 'deps'),
    ]);
    expect(first?.[0]).toContain('package.json');
    for (const stages of rest) expect(stages).toEqual(first);
  });

  it.each(dockerfiles.map(({ app, file }) => [app.dir, file] as const))(
    'when the %s image runs, then it runs as a non-root user with a health check on /healthz',
    (_dir, file) => {
      expect(isNonRootUser(runtimeUser(file.runtime))).toBe(true);
      const healthchecks = instructionsOf(file.runtime, 'HEALTHCHECK');
      expect(healthchecks).toHaveLength(1);
      expect(healthchecks[0]?.text).toMatch(/^CMD \[.*127\.0\.0\.1:.*\/healthz/);
      // curl is not in the slim images: node's fetch or busybox wget is.
      expect(healthchecks[0]?.text).not.toContain('curl');
    },
  );

  it.each(nodeApps.map((app) => [app.dir, app] as const))(
    'when the %s image runs, then it is node dist/server.js in production mode on its port, with the dist of every workspace package it imports',
    (dir, app) => {
      const file = parseFor(app);
      const env = instructionsOf(file.runtime, 'ENV').flatMap((instruction) => instruction.args);
      expect(env).toEqual(
        expect.arrayContaining(['NODE_ENV=production', 'HOST=0.0.0.0', `PORT=${app.port}`]),
      );
      expect(instructionsOf(file.runtime, 'EXPOSE').map((expose) => expose.text)).toEqual([String(app.port)]);
      // the services and the gateway read the runtime settings npm start uses (infra/runtime, decision 030)
      const settings =
        app.kind === 'render'
          ? []
          : [
              '/app/infra/runtime/node.env',
              `/app/infra/runtime/${app.kind === 'gateway' ? 'gateway' : 'app'}.env`,
            ];
      expect(instructionsOf(file.runtime, 'CMD').map((cmd) => cmd.text)).toEqual([
        `[${['node', ...settings.map((env) => `--env-file=${env}`), 'dist/server.js'].map((arg) => `"${arg}"`).join(', ')}]`,
      ]);
      if (settings.length > 0)
        expect(instructionsOf(file.runtime, 'COPY').map((copy) => copy.args)).toContainEqual([
          'infra/runtime/',
          '/app/infra/runtime/',
        ]);
      expect(
        instructionsOf(
          file.stages.find((stage) => stage.name === 'prod-deps')!,
          'RUN',
        )[0]?.text,
      ).toBe(`npm ci --omit=dev --no-audit --no-fund -w ${app.workspace}`);
      const copiedDists = instructionsOf(file.runtime, 'COPY')
        .filter((copy) => copy.from === 'build')
        .map((copy) => copy.args[1]);
      const needed = [
        ...new Set(['packages/contracts', 'packages/service-kit', ...runtimeWorkspaceDirs(dir)]),
      ];
      expect(copiedDists).toEqual(
        expect.arrayContaining([...needed, dir].map((packageDir) => `${packageDir}/dist/`)),
      );
      const pkg = readPackage(dir);
      if (pkg?.shop) expect(pkg.shop.port).toBe(app.port);
    },
  );

  it.each(staticApps.map((app) => [app.dir, app] as const))(
    'when the %s image runs, then unprivileged nginx serves its dist with the repository nginx config',
    (dir, app) => {
      const file = parseFor(app);
      expect(file.runtime.base).toMatch(/^nginxinc\/nginx-unprivileged:\d+\.\d+-alpine$/);
      const copies = instructionsOf(file.runtime, 'COPY');
      const config = copies.find((copy) => copy.args[0]?.startsWith('infra/docker/nginx-'));
      expect(config && repoFileExists(config.args[0]!)).toBe(true);
      expect(
        copies.some(
          (copy) => copy.args[0] === `/app/${dir}/dist/` && copy.args[1] === '/usr/share/nginx/html/',
        ),
      ).toBe(true);
      expect(instructionsOf(file.runtime, 'EXPOSE').map((expose) => expose.text)).toEqual(['8080']);
    },
  );

  it('when the gateway image is built, then it carries the built shell and serves it from SHELL_DIST_DIR', () => {
    const file = parseDockerfile('gateway/Dockerfile');
    const env = instructionsOf(file.runtime, 'ENV').flatMap((instruction) => instruction.args);
    expect(env).toContain('SHELL_DIST_DIR=/app/shell/dist');
    expect(
      instructionsOf(file.runtime, 'COPY').some(
        (copy) => copy.from === 'shell-build' && copy.args[1] === 'shell/dist/',
      ),
    ).toBe(true);
    // The same stage text as in shell/Dockerfile, so BuildKit builds the shell once for both images.
    expect(stageSource(file, 'shell-build')).toBe(
      stageSource(parseDockerfile('shell/Dockerfile'), 'shell-build'),
    );
  });

  it('when the gateway runs under a pod memory limit, then its image keeps 8 MiB semi-spaces, not the 1 MiB V8 would pick', () => {
    // docs/decisions/017: under 384Mi, V8's own young generation halved the gateway's throughput; the flag lives
    // in the one runtime file the image, npm start and the benches all read (decision 030), not in the image alone
    expect(readRepoFile('infra/runtime/gateway.env')).toMatch(/^NODE_OPTIONS=--max-semi-space-size=8$/m);
    const env = instructionsOf(parseDockerfile('gateway/Dockerfile').runtime, 'ENV').flatMap(
      (instruction) => instruction.args,
    );
    expect(env.some((entry) => entry.startsWith('NODE_OPTIONS='))).toBe(false);
  });

  it('when the Node services and the remotes are built, then each kind comes from one Dockerfile, not a copy per app', () => {
    const paths = (kind: string) =>
      new Set(apps.filter((app) => app.kind === kind).map((app) => dockerfileOf(app).path));
    expect([...paths('service')]).toEqual(['infra/docker/service.Dockerfile']);
    expect([...paths('remote')]).toEqual(['infra/docker/remote.Dockerfile']);
    for (const app of apps.filter(
      (candidate) => candidate.kind === 'service' || candidate.kind === 'remote',
    )) {
      expect(repoFileExists(`${app.dir}/Dockerfile`)).toBe(false);
    }
  });

  it('when the build context is sent, then host installs, build output and stale build info stay out of it', () => {
    const ignored = readRepoFile('.dockerignore').split('\n');
    expect(ignored).toEqual(
      expect.arrayContaining(['**/node_modules', '**/dist', '**/*.tsbuildinfo', '.git', '.data']),
    );
  });
});
