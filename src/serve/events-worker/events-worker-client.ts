import type { Worker } from 'node:worker_threads';
import type { EventOutcome } from '../../events/index.js';
import { LOG_LEVELS, type Logger, type LogLevel } from '../../observability/logger.js';
import { onAbort } from '../../runtime/index.js';
import { startModuleWorker } from '../module-worker.js';
import type { DaemonEvents } from '../cluster-events.js';
import type { EventsWorkerData, FromEventsWorker, ToEventsWorker } from './events-worker-messages.js';

export interface EventsWorkerOptions {
  /** The kubeconfig (or ServiceAccount directory) the worker's KubeApi reads: serve's own. */
  readonly kubeconfig: string;
  /** The replica's identity: the Events' reportingInstance. */
  readonly identity: string;
  /** serve's `events` logger: the worker's own lines come out through it, and the worker's loss. */
  readonly log: Logger;
  /** Outcomes as the worker reports them, in batches (serve's metrics). */
  readonly counted?: ((outcome: EventOutcome, by: number) => void) | undefined;
}

/** serve's events in a worker thread, and when that thread has started. */
export interface EventsWorker extends DaemonEvents {
  /** Settles when the worker has loaded its modules and read its kubeconfig, or has stopped trying. Never rejects. */
  readonly started: Promise<void>;
}

/**
 * The worker's young generation. Its objects are small and short-lived (an
 * Event, a request); V8's default sized for a busy thread made serve's RSS
 * 20-30 MiB larger than with Events on its own thread, this 5-8 MiB.
 */
const YOUNG_GENERATION_MIB = 8;

/**
 * Writes serve's Kubernetes Events and follows its rollouts in a worker
 * thread (events-worker-entry.ts): `record` and `started` post the event or
 * rollout and return, as the recorder on serve's thread does. A worker that
 * dies loses what it had not written (Events are best effort; logged), and
 * the next event starts another. After `stop`, events are dropped (counted).
 */
export function openEventsWorker({ kubeconfig, identity, log, counted }: EventsWorkerOptions): EventsWorker {
  let worker: Worker | undefined;
  let stopping = false;
  let markStarted = (): void => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  let markStopped = (): void => undefined;

  const start = (): Worker => {
    const thread = startModuleWorker(import.meta.url, 'events-worker-entry', {
      workerData: { kubeconfig, identity, level: log.level as LogLevel } satisfies EventsWorkerData,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MIB },
    });
    thread.on('message', (message: FromEventsWorker) => received(thread, message));
    thread.on('error', (error) => lost(thread, error));
    thread.on('exit', (code) => lost(thread, new Error(`it exited with code ${code}`)));
    return thread;
  };

  const lost = (gone: Worker, error: Error): void => {
    if (worker !== gone) return;
    worker = undefined;
    markStarted();
    markStopped();
    if (!stopping) log.error({ err: error }, 'events-worker-lost');
  };

  const received = (from: Worker, message: FromEventsWorker): void => {
    switch (message.kind) {
      case 'ready':
        // Ref'd until here, as serve awaits `started` with nothing else keeping the process up; not after.
        if (!stopping) from.unref();
        markStarted();
        return;
      case 'counted':
        for (const [outcome, by] of Object.entries(message.outcomes)) counted?.(outcome as EventOutcome, by);
        return;
      case 'log':
        relay(log, message.line);
        return;
      case 'stopped':
        markStopped();
        return;
    }
  };

  /** The worker, started again after a loss; undefined once stopping. */
  const current = (): Worker | undefined => {
    if (stopping) return undefined;
    worker ??= start();
    return worker;
  };

  const post = (message: Extract<ToEventsWorker, { kind: 'record' | 'rollout' }>): void => {
    const to = current();
    if (to === undefined) counted?.('dropped', 1);
    else to.postMessage(message);
  };

  // Started now: its module loading is over before serve's intake listens.
  worker = start();
  return {
    started,
    recorder: { record: (event) => post({ kind: 'record', event }) },
    rollouts: { started: (ref, commit, answer) => post({ kind: 'rollout', ref, commit, answer }) },
    async stop(signal) {
      stopping = true;
      const last = worker;
      if (last === undefined) return;
      last.ref();
      const stopped = new Promise<void>((resolve) => (markStopped = resolve));
      last.postMessage({ kind: 'stop' } satisfies ToEventsWorker);
      const stopListening = onAbort(signal, () =>
        last.postMessage({ kind: 'abandon' } satisfies ToEventsWorker),
      );
      try {
        await stopped;
      } finally {
        stopListening();
        worker = undefined;
        await last.terminate();
      }
    },
  };
}

/** A line of the worker's log (pino's JSON) written again through serve's logger, at its level. */
function relay(log: Logger, line: string): void {
  const { level, msg, time: _time, ...fields } = JSON.parse(line) as Record<string, unknown>;
  const method = LOG_LEVELS.find((known) => known === level && known !== 'silent') ?? 'info';
  log[method](fields, typeof msg === 'string' ? msg : '');
}
