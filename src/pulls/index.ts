export { PLAN_COMMENT_MARKER, DEFAULT_MAX_CHARS, planComment, fullPlanText } from './plan-comment.js';
export type { PlanCommentInput, PreviewLine } from './plan-comment-input.js';
export { PLAN_STATUS_CONTEXT, MAX_DESCRIPTION, planVerdict, type PlanVerdict } from './plan-verdict.js';
export { guardWarnings, type GuardWarning } from './guard-warnings.js';
