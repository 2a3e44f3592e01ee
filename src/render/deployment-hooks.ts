import { asName, asNumber, asRecord, asRecordList, asString } from '../model/values.js';
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
  strategy: Readonly<Record<string, unknown>>,
  podTemplate: Readonly<Record<string, unknown>>,
): KubeObject[] {
  const params = asRecord(
    strategy['type'] === 'Recreate' ? strategy['recreateParams'] : strategy['rollingParams'],
  );
  const phases: HookPhase[] = strategy['type'] === 'Recreate' ? ['pre', 'mid', 'post'] : ['pre', 'post'];
  const jobs: KubeObject[] = [];
  for (const phase of phases) {
    const hook = params[phase];
    if (hook === undefined) continue;
    jobs.push(
      hookJob(
        project,
        deploymentConfig,
        phase,
        asRecord(hook),
        podTemplate,
        asNumber(params['timeoutSeconds']),
      ),
    );
  }
  return jobs;
}

function hookJob(
  project: string,
  deploymentConfig: string,
  phase: HookPhase,
  hook: Readonly<Record<string, unknown>>,
  podTemplate: Readonly<Record<string, unknown>>,
  timeoutSeconds: number | undefined,
): KubeObject {
  const exec = asRecord(hook['execNewPod']);
  const podSpec = asRecord(podTemplate['spec']);
  const base = asRecordList(podSpec['containers']).find((c) => c['name'] === exec['containerName']) ?? {};
  const hookEnv = asRecordList(exec['env']);
  const overridden = new Set(hookEnv.map((e) => asString(e['name'])));
  const env = [...asRecordList(base['env']).filter((e) => !overridden.has(asString(e['name']))), ...hookEnv];
  const volumeNames = new Set(
    (exec['volumes'] as unknown[] | undefined)?.filter((v) => typeof v === 'string') ?? [],
  );
  const volumes = asRecordList(podSpec['volumes']).filter((v) => volumeNames.has(asString(v['name']) ?? ''));
  const container: Record<string, unknown> = {
    ...base,
    name: asName(exec['containerName']) ?? 'hook',
    command: exec['command'],
    ...(env.length > 0 ? { env } : {}),
  };
  delete container['args'];
  delete container['livenessProbe'];
  delete container['readinessProbe'];
  delete container['startupProbe'];
  if (volumes.length === 0) delete container['volumeMounts'];
  else
    container['volumeMounts'] = asRecordList(base['volumeMounts']).filter((m) =>
      volumeNames.has(asString(m['name']) ?? ''),
    );
  const failurePolicy = asString(hook['failurePolicy']) ?? 'Abort';
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: `${deploymentConfig}-hook-${phase}`,
      namespace: project,
      labels: { 'gitshift.io/hook-of': deploymentConfig },
      annotations: {
        [HOOK_ANNOTATION]: phase,
        [HOOK_OF_ANNOTATION]: deploymentConfig,
        [HOOK_FAILURE_POLICY_ANNOTATION]: failurePolicy,
      },
    },
    spec: {
      // Retry is the reconciler's job, so that each attempt is visible; the Job itself tries once.
      backoffLimit: 0,
      ...(timeoutSeconds === undefined ? {} : { activeDeadlineSeconds: timeoutSeconds }),
      template: {
        metadata: { labels: { 'gitshift.io/hook-of': deploymentConfig } },
        spec: {
          ...(podSpec['serviceAccountName'] === undefined
            ? {}
            : { serviceAccountName: podSpec['serviceAccountName'] }),
          restartPolicy: 'Never',
          containers: [container],
          ...(volumes.length === 0 ? {} : { volumes }),
        },
      },
    },
  };
}
