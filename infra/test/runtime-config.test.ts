import fs from 'node:fs';
import path from 'node:path';
import { loadCompose } from './support/compose';
import { callModule } from './support/module-call';
import { readRepoFile, repoRoot } from './support/repo';

// One place for the Node servers' runtime settings (docs/decisions/030): infra/runtime, read by Node itself in the
// images, under npm start and in the benches. A variable set in a manifest or in compose would win over the file
// and quietly split the configuration again, so none of them may set these.
const settings = (file: string) =>
  Object.fromEntries(
    readRepoFile(file)
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
const owned = ['NODE_OPTIONS', 'OTEL_TRACES_SAMPLER', 'OTEL_TRACES_SAMPLER_ARG'];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });
}

describe('the runtime settings', () => {
  it('when a server runs anywhere, then a tenth of root requests is traced, following the caller otherwise, and the gateway keeps 8 MiB semi-spaces', () => {
    const shared = settings('infra/runtime/node.env');
    expect(shared.OTEL_TRACES_SAMPLER).toBe('parentbased_traceidratio');
    expect(Number(shared.OTEL_TRACES_SAMPLER_ARG)).toBe(0.1);
    expect(settings('infra/runtime/gateway.env')).toEqual({ NODE_OPTIONS: '--max-semi-space-size=8' });
  });

  it('when compose or the Kubernetes manifests set an environment, then they leave these settings to infra/runtime', () => {
    for (const [name, service] of Object.entries(loadCompose().services)) {
      const keys = Object.keys(service.environment ?? {});
      expect({ name, overridden: keys.filter((key) => owned.includes(key)) }).toEqual({
        name,
        overridden: [],
      });
    }
    for (const file of filesUnder('infra/k8s')) {
      const text = readRepoFile(file);
      expect({ file, overridden: owned.filter((key) => new RegExp(`\\b${key}\\b`).test(text)) }).toEqual({
        file,
        overridden: [],
      });
    }
  });

  it('when npm start or a bench starts the gateway or a service, then Node is given the same files the images name', async () => {
    const args = (await callModule(
      'infra/scripts/lib/runtime-flags.mjs',
      "[lib.runtimeFlagArgs('gateway'), lib.runtimeFlagArgs('order')]",
    )) as string[][];
    const runtime = path.join(repoRoot, 'infra', 'runtime');
    expect(args).toEqual([
      [`--env-file=${path.join(runtime, 'node.env')}`, `--env-file=${path.join(runtime, 'gateway.env')}`],
      [`--env-file=${path.join(runtime, 'node.env')}`],
    ]);
  });
});
