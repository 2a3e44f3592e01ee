import type { KubeObject } from '../render/kube-object.js';
import { isRecord } from '../model/values.js';

type Json = Record<string, unknown>;

// Where each workload kind keeps its pod spec.
const POD_SPEC_PATH: Readonly<Record<string, readonly string[]>> = {
  Pod: ['spec'],
  Deployment: ['spec', 'template', 'spec'],
  DeploymentConfig: ['spec', 'template', 'spec'],
  StatefulSet: ['spec', 'template', 'spec'],
  DaemonSet: ['spec', 'template', 'spec'],
  ReplicaSet: ['spec', 'template', 'spec'],
  ReplicationController: ['spec', 'template', 'spec'],
  Job: ['spec', 'template', 'spec'],
  CronJob: ['spec', 'jobTemplate', 'spec', 'template', 'spec'],
};

/** The pod spec of a workload, or undefined for a kind that runs no pods. */
export function podSpecOf(object: KubeObject): Readonly<Json> | undefined {
  const path = Object.hasOwn(POD_SPEC_PATH, object.kind) ? POD_SPEC_PATH[object.kind] : undefined;
  if (path === undefined) return undefined;
  let at: unknown = object;
  for (const key of path) at = isRecord(at) ? at[key] : undefined;
  return isRecord(at) ? at : undefined;
}

/** The object with its pod spec replaced by `change`'s (copies along the path; the input is not touched). */
export function withPodSpec(object: KubeObject, change: (spec: Readonly<Json>) => Json): KubeObject {
  const path = Object.hasOwn(POD_SPEC_PATH, object.kind) ? POD_SPEC_PATH[object.kind] : undefined;
  if (path === undefined || podSpecOf(object) === undefined) return object;
  const rebuild = (at: Readonly<Json>, rest: readonly string[]): Json => {
    const [key, ...deeper] = rest;
    if (key === undefined) return change(at);
    return { ...at, [key]: rebuild(at[key] as Json, deeper) };
  };
  return rebuild(object, path) as unknown as KubeObject;
}

/** Every container of a pod spec: init, ephemeral and the main ones. */
export const CONTAINER_LISTS = ['initContainers', 'containers', 'ephemeralContainers'] as const;
