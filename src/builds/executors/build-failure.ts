import type { BuildReason } from '../../buildplan/build-record.js';

/**
 * The step of a build that was running when it failed. The local executor
 * knows it from the command it ran; a build pod's script prints a marker
 * line (`stepMarker`) before each step, and the last one in its log names it.
 */
export type BuildStep = 'fetch-context' | 'build' | 'push' | 'pull-builder' | 'custom';

const MARKER_PREFIX = '--> gitshift step: ';
const STEPS: readonly BuildStep[] = ['fetch-context', 'build', 'push', 'pull-builder', 'custom'];

/** The line a pod's script prints as `step` starts. */
export function stepMarker(step: BuildStep): string {
  return `${MARKER_PREFIX}${step}`;
}

/** The step the last marker among `lines` names; undefined before the first. */
export function lastStep(lines: readonly string[]): BuildStep | undefined {
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]?.trimEnd() ?? '';
    if (!line.startsWith(MARKER_PREFIX)) continue;
    const step = line.slice(MARKER_PREFIX.length) as BuildStep;
    if (STEPS.includes(step)) return step;
  }
  return undefined;
}

// buildah 1.28's words, as captured from failed builds here (test/unit/builds/executors/fixtures.ts).
/** A base image of a `FROM` that could not be pulled: "creating build container: initializing source docker://…". */
const PULL_FAILED = /^Error: creating build container: |^Error: .*initializing source docker:\/\//;
/** The layer cache could not be written: "Error: failed pushing cache to …". */
const CACHE_PUSH_FAILED = /^Error: failed pushing cache to /;

/** OpenShift's reason for a failure in `step`, read from the last lines of the log. */
export function failureReason(step: BuildStep, lines: readonly string[]): BuildReason {
  switch (step) {
    case 'fetch-context':
      return 'FetchSourceFailed';
    case 'push':
      return 'PushImageToRegistryFailed';
    case 'pull-builder':
      return 'PullBuilderImageFailed';
    case 'custom':
      return 'GenericBuildFailed';
    case 'build': {
      const error = lastErrorLine(lines);
      if (error !== undefined && PULL_FAILED.test(error)) return 'PullBuilderImageFailed';
      if (error !== undefined && CACHE_PUSH_FAILED.test(error)) return 'PushImageToRegistryFailed';
      return 'DockerBuildFailed';
    }
  }
}

/** What a person reads first: the reason in words, buildah's own error, then the last lines of the log. */
export function failureMessage(reason: BuildReason, lines: readonly string[]): string {
  const error = lastErrorLine(lines);
  const headline = `${REASON_WORDS[reason] ?? reason}${error === undefined ? '' : `: ${error.replace(/^Error: /, '')}`}`;
  return lines.length === 0
    ? headline
    : `${headline}\n--- last lines of the build log ---\n${lines.join('\n')}`;
}

const REASON_WORDS: Partial<Record<BuildReason, string>> = {
  FetchSourceFailed: 'the build pod could not fetch the build context',
  PushImageToRegistryFailed: 'pushing the image to the registry failed',
  PullBuilderImageFailed: 'pulling the base or builder image failed',
  GenericBuildFailed: 'the custom builder failed',
  DockerBuildFailed: 'the Dockerfile build failed',
  OutOfMemoryKilled: 'the build was killed for running out of memory',
  BuildPodDeleted: 'the build pod was deleted',
  BuildPodEvicted: 'the build pod was evicted',
  CannotCreateBuildPod: 'the build pod could not be created',
};

function lastErrorLine(lines: readonly string[]): string | undefined {
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (line.startsWith('Error: ')) return line;
  }
  return undefined;
}
