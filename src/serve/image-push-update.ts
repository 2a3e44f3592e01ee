import { GitshiftError } from '../errors/index.js';
import type { ClusterEvent, EventRecorder } from '../events/event-recorder.js';
import { deploymentsTriggeredBy, type TriggeredDeployment } from '../images/image-change-triggers.js';
import { editsForImagePush, type ImagePush } from '../images/image-push.js';
import type { RegistryClient } from '../images/registry-client.js';
import type { Logger } from '../observability/logger.js';
import type { ServeMetrics } from '../observability/metrics.js';
import type { WriteBackEdit, WriteBackReason } from '../writeback/write-back-edit.js';
import type { DesiredRevision } from './desired-state.js';
import { importResult, shortCommits } from './image-edits.js';
import type { ImageUpdateTally } from './image-update-tally.js';

export interface ImagePushUpdateOptions {
  /** The revision pushes are matched against; waits for the first load. */
  readonly desired: () => Promise<Pick<DesiredRevision, 'streams' | 'model'>>;
  /** Asked for the digest when the push names none. */
  readonly registry: Pick<RegistryClient, 'resolveTag'>;
  /** Writes the edits; resolves with the commits made. */
  readonly write: (edits: readonly WriteBackEdit[], reason: WriteBackReason) => Promise<string[]>;
  /** After a commit reached the remote. */
  readonly committed: () => void;
  readonly tally: ImageUpdateTally;
  /** serve's `images` logger. */
  readonly log: Logger;
  readonly metrics?: Pick<ServeMetrics, 'imageImported'> | undefined;
  /** Which streams the push moves, and to what digest. Default: editsForImagePush. */
  readonly editsFor?: typeof editsForImagePush;
  /** ImageUpdated Events once a commit is made. Default: none. */
  readonly events?: EventRecorder | undefined;
}

/**
 * One pushed tag, start to end: the streams it moves and its digest (asked of
 * the registry when the push names none), the edits written back, the
 * rollouts they start logged, and serve told to fetch when a commit was
 * made. A push no stream takes is counted ignored and logged. A failure is
 * thrown for the caller to count and log once.
 */
export async function updateFromPush(push: ImagePush, options: ImagePushUpdateOptions): Promise<void> {
  const {
    desired,
    registry,
    write,
    committed,
    tally,
    log,
    metrics,
    events,
    editsFor = editsForImagePush,
  } = options;
  const started = performance.now();
  const revision = await desired();
  const outcome = await editsFor(push, { streams: revision.streams, registry, now: () => new Date() });
  const image = `${push.registryHost}/${push.repository}:${push.tag}`;
  if (outcome.status !== 'edits') {
    tally.ignored++;
    metrics?.imageImported('push', 'ignored');
    log.info({ image, source: push.source, reason: outcome.message }, 'image-ignored');
    return;
  }
  const commits = await write(outcome.edits, outcome.reason);
  const tags = outcome.edits.flatMap((e) => (e.type === 'image-stream-tag' ? [e] : []));
  const triggered = deploymentsTriggeredBy(revision.model.projects, tags);
  for (const { msg, fields } of rolloutLines(triggered)) log.info(fields, msg);
  if (commits.length > 0)
    for (const event of imageUpdatedEvents(image, tags, triggered, shortCommits(commits)))
      events?.record(event);
  tally.committed++;
  metrics?.imageImported('push', importResult(commits));
  log.info(
    {
      image,
      digest: outcome.digest,
      tags: tags.map((t) => `${t.project}/${t.stream}:${t.tag}`).join(','),
      commit: shortCommits(commits) || 'unchanged',
      ms: Math.round(performance.now() - started),
    },
    'image-committed',
  );
  if (commits.length > 0) committed();
}

/** A log line per DeploymentConfig a push moves: an automatic trigger rolls out, a manual one is held until `deploy --latest`. */
export function rolloutLines(
  triggered: readonly TriggeredDeployment[],
): { readonly msg: 'rollout-expected' | 'rollout-held'; readonly fields: Record<string, string> }[] {
  return triggered.map((dc) => ({
    msg: dc.automatic ? 'rollout-expected' : 'rollout-held',
    fields: {
      project: dc.project,
      deploymentConfig: `${dc.project}/${dc.deploymentConfig}`,
      tag: `${dc.tag.stream}:${dc.tag.tag}`,
      ...(dc.automatic ? {} : { hint: `gitshift deploy ${dc.project}/${dc.deploymentConfig} --latest` }),
    },
  }));
}

/** The fields of an `image-failed` line: the error's code when it has one, and its message. */
export function pushFailureFields(error: unknown): { code: string | undefined; error: string } {
  return {
    code: error instanceof GitshiftError ? error.code : undefined,
    error: error instanceof Error ? error.message : String(error),
  };
}

/**
 * ImageUpdated on the Namespace of each project whose stream tag the push
 * moved, and on each Deployment the new tag rolls (or holds, for a manual
 * trigger), naming the write-back commit.
 */
export function imageUpdatedEvents(
  image: string,
  tags: readonly { readonly project: string; readonly stream: string; readonly tag: string }[],
  triggered: readonly TriggeredDeployment[],
  commits: string,
): ClusterEvent[] {
  const projects = [...new Set(tags.map((t) => t.project))];
  return [
    ...projects.map((project) => ({
      regarding: { apiVersion: 'v1', kind: 'Namespace', name: project },
      type: 'Normal' as const,
      reason: 'ImageUpdated',
      action: 'WriteBack',
      note: `${image} written back to ${tags
        .filter((t) => t.project === project)
        .map((t) => `${t.stream}:${t.tag}`)
        .join(', ')} in commit ${commits}`,
    })),
    ...triggered.map((dc) => ({
      regarding: {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        namespace: dc.project,
        name: dc.deploymentConfig,
      },
      type: 'Normal' as const,
      reason: 'ImageUpdated',
      action: 'WriteBack',
      note: `${image} (${dc.tag.stream}:${dc.tag.tag}, commit ${commits}) ${
        dc.automatic
          ? 'rolls out at the next sync'
          : `is held: gitshift deploy ${dc.project}/${dc.deploymentConfig} --latest`
      }`,
    })),
  ];
}
