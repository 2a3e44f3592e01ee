import { IMAGE_ANNOTATION, CREATED_BY_ANNOTATION } from './container-job.js';

/** A container's state, after the containers service's words. */
export type ContainerState = 'Pending' | 'Running' | 'Succeeded' | 'Failed' | 'Stopped' | 'Deleting';

/** What inspect and list answer for one container. */
export interface ContainerStatus {
  readonly name: string;
  readonly project: string;
  readonly state: ContainerState;
  /** Why, when the cluster says (`BackoffLimitExceeded`, `ErrImagePull`, `Error`, …). */
  readonly reason?: string;
  /** The image as asked for. */
  readonly image?: string;
  readonly createdBy?: string;
  /** The process's exit status, once it has ended. */
  readonly exitCode?: number;
  readonly startedAt?: string;
  readonly finishedAt?: string;
  /** The pod that runs it (whose log is the container's output), once there is one. */
  readonly pod?: string;
}

/** The parts of a live Job and Pod the state is read from (plain JSON as the API server sends it). */
export interface LiveJob {
  readonly metadata: { readonly annotations?: Readonly<Record<string, string>> };
  readonly spec?: { readonly suspend?: boolean };
  readonly status?: {
    readonly startTime?: string;
    readonly completionTime?: string;
    readonly conditions?: readonly {
      readonly type: string;
      readonly status: string;
      readonly reason?: string;
    }[];
  };
}

export interface LivePod {
  readonly metadata: { readonly name: string; readonly creationTimestamp?: string };
  readonly status?: {
    readonly phase?: string;
    readonly containerStatuses?: readonly {
      readonly state?: {
        readonly waiting?: { readonly reason?: string };
        readonly running?: { readonly startedAt?: string };
        readonly terminated?: {
          readonly exitCode?: number;
          readonly reason?: string;
          readonly startedAt?: string;
          readonly finishedAt?: string;
        };
      };
    }[];
  };
}

export interface StatusInput {
  readonly project: string;
  readonly name: string;
  /** The manifest is in the revision serve follows (or was just committed by it). */
  readonly inGit: boolean;
  /** Git asks for it to be stopped (`spec.suspend: true`). */
  readonly stopRequested: boolean;
  readonly job: LiveJob | undefined;
  /** The Job's pods; the newest is the one reported. */
  readonly pods: readonly LivePod[];
}

/**
 * The state from what Git asks and what the cluster says. Deleting: gone
 * from Git, still in the cluster (the reconciler prunes it). Pending: in Git,
 * not yet applied, or its pod waits (image pull, scheduling). Succeeded and
 * Failed come from the Job's conditions, else from the pod's phase. Stopped:
 * suspended before it ended (the Job deleted its pod).
 */
export function containerStatus(input: StatusInput): ContainerStatus {
  const { project, name, job } = input;
  const pod = newest(input.pods);
  const terminated = pod?.status?.containerStatuses?.[0]?.state?.terminated;
  const running = pod?.status?.containerStatuses?.[0]?.state?.running;
  const waiting = pod?.status?.containerStatuses?.[0]?.state?.waiting;
  const condition = (type: string) =>
    job?.status?.conditions?.find((c) => c.type === type && c.status === 'True');
  const complete = condition('Complete');
  const failed = condition('Failed');
  const [state, reason] = ((): [ContainerState, string | undefined] => {
    if (!input.inGit) return ['Deleting', undefined];
    if (job === undefined) return ['Pending', 'not yet applied by the reconciler'];
    if (complete !== undefined || pod?.status?.phase === 'Succeeded')
      return ['Succeeded', terminated?.reason];
    if (failed !== undefined || pod?.status?.phase === 'Failed')
      return ['Failed', terminated?.reason ?? failed?.reason];
    if (input.stopRequested || job.spec?.suspend === true) return ['Stopped', 'stopped on request'];
    if (pod?.status?.phase === 'Running') return ['Running', undefined];
    return ['Pending', waiting?.reason];
  })();
  const annotations = job?.metadata.annotations ?? {};
  const fields = {
    reason,
    image: annotations[IMAGE_ANNOTATION],
    createdBy: annotations[CREATED_BY_ANNOTATION],
    exitCode: terminated?.exitCode,
    startedAt: terminated?.startedAt ?? running?.startedAt ?? job?.status?.startTime,
    finishedAt: terminated?.finishedAt ?? job?.status?.completionTime,
    pod: pod?.metadata.name,
  };
  return {
    name,
    project,
    state,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  };
}

function newest(pods: readonly LivePod[]): LivePod | undefined {
  return [...pods].sort((a, b) =>
    (b.metadata.creationTimestamp ?? '').localeCompare(a.metadata.creationTimestamp ?? ''),
  )[0];
}
