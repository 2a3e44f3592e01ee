import { GitshiftError, type GitshiftErrorOptions } from '../errors/gitshift-error.js';
import type { KubeApi, LiveObject } from '../kube/kube-api.js';
import { abortedError, pollUntil, type Clock } from '../runtime/index.js';
import { describeRef, refOf } from '../kube/object-ref.js';
import {
  HOOK_ANNOTATION,
  HOOK_FAILURE_POLICY_ANNOTATION,
  HOOK_OF_ANNOTATION,
} from '../render/deployment-hooks.js';
import { WAITING_FOR_IMAGE_ANNOTATION } from '../render/deployment-config.js';
import type { KubeObject } from '../render/kube-object.js';
import { adoptCreatedFields, writePlanned } from './created-fields.js';
import { DESIRED_HASH_ANNOTATION, desiredHashOf } from './desired-hash.js';
import { healthOf } from './health.js';
import type { Say } from './progress.js';
import type { PlannedObject } from './project-plan.js';

/** A lifecycle hook that failed under failurePolicy Abort (or Retry, every attempt): the rollout is stopped. Not transient: the same hook on the same commit fails again. */
export class HookFailedError extends GitshiftError {
  constructor(message: string, data: Record<string, unknown> = {}, options?: GitshiftErrorOptions) {
    super('HOOK_FAILED', message, data, options);
    this.name = 'HookFailedError';
  }
}

export interface RolloutOptions {
  /** Attempts for a hook whose failurePolicy is Retry. Default: 3. */
  readonly retryAttempts?: number;
  /** How long a hook Job or the rollout may take. Default: 10 min. */
  readonly timeoutMs?: number;
  readonly pollMs?: number;
  readonly say?: Say;
  /** Aborting it ends the rollout's waits at once with ABORTED. */
  readonly signal?: AbortSignal;
  /** Default: the system clock. */
  readonly clock?: Clock;
}

/** One step of a rollout with hooks: a hook phase, scaling the old pods down, or applying the Deployment. */
export type RolloutStep = 'pre' | 'scale-down' | 'mid' | 'apply' | 'post';

/**
 * The steps of a rollout, in order, as OpenShift runs a DeploymentConfig's
 * hooks. Rolling: pre, roll out, post. Recreate: pre, scale the old pods
 * down, mid, scale the new ones up, post; a first rollout has no old pods and
 * so no scale-down (its mid hook still runs). Phases with no hook are left out;
 * post also waits for the rollout to be healthy.
 */
export function rolloutSteps(
  strategy: string,
  phases: ReadonlySet<string>,
  firstRollout: boolean,
): RolloutStep[] {
  const steps: RolloutStep[] = [];
  if (phases.has('pre')) steps.push('pre');
  if (strategy === 'Recreate') {
    if (!firstRollout) steps.push('scale-down');
    if (phases.has('mid')) steps.push('mid');
  }
  steps.push('apply');
  if (phases.has('post')) steps.push('post');
  return steps;
}

/** The hook Jobs rendered for a Deployment, by phase. */
export function hooksFor(deployment: KubeObject, hooks: readonly KubeObject[]): Map<string, KubeObject> {
  const name = deployment.metadata.name;
  return new Map(
    hooks
      .filter(
        (h) =>
          h.metadata.annotations?.[HOOK_OF_ANNOTATION] === name &&
          h.metadata.namespace === deployment.metadata.namespace,
      )
      .map((h) => [h.metadata.annotations?.[HOOK_ANNOTATION] ?? '', h]),
  );
}

/**
 * Whether applying the object starts a rollout: a new Deployment or a changed
 * pod template. A Deployment held at 0 replicas until its image trigger
 * resolves starts none, as OpenShift runs no hooks before a DeploymentConfig's
 * first rollout, and its hook pods would have no image to run.
 */
export function startsRollout(object: PlannedObject): boolean {
  if (object.desired.metadata.annotations?.[WAITING_FOR_IMAGE_ANNOTATION] !== undefined) return false;
  return object.action === 'create' || object.changes.some((c) => c.path.startsWith('spec.template'));
}

/**
 * Applies a Deployment with its DeploymentConfig's lifecycle hooks around the
 * rollout. Rolling: pre, roll out, post. Recreate: pre, scale the old pods
 * down, mid, scale the new ones up, post. A failing hook with policy Abort
 * stops the rollout, Retry runs it again, Ignore goes on.
 */
