import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What one sync did to one project, counted. */
export interface ProjectSyncCounts {
  readonly project: string;
  /** Objects by their sync result: applied, unchanged, apply-skipped, pruned, prune-skipped, failed. */
  readonly objects: Readonly<Record<string, number>>;
  /** Objects found changed behind Git's back. */
  readonly driftFound: number;
  /** Of those, re-applied. */
  readonly driftUndone: number;
}

export type WebhookEndpoint = 'github' | 'dockerhub' | 'registry' | 'generic' | 'openshift-build' | 'unknown';
export type ImageImportTrigger = 'push' | 'scheduled';
export type ImageImportResult = 'committed' | 'unchanged' | 'ignored' | 'failed';
export type WriteBackAttemptOutcome = 'pushed' | 'lost' | 'unchanged';
/** The states of the work queue that hold a project: what "depth" counts (`failed`: permanently, until a new trigger). */
export type QueueState = 'queued' | 'running' | 'backing-off' | 'failed';

/**
 * serve's metrics, on a registry of their own made in the entry point (no
 * default registry, nothing at import time). Names follow Prometheus
 * conventions: `gitshift_` prefix, units in the name, `_total` for counters.
 * Label values are bounded: project names (bounded by the repository),
 * endpoints, results, HTTP statuses — never commits, delivery ids, digests or URLs.
 */
export class ServeMetrics {
  readonly registry: Registry;
  private readonly syncDuration: Histogram<'project'>;
  private readonly syncObjects: Counter<'project' | 'result'>;
  private readonly syncs: Counter<'project' | 'outcome'>;
  private readonly driftFound: Counter<'project'>;
  private readonly driftUndone: Counter<'project'>;
  private readonly queueRetries: Counter<'project'>;
  private readonly webhookDeliveries: Counter<'endpoint' | 'status'>;
  private readonly webhookDuration: Histogram<'endpoint'>;
  private readonly writeBackDuration: Histogram<'outcome'>;
  private readonly writeBackLostRaces: Counter;
  private readonly writeBackFailures: Counter;
  private readonly fetchDuration: Histogram;
  private readonly fetchFailures: Counter;
  private readonly imageImports: Counter<'trigger' | 'result'>;
  private readonly clusterEvents: Counter<'outcome'>;
  private queueStates: () => readonly { readonly state: string }[] = () => [];

