import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, PROJECT_LABEL } from '../render/provenance.js';
import type { PreviewKey } from './admit-previews.js';
import {
  PREVIEW_HEAD_ANNOTATION,
  PREVIEW_LAST_PUSH_ANNOTATION,
  PREVIEW_PR_LABEL,
  PREVIEW_PR_URL_ANNOTATION,
  PREVIEW_PROJECT_LABEL,
  PREVIEW_REPOSITORY_LABEL,
  PREVIEW_REPOSITORY_NAME_ANNOTATION,
  repositoryLabelValue,
} from './preview-labels.js';

/** A namespace as the cluster lists it: all the sweep reads. */
export interface NamespaceView {
  readonly name: string;
  readonly labels?: Readonly<Record<string, string>> | undefined;
  readonly annotations?: Readonly<Record<string, string>> | undefined;
}

/** A preview found in the cluster. */
export interface LivePreview extends PreviewKey {
  readonly namespace: string;
  readonly headSha: string | undefined;
  /** ISO time of the PR's last push, as written when the preview was last updated. */
  readonly lastPush: string | undefined;
  readonly prUrl: string | undefined;
}

const PR_NUMBER = /^[1-9][0-9]{0,9}$/;

/**
 * The preview a namespace holds, or undefined when it is not one gitshift
 * made: only a namespace with every preview label, gitshift's managed-by
 * label, and a repository annotation agreeing with its label is a preview.
 * Anything else is never touched, whatever its name.
 */
export function livePreviewOf(namespace: NamespaceView): LivePreview | undefined {
  const labels = namespace.labels ?? {};
  const annotations = namespace.annotations ?? {};
  const repository = annotations[PREVIEW_REPOSITORY_NAME_ANNOTATION];
  const number = labels[PREVIEW_PR_LABEL];
  const project = labels[PREVIEW_PROJECT_LABEL];
  if (
    labels[MANAGED_BY_LABEL] !== MANAGED_BY_VALUE ||
    labels[PROJECT_LABEL] !== namespace.name ||
    repository === undefined ||
    labels[PREVIEW_REPOSITORY_LABEL] !== repositoryLabelValue(repository) ||
    number === undefined ||
    !PR_NUMBER.test(number) ||
    project === undefined ||
    project === ''
  )
    return undefined;
  return {
    namespace: namespace.name,
    repository,
    number: Number(number),
    project,
    headSha: annotations[PREVIEW_HEAD_ANNOTATION],
    lastPush: annotations[PREVIEW_LAST_PUSH_ANNOTATION],
    prUrl: annotations[PREVIEW_PR_URL_ANNOTATION],
  };
}

export type NamespaceClaim = { readonly claim: true } | { readonly claim: false; readonly reason: string };

/**
 * Whether a preview may be written into its namespace: one that does not
 * exist yet, or the same preview's. A namespace that is not a preview (a
 * project that happens to be called `shop-pr-5`) or holds another PR's
 * preview (`{project}-pr-{number}` is the same for PR 5 of the config
 * repository and PR 5 of a source repository) is refused, never overwritten.
 */
export function claimPreviewNamespace(existing: NamespaceView | undefined, want: PreviewKey): NamespaceClaim {
  if (existing === undefined) return { claim: true };
  const live = livePreviewOf(existing);
  if (live === undefined)
    return {
      claim: false,
      reason: `namespace '${existing.name}' exists and is not a preview gitshift made: change previews.namespace so previews get names of their own`,
    };
  if (live.repository !== want.repository || live.number !== want.number || live.project !== want.project)
    return {
      claim: false,
      reason: `namespace '${existing.name}' holds the preview of ${live.repository}#${live.number} (project ${live.project}): add something that tells them apart to previews.namespace`,
    };
  return { claim: true };
}
