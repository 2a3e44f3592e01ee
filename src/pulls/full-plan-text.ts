import { compareProblems, formatProblem } from '../errors/problem.js';
import { guardWarnings } from './guard-warnings.js';
import { oneLine, plural } from './markdown.js';
import type { PlanCommentInput } from './plan-comment-input.js';
import { allCounts, isNotable } from './plan-counts.js';
import { seconds, summaryParts } from './plan-summary.js';
import { projectDiffs } from './project-diff.js';

/**
 * The whole plan as plain text, without the comment's limit: what serve
 * publishes at the full plan's address when the comment had to be cut. The
 * same content as the comment, Secret values redacted the same way.
 */
export function fullPlanText(input: PlanCommentInput): string {
  const lines = [
    `gitshift plan for ${oneLine(input.repository)}#${input.number} at ${oneLine(input.headSha)}`,
    summaryParts(input).map(oneLine).join(' · '),
  ];
  const section = (title: string, body: readonly string[]): void => {
    if (body.length > 0) lines.push('', title, ...body);
  };
  const warnings = input.sync === undefined ? [] : guardWarnings(input.sync);
  section(
    'Prune guards the merge would trip:',
    warnings.map((w) => `  ${w.refusal ? '✗' : '⚠'} ${oneLine(w.project)}: ${oneLine(w.message)}`),
  );
  const problems = [...input.problems].sort(
    (a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) || compareProblems(a, b),
  );
  section(
    'Validation problems:',
    problems.map((p) => `  ${oneLine(formatProblem(p))}`),
  );
  if (input.changed.settings) lines.push('', 'gitshift.yaml changed: every project was planned.');
  if (!input.changed.complete)
    lines.push('', 'The forge did not list every file this pull request changes: every project was planned.');
  if (input.sync !== undefined) {
    for (const diff of projectDiffs(input.sync, input.builds))
      section(
        `project ${oneLine(diff.counts.project)}:`,
        diff.entries.flatMap((e) => e.lines).map((l) => `  ${l}`),
      );
    section(
      'Not planned:',
      input.sync.skipped.map((s) => `  ${oneLine(s.name)}: ${oneLine(s.reason)}`),
    );
    const quiet = allCounts(input.sync).filter((c) => !isNotable(c));
    if (quiet.length > 0)
      section(`${plural(quiet.length, 'project')} planned without changes:`, [
        `  ${quiet.map((c) => oneLine(c.project)).join(', ')}`,
      ]);
  }
  section(
    'Previews:',
    input.previews.map(
      (p) =>
        `  ${oneLine(p.project)} in ${oneLine(p.namespace)}: ${p.state}${p.message === undefined ? '' : ` (${oneLine(p.message)})`}${p.urls.map((u) => ` ${oneLine(u)}`).join('')}`,
    ),
  );
  lines.push('', `planned in ${seconds(input.elapsedMs)}`);
  return `${lines.join('\n')}\n`;
}
