import { previewTag, pullRequestCause } from '../../buildplan/preview-build.js';
import type { PreviewBuildService } from '../../builds/build-service.js';
import type { PreviewImage, SourceBuild } from '../../previews/index.js';
import type { PullRequestEvent } from '../../webhooks/webhook-event.js';
import type { Clock } from '../../runtime/index.js';

/** Each BuildConfig's image built from the PR's head, or why the preview cannot have one. */
export type PreviewBuilds =
  | {
      readonly images: readonly {
        readonly output: { readonly stream: string; readonly tag: string };
        readonly image: PreviewImage;
      }[];
    }
  | { readonly failure: string };

/**
 * Builds a project's BuildConfigs from the pull request's head (its
 * `refs/pull/<n>/head`), each pushed under the PR's own tag and never written
 * back, and waits for them: the images the preview takes in place of the
 * output tags'.
 */
export async function buildFor(
  builds: PreviewBuildService,
  configs: readonly SourceBuild[],
  event: PullRequestEvent,
  clock: Clock,
  signal: AbortSignal,
): Promise<PreviewBuilds> {
  const images: { output: { stream: string; tag: string }; image: PreviewImage }[] = [];
  for (const config of configs) {
    if (config.output === undefined)
      return {
        failure: `BuildConfig ${config.buildConfig} has no ImageStreamTag output of its project to preview`,
      };
    const started = await builds.start({
      project: config.project,
      buildConfig: config.buildConfig,
      cause: pullRequestCause(event.repository.fullName, event.number, event.head.sha),
      ref: `refs/pull/${event.number}/head`,
      commit: event.head.sha,
      preview: { repository: event.repository.fullName, number: event.number, tag: previewTag(event.number) },
    });
    const done = await builds.wait(started.namespace, started.name, signal);
    const reference = done.status.outputDockerImageReference;
    const digest = done.status.outputDigest;
    if (done.status.phase !== 'Complete' || reference === undefined || digest === undefined)
      return {
        failure: `build ${done.name} ${done.status.phase.toLowerCase()}${done.status.reason === undefined ? '' : ` (${done.status.reason})`}${done.status.message === undefined ? '' : `: ${done.status.message}`}`,
      };
    images.push({
      output: config.output,
      image: {
        dockerImageReference: reference,
        image: digest,
        created: done.status.completionTimestamp ?? new Date(clock.now()).toISOString(),
      },
    });
  }
  return { images };
}
