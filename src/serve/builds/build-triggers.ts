import type { Manifest } from '../../model/manifest.js';
import type { BuildService } from '../../builds/build-service.js';
import {
  configChangeBuilds,
  gitHubPushBuilds,
  imageChangeBuilds,
  type TriggerDecision,
  type TriggeredBuild,
} from '../../buildplan/triggers/index.js';
import { webhookBuild } from '../../buildplan/triggers/webhook-build.js';
import type { Logger } from '../../observability/logger.js';
import type { BuildTriggerEvent, GitHubPushEvent } from '../../webhooks/webhook-event.js';
import type { DesiredRevision } from '../desired-state.js';

/** How many Build records an event created, and how many it could not (each logged). */
export interface BuildsStarted {
  readonly started: number;
  readonly failed: number;
}

/**
 * What starts builds in serve. An event's builds run in the background and
 * are logged; its promise resolves once their Build records exist (never
 * rejects), so the webhook inbox deletes an event only after that. A build a
 * delivery already created (same BuildConfig, same delivery id: a leader that
 * died before deleting its inbox entry) is not created again.
 */
export interface BuildTriggers {
  /** A GitHub push to any repository: the BuildConfigs building from it, on that branch, build that commit. */
  githubPushed(event: GitHubPushEvent): Promise<BuildsStarted>;
  /** A BuildConfig's own webhook URL, already checked (secret, signature, branch) by the receiver. */
  triggered(event: BuildTriggerEvent): Promise<BuildsStarted>;
  /** A new revision: ImageChange triggers whose image moved, ConfigChange triggers of new BuildConfigs. */
  revisionLoaded(revision: DesiredRevision): void;
}

export interface BuildTriggersOptions {
  readonly service: Pick<BuildService, 'start' | 'list'>;
  /** The revision pushes are matched against. */
  readonly current: () => DesiredRevision | undefined;
  /** serve's `builds` logger. */
  readonly log: Logger;
}

/**
 * Turns events into builds. The decisions are the pure trigger rules of
 * src/buildplan/triggers; here they meet the loaded revision and the
 * runner. Image and config changes are decided between the revision seen
 * last and the new one; the first revision after a start has nothing to
 * compare with, so it starts only ConfigChange builds of BuildConfigs that
 * have never built (OpenShift's `lastVersion == 0`): a restart is no reason
 * to rebuild everything.
 */
export function openBuildTriggers({ service, current, log }: BuildTriggersOptions): BuildTriggers {
  let last: DesiredRevision | undefined;
  const start = (build: TriggeredBuild): Promise<boolean> =>
    service
      .start({
        project: build.project,
        buildConfig: build.buildConfig,
        cause: build.cause,
        ...(build.commit === undefined ? {} : { commit: build.commit }),
        ...(build.ref === undefined ? {} : { ref: build.ref }),
        ...(build.env === undefined ? {} : { env: build.env }),
      })
      .then(
        (record) => {
          log.info(
            {
              build: `${record.namespace}/${record.name}`,
              cause: build.cause.type,
              message: build.cause.message,
            },
            'build-triggered',
          );
          return true;
        },
        (error: unknown) => {
          log.warn(
            {
              buildConfig: `${build.project}/${build.buildConfig}`,
              cause: build.cause.type,
              error: error instanceof Error ? error.message : String(error),
            },
            'build-trigger-failed',
          );
          return false;
        },
      );
  const act = async (decision: TriggerDecision, what: Record<string, unknown>): Promise<BuildsStarted> => {
    for (const skipped of decision.skipped) log.info({ ...what, ...skipped }, 'build-not-triggered');
    const builds = await notYetStarted(decision.builds, service, log);
    const results = await Promise.all(builds.map(start));
    return { started: results.filter(Boolean).length, failed: results.filter((ok) => !ok).length };
  };
  return {
    async githubPushed(event) {
      const revision = current();
      if (revision === undefined) return { started: 0, failed: 0 };
      return act(gitHubPushBuilds(event, manifestsOf(revision)), {
        delivery: event.deliveryId,
        ref: event.ref,
      });
    },
    triggered(event) {
      return act({ builds: [webhookBuild(event)], skipped: [] }, { delivery: event.deliveryId });
    },
    revisionLoaded(revision) {
      const previous = last;
      last = revision;
      const next = manifestsOf(revision);
      if (previous === undefined) {
        void neverBuilt(configChangeBuilds(new Map(), next), service).then(
          (decision) => void act(decision, { commit: revision.commit.slice(0, 12) }),
          (error: unknown) => log.warn({ error: String(error) }, 'build-trigger-failed'),
        );
        return;
      }
      const before = manifestsOf(previous);
      const what = { commit: revision.commit.slice(0, 12) };
      void act(configChangeBuilds(before, next), what);
      void act(
        imageChangeBuilds(
          { streams: previous.streams, projects: before },
          { streams: revision.streams, projects: next },
        ),
        what,
      );
    },
  };
}

function manifestsOf(revision: DesiredRevision): Map<string, readonly Manifest[]> {
  return new Map(revision.model.projects.map((p) => [p.name, p.manifests]));
}

/** The builds of BuildConfigs without a single Build record; the others have built before this serve started. */
async function neverBuilt(
  decision: TriggerDecision,
  service: Pick<BuildService, 'list'>,
): Promise<TriggerDecision> {
  if (decision.builds.length === 0) return decision;
  const built = new Set((await service.list()).map((r) => `${r.namespace}/${r.spec.buildConfig}`));
  return {
    builds: decision.builds.filter((b) => !built.has(`${b.project}/${b.buildConfig}`)),
    skipped: decision.skipped,
  };
}

/**
 * The builds of a delivery that have no Build record of that delivery yet. A
 * listing that fails is logged and every build is started: a duplicate build
 * is better than a lost one.
 */
async function notYetStarted(
  builds: readonly TriggeredBuild[],
  service: Pick<BuildService, 'list'>,
  log: Logger,
): Promise<readonly TriggeredBuild[]> {
  const delivered = builds.filter((b) => b.cause.deliveryId !== undefined);
  if (delivered.length === 0) return builds;
  const seen = new Set<string>();
  for (const project of new Set(delivered.map((b) => b.project))) {
    try {
      for (const record of await service.list(project))
        if (record.spec.cause.deliveryId !== undefined)
          seen.add(`${record.namespace}/${record.spec.buildConfig}/${record.spec.cause.deliveryId}`);
    } catch (error) {
      log.warn({ project, error: (error as Error).message }, 'build-records-unreadable');
    }
  }
  return builds.filter((b) => {
    const started = seen.has(`${b.project}/${b.buildConfig}/${b.cause.deliveryId ?? ''}`);
    if (started)
      log.info(
        { buildConfig: `${b.project}/${b.buildConfig}`, delivery: b.cause.deliveryId },
        'build-already-triggered',
      );
    return !started;
  });
}
