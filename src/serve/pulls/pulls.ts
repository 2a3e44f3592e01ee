import type { IncomingMessage, ServerResponse } from 'node:http';
import { GitshiftError } from '../../errors/index.js';
import type { Forge, ForgeRepository } from '../../forge/forge.js';
import type { KubeApi } from '../../kube/kube-api.js';
import type { Logger } from '../../observability/logger.js';
import { WorkQueue } from '../../reconciler/work-queue.js';
import type { Clock } from '../../runtime/index.js';
import type { PullRequestCommentEvent, PullRequestEvent } from '../../webhooks/webhook-event.js';
import { isSameRepository } from '../same-repository.js';
import type { ResolvedServeConfig } from '../serve-config.js';
import { fullPlans } from './full-plans.js';
import { postPlan, postPlanFailure, postPlanning } from './post-plan.js';
import { planPull } from './plan-pull.js';
import type { PullSource } from './pull-source.js';

export interface PullsOptions {
  readonly api: KubeApi;
  readonly forge: Forge;
  readonly source: PullSource;
  /** `<stateDir>/pulls`. */
  readonly stateDir: string;
  readonly clock: Clock;
  readonly log: Logger;
}

/** serve's pull request work: a plan on each PR of the config repository. */
export interface Pulls {
  pullRequest(event: PullRequestEvent): void;
  comment(event: PullRequestCommentEvent): void;
  /** GET /pulls/<owner>/<name>/<number>/plan: the whole plan behind a comment that had to be cut. */
  readonly handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** Resolves when every PR queued so far has been planned. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** A PR to plan: the newest delivery about it, and when it came. */
interface Pending {
  readonly event: PullRequestEvent;
  readonly receivedAt: number;
}

/** Actions after which a PR's head may render differently: each gets a plan. */
const PLANNED_ACTIONS: ReadonlySet<string> = new Set(['opened', 'synchronize', 'reopened']);

/**
 * Plans pull requests of the config repository that target its tracked
 * branch, one PR at a time per PR (deliveries about a PR being planned
 * coalesce into one more run with the newest), a few PRs at once. A
 * transient failure (forge or cluster unreachable) is retried with backoff
 * while the status says pending; any other ends in a failed status and a
 * comment that says why.
 */
export function openPulls(config: ResolvedServeConfig, options: PullsOptions): Pulls {
  const { forge, log, clock } = options;
  const plans = fullPlans(`${options.stateDir}/plans`);
  const pending = new Map<string, Pending>();
  const queue = new WorkQueue({
    concurrency: config.pulls.concurrency,
    resyncIntervalMs: 0,
    clock,
    work: async (key, signal) => {
      const job = pending.get(key);
      if (job === undefined) return;
      const { event } = job;
      const repository = { owner: event.repository.owner, name: event.repository.name };
      const deadline = AbortSignal.any([signal, AbortSignal.timeout(config.pulls.planTimeoutMs)]);
      const post = { forge, plans, publicUrl: config.publicUrl, clock };
      try {
        await postPlanning(post, job, deadline);
        const planned = await planPull(
          {
            api: options.api,
            forge,
            load: (n) => options.source.load(n),
            configPath: config.repository.path,
          },
          { repository, number: event.number },
          deadline,
        );
        await postPlan(post, planned, job, deadline);
        log.info(
          {
            pull: key,
            commit: planned.commit?.slice(0, 12),
            projects: planned.input.changed.projects.length,
            ms: clock.now() - job.receivedAt,
          },
          'pull-planned',
        );
      } catch (error) {
        const timedOut = deadline.aborted && !signal.aborted;
        if (!timedOut && error instanceof GitshiftError && error.transient) throw error;
        if (signal.aborted) throw error;
        const reason = timedOut
          ? `the plan took longer than pulls.planTimeout (${config.pulls.planTimeoutMs / 1000} s)`
          : error instanceof Error
            ? error.message
            : String(error);
        log.warn({ pull: key, error: reason }, 'pull-plan-failed');
        await postPlanFailure(post, job, reason, signal);
      }
    },
  });
  queue.start();
  return {
    pullRequest(event) {
      if (!PLANNED_ACTIONS.has(event.action)) return;
      if (!isConfigPull(config, event)) return;
      const key = pullKey(event.repository, event.number);
      pending.set(key, { event, receivedAt: clock.now() });
      queue.enqueue(key);
    },
    comment() {
      // `/ok-to-test` approves a fork's preview: previews act on it.
    },
    handle(req, res) {
      const match = /^\/pulls\/([^/]+)\/([^/]+)\/(\d+)\/plan$/.exec((req.url ?? '').split('?')[0] ?? '');
      const send = (status: number, body: string, type = 'text/plain; charset=utf-8'): void => {
        res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
        res.end(req.method === 'HEAD' ? undefined : body);
      };
      if (match === null) return send(404, 'no such plan: the path is /pulls/<owner>/<name>/<number>/plan\n');
      const repository = {
        owner: decodeURIComponent(match[1] ?? ''),
        name: decodeURIComponent(match[2] ?? ''),
      };
      plans.read(repository, Number(match[3])).then(
        (text) =>
          text === undefined
            ? send(404, `no plan of ${repository.owner}/${repository.name}#${match[3]} is kept here\n`)
            : send(200, text, 'text/markdown; charset=utf-8'),
        (error: unknown) => send(500, `cannot read the plan: ${(error as Error).message}\n`),
      );
    },
    idle: () => queue.idle(),
    stop: async () => {
      queue.abandonRunning(new Error('serve is stopping'));
      await queue.stop();
      await options.source.stop();
    },
  };
}

export function pullKey(repository: ForgeRepository, number: number): string {
  return `${repository.owner}/${repository.name}#${number}`;
}

/** A PR on the config repository, into the tracked branch: what gets a plan. */
function isConfigPull(config: ResolvedServeConfig, event: PullRequestEvent): boolean {
  const { repository, base } = event;
  return (
    base.ref === config.repository.branch &&
    isSameRepository(config.repository.url, [repository.cloneUrl, repository.sshUrl, repository.htmlUrl])
  );
}
