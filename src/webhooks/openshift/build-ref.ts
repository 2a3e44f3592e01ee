/**
 * Whether a pushed or requested ref is the one a BuildConfig builds, as
 * OpenShift's GitRefMatches decides (`refs/heads/` dropped from both sides),
 * except that a BuildConfig without `ref` builds the repository's default
 * branch, not `master`. The same rule and wording as the build plan's
 * branch-match.ts (src/buildplan/triggers), which this layer may not import;
 * a unit test holds the two to one table.
 */

const HEADS = 'refs/heads/';

function branchOf(ref: string): string {
  return ref.startsWith(HEADS) ? ref.slice(HEADS.length) : ref;
}

/** Why a GitHub push starts no build of `buildConfig` (`shop/app`), or undefined when it does. */
export function pushSkipReason(
  push: { readonly ref: string; readonly defaultBranch?: string | undefined; readonly deleted: boolean },
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

/**
 * Why a generic request's `git.ref` starts no build: it names another branch
 * than the BuildConfig's `ref`. A BuildConfig without `ref` takes the
 * request's: a generic body does not say the default branch.
 */
export function requestSkipReason(
  ref: string | undefined,
  buildConfig: string,
  configRef: string | undefined,
): string | undefined {
  if (ref === undefined || configRef === undefined || branchOf(ref) === branchOf(configRef)) return undefined;
  return `branch ${branchOf(ref)} does not match ref ${branchOf(configRef)} of ${buildConfig}`;
}
