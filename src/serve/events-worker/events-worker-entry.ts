import { parentPort, workerData } from 'node:worker_threads';
import type { EventOutcome } from '../../events/index.js';
import { createHttpKubeApi } from '../../kube/http-kube-api.js';
import { createLogger } from '../../observability/logger.js';
import { SYSTEM_CLOCK } from '../../runtime/index.js';
import { clusterEvents, type DaemonEvents } from '../cluster-events.js';
import type { EventsWorkerData, FromEventsWorker, ToEventsWorker } from './events-worker-messages.js';

/**
 * The events worker's thread (events-worker-client.ts starts it): serve's
 * Kubernetes Events written and its rollouts followed with a KubeApi of its
 * own, as cluster-events.ts does on serve's thread. A bulk sync ends in a
 * burst of hundreds of Events and rollout reads whose requests, JSON and TLS
 * would otherwise run on the webhook intake's event loop.
 */
const port = parentPort;
if (port === null) throw new Error('events-worker-entry.ts runs only as a worker thread');
const { kubeconfig, identity, level } = workerData as EventsWorkerData;

/** Outcomes go across in batches, a message at most this often: one per Event would cost serve's thread more. */
const COUNT_REPORT_MS = 200;

const send = (message: FromEventsWorker): void => port.postMessage(message);

let tally: Partial<Record<EventOutcome, number>> = {};
let reporting: NodeJS.Timeout | undefined;
const report = (): void => {
  clearTimeout(reporting);
  reporting = undefined;
  if (Object.keys(tally).length === 0) return;
  send({ kind: 'counted', outcomes: tally });
  tally = {};
};
const counted = (outcome: EventOutcome): void => {
  tally[outcome] = (tally[outcome] ?? 0) + 1;
  reporting ??= setTimeout(report, COUNT_REPORT_MS);
};

const abandon = new AbortController();
const events = open();

port.on('message', (message: ToEventsWorker) => {
  switch (message.kind) {
    case 'record':
      // In the order sent: each waits for the same `events`.
      void events.then((opened) =>
        opened === undefined ? counted('dropped') : opened.recorder.record(message.event),
      );
      return;
    case 'rollout':
      void events.then((opened) => opened?.rollouts.started(message.ref, message.commit, message.answer));
      return;
    case 'stop':
      void stop();
      return;
    case 'abandon':
      abandon.abort(new Error('the stop grace is over'));
      return;
  }
});

/** The worker's events through its own KubeApi; undefined (logged, each event dropped) when its kubeconfig cannot be read. */
async function open(): Promise<DaemonEvents | undefined> {
  // Lines go to serve's logger as messages, in order with the rest of what the worker says.
  const log = await createLogger({
    level,
    destination: { write: (line: string) => send({ kind: 'log', line }) },
  });
  try {
    const api = await createHttpKubeApi(kubeconfig);
    return clusterEvents({ api, identity, clock: SYSTEM_CLOCK, log, counted });
  } catch (error) {
    log.error({ err: error }, 'events-worker-unconnected');
    return undefined;
  } finally {
    send({ kind: 'ready' });
  }
}

async function stop(): Promise<void> {
  await (await events)?.stop(abandon.signal);
  report();
  send({ kind: 'stopped' });
}
