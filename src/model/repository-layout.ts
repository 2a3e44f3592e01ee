import { manifestFormat } from '../yaml/read/manifest-format.js';

/** Where a file sits in a config repository, and so what it means. */
export type FileRole =
  | { readonly role: 'settings' }
  | { readonly role: 'manifest'; readonly project: string }
  | { readonly role: 'stray'; readonly severity: 'error' | 'warning'; readonly reason: string }
  | { readonly role: 'ignored' };

export const SETTINGS_FILE = 'gitshift.yaml';
export const PROJECTS_DIR = 'projects';

/**
 * `gitshift.yaml` at the root, manifests under `projects/<name>/` (any depth):
 * `.yaml`, `.yml` and `.json`, the extensions `oc apply -f <dir>` reads.
 * Hidden files and folders, and YAML or JSON outside `projects/` (CI
 * workflows, package.json and the like), are none of gitshift's business.
 */
export function classifyPath(path: string): FileRole {
  const segments = path.split('/');
  // Only a tree made by hand (git mktree) holds these; no checkout writes them, and none names a project.
  if (segments.some((segment) => segment === '..' || segment === '.' || segment === ''))
    return {
      role: 'stray',
      severity: 'error',
      reason: `path ${JSON.stringify(path)} has a '.', '..' or empty segment, which no checkout writes; it is ignored`,
    };
  if (segments.some((segment) => segment.startsWith('.'))) return { role: 'ignored' };
  if (path === SETTINGS_FILE) return { role: 'settings' };
  const format = manifestFormat(path);
  if (format === undefined) return { role: 'ignored' };
  if (segments.length === 1) {
    // JSON at the root of an application repository is its package.json, renovate.json and the like.
    if (format === 'json') return { role: 'ignored' };
    const reason =
      path === 'gitshift.yml'
        ? `settings are read from ${SETTINGS_FILE} only; rename this file to ${SETTINGS_FILE}`
        : `YAML file at the repository root is ignored; manifests belong in ${PROJECTS_DIR}/<project>/`;
    return { role: 'stray', severity: 'warning', reason };
  }
  if (segments[0] !== PROJECTS_DIR) return { role: 'ignored' };
  const project = segments[1];
  if (segments.length === 2 || project === undefined) {
    return {
      role: 'stray',
      severity: 'error',
      reason: `manifest directly in ${PROJECTS_DIR}/ belongs to no project; move it to ${PROJECTS_DIR}/<project>/`,
    };
  }
  return { role: 'manifest', project };
}

/**
 * Whether the loader reads the file at `path`: `gitshift.yaml` and the
 * manifests under `projects/<name>/`. Snapshot readers read nothing else,
 * so what the loader uses is decided here, in `classifyPath`, alone.
 */
export function isLoaderInput(path: string): boolean {
  const { role } = classifyPath(path);
  return role === 'settings' || role === 'manifest';
}

/**
 * Whether a symlink, submodule or other entry that is not a regular file
 * stands where the loader would have looked: at `gitshift.yaml` or a manifest,
 * or anywhere in `projects/` (a linked project folder hides its manifests).
 * Such entries are skipped, and the loader says so.
 */
export function isInLoaderScope(path: string): boolean {
  if (path.split('/').some((segment) => segment.startsWith('.'))) return false;
  return isLoaderInput(path) || path === PROJECTS_DIR || path.startsWith(`${PROJECTS_DIR}/`);
}
