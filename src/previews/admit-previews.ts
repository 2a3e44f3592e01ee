/** One preview: a pull request's version of one project. */
export interface PreviewKey {
  /** `owner/name` of the PR's repository. */
  readonly repository: string;
  readonly number: number;
  readonly project: string;
}

export interface Admission {
  /** Previews that exist and are updated with the push. */
  readonly update: readonly PreviewKey[];
  /** New previews that fit under previews.maxConcurrent. */
  readonly start: readonly PreviewKey[];
  /** New previews past it: the PR's comment says they wait. */
  readonly wait: readonly { readonly preview: PreviewKey; readonly reason: string }[];
}

export function previewKey({ repository, number, project }: PreviewKey): string {
  return `${repository}#${number}/${project}`;
}

/**
 * Which wanted previews may go ahead. One that is alive always does (its PR
 * pushed: the preview follows); new ones start, in the order given (the
 * caller passes the oldest PR first), while fewer than `maxConcurrent`
 * previews are alive.
 */
export function admitPreviews(
  wanted: readonly PreviewKey[],
  alive: readonly PreviewKey[],
  maxConcurrent: number,
): Admission {
  const living = new Set(alive.map(previewKey));
  let count = living.size;
  const seen = new Set<string>();
  const update: PreviewKey[] = [];
  const start: PreviewKey[] = [];
  const wait: { preview: PreviewKey; reason: string }[] = [];
  for (const preview of wanted) {
    const key = previewKey(preview);
    if (seen.has(key)) continue;
    seen.add(key);
    if (living.has(key)) update.push(preview);
    else if (count < maxConcurrent) {
      start.push(preview);
      count += 1;
    } else
      wait.push({
        preview,
        reason: `${count} previews are running, previews.maxConcurrent is ${maxConcurrent}: this one starts when another is deleted`,
      });
  }
  return { update, start, wait };
}
