import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { readRepoFile, repoRoot } from './repo';

export interface Probe {
  httpGet?: { path: string; port: string | number };
}

export interface Container {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
}

export interface PodSpec {
  containers: Container[];
  automountServiceAccountToken?: boolean;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; seccompProfile?: { type: string } };
  volumes?: { name: string; emptyDir?: object; configMap?: { name: string } }[];
}

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  // Each kind has its own spec; the tests narrow it with the interfaces here.
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

export interface Workload extends K8sObject {
  spec: {
    replicas?: number;
    selector: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
  };
}

export interface Service extends K8sObject {
  spec: {
    type?: string;
    externalName?: string;
    selector?: Record<string, string>;
    ports?: { name?: string; port: number; targetPort?: string | number }[];
  };
}

export interface Autoscaler extends K8sObject {
  spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number };
}

export const kubectlAvailable = (() => {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const parseDocuments = (text: string): K8sObject[] =>
  parseAllDocuments(text)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);

/**
 * What `kubectl apply -k <dir>` would send, rendered offline. Without kubectl, the resources files of the
 * kustomization tree as written (no generators, patches or name suffixes), so the shape checks still run.
 */
export function render(dir: string): K8sObject[] {
  if (kubectlAvailable) {
    return parseDocuments(
      execFileSync('kubectl', ['kustomize', path.join(repoRoot, dir)], { encoding: 'utf8' }),
    );
  }
  const kustomization = parse(readRepoFile(`${dir}/kustomization.yaml`)) as { resources?: string[] };
  return (kustomization.resources ?? []).flatMap((resource) => {
    const target = path.posix.join(dir, resource);
    return resource.endsWith('.yaml') ? parseDocuments(readRepoFile(target)) : render(target);
  });
}

export const ofKind = <T extends K8sObject>(objects: K8sObject[], kind: string): T[] =>
  objects.filter((object) => object.kind === kind) as T[];

export const named = <T extends K8sObject>(objects: K8sObject[], kind: string, name: string): T | undefined =>
  ofKind<T>(objects, kind).find((object) => object.metadata.name === name);

/** A kustomize-generated name (`shop-config-7bk2m9`) is its generator's name plus a content hash. */
export const isGeneratedFrom = (name: string, generator: string): boolean =>
  name === generator || new RegExp(`^${generator}-[a-z0-9]{10}$`).test(name);

/** CPU in millicores or memory in bytes, from a Kubernetes quantity such as `250m`, `1`, `128Mi`, `1Gi`. */
export function quantity(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(m|Ki|Mi|Gi)?$/.exec(value);
  if (!match) throw new Error(`unexpected quantity ${value}`);
  const units: Record<string, number> = { '': 1000, m: 1, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30 };
  return Number(match[1]) * (units[match[2] ?? ''] ?? Number.NaN);
}
