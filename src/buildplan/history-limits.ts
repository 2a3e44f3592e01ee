import type { BuildPhase } from './build-record.js';
import type { BuildSummary } from './run-policy.js';

/** `successfulBuildsHistoryLimit` and `failedBuildsHistoryLimit` of a BuildConfig. */
export interface HistoryLimits {
  readonly successful: number;
  readonly failed: number;
}

/** OpenShift's defaults for `build.openshift.io/v1` BuildConfigs. */
export const DEFAULT_HISTORY_LIMITS: HistoryLimits = { successful: 5, failed: 5 };

/** OpenShift counts failed, errored and cancelled builds against one limit. */
const UNSUCCESSFUL: ReadonlySet<BuildPhase> = new Set(['Failed', 'Error', 'Cancelled']);

/**
 * The finished builds to delete: all but the newest `successful` Complete
 * ones and the newest `failed` Failed/Error/Cancelled ones. A build that is
 * queued or running is never chosen, whatever the limits.
 */
export function buildsBeyondHistory(builds: readonly BuildSummary[], limits: HistoryLimits): string[] {
  const newestFirst = [...builds].sort((a, b) => b.number - a.number);
  const complete = newestFirst.filter((b) => b.phase === 'Complete');
  const unsuccessful = newestFirst.filter((b) => UNSUCCESSFUL.has(b.phase));
  return [...complete.slice(keep(limits.successful)), ...unsuccessful.slice(keep(limits.failed))]
    .sort((a, b) => a.number - b.number)
    .map((b) => b.name);
}

/** A limit as a count to keep: a negative or fractional number is read as the whole number at or above 0. */
function keep(limit: number): number {
  return Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : Number.MAX_SAFE_INTEGER;
}
