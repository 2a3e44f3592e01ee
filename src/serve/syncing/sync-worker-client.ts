import { GitshiftError } from '../../errors/index.js';
import type { Logger } from '../../observability/logger.js';
import type { Say } from '../../reconciler/progress.js';
import type { SyncedProject } from '../../reconciler/sync-repository.js';
import { onAbort, runSliced, throwIfAborted } from '../../runtime/index.js';
import { startModuleProcess, type ModuleProcess } from '../module-process.js';
import type { ProjectSyncer, SyncInput, SyncReport, SyncRequest } from './project-syncer.js';
import { errorFromWire, errorToWire, reportFromWire } from './report-wire.js';
import type { FromSyncWorker, SyncWorkerData, ToSyncWorker } from './sync-worker-messages.js';

export interface SyncWorkerOptions {
  /** The kubeconfig (or ServiceAccount directory) the worker's KubeApi reads: serve's own. */
  readonly kubeconfig: string;
  /** serve's `reconcile` logger: the worker's start and any end it was not asked for. */
  readonly log: Logger;
  /** The worker's heap limit: a sync that outgrows it ends the worker, not serve. Default: Node's. */
  readonly maxHeapMiB?: number | undefined;
}

type Child = ModuleProcess<ToSyncWorker, FromSyncWorker>;

interface PendingSync {
  readonly resolve: (report: SyncReport) => void;
  readonly reject: (error: unknown) => void;
  readonly say: Say | undefined;
  readonly stopListening: () => void;
}

/** The worker's syncer, and when its process has started. */
export interface SyncWorker extends ProjectSyncer {
  /**
   * Settles when the first worker has loaded its modules and read its
   * kubeconfig, or has stopped trying. Loading its modules keeps a core busy
   * for a fraction of a second, which serve lets pass before its webhook
   * intake listens. Never rejects.
   */
  readonly started: Promise<void>;
}

/**
 * Syncs in a worker process (sync-worker-entry.ts, started by module-process.ts
 * in a session of its own). The worker keeps the newest
 * revision it was sent; each revision after the first sends only the projects
 * whose render is not the very object sent before (serve's render memory
 * keeps the unchanged ones), posted one a turn of the event loop so the copy
 * never holds the webhook intake. A worker that dies fails the syncs it ran
 * (SYNC_FAILED, transient: the queue retries them) and the next sync starts
 * another.
 */
