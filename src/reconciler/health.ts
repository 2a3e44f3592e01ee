import type { LiveObject } from '../kube/kube-api.js';
import { groupOf } from '../kube/object-ref.js';

export type HealthStatus = 'Healthy' | 'Progressing' | 'Degraded' | 'Missing';

export interface Health {
  readonly status: HealthStatus;
  readonly message: string;
}

interface Condition {
  readonly type?: string;
  readonly status?: string;
  readonly reason?: string;
  readonly message?: string;
}

/** The kinds with a rule of their own, each named by API group and kind: `apps/Deployment`, `/Namespace` (core). */
type RuledKind =
  | 'apps/Deployment'
  | 'batch/Job'
  | '/Namespace'
  | 'networking.k8s.io/Ingress'
  | 'apiextensions.k8s.io/CustomResourceDefinition';

const RULED_KINDS: Readonly<Record<string, RuledKind>> = {
  'apps/Deployment': 'apps/Deployment',
  'batch/Job': 'batch/Job',
  '/Namespace': '/Namespace',
  'networking.k8s.io/Ingress': 'networking.k8s.io/Ingress',
  // Ingress as served before networking.k8s.io/v1.
  'extensions/Ingress': 'networking.k8s.io/Ingress',
  'apiextensions.k8s.io/CustomResourceDefinition': 'apiextensions.k8s.io/CustomResourceDefinition',
};

/**
 * Which rule judges an object: by API group and kind, so that a custom
 * resource that happens to be called `Deployment` or `Job` in a group of its
 * own is judged by the generic rule, not as the built-in kind.
 */
export function ruledKindOf(apiVersion: string, kind: string): RuledKind | undefined {
  const key = `${groupOf(apiVersion)}/${kind}`;
  return Object.hasOwn(RULED_KINDS, key) ? RULED_KINDS[key] : undefined;
}

/** The health of one live object, by the rules of its group and kind; a generic rule for the rest. */
export function healthOf(object: LiveObject | undefined): Health {
  if (object === undefined) return { status: 'Missing', message: 'not in the cluster' };
  if (object.metadata.deletionTimestamp !== undefined)
    return { status: 'Progressing', message: 'being deleted' };
  const status = (object['status'] ?? {}) as Record<string, unknown>;
  const spec = (object['spec'] ?? {}) as Record<string, unknown>;
  const conditions = (status['conditions'] ?? []) as Condition[];
  const condition = (type: string): Condition | undefined => conditions.find((c) => c.type === type);
  switch (ruledKindOf(object.apiVersion, object.kind)) {
    case 'apps/Deployment': {
      const progressing = condition('Progressing');
      if (progressing?.reason === 'ProgressDeadlineExceeded') {
        return {
          status: 'Degraded',
          message: `rollout exceeded its progress deadline: ${progressing.message ?? ''}`.trim(),
        };
      }
      if (spec['paused'] === true) return { status: 'Healthy', message: 'paused' };
      const wanted = typeof spec['replicas'] === 'number' ? spec['replicas'] : 1;
      const observed = typeof status['observedGeneration'] === 'number' ? status['observedGeneration'] : 0;
      if (observed < (object.metadata.generation ?? 0))
        return { status: 'Progressing', message: 'waiting for the controller to see the new generation' };
      const updated = num(status['updatedReplicas']);
      const available = num(status['availableReplicas']);
      const total = num(status['replicas']);
      if (updated < wanted)
        return { status: 'Progressing', message: `${updated} of ${wanted} replicas updated` };
      if (total > updated)
        return { status: 'Progressing', message: `${total - updated} old replicas pending termination` };
      if (available < wanted)
        return { status: 'Progressing', message: `${available} of ${wanted} updated replicas available` };
      return { status: 'Healthy', message: `${available} of ${wanted} replicas available` };
    }
    case 'batch/Job': {
      if (condition('Complete')?.status === 'True') return { status: 'Healthy', message: 'completed' };
      const failed = condition('Failed');
      if (failed?.status === 'True')
        return {
          status: 'Degraded',
          message: `failed: ${failed.reason ?? ''} ${failed.message ?? ''}`.trim(),
        };
      return {
        status: 'Progressing',
        message: `${num(status['active'])} running, ${num(status['succeeded'])} succeeded`,
      };
    }
    case '/Namespace':
      return status['phase'] === 'Terminating'
        ? { status: 'Progressing', message: 'terminating' }
        : { status: 'Healthy', message: 'active' };
    case 'networking.k8s.io/Ingress': {
      const ingress = ((status['loadBalancer'] ?? {}) as { ingress?: unknown[] }).ingress ?? [];
      // Without an ingress controller nobody fills in an address; the object itself is then all there is to check.
      return {
        status: 'Healthy',
        message: ingress.length > 0 ? 'has an address' : 'admitted (no controller has reported an address)',
      };
    }
    case 'apiextensions.k8s.io/CustomResourceDefinition':
      return condition('Established')?.status === 'True'
        ? { status: 'Healthy', message: 'established' }
        : { status: 'Progressing', message: 'not established yet' };
    default: {
      const ready = condition('Ready') ?? condition('Available');
      if (ready?.status === 'False')
        return { status: 'Progressing', message: ready.message ?? `${ready.type ?? 'Ready'} is False` };
      return { status: 'Healthy', message: 'exists' };
    }
  }
}

const RANK: Readonly<Record<HealthStatus, number>> = { Healthy: 0, Progressing: 1, Missing: 2, Degraded: 3 };

/** A project is as healthy as its least healthy object. */
export function worstHealth(statuses: readonly HealthStatus[]): HealthStatus {
  return statuses.reduce<HealthStatus>((worst, s) => (RANK[s] > RANK[worst] ? s : worst), 'Healthy');
}

function num(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}
