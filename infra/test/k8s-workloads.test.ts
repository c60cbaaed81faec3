import { knownAppEnv, serviceUrlEnv } from './support/env-contract';
import type { Autoscaler, K8sObject, Service, Workload } from './support/kustomize';
import { isGeneratedFrom, kubectlAvailable, named, ofKind, quantity, render } from './support/kustomize';
import { apps } from './support/repo';

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
