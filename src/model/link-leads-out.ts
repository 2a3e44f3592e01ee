/**
 * Whether a symlink at `path` (relative to the repository root, `/`
 * separated) whose text is `target` names something outside the repository:
 * an absolute path, or one that climbs above the root. Argo CD refuses such
 * "out-of-bounds" links since CVE-2022-24904 and CVE-2022-31036; gitshift
 * follows no link at all, and refuses these too, so that a repository that
 * means to reach out says so loudly instead of being skipped quietly.
 */
export function linkLeadsOut(path: string, target: string): boolean {
  if (target.startsWith('/') || target.startsWith('\\') || /^[A-Za-z]:/.test(target)) return true;
  const at = path.split('/').slice(0, -1);
  for (const segment of target.split(/[/\\]/)) {
    if (segment === '..') {
      if (at.length === 0) return true;
      at.pop();
    } else if (segment !== '' && segment !== '.') at.push(segment);
  }
  return false;
}
