import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, PROJECT_LABEL } from '../render/provenance.js';
import { stableHash } from './stable-hash.js';

/** The PR's repository in a label-safe form (see repositoryLabelValue); selects a repository's previews. */
export const PREVIEW_REPOSITORY_LABEL = 'gitshift.io/preview-repository';
/** The config repository (gitshift.yaml `name`, a valid label value) whose serve made the preview. */
export const PREVIEW_OWNER_LABEL = 'gitshift.io/preview-owner';
/** The pull request's number. */
export const PREVIEW_PR_LABEL = 'gitshift.io/preview-pr';
/** The project of the config repository this preview is a version of. */
export const PREVIEW_PROJECT_LABEL = 'gitshift.io/preview-project';

/** The full `owner/name`, which a label value cannot hold: the sweep looks the PR up by it. */
export const PREVIEW_REPOSITORY_NAME_ANNOTATION = 'gitshift.io/preview-repository-name';
/** The commit the preview was rendered from. */
export const PREVIEW_HEAD_ANNOTATION = 'gitshift.io/preview-head';
/** ISO time of the PR's last push: the TTL counts from here. */
export const PREVIEW_LAST_PUSH_ANNOTATION = 'gitshift.io/preview-last-push';
export const PREVIEW_PR_URL_ANNOTATION = 'gitshift.io/preview-pr-url';

/** Which pull request a preview shows, as the forge reports it. */
export interface PreviewOf {
  /** `owner/name` of the repository the PR is on (the config repository or an application's source). */
  readonly repository: string;
  readonly number: number;
  readonly headSha: string;
  /** ISO time of the PR's last push. */
  readonly lastPush: string;
  readonly prUrl: string;
  /** The PR's head is in another repository (a fork). */
  readonly fork: boolean;
  /**
   * The `name` of the config repository (gitshift.yaml) whose serve made the
   * preview: a serve sweeps only its own previews, never those another config
   * repository's serve made on the same cluster.
   */
  readonly owner: string;
}

// A label value: at most 63 characters, [A-Za-z0-9._-], starting and ending with a letter or digit.
const LABEL_VALUE = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._-]{0,61}[A-Za-z0-9])?)?$/;
const HASH_PART = 1 + 8; // '-' and stableHash

/**
 * `owner/name` as a label value: `owner.name` when that is a valid value and
 * says which repository it was (owner names hold no '.', so the first '.' is
 * the slash); otherwise a readable form with a hash of the full name, so two
 * repositories never share a value.
 */
export function repositoryLabelValue(repository: string): string {
  const slash = repository.indexOf('/');
  const owner = repository.slice(0, slash);
  const readable = repository.replace('/', '.');
  if (slash > 0 && !owner.includes('.') && LABEL_VALUE.test(readable)) return readable;
  const cleaned = readable
    .replace(/[^A-Za-z0-9._-]/g, '-')
    .slice(0, 63 - HASH_PART)
    .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
  return cleaned === '' ? stableHash(repository) : `${cleaned}-${stableHash(repository)}`;
}

/** The labels that make a namespace and its objects a preview gitshift owns. */
export function previewLabels(
  of: Pick<PreviewOf, 'repository' | 'number' | 'owner'>,
  project: string,
  namespace: string,
): Record<string, string> {
  return {
    [MANAGED_BY_LABEL]: MANAGED_BY_VALUE,
    [PROJECT_LABEL]: namespace,
    [PREVIEW_REPOSITORY_LABEL]: repositoryLabelValue(of.repository),
    [PREVIEW_PR_LABEL]: String(of.number),
    [PREVIEW_PROJECT_LABEL]: project,
    [PREVIEW_OWNER_LABEL]: of.owner,
  };
}

/** The preview Namespace's annotations: what the sweep and the comment read back. */
export function previewAnnotations(of: PreviewOf): Record<string, string> {
  return {
    [PREVIEW_REPOSITORY_NAME_ANNOTATION]: of.repository,
    [PREVIEW_HEAD_ANNOTATION]: of.headSha,
    [PREVIEW_LAST_PUSH_ANNOTATION]: of.lastPush,
    [PREVIEW_PR_URL_ANNOTATION]: of.prUrl,
  };
}
