import type { IncomingMessage, ServerResponse } from 'node:http';
import { GitshiftError } from '../../errors/index.js';
import type { Forge, ForgeRepository } from '../../forge/forge.js';
import type { KubeApi } from '../../kube/kube-api.js';
import type { Logger } from '../../observability/logger.js';
import type { PlanCommentInput, PreviewLine } from '../../pulls/plan-comment-input.js';
import { PLAN_COMMENT_MARKER } from '../../pulls/plan-comment.js';
import { previewComment, type PreviewCommentInput } from '../../pulls/preview-comment.js';
import { WorkQueue, type ProjectWorkStatus } from '../../reconciler/work-queue.js';
import { sleep, type Clock } from '../../runtime/index.js';
import type { PullRequestCommentEvent, PullRequestEvent } from '../../webhooks/webhook-event.js';
import { isSameRepository } from '../same-repository.js';
import type { ResolvedServeConfig } from '../serve-config.js';
import { isOkToTest } from './approvals.js';
import { fullPlans } from './full-plans.js';
import {
  failedInput,
  plannedInput,
  postComment,
  postPlanning,
  postStatus,
  repositoryOf,
  type PlanRequest,
  type PostPlanDeps,
} from './post-plan.js';
import { planPull } from './plan-pull.js';
import type { DeployedPreviews, PullPreviews } from './previews.js';
import type { SweepVerdict } from '../../previews/index.js';
import type { PullSource } from './pull-source.js';
import { eventFromState } from './pull-event.js';
import { PendingPulls } from './pending-pulls.js';

export interface PullsOptions {
  readonly api: KubeApi;
  readonly forge: Forge;
  readonly source: PullSource;
  /** Preview environments; undefined: plans only. */
  readonly previews: PullPreviews | undefined;
  /** Records a maintainer's `/ok-to-test`. */
  readonly approve: (key: string, by: string) => void;
  /** `<stateDir>/pulls`. */
  readonly stateDir: string;
  readonly clock: Clock;
  readonly log: Logger;
}

/** serve's pull request work: a plan on each PR of the config repository, and previews. */
export interface Pulls {
  pullRequest(event: PullRequestEvent): void;
  comment(event: PullRequestCommentEvent): void;
  /** GET /pulls/<owner>/<name>/<number>/plan: the whole plan behind a comment that had to be cut. */
  readonly handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** For GET /status: each pull request's work (`owner/name#n`), and those whose previews wait for a slot. */
  status(): { readonly work: readonly PullWorkStatus[]; readonly waiting: readonly string[] };
  /** Resolves when every PR queued so far has been handled (not counting preview health follow-ups). */
  idle(): Promise<void>;
  /** Runs the PRs waiting out a retry's backoff now: the forge or the API server is back. */
  retryNow(): void;
  stop(): Promise<void>;
}

/** A pull request's work as /status shows it: the queue's record, keyed `owner/name#n`. */
export type PullWorkStatus = Omit<ProjectWorkStatus, 'project'> & { readonly pull: string };

/** What the PR's one comment last said: a plan (config repository) or previews only (source repository). */
type PostedComment =
  | { readonly kind: 'plan'; readonly input: PlanCommentInput }
  | { readonly kind: 'previews'; readonly input: PreviewCommentInput };

/** The newest thing to do about a PR, and when it was asked. */
type Pending =
  | { readonly kind: 'pull'; readonly event: PullRequestEvent; readonly receivedAt: number }
  | { readonly kind: 'approval'; readonly comment: PullRequestCommentEvent; readonly receivedAt: number };

/** Actions after which a PR's head may differ: each gets a plan and its previews updated. */
const PUSH_ACTIONS: ReadonlySet<string> = new Set(['opened', 'synchronize', 'reopened']);

/** How often a new preview's health is read again while the comment follows it. */
const HEALTH_INTERVAL_MS = 2000;

/**
 * Pull requests, one at a time per PR (deliveries about a PR being handled
 * coalesce into one more run with the newest), a few PRs at once. On the
 * config repository (into the tracked branch): a pending status, the plan of
 * the projects it changes, one comment edited in place, the status, then the
 * previews of those projects, whose health the comment follows. A transient
 * failure (forge or cluster unreachable) is retried with backoff; any other
 * ends in a failed status and a comment that says why. Closing a PR deletes
 * its previews; a sweep at start and on an interval deletes those of PRs
 * closed or idle past the TTL.
 */
