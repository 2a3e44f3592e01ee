import type { BuildPlanProblem } from '../plan-problem.js';
import { unsupported } from '../plan-problem.js';

/** The builder label naming where its scripts are (`image:///usr/libexec/s2i`), and its older spelling. */
export const SCRIPTS_URL_LABELS = ['io.openshift.s2i.scripts-url', 'io.s2i.scripts-url'] as const;
/** s2i's default when the builder has no such label. */
export const DEFAULT_SCRIPTS_DIR = '/usr/libexec/s2i';

/** The scripts s2i runs: assemble builds, run starts the result, save-artifacts feeds an incremental build. */
export type S2iScript = 'assemble' | 'run' | 'save-artifacts';
export const S2I_SCRIPTS: readonly S2iScript[] = ['assemble', 'run', 'save-artifacts'];

/**
 * Reads a scripts URL (the strategy's `scripts`, or the builder's label).
 * Only `image:///path` is taken: the scripts are already in the builder.
 * http(s) and file URLs are refused, because a build fetches nothing but
 * its source (no downloads the repository does not pin).
 */
export function readScriptsLocation(
  value: unknown,
  field: string,
): { readonly dir: string } | BuildPlanProblem {
  if (typeof value !== 'string' || value.trim() === '')
    return unsupported(field, 'must be a URL of the form image:///<path>');
  const url = value.trim();
  const image = /^image:\/\/(\/.*)$/.exec(url);
  if (image !== null) {
    const dir = (image[1] as string).replace(/\/+$/, '');
    if (dir.split('/').includes('..')) return unsupported(field, `'${url}' must name a folder without '..'`);
    return { dir: dir === '' ? '/' : dir };
  }
  if (/^(https?|file):/i.test(url))
    return unsupported(
      field,
      `'${url}': scripts are not downloaded, since a build fetches nothing but its source; put them in the source's .s2i/bin, or in the builder image and name them with image:///<path>`,
    );
  return unsupported(field, `'${url}' must be a URL of the form image:///<path>`);
}
