import type { Problem } from '../errors/index.js';
import type { DeploymentStrategy, LifecycleHook, PodTemplateSpec } from '../model/generated/index.js';
import type { Manifest } from '../model/manifest.js';
import { problemAt } from '../yaml/read/problem-at.js';
import type { KubeObject } from './kube-object.js';

export const HOOK_ANNOTATION = 'gitshift.io/hook';
export const HOOK_OF_ANNOTATION = 'gitshift.io/hook-of';
export const HOOK_FAILURE_POLICY_ANNOTATION = 'gitshift.io/hook-failure-policy';

type HookPhase = 'pre' | 'mid' | 'post';

/**
 * Lifecycle hooks of a DeploymentConfig strategy as Job templates. They are
 * not applied with the other objects: the reconciler runs each one at its
 * point of the rollout and honours its failure policy.
 */
export function renderHooks(
  project: string,
  deploymentConfig: string,
  strategy: DeploymentStrategy,
  podTemplate: PodTemplateSpec,
): KubeObject[] {
  const recreate = strategy.type === 'Recreate';
  const params: Partial<Record<HookPhase, LifecycleHook>> & { timeoutSeconds?: number } =
    (recreate ? strategy.recreateParams : strategy.rollingParams) ?? {};
  const phases: HookPhase[] = recreate ? ['pre', 'mid', 'post'] : ['pre', 'post'];
  const jobs: KubeObject[] = [];
  for (const phase of phases) {
    const hook = params[phase];
    if (hook !== undefined)
      jobs.push(hookJob(project, deploymentConfig, phase, hook, podTemplate, params.timeoutSeconds));
  }
  return jobs;
}

/** The failure policies OpenShift's deployer knows, spelled exactly. */
const FAILURE_POLICIES: readonly string[] = ['Abort', 'Retry', 'Ignore'];

/**
 * A warning for each hook whose failurePolicy is not exactly Abort, Retry or
 * Ignore: the API server takes any value, and OpenShift's deployer, like
 * gitshift's reconciler, then aborts the rollout when the hook fails.
 */
export function hookPolicyProblems(
  project: string,
  manifest: Manifest,
  strategy: DeploymentStrategy,
): Problem[] {
  const recreate = strategy.type === 'Recreate';
  const params: Partial<Record<HookPhase, LifecycleHook>> =
    (recreate ? strategy.recreateParams : strategy.rollingParams) ?? {};
  const paramsField = recreate ? 'recreateParams' : 'rollingParams';
  const phases: HookPhase[] = recreate ? ['pre', 'mid', 'post'] : ['pre', 'post'];
  return phases.flatMap((phase) => {
    const policy = params[phase]?.failurePolicy;
    if (policy === undefined || FAILURE_POLICIES.includes(policy)) return [];
    const path = [...manifest.basePath, 'spec', 'strategy', paramsField, phase, 'failurePolicy'];
    const message = `failurePolicy '${policy}' is not Abort, Retry or Ignore: OpenShift and gitshift treat it as Abort, so a failed ${phase} hook stops the rollout`;
    return [
      problemAt(manifest.source, path, 'HOOK_FAILURE_POLICY_UNKNOWN', message, {
        severity: 'warning',
        project,
      }),
    ];
  });
}

function hookJob(
  project: string,
  deploymentConfig: string,
  phase: HookPhase,
  hook: LifecycleHook,
  podTemplate: PodTemplateSpec,
  timeoutSeconds: number | undefined,
): KubeObject {
  const exec = hook.execNewPod;
  const podSpec = podTemplate.spec;
  const base = podSpec.containers.find((c) => c.name === exec?.containerName);
  const hookEnv = exec?.env ?? [];
  const overridden = new Set(hookEnv.map((e) => e.name));
  const env = [...(base?.env ?? []).filter((e) => !overridden.has(e.name)), ...hookEnv];
  const volumeNames = new Set(exec?.volumes ?? []);
  const volumes = (podSpec.volumes ?? []).filter((v) => volumeNames.has(v.name ?? ''));
  // The hook pod runs the named container's image and settings with the hook's command, without probes.
  const {
    args: _args,
    livenessProbe: _l,
    readinessProbe: _r,
    startupProbe: _s,
    volumeMounts,
    ...settings
  } = base ?? {
    name: 'hook',
  };
  const container: Record<string, unknown> = {
    ...settings,
    name: exec?.containerName ?? 'hook',
    command: exec?.command,
    ...(env.length > 0 ? { env } : {}),
  };
  if (volumes.length > 0)
    container['volumeMounts'] = (volumeMounts ?? []).filter((m) => volumeNames.has(m.name ?? ''));
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: `${deploymentConfig}-hook-${phase}`,
      namespace: project,
      labels: { [HOOK_OF_ANNOTATION]: deploymentConfig },
      annotations: {
        [HOOK_ANNOTATION]: phase,
        [HOOK_OF_ANNOTATION]: deploymentConfig,
        [HOOK_FAILURE_POLICY_ANNOTATION]: hook.failurePolicy,
      },
    },
    spec: {
      // Retry is the reconciler's job, so that each attempt is visible; the Job itself tries once.
      backoffLimit: 0,
      ...(timeoutSeconds === undefined ? {} : { activeDeadlineSeconds: timeoutSeconds }),
      template: {
        metadata: { labels: { [HOOK_OF_ANNOTATION]: deploymentConfig } },
        spec: {
          // Hook pods run where the application's pods run, as the application's service account.
          ...pick(podSpec, [
            'serviceAccountName',
            'nodeSelector',
            'tolerations',
            'imagePullSecrets',
            'securityContext',
          ]),
          restartPolicy: 'Never',
          containers: [container],
          ...(volumes.length === 0 ? {} : { volumes }),
        },
      },
    },
  };
}

function pick(spec: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => spec[key] !== undefined).map((key) => [key, spec[key]]));
}
