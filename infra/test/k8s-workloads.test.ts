import { parse } from 'yaml';
import { knownAppEnv, serviceUrlEnv } from './support/env-contract';
import type { Autoscaler, Container, K8sObject, Service, Workload } from './support/kustomize';
import { isGeneratedFrom, kubectlAvailable, named, ofKind, quantity, render } from './support/kustomize';
import { apps, readRepoFile, renderApps } from './support/repo';

if (!kubectlAvailable) {
  console.warn(
    'infra/k8s: kubectl is not installed, so the manifests are checked as written (no generators, patches or ' +
      'overlay values). Install kubectl to check what `kubectl apply -k` would send.',
  );
}

const trees = ['infra/k8s/base', 'infra/k8s/overlays/local', 'infra/k8s/overlays/production'];
const rendered = trees.map((dir) => [dir, render(dir)] as const);
const deploymentsOf = (objects: K8sObject[]) => ofKind<Workload>(objects, 'Deployment');
const containersOf = (objects: K8sObject[]) =>
  deploymentsOf(objects).flatMap((deployment) =>
    deployment.spec.template.spec.containers.map((container) => ({
      deployment: deployment.metadata.name,
      container,
    })),
  );

/** A container's variables: its ConfigMaps' (rendered only with kubectl) and its own, in that order. */
const environmentOf = (
  objects: K8sObject[],
  container: Container,
): (readonly [string, string | undefined])[] => {
  const configMaps = ofKind(objects, 'ConfigMap');
  const fromConfig = (container.envFrom ?? []).flatMap((source) =>
    Object.entries(
      configMaps.find((candidate) => candidate.metadata.name === source.configMapRef?.name)?.data ?? {},
    ),
  );
  return [
    ...fromConfig,
    ...(container.env ?? []).map((variable) => [variable.name, variable.value] as const),
  ];
};

interface LabelSelector {
  matchLabels?: Record<string, string>;
}

interface NetworkPolicy extends K8sObject {
  spec: {
    podSelector: LabelSelector;
    policyTypes?: string[];
    ingress?: {
      from?: { podSelector?: LabelSelector; namespaceSelector?: LabelSelector; ipBlock?: unknown }[];
      ports?: { port?: string | number; protocol?: string }[];
    }[];
  };
}

const selects = (selector: LabelSelector | undefined, labels: Record<string, string>) =>
  Object.entries(selector?.matchLabels ?? {}).every(([key, value]) => labels[key] === value);

/** What the base adds to every pod template's labels (`labels` with includeTemplates), for the files as written. */
const baseTemplateLabels: Record<string, string> = Object.assign(
  {},
  ...(
    (
      parse(readRepoFile('infra/k8s/base/kustomization.yaml')) as {
        labels?: { pairs: Record<string, string>; includeTemplates?: boolean }[];
      }
    ).labels ?? []
  )
    .filter((entry) => entry.includeTemplates)
    .map((entry) => entry.pairs),
);

/**
 * Whether the Ingress NetworkPolicies let a pod of `from` open `port` on a pod of `to` (same namespace): allowed when
 * no policy selects `to`, else when a rule of one that does names a pod selector matching `from` and that port.
 */
const podLabelsOf = (workload: Workload): Record<string, string> => ({
  ...(kubectlAvailable ? {} : baseTemplateLabels),
  ...workload.spec.template.metadata.labels,
});

function mayReach(
  objects: K8sObject[],
  from: Workload,
  to: Workload,
  port: { name?: string; containerPort: number },
) {
  const policies = ofKind<NetworkPolicy>(objects, 'NetworkPolicy').filter(
    (policy) =>
      (policy.spec.policyTypes ?? ['Ingress']).includes('Ingress') &&
      selects(policy.spec.podSelector, podLabelsOf(to)),
  );
  if (policies.length === 0) return true;
  return policies.some((policy) =>
    (policy.spec.ingress ?? []).some(
      (rule) =>
        (!rule.from?.length ||
          rule.from.some(
            (peer) =>
              !peer.namespaceSelector && !peer.ipBlock && selects(peer.podSelector, podLabelsOf(from)),
          )) &&
        (!rule.ports?.length ||
          rule.ports.some(
            (allowed) =>
              allowed.port === undefined || allowed.port === port.name || allowed.port === port.containerPort,
          )),
    ),
  );
}

