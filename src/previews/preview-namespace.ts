import { GitshiftError } from '../errors/index.js';
import type { PreviewSettings } from '../model/settings.js';
import { stableHash } from './stable-hash.js';

const DNS_1123_LABEL = /^[a-z0-9](?:[-a-z0-9]*[a-z0-9])?$/;
const MAX_LABEL = 63;

/**
 * The namespace of a project's preview: `previews.namespace` filled in. A
 * name past 63 characters keeps the PR's number whole and shortens the
 * project part, adding a hash of the project's name so that two long names
 * with the same beginning still get two namespaces.
 */
export function previewNamespace(
  settings: Pick<PreviewSettings, 'namespace'>,
  project: string,
  number: number,
): string {
  const fill = (projectPart: string): string =>
    settings.namespace.replaceAll('{project}', projectPart).replaceAll('{number}', String(number));
  const full = fill(project);
  if (full.length <= MAX_LABEL && DNS_1123_LABEL.test(full)) return full;
  const uses = settings.namespace.split('{project}').length - 1;
  if (full.length > MAX_LABEL && uses > 0) {
    const hash = stableHash(project);
    const fixed = fill('').length;
    const room = Math.floor((MAX_LABEL - fixed) / uses) - hash.length - 1;
    if (room >= 1) {
      const shortened = fill(`${project.slice(0, room).replace(/-+$/, '')}-${hash}`);
      if (DNS_1123_LABEL.test(shortened)) return shortened;
    }
  }
  throw new GitshiftError(
    'PREVIEW_FAILED',
    `previews.namespace '${settings.namespace}' gives '${full}' for project '${project}' and PR #${number}, which is not a namespace name (a DNS-1123 label: at most 63 lowercase letters, digits and '-'): change previews.namespace in gitshift.yaml`,
    { pattern: settings.namespace, project, number },
  );
}

/** What each route host of a preview starts with: `previews.hostPrefix` filled in. */
export function previewHostPrefix(settings: Pick<PreviewSettings, 'hostPrefix'>, number: number): string {
  return settings.hostPrefix.replaceAll('{number}', String(number));
}