  constructor({ defaultMetrics = true }: { readonly defaultMetrics?: boolean } = {}) {
    const registry = new Registry();
    this.registry = registry;
    // Process CPU, memory, event loop lag, handles, GC: the usual `process_*` and `nodejs_*` series.
    if (defaultMetrics) collectDefaultMetrics({ register: registry });
    const registers = [registry];
    const readQueue = (): readonly { readonly state: string }[] => this.queueStates();
    this.syncDuration = new Histogram({
      name: 'gitshift_sync_duration_seconds',
      help: 'Time of one reconcile from the work queue; project="*" is a bulk sync of every project.',
      labelNames: ['project'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers,
    });
    this.syncs = new Counter({
      name: 'gitshift_syncs_total',
      help: 'Reconciles from the work queue by outcome (ok, failed); project="*" is a bulk sync.',
      labelNames: ['project', 'outcome'],
      registers,
    });
    this.syncObjects = new Counter({
      name: 'gitshift_sync_objects_total',
      help: 'Objects a sync handled, by project and result (applied, unchanged, apply-skipped, pruned, prune-skipped, failed).',
      labelNames: ['project', 'result'],
      registers,
    });
    this.driftFound = new Counter({
      name: 'gitshift_drift_found_total',
      help: 'Objects found changed in the cluster behind Git, by project.',
      labelNames: ['project'],
      registers,
    });
    this.driftUndone = new Counter({
      name: 'gitshift_drift_undone_total',
      help: 'Drifted objects put back to what Git says, by project.',
      labelNames: ['project'],
      registers,
    });
    new Gauge({
      name: 'gitshift_queue_depth',
      help: 'Projects in the work queue by state (queued, running, backing-off, failed until a new trigger).',
      labelNames: ['state'],
      registers,
      collect() {
        for (const [state, count] of Object.entries(queueDepth(readQueue()))) this.set({ state }, count);
      },
    });
    this.queueRetries = new Counter({
      name: 'gitshift_queue_retries_total',
      help: 'Reconciles that failed transiently and are retried by the work queue with backoff, by project.',
      labelNames: ['project'],
      registers,
    });
    this.webhookDeliveries = new Counter({
      name: 'gitshift_webhook_deliveries_total',
      help: 'Webhook deliveries answered, by endpoint and HTTP status code.',
      labelNames: ['endpoint', 'status'],
      registers,
    });
    this.webhookDuration = new Histogram({
      name: 'gitshift_webhook_duration_seconds',
      help: 'Time from a webhook request to its answer, by endpoint.',
      labelNames: ['endpoint'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
      registers,
    });
    this.writeBackDuration = new Histogram({
      name: 'gitshift_writeback_attempt_duration_seconds',
      help: 'One write-back attempt (fetch, apply, commit, push) by outcome (pushed, lost, unchanged).',
      labelNames: ['outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
      registers,
    });
    this.writeBackLostRaces = new Counter({
      name: 'gitshift_writeback_lost_races_total',
      help: 'Write-back pushes rejected because the branch moved meanwhile (retried on the new head).',
      registers,
    });
    this.writeBackFailures = new Counter({
      name: 'gitshift_writeback_failures_total',
      help: 'Write-back edits dropped (not retried).',
      registers,
    });
    this.fetchDuration = new Histogram({
      name: 'gitshift_fetch_duration_seconds',
      help: 'One fetch of the config repository, with or without a new commit.',
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    this.fetchFailures = new Counter({
      name: 'gitshift_fetch_failures_total',
      help: 'Fetches of the config repository that failed.',
      registers,
    });
    this.imageImports = new Counter({
      name: 'gitshift_image_imports_total',
      help: 'Image updates by trigger (push, scheduled) and result (committed, unchanged, ignored, failed).',
      labelNames: ['trigger', 'result'],
      registers,
    });
    this.clusterEvents = new Counter({
      name: 'gitshift_cluster_events_total',
      help: 'Kubernetes Events by outcome: recorded, spam (refused by the rate limit), created, updated (a series), dropped (queue full or stopping), failed.',
      labelNames: ['outcome'],
      registers,
    });
  }

  /** The text a Prometheus server scrapes, and its content type. */
  async exposition(): Promise<{ readonly contentType: string; readonly text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }

  /** Where `gitshift_queue_depth` reads the queue from, at each scrape. */
  watchQueue(states: () => readonly { readonly state: string }[]): void {
    this.queueStates = states;
  }

  /** One reconcile from the queue: `key` is a project or "*", `projects` what it did to each. */
  synced(key: string, seconds: number, projects: readonly ProjectSyncCounts[], failed: boolean): void {
    this.syncDuration.observe({ project: key }, seconds);
    this.syncs.inc({ project: key, outcome: failed ? 'failed' : 'ok' });
    for (const counts of projects) {
      const { project } = counts;
      for (const [result, count] of Object.entries(counts.objects))
        if (count > 0) this.syncObjects.inc({ project, result }, count);
      if (counts.driftFound > 0) this.driftFound.inc({ project }, counts.driftFound);
      if (counts.driftUndone > 0) this.driftUndone.inc({ project }, counts.driftUndone);
    }
  }

  /** A reconcile failed transiently: the work queue retries it. */
  retried(key: string): void {
    this.queueRetries.inc({ project: key });
  }

  webhookAnswered(endpoint: WebhookEndpoint, status: number, seconds: number): void {
    this.webhookDeliveries.inc({ endpoint, status: String(status) });
    this.webhookDuration.observe({ endpoint }, seconds);
  }

  writeBackAttempt(outcome: WriteBackAttemptOutcome, seconds: number): void {
    this.writeBackDuration.observe({ outcome }, seconds);
    if (outcome === 'lost') this.writeBackLostRaces.inc();
  }

  writeBackFailed(): void {
    this.writeBackFailures.inc();
  }

  fetched(seconds: number): void {
    this.fetchDuration.observe(seconds);
  }

  fetchFailed(): void {
    this.fetchFailures.inc();
  }

  imageImported(trigger: ImageImportTrigger, result: ImageImportResult, count = 1): void {
    this.imageImports.inc({ trigger, result }, count);
  }

  /** Kubernetes Events' outcomes (src/events): `by` at once, as the events worker reports them in batches. */
  clusterEvent(outcome: string, by = 1): void {
    this.clusterEvents.inc({ outcome }, by);
  }
}

/** Projects per queue state; every state is present, so a drained queue reads 0 rather than vanishing. */
export function queueDepth(entries: readonly { readonly state: string }[]): Record<QueueState, number> {
  const depth: Record<QueueState, number> = { queued: 0, running: 0, 'backing-off': 0, failed: 0 };
  for (const { state } of entries) if (state in depth) depth[state as QueueState]++;
  return depth;
}
