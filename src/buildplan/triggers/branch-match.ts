/**
 * Whether a pushed ref is the one a BuildConfig builds, as OpenShift's
 * GitRefMatches decides (`refs/heads/` is dropped from both sides), with one
 * difference: a BuildConfig that names no `ref` builds the repository's
 * default branch, not `master`.
 */

export interface PushedRef {
  /** `refs/heads/main`, `refs/tags/v1`. */
  readonly ref: string;
  /** The repository's default branch, from the payload; needed only when the BuildConfig names no ref. */
  readonly defaultBranch?: string | undefined;
  /** The push deleted the ref. */
  readonly deleted: boolean;
}

const HEADS = 'refs/heads/';

/** `refs/heads/main` → `main`; other refs stay whole. */
export function branchOf(ref: string): string {
  return ref.startsWith(HEADS) ? ref.slice(HEADS.length) : ref;
}

/**
 * Why the push starts no build of `buildConfig` (`shop/app`) whose source
 * names `configRef`, or undefined when it does.
 */
export function pushSkipReason(
  push: PushedRef,
  buildConfig: string,
  configRef: string | undefined,
): string | undefined {
  if (push.deleted) return `the push deleted ${push.ref}: there is nothing to build`;
  if (!push.ref.startsWith(HEADS))
    return push.ref.startsWith('refs/tags/')
      ? `${push.ref} is a tag: pushing a tag starts no build`
      : `${push.ref} is not a branch: only branch pushes start builds`;
  const branch = branchOf(push.ref);
  const wanted = configRef === undefined ? push.defaultBranch : branchOf(configRef);
  if (wanted === undefined)
    return `${buildConfig} names no ref and the push does not say the repository's default branch`;
  if (branch === wanted) return undefined;
  return configRef === undefined
    ? `branch ${branch} is not the default branch ${wanted}, which ${buildConfig} builds (it names no ref)`
    : `branch ${branch} does not match ref ${wanted} of ${buildConfig}`;
}