export function openPulls(config: ResolvedServeConfig, options: PullsOptions): Pulls {
  const { forge, log, clock, previews } = options;
  const plans = fullPlans(`${options.stateDir}/plans`);
  const post: PostPlanDeps = { forge, plans, publicUrl: config.publicUrl, clock };
  const pending = new Map<string, Pending>();
  const accepted = new PendingPulls(`${options.stateDir}/pending`);
  /** The last comment posted per PR, to edit its preview lines later, and the delivery it answered. */
  const comments = new Map<string, PostedComment>();
  const requests = new Map<string, PlanRequest>();
  const repost = async (request: PlanRequest, comment: PostedComment, signal: AbortSignal): Promise<void> => {
    if (comment.kind === 'plan') await postComment(post, request, comment.input, signal);
    else
      await forge.upsertComment(
        repositoryOf(request.event),
        request.event.number,
        PLAN_COMMENT_MARKER,
        previewComment(comment.input),
        signal,
      );
  };
  /** The comment's previews, those named (all when none is) marked deleted, and why. */
  const deletedLines = (
    lines: readonly PreviewLine[],
    reason: string,
    namespaces?: ReadonlySet<string>,
  ): PreviewLine[] =>
    lines.map((line) =>
      namespaces === undefined || namespaces.has(line.namespace)
        ? { ...line, urls: [], state: 'deleted', message: reason }
        : line,
    );
  /** Tells each PR whose previews a sweep deleted, in its comment. */
  const tellSwept = async (swept: readonly SweepVerdict[], signal: AbortSignal): Promise<void> => {
    for (const [key, request] of requests) {
      const mine = swept.filter((v) => pullKey({ fullName: v.preview.repository }, v.preview.number) === key);
      const last = comments.get(key);
      if (mine.length === 0 || last === undefined) continue;
      const namespaces = new Set(mine.map((v) => v.preview.namespace));
      const updated = withLines(last, deletedLines(last.input.previews, mine[0]?.reason ?? '', namespaces));
      await repost(request, updated, signal);
      comments.set(key, updated);
    }
  };
  const withLines = (comment: PostedComment, lines: readonly PreviewLine[]): PostedComment =>
    comment.kind === 'plan'
      ? { kind: 'plan', input: { ...comment.input, previews: lines } }
      : { kind: 'previews', input: { ...comment.input, previews: lines } };
  /** Per PR: the follow-up of its previews' health, ended by the PR's next run. */
  const followers = new Map<string, AbortController>();
  const stopping = new AbortController();
  /** PRs with a preview waiting under previews.maxConcurrent, oldest first: each freed slot runs them again. */
  const waiting = new Set<string>();
  const noteWaiting = (key: string, lines: readonly PreviewLine[]): void => {
    if (lines.some((l) => l.state === 'waiting')) waiting.add(key);
    else waiting.delete(key);
  };
  const slotsFreed = (): void => {
    const again = [...waiting];
    waiting.clear();
    for (const key of again) queue.enqueue(key);
  };

  const handlePull = async (key: string, request: PlanRequest, signal: AbortSignal): Promise<void> => {
    const { event } = request;
    followers.get(key)?.abort();
    if (event.action === 'closed') {
      waiting.delete(key);
      const lines = (await previews?.remove(event, signal)) ?? [];
      if (lines.length > 0) slotsFreed();
      const last = comments.get(key);
      // A sweep may have deleted the previews first (it saw the PR closed before this delivery came).
      const reason = event.merged ? 'the pull request was merged' : 'the pull request was closed';
      const shown = last === undefined ? [] : deletedLines(last.input.previews, reason);
      const said = lines.length > 0 ? lines : shown;
      if (last !== undefined && said.length > 0) await repost(request, withLines(last, said), signal);
      comments.delete(key);
      requests.delete(key);
      return;
    }
    if (!PUSH_ACTIONS.has(event.action)) return;
    requests.set(key, request);
    if (!isConfigPull(config, event)) {
      if (previews !== undefined) await handleSourcePull(key, request, previews, signal);
      return;
    }
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(config.pulls.planTimeoutMs)]);
    let input: PlanCommentInput;
    let planned: Awaited<ReturnType<typeof planPull>> | undefined;
    try {
      await postPlanning(post, request, deadline);
      planned = await planPull(
        { api: options.api, forge, load: (n) => options.source.load(n), configPath: config.repository.path },
        { repository: repositoryOf(event), number: event.number },
        deadline,
      );
      input = plannedInput(post, planned, request);
    } catch (error) {
      const timedOut = deadline.aborted && !signal.aborted;
      if (signal.aborted || (!timedOut && error instanceof GitshiftError && error.transient)) throw error;
      const reason = timedOut
        ? `the plan took longer than pulls.planTimeout (${config.pulls.planTimeoutMs / 1000} s)`
        : error instanceof Error
          ? error.message
          : String(error);
      log.warn({ pull: key, error: reason }, 'pull-plan-failed');
      input = failedInput(post, request, reason);
    }
    await postComment(post, request, input, signal);
    await postStatus(post, request, input, signal);
    comments.set(key, { kind: 'plan', input });
    log.info(
      {
        pull: key,
        commit: input.headSha.slice(0, 12),
        projects: input.changed.projects.length,
        state: input.failure === undefined ? 'planned' : 'failed',
        ms: input.elapsedMs,
        ...(planned === undefined
          ? {}
          : {
              fetchMs: planned.revision?.fetchMs,
              loadMs: planned.revision?.loadMs,
              planMs: planned.planMs,
            }),
      },
      'pull-planned',
    );
    if (previews === undefined || planned?.revision === undefined) return;
    const deployed = await previews.deployConfig(
      event,
      request.receivedAt,
      planned.revision,
      input.changed.projects,
      signal,
    );
    noteWaiting(key, deployed.lines);
    if (deployed.lines.length === 0) return;
    const withPreviews: PostedComment = { kind: 'plan', input: { ...input, previews: deployed.lines } };
    await repost(request, withPreviews, signal);
    comments.set(key, withPreviews);
    if (deployed.settling) follow(key, request, withPreviews, deployed);
  };

  /** A PR on an application's source repository: previews built from its head, when a BuildConfig builds it. */
  const handleSourcePull = async (
    key: string,
    request: PlanRequest,
    work: PullPreviews,
    signal: AbortSignal,
  ): Promise<void> => {
    const { event } = request;
    const commentOf = (lines: readonly PreviewLine[]): PostedComment => ({
      kind: 'previews',
      input: {
        repository: event.repository.fullName,
        number: event.number,
        headSha: event.head.sha,
        previews: lines,
        elapsedMs: clock.now() - request.receivedAt,
      },
    });
    const show = async (lines: readonly PreviewLine[]): Promise<void> => {
      const comment = commentOf(lines);
      await repost(request, comment, signal);
      comments.set(key, comment);
    };
    const deployed = await work.deploySource(event, request.receivedAt, show, signal);
    noteWaiting(key, deployed.lines);
    if (deployed.lines.length === 0) return;
    await show(deployed.lines);
    const comment = comments.get(key);
    if (deployed.settling && comment !== undefined) follow(key, request, comment, deployed);
  };

  /** Edits the comment as the previews become ready (or fail), until they settle or time runs out. */
  const follow = (
    key: string,
    request: PlanRequest,
    input: PostedComment,
    deployed: DeployedPreviews,
  ): void => {
    const follower = new AbortController();
    followers.set(key, follower);
    const signal = AbortSignal.any([follower.signal, stopping.signal]);
    const until = clock.now() + config.pulls.previewSettleMs;
    void (async () => {
      let current = input;
      while (clock.now() < until) {
        await sleep(clock, HEALTH_INTERVAL_MS, signal, 'following preview health');
        const lines = await deployed.health(signal);
        if (JSON.stringify(lines) !== JSON.stringify(current.input.previews)) {
          current = withLines(current, lines);
          await repost(request, current, signal);
          comments.set(key, current);
        }
        if (!lines.some((l) => l.state === 'deploying')) return;
      }
    })().catch((error: unknown) => {
      if (!signal.aborted) log.warn({ pull: key, error: (error as Error).message }, 'preview-follow-failed');
    });
  };

  const handleApproval = async (
    key: string,
    comment: PullRequestCommentEvent,
    receivedAt: number,
    signal: AbortSignal,
  ) => {
    const repository = repositoryOf(comment);
    const permission = await forge.permission(repository, comment.author, signal);
    if (permission !== 'write' && permission !== 'admin') {
      log.info({ pull: key, author: comment.author, permission }, 'ok-to-test-ignored');
      return;
    }
    options.approve(key, comment.author);
    log.info({ pull: key, author: comment.author }, 'ok-to-test');
    // The PR as the forge has it now: its head may have moved since the comment.
    const state = await forge.pull(repository, comment.number, signal);
    if (!state.open) return;
    await handlePull(key, { event: eventFromState(comment, state), receivedAt }, signal);
  };

  const queue = new WorkQueue({
    concurrency: config.pulls.concurrency,
    resyncIntervalMs: 0,
    clock,
    work: async (key, signal) => {
      const job = pending.get(key);
      if (job === undefined) return;
      if (job.kind === 'approval') await handleApproval(key, job.comment, job.receivedAt, signal);
      else {
        await handlePull(key, job, signal);
        accepted.settle(key, job.receivedAt);
      }
    },
  });
  // Deliveries an earlier serve answered and died before handling (crash safety).
  const left = accepted.left();
  for (const problem of left.unreadable) log.warn({ problem }, 'pull-pending-unreadable');
  for (const { key, event, receivedAt } of left.pulls) {
    pending.set(key, { kind: 'pull', event, receivedAt });
    queue.enqueue(key);
  }
  queue.start();
  startSweeps();

  function startSweeps(): void {
    if (previews === undefined) return;
    const signal = stopping.signal;
    void (async () => {
      for (;;) {
        try {
          const swept = await previews.sweep(signal);
          if (swept.length > 0) {
            slotsFreed();
            await tellSwept(swept, signal);
          }
        } catch (error) {
          if (signal.aborted) return;
          log.warn({ error: (error as Error).message }, 'preview-sweep-failed');
        }
        await sleep(clock, config.pulls.sweepIntervalMs, signal, 'waiting for the next preview sweep');
      }
    })().catch(() => undefined);
  }

  return {
    pullRequest(event) {
      const key = pullKey(event.repository, event.number);
      const receivedAt = clock.now();
      // Kept before the delivery is answered: a kill after the 202 leaves the work to the next serve.
      accepted.record(key, event, receivedAt);
      pending.set(key, { kind: 'pull', event, receivedAt });
      queue.enqueue(key);
    },
    comment(event) {
      if (event.action !== 'created' || !isOkToTest(event.body)) return;
      const key = pullKey(event.repository, event.number);
      // A push waiting to be handled carries the newest head; the approval is read from the forge either way.
      pending.set(key, { kind: 'approval', comment: event, receivedAt: clock.now() });
      queue.enqueue(key);
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
    status: () => ({
      work: queue.status().map(({ project, ...rest }) => ({ pull: project, ...rest })),
      waiting: [...waiting],
    }),
    idle: () => queue.idle(),
    retryNow: () => void queue.retryNow(),
    stop: async () => {
      stopping.abort();
      for (const follower of followers.values()) follower.abort();
      queue.abandonRunning(new Error('serve is stopping'));
      await queue.stop();
      await options.source.stop();
    },
  };
}

export function pullKey(repository: ForgeRepository | { readonly fullName: string }, number: number): string {
  const name = 'fullName' in repository ? repository.fullName : `${repository.owner}/${repository.name}`;
  return `${name}#${number}`;
}

/** A PR on the config repository, into the tracked branch: what gets a plan. */
function isConfigPull(config: ResolvedServeConfig, event: PullRequestEvent): boolean {
  const { repository, base } = event;
  return (
    base.ref === config.repository.branch &&
    isSameRepository(config.repository.url, [repository.cloneUrl, repository.sshUrl, repository.htmlUrl])
  );
}
