/**
 * One run of a BuildConfig, as gitshift records it in the cluster: a `Build`
 * of gitshift's own API group (`gitshift.io/v1`), named `<bc>-<n>` in the
 * project's namespace, so `kubectl get builds.gitshift.io -n <project>` lists
 * them and they outlive a restart of serve. The vocabulary is OpenShift's
 * (`build.openshift.io/v1` Build status), so people who knew `oc get builds`
 * read it without a glossary.
 */

export const BUILD_API_GROUP = 'gitshift.io';
export const BUILD_API_VERSION = 'gitshift.io/v1';
export const BUILD_KIND = 'Build';
export const BUILD_PLURAL = 'builds';

/** Labels every Build record carries, for listing a BuildConfig's builds. */
export const BUILD_CONFIG_LABEL = 'gitshift.io/build-config';
/** The build's number, also in its name; a label so the newest can be found by a list. */
export const BUILD_NUMBER_ANNOTATION = 'gitshift.io/build-number';

/** OpenShift's build phases, with the same meaning. */
export type BuildPhase = 'New' | 'Pending' | 'Running' | 'Complete' | 'Failed' | 'Error' | 'Cancelled';

/** Phases a build never leaves. */
export const FINISHED_PHASES: ReadonlySet<BuildPhase> = new Set(['Complete', 'Failed', 'Error', 'Cancelled']);

export function isFinished(phase: BuildPhase): boolean {
  return FINISHED_PHASES.has(phase);
}

/**
 * Why a build ended other than Complete: OpenShift's `status.reason` values
 * where one fits, so scripts written against `oc` keep working.
 */
export type BuildReason =
  | 'FetchSourceFailed'
  | 'InvalidContextDirectory'
  | 'PullBuilderImageFailed'
  | 'DockerBuildFailed'
  | 'GenericBuildFailed'
  | 'AssembleFailed'
  | 'PushImageToRegistryFailed'
  | 'OutOfMemoryKilled'
  | 'BuildPodDeadlineExceeded'
  | 'BuildPodDeleted'
  | 'BuildPodEvicted'
  | 'CannotCreateBuildPod'
  | 'InvalidOutputReference'
  | 'UnresolvableBuilderImage'
  | 'CancelledBuild'
  | 'ServeRestarted'
  | 'OutputDigestUnreadable'
  | 'WriteBackFailed';

/**
 * What started a build; OpenShift's cause types, plus `Binary` for an
 * uploaded source and `PullRequest` for a pull request's preview build.
 */
export type BuildCauseType =
  'GitHubWebHook' | 'GenericWebHook' | 'ImageChange' | 'ConfigChange' | 'Manual' | 'Binary' | 'PullRequest';

export interface BuildCause {
  readonly type: BuildCauseType;
  /** One line for people: "GitHub push to main by alice", "image ruby:2.7 moved to sha256:…". */
  readonly message: string;
  /** The webhook delivery, for GitHub and generic causes. */
  readonly deliveryId?: string;
  /** ImageChange: the image whose move started the build (digest-pinned pull spec). */
  readonly image?: string;
}

/** The source revision a build uses. */
export interface BuildRevision {
  readonly commit?: string;
  /** `refs/heads/main`, or the branch name the BuildConfig's `ref` gives. */
  readonly ref?: string;
  readonly message?: string;
  readonly author?: string;
}

/**
 * A pull request's build, for its preview environment: pushed to the output's
 * repository under `tag` instead of the output tag, and never written back.
 */
export interface BuildPreview {
  /** `owner/name` of the repository the pull request is on. */
  readonly repository: string;
  readonly number: number;
  /** The tag pushed instead of the output's, `pr-7`. */
  readonly tag: string;
}

/** What a Build record's `spec` holds: decided when the build is created, never changed after. */
export interface BuildRecordSpec {
  readonly buildConfig: string;
  readonly number: number;
  readonly strategy: 'Docker' | 'Source' | 'Custom';
  readonly cause: BuildCause;
  readonly revision?: BuildRevision;
  /** The pull spec the output is pushed to (`registry/ns/app:latest`), when it has one. */
  readonly output?: string;
  /** The ImageStreamTag written back on success, `stream:tag`. */
  readonly outputStreamTag?: string;
  /** Generic webhook `env` (only when the trigger allows it) or `start-build --env`. */
  readonly env?: readonly { readonly name: string; readonly value: string }[];
  /** A pull request's preview build: `output` is then the preview tag and nothing is written back. */
  readonly preview?: BuildPreview;
}

/** What a Build record's `status` holds; updated as the build moves. */
export interface BuildRecordStatus {
  readonly phase: BuildPhase;
  readonly reason?: BuildReason;
  readonly message?: string;
  /** RFC 3339. */
  readonly startTimestamp?: string;
  readonly completionTimestamp?: string;
  readonly durationMs?: number;
  /** `sha256:…`, read from the registry after the push. */
  readonly outputDigest?: string;
  /** What was pushed, pinned: `registry/ns/app@sha256:…`. */
  readonly outputDockerImageReference?: string;
  /** The write-back commit that moved the output tag. */
  readonly writeBackCommit?: string;
  /** Name of the ConfigMap that keeps the log once the build's pod is gone. */
  readonly logConfigMap?: string;
  /** Bytes of log dropped from the front to stay under the cap. */
  readonly logTruncatedBytes?: number;
}

export interface BuildRecord {
  readonly namespace: string;
  readonly name: string;
  readonly spec: BuildRecordSpec;
  readonly status: BuildRecordStatus;
  /** RFC 3339, from the API server. */
  readonly creationTimestamp?: string;
}

/** `<bc>-<n>`, OpenShift's build naming. */
export function buildName(buildConfig: string, number: number): string {
  return `${buildConfig}-${number}`;
}

/** A record spec's `revision` for what a request names (a webhook's commit, `start-build --commit/--ref`); none when it names neither. */
export function requestedRevision(
  commit: string | undefined,
  ref: string | undefined,
): { readonly revision?: BuildRevision } {
  if (commit === undefined && ref === undefined) return {};
  return { revision: { ...(commit === undefined ? {} : { commit }), ...(ref === undefined ? {} : { ref }) } };
}
