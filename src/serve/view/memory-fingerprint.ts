import type { BuildRunner } from '../../builds/runner/build-runner.js';
import type { WorkQueue } from '../../reconciler/work-queue.js';
import type { RevisionState } from '../revision-state.js';
import type { WebhookIntake } from '../webhook-intake.js';

export interface MemoryParts {
  readonly state: Pick<RevisionState, 'get'>;
  readonly queue: Pick<WorkQueue, 'status'>;
  readonly webhooks: Pick<WebhookIntake, 'recent'>;
  readonly builds: Pick<BuildRunner, 'status'>;
}

/**
 * A cheap summary of what serve holds in memory and the page shows: the
 * revision, the queue's counts by state with its runs and failures (a sync
 * that starts or ends moves them), the newest webhook, the builds in flight.
 * It changes whenever one of them does; comparing it is ChangeWatch's tick.
 */
export function memoryFingerprint({ state, queue, webhooks, builds }: MemoryParts): string {
  const counts: Record<string, number> = { runs: 0, failures: 0 };
  for (const s of queue.status()) {
    counts[s.state] = (counts[s.state] ?? 0) + 1;
    counts['runs'] = (counts['runs'] ?? 0) + s.runs;
    counts['failures'] = (counts['failures'] ?? 0) + s.failures;
  }
  const newest = webhooks.recent()[0];
  return JSON.stringify([state.get()?.commit, counts, newest?.at, newest?.fields, builds.status()]);
}