describe.each(rendered)('Kubernetes manifests %s', (_dir, objects) => {
  it('when rendered, then every service, the gateway and every front end has a Deployment and a Service of its name', () => {
    for (const app of apps) {
      expect({ app: app.name, deployment: Boolean(named(objects, 'Deployment', app.name)) }).toEqual({
        app: app.name,
        deployment: true,
      });
      expect({ app: app.name, service: Boolean(named(objects, 'Service', app.name)) }).toEqual({
        app: app.name,
        service: true,
      });
    }
  });

  it('when a pod starts, then readiness is probed on /readyz and liveness on /healthz, on a port the container opens', () => {
    for (const { deployment, container } of containersOf(objects)) {
      const portNames = (container.ports ?? []).map((port) => port.name);
      expect({ deployment, readiness: container.readinessProbe?.httpGet?.path }).toEqual({
        deployment,
        readiness: '/readyz',
      });
      expect({ deployment, liveness: container.livenessProbe?.httpGet?.path }).toEqual({
        deployment,
        liveness: '/healthz',
      });
      expect(portNames).toContain(container.readinessProbe?.httpGet?.port);
      expect(portNames).toContain(container.livenessProbe?.httpGet?.port);
    }
  });

  it('when pods are scheduled, then each container requests CPU and memory and is limited to no less than it requests', () => {
    for (const { deployment, container } of containersOf(objects)) {
      for (const resource of ['cpu', 'memory']) {
        const request = container.resources?.requests?.[resource];
        const limit = container.resources?.limits?.[resource];
        expect({ deployment, resource, request: typeof request, limit: typeof limit }).toEqual({
          deployment,
          resource,
          request: 'string',
          limit: 'string',
        });
        expect(quantity(limit!)).toBeGreaterThanOrEqual(quantity(request!));
      }
    }
  });

  it('when a pod runs, then it is a non-root user on a read-only root file system with no privilege to gain and no API token', () => {
    for (const deployment of deploymentsOf(objects)) {
      const pod = deployment.spec.template.spec;
      expect({ name: deployment.metadata.name, ...pod.securityContext }).toMatchObject({
        name: deployment.metadata.name,
        runAsNonRoot: true,
        runAsUser: expect.any(Number),
        seccompProfile: { type: 'RuntimeDefault' },
      });
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(pod.automountServiceAccountToken).toBe(false);
      for (const container of pod.containers) {
        expect(container.securityContext).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        // The one place the apps and nginx write is a memory-backed scratch folder.
        const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
        expect(pod.volumes?.find((volume) => volume.name === tmp?.name)?.emptyDir).toBeDefined();
      }
    }
    for (const statefulSet of ofKind<Workload>(objects, 'StatefulSet')) {
      expect(statefulSet.spec.template.spec.securityContext?.runAsNonRoot).toBe(true);
    }
  });

  it('when a Service routes traffic, then it selects the pods of an existing workload on a port they open, or names an external host', () => {
    const workloads = [...deploymentsOf(objects), ...ofKind<Workload>(objects, 'StatefulSet')];
    for (const service of ofKind<Service>(objects, 'Service')) {
      if (service.spec.type === 'ExternalName') {
        expect(service.spec.externalName).toMatch(/^[a-z0-9.-]+$/);
        continue;
      }
      const selector = Object.entries(service.spec.selector ?? {});
      const target = workloads.find((workload) =>
        selector.every(([key, value]) => workload.spec.template.metadata.labels[key] === value),
      );
      expect({ service: service.metadata.name, selects: selector.length > 0 && Boolean(target) }).toEqual({
        service: service.metadata.name,
        selects: true,
      });
      const opened = target!.spec.template.spec.containers.flatMap((container) => container.ports ?? []);
      for (const port of service.spec.ports ?? []) {
        expect(
          opened.some((open) => open.name === port.targetPort || open.containerPort === port.targetPort),
        ).toBe(true);
      }
    }
  });

  // The render servers have none: the gateway keeps each shared page for its max-age (5 s) and sends concurrent
  // requests for one page as one call, so their load follows the number of distinct pages, not of visitors; a
  // product page takes under 5 ms (BENCHMARKS row 11). Two pods in production, each limited to a CPU, have room.
  it('when load grows, then the gateway, catalog and content scale with an autoscaler that alone owns their replica count', () => {
    const autoscalers = ofKind<Autoscaler>(objects, 'HorizontalPodAutoscaler');
    expect(autoscalers.map((hpa) => hpa.spec.scaleTargetRef.name).sort()).toEqual([
      'catalog',
      'content',
      'gateway',
    ]);
    for (const hpa of autoscalers) {
      const target = named<Workload>(objects, hpa.spec.scaleTargetRef.kind, hpa.spec.scaleTargetRef.name);
      expect(target).toBeDefined();
      expect(target?.spec.replicas).toBeUndefined();
      expect(hpa.spec.minReplicas).toBeLessThanOrEqual(hpa.spec.maxReplicas);
    }
  });

  it('when a container reads its environment, then every variable is one an app knows and each service URL names a Service on its port', () => {
    const configMaps = ofKind(objects, 'ConfigMap');
    const services = ofKind<Service>(objects, 'Service');
    for (const { deployment, container } of containersOf(objects)) {
      const fromConfig = (container.envFrom ?? []).flatMap((source) => {
        const map = configMaps.find((candidate) => candidate.metadata.name === source.configMapRef?.name);
        // Without kubectl the generated ConfigMaps are not there; with it, every reference must resolve.
        if (kubectlAvailable)
          expect({ deployment, configMap: source.configMapRef?.name, found: Boolean(map) }).toMatchObject({
            found: true,
          });
        return Object.entries(map?.data ?? {});
      });
      const direct = (container.env ?? []).map((variable) => [variable.name, variable.value] as const);
      const environment = [...fromConfig, ...direct];
      expect(environment.map(([name]) => name).filter((name) => !knownAppEnv.has(name))).toEqual([]);
      for (const [name, value] of environment) {
        const target = serviceUrlEnv[name];
        if (!target || value === undefined) continue;
        const service = services.find((candidate) => candidate.metadata.name === target);
        expect(value).toMatch(new RegExp(`^http://${target}:${service?.spec.ports?.[0]?.port}(/|$)`));
      }
    }
  });

  it.each(renderApps.map((app) => [app.name, app] as const))(
    'when the gateway asks %s for a page, then its config names that Service, and the render server reads the catalog, the content service and the public origin from the config and needs no Secret',
    (name, app) => {
      const gateway = named<Workload>(objects, 'Deployment', 'gateway')!.spec.template.spec.containers[0]!;
      const renderer = named<Workload>(objects, 'Deployment', name)!.spec.template.spec.containers[0]!;
      expect(renderer.ports).toEqual([{ name: 'http', containerPort: app.port }]);
      expect(renderer.env?.find((variable) => variable.name === 'PORT')?.value).toBe(String(app.port));
      expect(renderer.env?.filter((variable) => variable.valueFrom)).toEqual([]);
      expect(renderer.envFrom?.filter((source) => source.secretRef)).toEqual([]);
      // The values are in the generated ConfigMaps, which exist only once kustomize has rendered them.
      if (!kubectlAvailable) return;
      const gatewayEnv = new Map(environmentOf(objects, gateway));
      const renderEnv = new Map(environmentOf(objects, renderer));
      expect(gatewayEnv.get('STOREFRONT_RENDER_URL')).toBe(`http://${name}:${app.port}`);
      expect(renderEnv.get('CATALOG_URL')).toMatch(/^http:\/\/catalog:/);
      expect(renderEnv.get('CONTENT_URL')).toMatch(/^http:\/\/content:/);
      // An origin: no path, no trailing slash (mf-storefront/first-paint/src/env.ts refuses anything else).
      const origin = renderEnv.get('SHOP_PUBLIC_ORIGIN') ?? '';
      expect(URL.canParse(origin) && new URL(origin).origin).toBe(origin);
      expect(renderEnv.get('FRONTEND_ORIGINS')?.split(',')).toContain(origin);
    },
  );

  it('when pods call each other, then the gateway reaches the render servers, they reach the catalog and the content service, and no other pod of the shop reaches them', () => {
    const deployments = deploymentsOf(objects);
    const workload = (name: string) => named<Workload>(objects, 'Deployment', name)!;
    const httpPort = (target: Workload) =>
      target.spec.template.spec.containers[0]!.ports!.find((port) => port.name === 'http')!;
    // mayReach reads Ingress rules only: an Egress policy on the callers would need it to learn Egress.
    const callers = ['gateway', ...renderApps.map((app) => app.name)].map((name) =>
      podLabelsOf(workload(name)),
    );
    const egress = ofKind<NetworkPolicy>(objects, 'NetworkPolicy').filter(
      (policy) =>
        (policy.spec.policyTypes ?? []).includes('Egress') &&
        callers.some((labels) => selects(policy.spec.podSelector, labels)),
    );
    expect(egress).toEqual([]);
    for (const app of renderApps) {
      const renderer = workload(app.name);
      expect(mayReach(objects, workload('gateway'), renderer, httpPort(renderer))).toBe(true);
      for (const upstream of ['catalog', 'content']) {
        expect({
          from: app.name,
          to: upstream,
          allowed: mayReach(objects, renderer, workload(upstream), httpPort(workload(upstream))),
        }).toEqual({
          from: app.name,
          to: upstream,
          allowed: true,
        });
      }
      const others = deployments.filter((other) => !['gateway', app.name].includes(other.metadata.name));
      expect(others.length).toBeGreaterThan(0);
      for (const other of others) {
        expect({
          from: other.metadata.name,
          to: app.name,
          allowed: mayReach(objects, other, renderer, httpPort(renderer)),
        }).toEqual({
          from: other.metadata.name,
          to: app.name,
          allowed: false,
        });
      }
    }
  });

  it('when requests arrive through a proxy, then the gateway and identity believe X-Forwarded-For from pod addresses only', () => {
    for (const name of ['gateway', 'identity']) {
      const container = named<Workload>(objects, 'Deployment', name)?.spec.template.spec.containers[0];
      expect(container?.env?.find((variable) => variable.name === 'TRUST_PROXY')?.value).toBe(
        'loopback,uniquelocal',
      );
    }
  });

  it('when a pod mounts a ConfigMap, then the ConfigMap is rendered with it', () => {
    if (!kubectlAvailable) return;
    const configMaps = ofKind(objects, 'ConfigMap').map((map) => map.metadata.name);
    const mounted = deploymentsOf(objects).flatMap((deployment) =>
      (deployment.spec.template.spec.volumes ?? []).flatMap((volume) =>
        volume.configMap ? [volume.configMap.name] : [],
      ),
    );
    expect(mounted.some((name) => isGeneratedFrom(name, 'shell-remotes'))).toBe(true);
    for (const name of mounted) expect(configMaps).toContain(name);
  });
});
