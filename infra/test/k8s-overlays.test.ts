import { parse } from 'yaml';
import type { Autoscaler, K8sObject, Service, Workload } from './support/kustomize';
import { isGeneratedFrom, kubectlAvailable, named, ofKind, render } from './support/kustomize';
import { apps, readRepoFile } from './support/repo';

interface Ingress extends K8sObject {
  spec: {
    rules: {
      host: string;
      http: { paths: { path: string; backend: { service: { name: string; port: { name: string } } } }[] };
    }[];
  };
}

/** Secret keys the containers of these objects read, e.g. MONGO_URL. */
const secretKeysRead = (objects: K8sObject[]) =>
  new Set(
    [...ofKind<Workload>(objects, 'Deployment'), ...ofKind<Workload>(objects, 'StatefulSet')].flatMap(
      (workload) =>
        workload.spec.template.spec.containers.flatMap((container) =>
          (container.env ?? []).flatMap((variable) =>
            variable.valueFrom?.secretKeyRef ? [variable.valueFrom.secretKeyRef] : [],
          ),
        ),
    ),
  );

describe('Kubernetes overlays (rendered with kubectl kustomize)', () => {
  if (!kubectlAvailable) {
    // Overlay values exist only once kustomize has applied them (k8s-workloads.test.ts prints how).
    it('when kubectl is missing, then every file each overlay names is there and parses', () => {
      for (const dir of ['infra/k8s/overlays/local', 'infra/k8s/overlays/production', 'infra/k8s/data']) {
        expect(render(dir).length).toBeGreaterThan(0);
      }
    });
    return;
  }
  const local = render('infra/k8s/overlays/local');
  const production = render('infra/k8s/overlays/production');
  const data = render('infra/k8s/data');

  it('when the local overlay is applied, then the apps run from the shop/<app>:local images with a generated Secret holding every key they read', () => {
    for (const deployment of ofKind<Workload>(local, 'Deployment')) {
      expect(deployment.metadata.namespace).toBe('shop');
      expect(deployment.spec.template.spec.containers[0]?.image).toBe(
        `shop/${deployment.metadata.name}:local`,
      );
    }
    const secrets = ofKind(local, 'Secret');
    for (const { name, key } of secretKeysRead(local)) {
      const secret = secrets.find((candidate) => candidate.metadata.name === name);
      expect({ name, key, present: Boolean(secret?.data?.[key]) }).toEqual({ name, key, present: true });
      expect(isGeneratedFrom(name, 'shop-secrets')).toBe(true);
    }
  });

  it('when the local overlay is applied, then MongoDB and RabbitMQ run inside it behind the names the URLs use', () => {
    const secret = ofKind(local, 'Secret').find((candidate) =>
      isGeneratedFrom(candidate.metadata.name, 'shop-secrets'),
    );
    const value = (key: string) => Buffer.from(secret?.data?.[key] ?? '', 'base64').toString('utf8');
    expect(new URL(value('MONGO_URL')).hostname).toBe('mongodb');
    expect(new URL(value('AMQP_URL')).hostname).toBe('rabbitmq');
    expect(named<Workload>(local, 'StatefulSet', 'mongodb')?.spec.template.spec.containers[0]?.image).toBe(
      'mongo:7',
    );
    expect(named<Workload>(local, 'StatefulSet', 'rabbitmq')?.spec.template.spec.containers[0]?.image).toBe(
      'rabbitmq:3-management',
    );
  });

  it('when production is applied, then every app runs a pinned release image from the registry, one line per team', () => {
    for (const deployment of ofKind<Workload>(production, 'Deployment')) {
      const { name } = deployment.metadata;
      expect(deployment.metadata.namespace).toBe('shop');
      expect(deployment.spec.template.spec.containers[0]?.image).toMatch(
        new RegExp(`^registry\\.example\\.com/shop/${name}:\\d+\\.\\d+\\.\\d+$`),
      );
    }
  });

  it('when production is applied, then no app has a single pod: two replicas or an autoscaler floor of two, and a disruption budget', () => {
    const autoscaled = new Map(
      ofKind<Autoscaler>(production, 'HorizontalPodAutoscaler').map((hpa) => [
        hpa.spec.scaleTargetRef.name,
        hpa,
      ]),
    );
    const budgets = ofKind<K8sObject & { spec: { selector: { matchLabels: Record<string, string> } } }>(
      production,
      'PodDisruptionBudget',
    );
    for (const deployment of ofKind<Workload>(production, 'Deployment')) {
      const { name } = deployment.metadata;
      const floor = autoscaled.get(name)?.spec.minReplicas ?? deployment.spec.replicas ?? 1;
      expect({ name, atLeastTwo: floor >= 2 }).toEqual({ name, atLeastTwo: true });
      expect(
        budgets.some((budget) => budget.spec.selector.matchLabels['app.kubernetes.io/name'] === name),
      ).toBe(true);
    }
  });

  it('when production runs several order replicas, then each knows how many share the placement admission limit (decision 031)', () => {
    const order = named<Workload>(production, 'Deployment', 'order')!;
    const env = order.spec.template.spec.containers[0]!.env ?? [];
    const replicas = env.find((variable) => variable.name === 'SERVICE_REPLICAS')?.value;
    expect(Number(replicas ?? 1)).toBe(order.spec.replicas ?? 1);
  });

  it('when production is applied, then the Secret is not in it and secret.example.yaml documents every key the apps read, as placeholders', () => {
    expect(ofKind(production, 'Secret')).toEqual([]);
    const example = parse(readRepoFile('infra/k8s/overlays/production/secret.example.yaml')) as K8sObject;
    expect(example.metadata.name).toBe('shop-secrets');
    for (const { name, key } of secretKeysRead(production)) {
      expect(name).toBe('shop-secrets');
      expect({ key, placeholder: example.stringData?.[key] }).toEqual({
        key,
        placeholder: expect.stringContaining('<'),
      });
    }
  });

  it('when a browser reaches production, then /api goes to the gateway, the pages to the shell, and each remote has its own host', () => {
    const ingress = named<Ingress>(production, 'Ingress', 'shop');
    const services = ofKind<Service>(production, 'Service');
    const backends = ingress!.spec.rules.flatMap((rule) =>
      rule.http.paths.map((route) => ({ host: rule.host, path: route.path, ...route.backend.service })),
    );
    for (const backend of backends) {
      const service = services.find((candidate) => candidate.metadata.name === backend.name);
      expect(service?.spec.ports?.map((port) => port.name)).toContain(backend.port.name);
    }
    expect(
      backends.filter((backend) => backend.host === 'shop.example.com').map(({ path, name }) => [path, name]),
    ).toEqual([
      ['/api', 'gateway'],
      ['/', 'shell'],
    ]);
    const remotes = apps.filter((app) => app.kind === 'remote').map((app) => app.name);
    expect(
      backends
        .filter((backend) => backend.host !== 'shop.example.com')
        .map((backend) => backend.name)
        .sort(),
    ).toEqual(remotes.sort());
    const remotesJson = ofKind(production, 'ConfigMap').find((map) =>
      isGeneratedFrom(map.metadata.name, 'shell-remotes'),
    );
    const hosts = Object.values(
      JSON.parse(remotesJson?.data?.['remotes.json'] ?? '{}') as Record<string, string>,
    ).map((url) => new URL(url).host);
    expect(hosts.sort()).toEqual(
      backends
        .filter((backend) => backend.host !== 'shop.example.com')
        .map((backend) => backend.host)
        .sort(),
    );
  });

  it("when a browser opens a storefront page in production, then it reaches the render server: Ingress '/' → the shell's nginx → the gateway → storefront-render", () => {
    const ingress = named<Ingress>(production, 'Ingress', 'shop');
    const pages = ingress!.spec.rules
      .find((rule) => rule.host === 'shop.example.com')!
      .http.paths.find((route) => route.path === '/')!.backend.service;
    const shell = named<Workload>(production, 'Deployment', pages.name)!.spec.template.spec.containers[0]!;
    const gatewayUrl = new URL(shell.env!.find((variable) => variable.name === 'GATEWAY_URL')!.value!);
    const gatewayService = named<Service>(production, 'Service', gatewayUrl.hostname);
    expect(gatewayService?.spec.ports?.map((port) => String(port.port))).toContain(gatewayUrl.port);
    // the shell's nginx passes every page but the admin's and the files to GATEWAY_URL (nginx.test.ts serves it)
    const nginx = readRepoFile('infra/docker/nginx-shell.conf.template');
    expect(nginx).toMatch(/location \/ \{\s*proxy_pass \$\{GATEWAY_URL\};/);
    expect(nginx).toMatch(/location ~ \^\/\(robots[^{]*\{\s*proxy_pass \$\{GATEWAY_URL\};/);
    // the gateway serves pages (its image carries the shell: SHELL_DIST_DIR) and asks the render server's Service
    expect(readRepoFile('gateway/Dockerfile')).toMatch(/SHELL_DIST_DIR=\/app\/shell\/dist/);
    const config = ofKind(production, 'ConfigMap').find((map) => isGeneratedFrom(map.metadata.name, 'shop-config'))!.data!;
    const renderUrl = new URL(config.STOREFRONT_RENDER_URL!);
    const renderService = named<Service>(production, 'Service', renderUrl.hostname);
    expect(renderService?.spec.ports?.map((port) => String(port.port))).toContain(renderUrl.port);
  });

  it("when the render server writes absolute URLs, then it names the shop's own origin: the Ingress host in production, the port-forwarded shell locally", () => {
    const config = (objects: K8sObject[]) =>
      ofKind(objects, 'ConfigMap').find((map) => isGeneratedFrom(map.metadata.name, 'shop-config'))?.data ??
      {};
    const ingress = named<Ingress>(production, 'Ingress', 'shop');
    const pagesHost = ingress!.spec.rules.find((rule) =>
      rule.http.paths.some((route) => route.path === '/api'),
    )?.host;
    expect(config(production).SHOP_PUBLIC_ORIGIN).toBe(`https://${pagesHost}`);
    expect(config(local).SHOP_PUBLIC_ORIGIN).toBe('http://localhost:8080');
    for (const objects of [local, production]) {
      expect(config(objects).FRONTEND_ORIGINS?.split(',')).toContain(config(objects).SHOP_PUBLIC_ORIGIN);
    }
  });

  it('when production reaches its data, then mongodb and rabbitmq are the operator-managed clusters: a 3-member replica set and a 3-node cluster', () => {
    const [mongodb] = ofKind<K8sObject & { spec: { members: number; type: string } }>(
      data,
      'MongoDBCommunity',
    );
    const [rabbitmq] = ofKind<K8sObject & { spec: { replicas: number } }>(data, 'RabbitmqCluster');
    expect(mongodb?.spec).toMatchObject({ members: 3, type: 'ReplicaSet' });
    expect(rabbitmq?.spec.replicas).toBe(3);
    // The operators' Service names: <replica set>-svc and <cluster>.
    expect(named<Service>(production, 'Service', 'mongodb')?.spec).toEqual({
      type: 'ExternalName',
      externalName: `${mongodb?.metadata.name}-svc.${mongodb?.metadata.namespace}.svc.cluster.local`,
    });
    expect(named<Service>(production, 'Service', 'rabbitmq')?.spec).toEqual({
      type: 'ExternalName',
      externalName: `${rabbitmq?.metadata.name}.${rabbitmq?.metadata.namespace}.svc.cluster.local`,
    });
  });
});
