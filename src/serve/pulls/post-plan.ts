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

/** The comment's input for a plan made, timed from the delivery to now. */
export function plannedInput(
  deps: PostPlanDeps,
  planned: PulledPlan,
  request: PlanRequest,
): PlanCommentInput {
  return withTiming(deps, request, planned.input);
}

/** The comment's input for a plan that could not be made, and why. */
export function failedInput(deps: PostPlanDeps, request: PlanRequest, reason: string): PlanCommentInput {
  const { event } = request;
  return withTiming(deps, request, {
    repository: event.repository.fullName,
    number: event.number,
    headSha: event.head.sha,
    sync: undefined,
    changed: { projects: [], settings: false, complete: true },
    problems: [],
    failure: reason,
    builds: new Map(),
  });
}

/** Keeps the whole plan for its link and edits the PR's one comment (or creates it). */
export async function postComment(
  deps: PostPlanDeps,
  request: PlanRequest,
  input: PlanCommentInput,
  signal: AbortSignal,
): Promise<void> {
  const repository = repositoryOf(request.event);
  await deps.plans.write(repository, request.event.number, fullPlanText(input));
  await deps.forge.upsertComment(
    repository,
    request.event.number,
    PLAN_COMMENT_MARKER,
    planComment(input),
    signal,
  );
}

/** The gitshift/plan status of the planned commit: failure on errors, guard refusals or no plan. */
export async function postStatus(
  deps: PostPlanDeps,
  request: PlanRequest,
  input: PlanCommentInput,
  signal: AbortSignal,
): Promise<void> {
  const verdict = planVerdict(input);
  await deps.forge.setStatus(
    repositoryOf(request.event),
    input.headSha,
    {
      context: PLAN_STATUS_CONTEXT,
      state: verdict.state,
      description: verdict.description,
      ...(input.fullPlanUrl === undefined ? {} : { targetUrl: input.fullPlanUrl }),
    },
    signal,
  );
}

function withTiming(
  deps: PostPlanDeps,
  { event, receivedAt }: PlanRequest,
  planned: Omit<PlanCommentInput, 'elapsedMs' | 'previews' | 'fullPlanUrl'>,
): PlanCommentInput {
  const repository = repositoryOf(event);
  return {
    ...planned,
    previews: [],
    elapsedMs: deps.clock.now() - receivedAt,
    fullPlanUrl:
      deps.publicUrl === undefined
        ? undefined
        : `${deps.publicUrl}${deps.plans.path(repository, event.number)}`,
  };
}

export function repositoryOf(event: Pick<PullRequestEvent, 'repository'>): ForgeRepository {
  return { owner: event.repository.owner, name: event.repository.name };
}
