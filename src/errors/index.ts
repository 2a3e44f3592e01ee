export type { Problem, ProblemCode, ProblemSeverity } from './problem.js';
export { formatProblem, compareProblems, hasErrors } from './problem.js';
export type { GitshiftErrorCode } from './gitshift-error.js';
export type { GitshiftErrorOptions } from './gitshift-error.js';
export { GitshiftError } from './gitshift-error.js';
export { asGitshiftError } from './as-gitshift-error.js';