export function openSyncWorker({ kubeconfig, log, maxHeapMiB }: SyncWorkerOptions): SyncWorker {
  let worker: Child | undefined;
  /** What the worker holds: the input last sent, and its projects as sent. */
  let heldInput: SyncInput | undefined;
  let held = new Map<string, SyncedProject>();
  const pending = new Map<number, PendingSync>();
  let nextId = 1;
  // Revisions and syncs go in order: a sync follows its own revision, never a later one's projects.
  let sending: Promise<void> = Promise.resolve();
  let stopped = false;
  let markStarted = (): void => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));

  const start = (): Child => {
    const child = startModuleProcess<ToSyncWorker, FromSyncWorker>(import.meta.url, 'sync-worker-entry', {
      data: { kubeconfig } satisfies SyncWorkerData,
      maxHeapMiB,
    });
    child.on('message', (message: FromSyncWorker) => received(message));
    child.on('error', (error) => lost(child, error));
    child.on('exit', (code) => lost(child, new Error(`it exited with code ${code}`)));
    // Kept ref'd until it says it is ready (serve awaits that before it listens, and nothing else
    // keeps the process up meanwhile); from then on, while no sync runs, the process must not keep
    // serve (or a serve that failed to start) alive.
    log.debug({ pid: child.pid }, 'sync-worker-started');
    return child;
  };

  const lost = (gone: Child, error: Error): void => {
    if (worker !== gone) return;
    markStarted();
    worker = undefined;
    heldInput = undefined;
    held = new Map();
    if (pending.size > 0 || !stopped) log.error({ err: error, syncs: pending.size }, 'sync-worker-lost');
    for (const [id, sync] of pending)
      settle(id, sync, () =>
        sync.reject(
          new GitshiftError(
            'SYNC_FAILED',
            `the sync worker stopped during the sync: ${error.message}`,
            {},
            { cause: error, transient: true },
          ),
        ),
      );
  };

  const settle = (id: number, sync: PendingSync, how: () => void): void => {
    pending.delete(id);
    sync.stopListening();
    if (pending.size === 0) worker?.unref();
    how();
  };

  const received = (message: FromSyncWorker): void => {
    if (message.kind === 'ready') {
      // After the 'message' listener, which refs a worker again.
      if (pending.size === 0) worker?.unref();
      markStarted();
      return;
    }
    const sync = pending.get(message.id);
    if (sync === undefined) return;
    switch (message.kind) {
      case 'say':
        for (const [line, project] of message.lines) sync.say?.(line, project);
        return;
      case 'done':
        settle(message.id, sync, () => sync.resolve(reportFromWire(message.report)));
        return;
      case 'failed':
        settle(message.id, sync, () => sync.reject(errorFromWire(message.error)));
        return;
    }
  };

  const post = (to: Child, message: ToSyncWorker): void => to.postMessage(message);

  /** Brings the worker to `input`: the projects it lacks, one a slice, then the revision itself. */
  const sendRevision = async (to: Child, input: SyncInput): Promise<void> => {
    if (heldInput === input) return;
    const changed = input.rendered.projects.filter((p) => held.get(p.name) !== p);
    await runSliced(
      (function* () {
        for (const { name, objects, hooks, selfHeal } of changed) {
          post(to, { kind: 'project', project: { name, objects, hooks, selfHeal } });
          yield;
        }
      })(),
    );
    // A worker lost meanwhile took what it was sent along: the next one is sent everything.
    if (worker !== to)
      throw new GitshiftError(
        'SYNC_FAILED',
        'the sync worker stopped while it was sent the revision',
        {},
        { transient: true },
      );
    post(to, {
      kind: 'revision',
      commit: input.commit,
      settings: input.model.settings,
      blocked: input.model.blocked,
      loaded: input.model.projects.map((p) => p.name),
      rendered: input.rendered.projects.map((p) => p.name),
      skipped: input.rendered.skipped,
    });
    heldInput = input;
    held = new Map(input.rendered.projects.map((p) => [p.name, p]));
  };

  const begin = async (
    input: SyncInput,
    request: SyncRequest,
    sync: Omit<PendingSync, 'stopListening'>,
  ): Promise<void> => {
    throwIfAborted(request.signal, 'the sync');
    if (stopped) throw new GitshiftError('ABORTED', 'the sync worker has stopped');
    const to = (worker ??= start());
    await sendRevision(to, input);
    const id = nextId++;
    to.ref();
    post(to, { kind: 'sync', id, scope: request.scope, tell: request.tell });
    // After the sync message: an abort that fires at once must reach the worker after it, not before.
    const { signal } = request;
    const stopListening =
      signal === undefined
        ? () => undefined
        : onAbort(signal, () => post(to, { kind: 'abort', id, reason: errorToWire(signal.reason) }));
    pending.set(id, { ...sync, stopListening });
  };

  // Started now, not at the first sync: serve's first sync then finds the process up and connected.
  worker = start();
  return {
    started,
    sync(input, request) {
      return new Promise<SyncReport>((resolve, reject) => {
        const sent = sending.then(() => begin(input, request, { resolve, reject, say: request.say }));
        // The next sync waits for this one's messages to be posted, whatever became of them.
        sending = sent.then(
          () => undefined,
          () => undefined,
        );
        sent.catch(reject);
      });
    },
    async stop() {
      stopped = true;
      await sending;
      const last = worker;
      if (last === undefined) return;
      await last.terminate();
    },
  };
}
