import type { CommitState } from '../forge/forge.js';
import { guardWarnings } from './guard-warnings.js';
import { plural, shorten, thousands } from './markdown.js';
import type { PlanCommentInput } from './plan-comment-input.js';
import { allCounts, planTotals } from './plan-counts.js';

/** The commit status context teams can require before merging. */
export const PLAN_STATUS_CONTEXT = 'gitshift/plan';

/** Forges cut a status description at 140 characters. */
export const MAX_DESCRIPTION = 140;

export interface PlanVerdict {
  readonly state: Extract<CommitState, 'success' | 'failure'>;
  /** One line of at most 140 characters. */
  readonly description: string;
}

/**
 * Whether the plan lets the PR merge: it fails on validation errors, on a
 * prune guard's refusal, on a refused project removal and when no plan could
 * be made; warnings alone pass. The description names the first reason, or
 * what merging would change.
 */
export function planVerdict(input: PlanCommentInput): PlanVerdict {
  const reasons = failureReasons(input);
  if (reasons.length > 0)
    return { state: 'failure', description: shorten(reasons.join('; '), MAX_DESCRIPTION) };
  return { state: 'success', description: shorten(changesDescription(input), MAX_DESCRIPTION) };
}

function failureReasons(input: PlanCommentInput): string[] {
  const reasons: string[] = [];
  const errors = input.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const files = [...new Set(errors.map((p) => p.file))];
    reasons.push(
      `${plural(errors.length, 'validation error')} in ${files.length === 1 ? (files[0] ?? '') : plural(files.length, 'file')}`,
    );
  }
  if (input.sync === undefined || input.failure !== undefined)
    reasons.push(`could not plan: ${input.failure ?? 'planning did not run'}`);
  const refused = input.sync === undefined ? [] : guardWarnings(input.sync).filter((w) => w.refusal);
  if (refused.length === 1 && refused[0] !== undefined)
    reasons.push(`${refused[0].project}: ${refused[0].message}`);
  else if (refused.length > 1)
    reasons.push(
      `deletions refused in ${plural(refused.length, 'project')}: ${refused.map((w) => w.project).join(', ')}`,
    );
  return reasons;
}

function changesDescription(input: PlanCommentInput): string {
  if (input.sync === undefined) return 'no plan';
  const totals = planTotals(allCounts(input.sync));
  if (totals.projects === 0) return 'no changes';
  const parts = [
    [totals.updates, 'to update'],
    [totals.creates, 'to create'],
    [totals.drift, 'drifted'],
    [totals.prunes, 'to prune'],
  ] as const;
  return `${plural(totals.projects, 'project')}: ${parts
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${thousands(n)} ${what}`)
    .join(', ')}`;
}
