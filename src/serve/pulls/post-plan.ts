import type { Forge, ForgeRepository } from '../../forge/forge.js';
import { PLAN_COMMENT_MARKER, fullPlanText, planComment } from '../../pulls/plan-comment.js';
import type { PlanCommentInput } from '../../pulls/plan-comment-input.js';
import { PLAN_STATUS_CONTEXT, planVerdict } from '../../pulls/plan-verdict.js';
import type { Clock } from '../../runtime/index.js';
import type { PullRequestEvent } from '../../webhooks/webhook-event.js';
import type { FullPlans } from './full-plans.js';
import type { PulledPlan } from './plan-pull.js';

export interface PostPlanDeps {
  readonly forge: Forge;
  readonly plans: FullPlans;
  readonly publicUrl: string | undefined;
  readonly clock: Clock;
}

/** The delivery a plan answers, and when it came: the comment says how long the answer took. */
export interface PlanRequest {
  readonly event: PullRequestEvent;
  readonly receivedAt: number;
}

/** Says on the PR that its plan is being made: a pending status on the delivered head. */
export async function postPlanning(
  deps: PostPlanDeps,
  { event }: PlanRequest,
  signal: AbortSignal,
): Promise<void> {
  await deps.forge.setStatus(
    repositoryOf(event),
    event.head.sha,
    { context: PLAN_STATUS_CONTEXT, state: 'pending', description: 'gitshift is planning this pull request' },
    signal,
  );
}

/** Keeps the whole plan, edits the PR's one comment (or creates it) and sets the status of the planned commit. */
export async function postPlan(
  deps: PostPlanDeps,
  planned: PulledPlan,
  request: PlanRequest,
  signal: AbortSignal,
): Promise<void> {
  await publish(deps, request, { ...planned.input }, planned.commit ?? request.event.head.sha, signal);
}

/** A plan that could not be made: the comment and a failed status say why. */
export async function postPlanFailure(
  deps: PostPlanDeps,
  request: PlanRequest,
  reason: string,
  signal: AbortSignal,
): Promise<void> {
  const { event } = request;
  await publish(
    deps,
    request,
    {
      repository: event.repository.fullName,
      number: event.number,
      headSha: event.head.sha,
      sync: undefined,
      changed: { projects: [], settings: false, complete: true },
      problems: [],
      failure: reason,
      builds: new Map(),
    },
    event.head.sha,
    signal,
  );
}

async function publish(
  deps: PostPlanDeps,
  { event, receivedAt }: PlanRequest,
  planned: Omit<PlanCommentInput, 'elapsedMs' | 'previews' | 'fullPlanUrl'>,
  commit: string,
  signal: AbortSignal,
): Promise<void> {
  const repository = repositoryOf(event);
  const fullPlanUrl =
    deps.publicUrl === undefined
      ? undefined
      : `${deps.publicUrl}${deps.plans.path(repository, event.number)}`;
  const input: PlanCommentInput = {
    ...planned,
    previews: [],
    elapsedMs: deps.clock.now() - receivedAt,
    fullPlanUrl,
  };
  await deps.plans.write(repository, event.number, fullPlanText(input));
  const verdict = planVerdict(input);
  await deps.forge.upsertComment(repository, event.number, PLAN_COMMENT_MARKER, planComment(input), signal);
  await deps.forge.setStatus(
    repository,
    commit,
    {
      context: PLAN_STATUS_CONTEXT,
      state: verdict.state,
      description: verdict.description,
      ...(fullPlanUrl === undefined ? {} : { targetUrl: fullPlanUrl }),
    },
    signal,
  );
}

function repositoryOf(event: PullRequestEvent): ForgeRepository {
  return { owner: event.repository.owner, name: event.repository.name };
}
