import { GitshiftError } from './gitshift-error.js';

/**
 * A caught error as a GitshiftError: itself when it is one, or else wrapped
 * (code SYNC_FAILED, the original as cause) and taken as transient, since
 * gitshift did not foresee it and cannot tell that trying again is useless.
 */
export function asGitshiftError(error: unknown): GitshiftError {
  if (error instanceof GitshiftError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new GitshiftError('SYNC_FAILED', message, {}, { cause: error, transient: true });
}
