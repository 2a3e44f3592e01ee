import type { BuildReason } from '../../buildplan/build-record.js';
import { failureReason, lastStep } from './build-failure.js';
import { BUILD_CONTAINER, FETCH_CONTAINER } from './build-pod.js';

/** The parts of a Pod's status the outcome is read from. */
export interface BuildPodStatus {
  readonly metadata?: { readonly deletionTimestamp?: string };
  readonly status?: {
    readonly phase?: string;
    readonly reason?: string;
    readonly message?: string;
    readonly initContainerStatuses?: readonly ContainerStatus[];
    readonly containerStatuses?: readonly ContainerStatus[];
  };
}

interface ContainerStatus {
  readonly name: string;
  readonly state?: {
    readonly waiting?: { readonly reason?: string; readonly message?: string };
    readonly running?: object;
    readonly terminated?: { readonly exitCode?: number; readonly reason?: string; readonly message?: string };
  };
}

/** How a build pod ended; `failed` with OpenShift's reason and what the pod said. */
export type BuildPodOutcome =
  | { readonly state: 'running' }
  | { readonly state: 'succeeded' }
  | { readonly state: 'failed'; readonly reason: BuildReason; readonly detail: string };

/** Waiting reasons of a container whose image cannot be had: the kubelet would only keep trying. */
const IMAGE_UNAVAILABLE = new Set([
  'ErrImagePull',
  'ImagePullBackOff',
  'InvalidImageName',
  'ErrImageNeverPull',
]);

/**
 * What a build pod's state means for the build. `pod` is undefined when it
 * is gone. `logTail` (the last lines of its log) tells which step a failed
 * container was in: the script's marker lines, then buildah's own error.
 * A termination message is never read: anything in the pod could write it.
 */
export function judgeBuildPod(
  pod: BuildPodStatus | undefined,
  runType: 'dockerfile' | 'custom',
  logTail: readonly string[],
): BuildPodOutcome {
  if (pod === undefined) return failed('BuildPodDeleted', 'the build pod was deleted while the build ran');
  const status = pod.status ?? {};
  if (status.phase === 'Succeeded') return { state: 'succeeded' };
  if (status.reason === 'Evicted')
    return failed('BuildPodEvicted', status.message ?? 'the build pod was evicted');
  // A container killed by the deletion exits non-zero; the deletion is the cause to report.
  if (pod.metadata?.deletionTimestamp !== undefined)
    return failed('BuildPodDeleted', 'the build pod was deleted while the build ran');
  const containers = [...(status.initContainerStatuses ?? []), ...(status.containerStatuses ?? [])];
  for (const container of containers) {
    const waiting = container.state?.waiting;
    if (waiting?.reason !== undefined && IMAGE_UNAVAILABLE.has(waiting.reason))
      return failed(
        'PullBuilderImageFailed',
        `${container.name}: ${waiting.reason}: ${waiting.message ?? ''}`.trim(),
      );
  }
  for (const container of containers) {
    const terminated = container.state?.terminated;
    if (terminated === undefined || terminated.exitCode === 0) continue;
    const exit = `${container.name} exited with code ${terminated.exitCode ?? 'unknown'}${terminated.reason === undefined ? '' : ` (${terminated.reason})`}`;
    if (terminated.reason === 'OOMKilled') return failed('OutOfMemoryKilled', exit);
    if (container.name === FETCH_CONTAINER) return failed('FetchSourceFailed', exit);
    if (container.name === BUILD_CONTAINER)
      return failed(
        runType === 'custom' ? 'GenericBuildFailed' : failureReason(lastStep(logTail) ?? 'build', logTail),
        exit,
      );
  }
  if (status.phase === 'Failed')
    return failed(
      runType === 'custom' ? 'GenericBuildFailed' : 'DockerBuildFailed',
      status.message ?? status.reason ?? 'the build pod failed',
    );
  return { state: 'running' };
}

function failed(reason: BuildReason, detail: string): BuildPodOutcome {
  return { state: 'failed', reason, detail };
}