export async function rollOutWithHooks(
  api: KubeApi,
  object: PlannedObject,
  hooks: ReadonlyMap<string, KubeObject>,
  options: RolloutOptions = {},
): Promise<void> {
  const rollout = (desiredHashOf(object.desired) ?? 'rollout').slice(0, 8);
  const strategy =
    (object.desired['spec'] as { strategy?: { type?: string } } | undefined)?.strategy?.type ??
    'RollingUpdate';
  const run = async (phase: string): Promise<void> => {
    const hook = hooks.get(phase);
    if (hook !== undefined) await runHook(api, hook, rollout, options);
  };
  // Adopted once, before the first of the rollout's applies (created-fields.ts).
  const target = await adoptCreatedFields(api, object, options.signal);
  for (const step of rolloutSteps(strategy, new Set(hooks.keys()), target.live === undefined)) {
    switch (step) {
      case 'scale-down':
        options.say?.(
          `${describeRef(object.ref)}: scaling the old pods down before the mid hook`,
          object.ref.namespace,
        );
        await api.apply(scaledDown(target.desired, target.live as LiveObject), { signal: options.signal });
        await waitFor(
          api,
          object,
          (live) => ((live?.['status'] as { replicas?: number } | undefined)?.replicas ?? 0) === 0,
          options,
        );
        break;
      case 'apply':
        await writePlanned(api, target, options.signal);
        break;
      case 'post':
        await waitFor(api, object, (live) => healthOf(live).status === 'Healthy', options);
        await run('post');
        break;
      default:
        await run(step);
    }
  }
}

/** The Deployment as it is (old template), with no replicas: the first half of a Recreate rollout. */
function scaledDown(desired: KubeObject, live: LiveObject): KubeObject {
  const { [DESIRED_HASH_ANNOTATION]: _hash, ...annotations } = desired.metadata.annotations ?? {};
  const liveTemplate = (live['spec'] as Record<string, unknown> | undefined)?.['template'];
  return {
    apiVersion: desired.apiVersion,
    kind: desired.kind,
    metadata: { ...desired.metadata, annotations },
    spec: { ...(desired['spec'] as Record<string, unknown>), replicas: 0, template: liveTemplate },
  };
}

async function runHook(
  api: KubeApi,
  template: KubeObject,
  rollout: string,
  options: RolloutOptions,
): Promise<void> {
  const { retryAttempts = 3, say = () => undefined } = options;
  const policy = template.metadata.annotations?.[HOOK_FAILURE_POLICY_ANNOTATION] ?? 'Abort';
  const attempts = policy === 'Retry' ? retryAttempts : 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const job = hookJob(template, rollout, attempt);
    say(
      `${describeRef(refOf(job))}: running ${template.metadata.annotations?.[HOOK_ANNOTATION] ?? ''} hook (attempt ${attempt} of ${attempts})`,
      job.metadata.namespace,
    );
    await api.apply(job, { signal: options.signal });
    const done = await waitForJob(api, job, options);
    if (done === 'Complete') return;
    say(`${describeRef(refOf(job))}: hook failed (${done})`, job.metadata.namespace);
  }
  if (policy === 'Ignore') return;
  throw new HookFailedError(
    `${template.metadata.name}: the ${template.metadata.annotations?.[HOOK_ANNOTATION] ?? ''} hook failed ${attempts === 1 ? '' : `${attempts} times `}(failurePolicy ${policy}); the rollout is stopped`,
  );
}

/** One run of a hook: a Job named after the hook, the rollout and the attempt, removed by the TTL controller later. */
function hookJob(template: KubeObject, rollout: string, attempt: number): KubeObject {
  const base = template.metadata.name.slice(0, 63 - 12);
  return {
    ...template,
    metadata: { ...template.metadata, name: `${base}-${rollout}-${attempt}` },
    spec: { ...(template['spec'] as Record<string, unknown>), ttlSecondsAfterFinished: 3600 },
  };
}

async function waitForJob(api: KubeApi, job: KubeObject, options: RolloutOptions): Promise<string> {
  let outcome = '';
  await waitFor(
    api,
    { ref: refOf(job) },
    (live) => {
      const conditions =
        (live?.['status'] as { conditions?: { type: string; status: string; reason?: string }[] } | undefined)
          ?.conditions ?? [];
      const final = conditions.find(
        (c) => (c.type === 'Complete' || c.type === 'Failed') && c.status === 'True',
      );
      if (final === undefined) return false;
      outcome = final.type === 'Complete' ? 'Complete' : `Failed: ${final.reason ?? 'unknown'}`;
      return true;
    },
    options,
  );
  return outcome;
}

async function waitFor(
  api: KubeApi,
  object: Pick<PlannedObject, 'ref'>,
  done: (live: LiveObject | undefined) => boolean,
  options: RolloutOptions,
): Promise<void> {
  const { timeoutMs = 600_000, pollMs = 500, signal, clock } = options;
  const what = describeRef(object.ref);
  try {
    await pollUntil(async () => (done(await api.get(object.ref, { signal })) ? true : undefined), {
      intervalMs: pollMs,
      timeoutMs,
      what,
      ...(signal === undefined ? {} : { signal }),
      ...(clock === undefined ? {} : { clock }),
    });
  } catch (error) {
    // Say which wait was given up, whichever step of the poll saw the abort.
    if (signal?.aborted === true) throw abortedError(signal, `waiting for ${what}`);
    throw error;
  }
}
