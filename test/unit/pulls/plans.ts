/** Plans as `syncRepository` returns them, written by hand for the pure tests of the PR comment. */
import type { Problem } from '../../../src/errors/problem.js';
import type { ObjectRef } from '../../../src/kube/object-ref.js';
import type { PlanCommentInput } from '../../../src/pulls/plan-comment-input.js';
import type { FieldChange } from '../../../src/reconciler/field-diff.js';
import type { PlannedObject, PlannedPrune, ProjectPlan } from '../../../src/reconciler/project-plan.js';
import type { PruneVerdict } from '../../../src/reconciler/prune-guard.js';
import { EMPTY_RECORD } from '../../../src/reconciler/sync-record.js';
import type { RemovedProject, RepositorySync } from '../../../src/reconciler/sync-repository.js';

/** A Secret's value a test looks for: it must never appear in any output. */
export const SECRET_PLAIN = 'Hunter2-TopSecret-Value!';
export const SECRET_BASE64 = Buffer.from(SECRET_PLAIN).toString('base64');
export const OLD_SECRET_BASE64 = Buffer.from('old-password').toString('base64');

export function ref(kind: string, namespace: string | undefined, name: string, apiVersion = 'v1'): ObjectRef {
  return namespace === undefined ? { apiVersion, kind, name } : { apiVersion, kind, namespace, name };
}

const desiredOf = (r: ObjectRef): PlannedObject['desired'] => ({
  apiVersion: r.apiVersion,
  kind: r.kind,
  metadata: r.namespace === undefined ? { name: r.name } : { name: r.name, namespace: r.namespace },
});

export function created(r: ObjectRef): PlannedObject {
  return { ref: r, desired: desiredOf(r), live: undefined, action: 'create', changes: [] };
}

export function updated(
  r: ObjectRef,
  changes: readonly FieldChange[],
  action: 'update' | 'drift' = 'update',
): PlannedObject {
  return { ref: r, desired: desiredOf(r), live: undefined, action, changes };
}

export function unchanged(r: ObjectRef): PlannedObject {
  return { ref: r, desired: desiredOf(r), live: undefined, action: 'unchanged', changes: [] };
}

export function pruned(r: ObjectRef, kept?: PlannedPrune['kept']): PlannedPrune {
  return { ref: r, live: undefined, kept };
}

export function plan(
  project: string,
  objects: readonly PlannedObject[],
  prunes: readonly PlannedPrune[] = [],
  pruneVerdict: PruneVerdict = { prune: true },
): ProjectPlan {
  return { project, objects, prunes, pruneVerdict };
}

export function removed(project: string, objects: readonly ObjectRef[], refused?: string): RemovedProject {
  return {
    project,
    inventory: { project, repository: 'main', objects, record: EMPTY_RECORD },
    refused,
    deleted: false,
  };
}

export function sync(partial: Partial<RepositorySync>): RepositorySync {
  return { plans: [], results: [], skipped: [], removed: [], ...partial };
}

export function problem(partial: Partial<Problem>): Problem {
  return {
    code: 'SCHEMA_TYPE',
    severity: 'error',
    file: 'projects/web/deploy.yaml',
    line: 12,
    col: 7,
    field: 'spec.replicas',
    message: 'must be integer',
    project: 'web',
    ...partial,
  };
}

export const HEAD = 'abc1234def5678abc1234def5678abc1234def56';

export function input(partial: Partial<PlanCommentInput> = {}): PlanCommentInput {
  return {
    repository: 'acme/config',
    number: 42,
    headSha: HEAD,
    sync: sync({}),
    changed: { projects: ['web'], settings: false, complete: true },
    problems: [],
    builds: new Map(),
    previews: [],
    elapsedMs: 1234,
    ...partial,
  };
}

/** A realistic PR: a Deployment scaled and re-imaged, a ConfigMap created, a Secret's password changed, drift in a Service, one prune. */
export function webShopSync(): RepositorySync {
  const secret = ref('Secret', 'web', 'db-credentials');
  return sync({
    plans: [
      plan(
        'web',
        [
          updated(ref('Deployment', 'web', 'web', 'apps/v1'), [
            { path: 'spec.replicas', from: 2, to: 3 },
            {
              path: 'spec.template.spec.containers[web].image',
              from: 'registry.local/web:1.4.0',
              to: 'registry.local/web:1.5.0',
            },
          ]),
          created(ref('ConfigMap', 'web', 'web-settings')),
          updated(secret, [
            { path: 'data.password', from: OLD_SECRET_BASE64, to: SECRET_BASE64 },
            {
              path: 'metadata.annotations.kubectl.kubernetes.io/last-applied-configuration',
              from: undefined,
              to: JSON.stringify({ apiVersion: 'v1', kind: 'Secret', data: { password: SECRET_BASE64 } }),
            },
          ]),
          updated(
            ref('Service', 'web', 'web'),
            [{ path: 'spec.ports[http].port', from: 8081, to: 8080 }],
            'drift',
          ),
          unchanged(ref('ServiceAccount', 'web', 'web')),
        ],
        [
          pruned(ref('ConfigMap', 'web', 'web-old')),
          pruned(ref('ConfigMap', 'web', 'hand-made'), 'not-owned'),
        ],
      ),
      plan('shop', [
        created(ref('Deployment', 'shop', 'cart', 'apps/v1')),
        created(ref('Service', 'shop', 'cart')),
      ]),
      plan('quiet', [unchanged(ref('ConfigMap', 'quiet', 'settings'))]),
    ],
  });
}
