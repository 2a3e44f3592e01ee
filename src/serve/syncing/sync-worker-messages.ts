import type { SyncedProject, SyncModel } from '../../reconciler/sync-repository.js';
import type { SyncRendered } from '../../reconciler/sync-repository.js';
import type { SyncScope } from '../sync-scope.js';
import type { ErrorWire, SyncReportWire } from './report-wire.js';

/** What the sync worker is started with. */
export interface SyncWorkerData {
  /** The kubeconfig (or ServiceAccount directory) the worker's own KubeApi reads. */
  readonly kubeconfig: string;
}

/**
 * From serve to the worker. A revision arrives as the projects whose render
 * changed since the one before, one message each (`project`), then
 * `revision`, which names every project in order and makes it the one syncs
 * use. A sync always follows the revision it is of.
 */
export type ToSyncWorker =
  | { readonly kind: 'project'; readonly project: SyncedProject }
  | {
      readonly kind: 'revision';
      readonly commit: string;
      readonly settings: SyncModel['settings'];
      readonly blocked: boolean;
      /** Every project folder loaded, rendered or not. */
      readonly loaded: readonly string[];
      /** The rendered projects, in the render's order. */
      readonly rendered: readonly string[];
      readonly skipped: SyncRendered['skipped'];
    }
  | { readonly kind: 'sync'; readonly id: number; readonly scope: SyncScope; readonly tell: boolean }
  /** The sync's signal was aborted: its reason goes along, for the errors that say why work stopped. */
  | { readonly kind: 'abort'; readonly id: number; readonly reason: ErrorWire };

/** From the worker to serve: a sync's progress lines, its report, or why it failed. */
export type FromSyncWorker =
  /** Once, when the worker has loaded its modules and read its kubeconfig (or failed to: a sync says why). */
  | { readonly kind: 'ready' }
  | {
      readonly kind: 'say';
      readonly id: number;
      readonly lines: readonly (readonly [string, string | undefined])[];
    }
  | { readonly kind: 'done'; readonly id: number; readonly report: SyncReportWire }
  | { readonly kind: 'failed'; readonly id: number; readonly error: ErrorWire };
