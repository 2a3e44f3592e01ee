import type { PreviewSettings } from '../model/settings.js';
import type { LivePreview } from './live-preview.js';

/** What the forge said about a preview's pull request. */
export type PullLookup =
  | {
      readonly state: 'open';
      readonly labels: readonly string[];
      readonly headSha: string;
      /** The projects this PR gets previews of now, when the caller worked them out; absent: not judged. */
      readonly previewed?: readonly string[] | undefined;
    }
  | { readonly state: 'closed'; readonly merged: boolean }
  /** The forge failed, or the caller could not look this PR up: never a reason to delete. */
  | { readonly state: 'unknown'; readonly reason: string };

export interface SweepVerdict {
  readonly preview: LivePreview;
  readonly action: 'keep' | 'delete';
  readonly reason: string;
}

/** The key of `lookups`: `owner/name#number`. */
export function pullKey(repository: string, number: number): string {
  return `${repository}#${number}`;
}

/**
 * Keep or delete each preview. Only a PR the forge reports closed, a
 * preview past its TTL, or a project that no longer gets previews deletes
 * one; a failed lookup or a PR missing from `lookups` keeps it (an empty
 * list after a forge error must never read as "no pull requests").
 * `settings` must come from a config that loaded: a blocked gitshift.yaml
 * read as the defaults would say previews are off and delete them all.
 */
export function sweepVerdicts(
  previews: readonly LivePreview[],
  lookups: ReadonlyMap<string, PullLookup>,
  now: Date,
  settings: Pick<PreviewSettings, 'enabled' | 'projects' | 'ttlMs' | 'keepLabel'>,
): SweepVerdict[] {
  return previews.map((preview) => ({
    preview,
    ...judge(preview, lookups.get(pullKey(preview.repository, preview.number)), now, settings),
  }));
}

function judge(
  preview: LivePreview,
  lookup: PullLookup | undefined,
  now: Date,
  settings: Pick<PreviewSettings, 'enabled' | 'projects' | 'ttlMs' | 'keepLabel'>,
): Pick<SweepVerdict, 'action' | 'reason'> {
  const keep = (reason: string): Pick<SweepVerdict, 'action' | 'reason'> => ({ action: 'keep', reason });
  const remove = (reason: string): Pick<SweepVerdict, 'action' | 'reason'> => ({ action: 'delete', reason });
  if (lookup === undefined)
    return keep('the pull request was not looked up: a preview is never deleted for being absent');
  if (lookup.state === 'unknown') return keep(`the pull request's state is unknown (${lookup.reason})`);
  if (lookup.state === 'closed')
    return remove(lookup.merged ? 'the pull request was merged' : 'the pull request was closed');
  if (!settings.enabled) return remove('previews are off (previews.enabled)');
  if (settings.projects.length > 0 && !settings.projects.includes(preview.project))
    return remove(`project ${preview.project} is not listed in previews.projects`);
  if (lookup.previewed !== undefined && !lookup.previewed.includes(preview.project))
    return remove(`project ${preview.project} no longer gets a preview of this pull request`);
  if (lookup.labels.includes(settings.keepLabel))
    return keep(`the pull request has the ${settings.keepLabel} label`);
  const lastPush = preview.lastPush === undefined ? Number.NaN : Date.parse(preview.lastPush);
  if (Number.isNaN(lastPush)) return keep('its last push is not recorded: the TTL cannot be counted');
  const age = now.getTime() - lastPush;
  if (age > settings.ttlMs)
    return remove(`no push for ${formatAge(age)}, past previews.ttl (${formatAge(settings.ttlMs)})`);
  return keep(`open, last push ${formatAge(Math.max(age, 0))} ago`);
}

/** `7d`, `5h`, `12m`, `30s`: the largest whole unit. */
export function formatAge(ms: number): string {
  const units: [number, string][] = [
    [86_400_000, 'd'],
    [3_600_000, 'h'],
    [60_000, 'm'],
    [1000, 's'],
  ];
  for (const [size, unit] of units) if (ms >= size) return `${Math.floor(ms / size)}${unit}`;
  return `${Math.floor(ms)}ms`;
}
