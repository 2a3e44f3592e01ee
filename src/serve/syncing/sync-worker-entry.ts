import { createHttpKubeApi } from '../../kube/http-kube-api.js';
import type { KubeApi } from '../../kube/kube-api.js';
import type { SyncedProject } from '../../reconciler/sync-repository.js';
import { moduleProcessParent } from '../module-process.js';
import { runSync, type SyncInput } from './project-syncer.js';
import { errorFromWire, errorToWire, reportToWire } from './report-wire.js';
import type { FromSyncWorker, SyncWorkerData, ToSyncWorker } from './sync-worker-messages.js';

/**
 * The sync worker's process (sync-worker-client.ts starts it): keeps the newest
 * revision serve sent, and runs each sync asked for with its own KubeApi, so
 * that planning, the applies' JSON and the inventories' bookkeeping take none
 * of the webhook intake's event loop.
 */
const parent = moduleProcessParent<SyncWorkerData, ToSyncWorker, FromSyncWorker>();
const { kubeconfig } = parent.data;

let api: Promise<KubeApi> | undefined;
/** The revision syncs use, and the projects of the next one as they arrive. */
let current: { readonly input: SyncInput; readonly projects: ReadonlyMap<string, SyncedProject> } | undefined;
let arriving: Map<string, SyncedProject> | undefined;
const running = new Map<number, AbortController>();

const send = (message: FromSyncWorker): void => parent.send(message);

parent.on((message: ToSyncWorker) => {
  switch (message.kind) {
    case 'project':
      arriving ??= new Map(current?.projects);
      arriving.set(message.project.name, message.project);
      return;
    case 'revision': {
      const projects = arriving ?? new Map(current?.projects);
      arriving = undefined;
      const rendered = message.rendered.map((name) => {
        const project = projects.get(name);
        if (project === undefined)
          throw new Error(`revision ${message.commit}: project ${name} was never sent`);
        return project;
      });
      current = {
        input: {
          commit: message.commit,
          model: {
            settings: message.settings,
            blocked: message.blocked,
            projects: message.loaded.map((name) => ({ name })),
          },
          rendered: { projects: rendered, skipped: message.skipped },
        },
        // Only what this revision renders: a project gone from it is not kept for later ones.
        projects: new Map(rendered.map((p) => [p.name, p])),
      };
      return;
    }
    case 'sync':
      void sync(message.id, message.scope, message.tell);
      return;
    case 'abort':
      running.get(message.id)?.abort(errorFromWire(message.reason));
      return;
  }
});

/** The worker's own KubeApi, read once; a failed read is tried again by the next sync. */
function kubeApi(): Promise<KubeApi> {
  api ??= createHttpKubeApi(kubeconfig).catch((error: unknown) => {
    api = undefined;
    throw error;
  });
  return api;
}

// Ready once connected. A failure here is the first sync's to report: it reads again.
kubeApi().then(
  () => send({ kind: 'ready' }),
  () => send({ kind: 'ready' }),
);

async function sync(
  id: number,
  scope: Extract<ToSyncWorker, { kind: 'sync' }>['scope'],
  tell: boolean,
): Promise<void> {
  const controller = new AbortController();
  running.set(id, controller);
  const lines: [string, string | undefined][] = [];
  const flush = (): void => {
    if (lines.length > 0) send({ kind: 'say', id, lines: lines.splice(0) });
  };
  // Progress goes in batches: a message per line would cost serve's thread more than the line.
  const flushing = setInterval(flush, 100);
  try {
    if (current === undefined) throw new Error('a sync was asked for before any revision');
    const { input } = current;
    const report = await runSync(await kubeApi(), input, {
      scope,
      tell,
      signal: controller.signal,
      say: (line, project) => lines.push([line, project]),
    });
    flush();
    send({ kind: 'done', id, report: reportToWire(report) });
  } catch (error) {
    flush();
    send({ kind: 'failed', id, error: errorToWire(error) });
  } finally {
    clearInterval(flushing);
    running.delete(id);
  }
}
