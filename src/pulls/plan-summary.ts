import { plural, shorten, thousands } from './markdown.js';
import { allCounts, planTotals } from './plan-counts.js';
import type { PlanCommentInput } from './plan-comment-input.js';
import { guardWarnings } from './guard-warnings.js';

/** A failure message is the forge's or the cluster's words: kept, but not without end. */
export const MAX_FAILURE = 1_000;

/** The summary in plain words, one part each: what failed first, then what merging changes. */
export function summaryParts(input: PlanCommentInput): string[] {
  const parts: string[] = [];
  const errors = input.problems.filter((p) => p.severity === 'error').length;
  if (errors > 0) parts.push(`✗ ${plural(errors, 'validation error')}`);
  if (input.sync === undefined || input.failure !== undefined)
    parts.push(`✗ could not plan: ${shorten(input.failure ?? 'planning did not run', MAX_FAILURE)}`);
  if (input.sync === undefined) return parts;
  const refusals = guardWarnings(input.sync).filter((w) => w.refusal).length;
  if (refusals > 0) parts.push(`✗ deletions refused in ${plural(refusals, 'project')}`);
  const totals = planTotals(allCounts(input.sync));
  parts.push(
    totals.projects === 0
      ? 'no changes'
      : `${plural(totals.projects, 'project')} change${totals.projects === 1 ? 's' : ''} — ${thousands(totals.creates)} to create, ${thousands(totals.updates)} to update, ${thousands(totals.drift)} drifted, ${thousands(totals.prunes)} to prune`,
  );
  const warnings = input.problems.length - errors;
  if (warnings > 0) parts.push(plural(warnings, 'warning'));
  return parts;
}

export function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

/** `1.2 s`; `0.4 s` below a second. */
export function seconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}
