import type { BuildPhase } from './build-record.js';

/** `spec.runPolicy` of a BuildConfig. */
export type RunPolicy = 'Serial' | 'SerialLatestOnly' | 'Parallel';

/** What a run or history decision needs to know of one build. */
export interface BuildSummary {
  readonly name: string;
  readonly number: number;
  readonly phase: BuildPhase;
}

export interface RunDecision {
  /** Builds to start now, oldest first. */
  readonly start: readonly string[];
  /** Queued builds to cancel (reason CancelledBuild): never one that already runs. */
  readonly cancel: readonly string[];
}

const ACTIVE: ReadonlySet<BuildPhase> = new Set(['Pending', 'Running']);

/**
 * Which of one BuildConfig's builds to start and which queued ones to
 * cancel, as OpenShift's build policies decide:
 * - Serial: one build at a time, the oldest queued one next;
 * - SerialLatestOnly: one at a time, and only the newest queued build ever
 *   runs: every older queued build is cancelled (a running one finishes);
 * - Parallel: every queued build starts at once.
 */
export function decideRuns(policy: RunPolicy, builds: readonly BuildSummary[]): RunDecision {
  const queued = builds.filter((b) => b.phase === 'New').sort((a, b) => a.number - b.number);
  const busy = builds.some((b) => ACTIVE.has(b.phase));
  switch (policy) {
    case 'Parallel':
      return { start: queued.map((b) => b.name), cancel: [] };
    case 'Serial': {
      const next = queued[0];
      return { start: busy || next === undefined ? [] : [next.name], cancel: [] };
    }
    case 'SerialLatestOnly': {
      const newest = queued.at(-1);
      const cancel = queued.slice(0, -1).map((b) => b.name);
      return { start: busy || newest === undefined ? [] : [newest.name], cancel };
    }
  }
}
