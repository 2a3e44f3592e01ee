import { fitSections } from './comment-sections.js';
import { escapeText, inlineCode } from './markdown.js';
import type { PreviewLine } from './plan-comment-input.js';
import { DEFAULT_MAX_CHARS } from './plan-comment.js';
import { PLAN_COMMENT_MARKER } from './plan-marker.js';
import { seconds, shortSha } from './plan-summary.js';
import { previewSection } from './top-sections.js';

/** What a pull request on an application's source repository is told: its previews, nothing to plan. */
export interface PreviewCommentInput {
  readonly repository: string;
  readonly number: number;
  readonly headSha: string;
  readonly previews: readonly PreviewLine[];
  /** From the delivery to this comment. */
  readonly elapsedMs: number;
}

/**
 * The one comment of a source repository's pull request (the same marker as
 * a plan comment, so it is edited in place the same way): which projects'
 * previews this PR's builds feed, and their state.
 */
export function previewComment(input: PreviewCommentInput): string {
  const building = input.previews.filter((p) => p.state === 'building').length;
  const summary =
    input.previews.length === 0
      ? `**gitshift previews** for ${inlineCode(shortSha(input.headSha))}: no project previews this repository`
      : `**gitshift previews** for ${inlineCode(shortSha(input.headSha))}: ${input.previews.length} project${input.previews.length === 1 ? '' : 's'} built from this pull request${building > 0 ? `, ${building} building` : ''}`;
  const section = previewSection(input.previews);
  const timing = `<sub>updated ${seconds(input.elapsedMs)} after the push · ${escapeText(input.repository)}#${input.number}</sub>`;
  const fixed =
    section === undefined
      ? []
      : fitSections([section], [0], DEFAULT_MAX_CHARS - summary.length - timing.length - 200);
  return [PLAN_COMMENT_MARKER, summary, ...fixed, timing].join('\n\n');
}
