import type { BuildCause, BuildPreview, BuildRecordSpec } from './build-record.js';

/**
 * A pull request's build for its preview environment: the BuildConfig built
 * from the PR's head, pushed to the output's repository under a tag of the
 * PR's own (`pr-7`) so the real tag, the ImageStreamTag in Git and every
 * trigger that follows them stay as they were.
 */

/** The tag a pull request's builds push: `pr-<n>`. */
export function previewTag(number: number): string {
  return `pr-${number}`;
}

/** Whether a registry tag is one of gitshift's preview tags, `pr-<n>`: no image stream follows those by its repository alone. */
export function isPreviewTag(tag: string): boolean {
  return /^pr-[1-9][0-9]*$/.test(tag);
}

// A registry tag (distribution's grammar): a word character, then up to 127 word characters, '.' or '-'.
const TAG = /^\w[\w.-]{0,127}$/;
const REPOSITORY = /^[^/\s]+\/[^/\s]+$/;

/** Why `preview` cannot be built, in words a caller acts on; undefined when it can. */
export function previewProblem(preview: BuildPreview): string | undefined {
  if (!REPOSITORY.test(preview.repository))
    return `preview.repository '${preview.repository}' must be owner/name`;
  if (!Number.isSafeInteger(preview.number) || preview.number < 1)
    return `preview.number ${preview.number} must be a pull request number (a positive integer)`;
  if (!TAG.test(preview.tag)) return `preview.tag '${preview.tag}' is not a valid image tag`;
  return undefined;
}

/**
 * The output pull spec with its tag (or digest) replaced by the preview's:
 * `registry:5000/ns/app:latest` → `registry:5000/ns/app:pr-7`. A registry
 * port is not a tag: only a `:` after the last `/` is.
 */
export function previewOutput(output: string, tag: string): string {
  const withoutDigest = output.replace(/@[^/]*$/, '');
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  const repository = colon > slash ? withoutDigest.slice(0, colon) : withoutDigest;
  return `${repository}:${tag}`;
}

/** The cause of a preview build: "pull request owner/app#7 at abc1234". */
export function pullRequestCause(repository: string, number: number, commit?: string): BuildCause {
  const at = commit === undefined || commit === '' ? '' : ` at ${commit.slice(0, 7)}`;
  return { type: 'PullRequest', message: `pull request ${repository}#${number}${at}` };
}

/**
 * The queue a build waits in under its BuildConfig's runPolicy: the
 * BuildConfig's own builds share one, each pull request's preview builds
 * another, so a PR's push never cancels (SerialLatestOnly) or holds up
 * (Serial) a build of the real tag, and a newer push to a PR supersedes the
 * older one queued.
 */
export function buildQueue(spec: Pick<BuildRecordSpec, 'preview'>): string {
  return spec.preview === undefined ? '' : `${spec.preview.repository}#${spec.preview.number}`;
}

/** Whether the build is one of the pull request's preview builds. */
export function isPreviewOf(
  spec: Pick<BuildRecordSpec, 'preview'>,
  repository: string,
  number: number,
): boolean {
  return spec.preview?.repository === repository && spec.preview.number === number;
}
