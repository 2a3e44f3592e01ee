import type { BuildRunner } from '../../builds/runner/build-runner.js';
import type { KubeApi } from '../../kube/kube-api.js';
import type { Logger } from '../../observability/logger.js';
import type { WorkQueue } from '../../reconciler/work-queue.js';
import type { ImageUpdates } from '../image-updates.js';
import type { RevisionState } from '../revision-state.js';
import type { ResolvedServeConfig } from '../serve-config.js';
import type { WebhookIntake } from '../webhook-intake.js';
import { writeBackEntries } from './activity-entries.js';
import { ActivityLog } from './activity-log.js';
import { openStatusView } from './open-status-view.js';
import type { StatusView } from './status-view.js';

/** Write-back commits kept for the activity: a few days of a busy repository's image updates. */
const WRITE_BACKS_KEPT = 200;

/** The parts of serve the view reads. */
export interface DaemonViewParts {
  readonly state: Pick<RevisionState, 'get'>;
  readonly queue: Pick<WorkQueue, 'status'>;
  readonly webhooks: Pick<WebhookIntake, 'recent'>;
  readonly builds: { readonly runner: Pick<BuildRunner, 'list' | 'get' | 'logs' | 'status'> };
  readonly images: Pick<ImageUpdates, 'onWritten'>;
  readonly kube: KubeApi;
  /** The view's logger (`component: 'view'`). */
  readonly log: Logger;
}

/**
 * serve's status view: the read model of the status page and /api/v1, with
 * each write-back commit recorded as it is made and linked to the commit on
 * the config repository's forge where its URL says how.
 */
export function openDaemonStatusView(config: ResolvedServeConfig, parts: DaemonViewParts): StatusView {
  const activity = new ActivityLog(WRITE_BACKS_KEPT);
  parts.images.onWritten((written) =>
    activity.record(writeBackEntries(written, config.repository.url, new Date())),
  );
  return openStatusView({
    state: parts.state,
    queue: parts.queue,
    webhooks: parts.webhooks,
    builds: parts.builds.runner,
    kube: parts.kube,
    activity,
    log: parts.log,
  });
}
