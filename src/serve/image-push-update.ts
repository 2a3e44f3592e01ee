import { GitshiftError } from '../errors/index.js';
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
}

/**
 * One pushed tag, start to end: the streams it moves and its digest (asked of
 * the registry when the push names none), the edits written back, the
 * rollouts they start logged, and serve told to fetch when a commit was
 * made. A push no stream takes is counted ignored and logged. A failure is
 * thrown for the caller to count and log once.
 */
export async function updateFromPush(push: ImagePush, options: ImagePushUpdateOptions): Promise<void> {
  const { desired, registry, write, committed, tally, log, metrics, editsFor = editsForImagePush } = options;
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
  for (const { msg, fields } of rolloutLines(deploymentsTriggeredBy(revision.model.projects, tags)))
    log.info(fields, msg);
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
