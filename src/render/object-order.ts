import type { KubeObject } from './kube-object.js';

// Dependencies first: what others live in or refer to comes before them.
const KIND_RANK: Readonly<Record<string, number>> = {
  CustomResourceDefinition: 0,
  Namespace: 1,
  ServiceAccount: 2,
  ClusterRole: 2,
  ClusterRoleBinding: 2,
  Role: 2,
  RoleBinding: 2,
  ResourceQuota: 2,
  LimitRange: 2,
  ConfigMap: 2,
  Secret: 2,
  PersistentVolumeClaim: 2,
  Service: 3,
  Deployment: 4,
  StatefulSet: 4,
  DaemonSet: 4,
  Job: 4,
  CronJob: 4,
  Ingress: 5,
  Route: 5,
};
const OTHER_RANK = 4;

export function kindRank(kind: string): number {
  // Own ranks only: `kind: constructor` must not find Object's constructor (and become a NaN stage).
  return Object.hasOwn(KIND_RANK, kind) ? (KIND_RANK[kind] ?? OTHER_RANK) : OTHER_RANK;
}

/** Stable output order: by kind rank, kind, namespace, name. */
export function compareObjects(a: KubeObject, b: KubeObject): number {
  return (
    kindRank(a.kind) - kindRank(b.kind) ||
    compare(a.kind, b.kind) ||
    compare(a.apiVersion, b.apiVersion) ||
    compare(a.metadata.namespace ?? '', b.metadata.namespace ?? '') ||
    compare(a.metadata.name, b.metadata.name)
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
