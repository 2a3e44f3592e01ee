import { toGenericPayload } from '../generic/generic-payload.js';
import { toGitHubPush } from '../github/github-push.js';
import { reject, WebhookRejection } from '../rejection.js';
import type {
  BuildTriggerEvent,
  BuildTriggerGit,
  GenericWebhookPayload,
  GitHubPushEvent,
} from '../webhook-event.js';
import type { BuildWebhookTarget } from './build-webhook-options.js';
import { pushSkipReason, requestSkipReason } from './build-ref.js';

/** Which BuildConfig, and the delivery: what every build-trigger event carries. */
export interface BuildRequestOrigin {
  readonly namespace: string;
  readonly buildConfig: string;
  readonly deliveryId: string;
}

/** A build to hand on, or the reason the request starts none (answered 200, handed on to nothing). */
export type BuildTriggerOutcome = { readonly build: BuildTriggerEvent } | { readonly skip: string };

/** git would take a ref starting with `-` as an option; branch and tag names people use fit this set. */
const REF = /^(?!-)[\w./@+=,-]{1,255}$/;
const COMMIT = /^[0-9a-f]{4,64}$/i;
/** Kubernetes' environment variable names. */
const ENV_NAME = /^[-._a-zA-Z][-._a-zA-Z0-9]*$/;

/** A GitHub `push` for the BuildConfig: its branch must be the one it builds. */
export function pushBuild(
  payload: unknown,
  origin: BuildRequestOrigin,
  target: BuildWebhookTarget,
): BuildTriggerOutcome {
  const push: GitHubPushEvent = asBadRequest(() => toGitHubPush(payload, origin.deliveryId));
  const skip = pushSkipReason(push, `${origin.namespace}/${origin.buildConfig}`, target.ref);
  if (skip !== undefined) return { skip };
  const git: BuildTriggerGit = {
    uri: push.repository.cloneUrl,
    ref: push.ref,
    commit: push.after,
    ...(push.headCommitMessage === undefined ? {} : { message: push.headCommitMessage }),
  };
  return {
    build: {
      kind: 'build-trigger',
      ...origin,
      trigger: 'github',
      git,
      env: [],
      ...(push.pusher === undefined ? {} : { pusher: push.pusher }),
      notes: [],
    },
  };
}

/**
 * OpenShift's generic body for the BuildConfig (none: build it as it is).
 * Stricter than OpenShift: a body of the wrong shape, a ref git would read
 * as an option, a commit that is no object id or an env entry without a
 * valid name is 400, not a build.
 */
export function genericBuild(
  body: unknown,
  origin: BuildRequestOrigin,
  target: BuildWebhookTarget,
): BuildTriggerOutcome {
  const payload: GenericWebhookPayload | undefined = asBadRequest(() => toGenericPayload(body));
  const git = payload?.git;
  if (git?.ref !== undefined && !REF.test(git.ref))
    throw reject.badRequest(`git.ref ${JSON.stringify(git.ref.slice(0, 60))} is not a branch or ref name`);
  if (git?.commit !== undefined && !COMMIT.test(git.commit))
    throw reject.badRequest(`git.commit ${JSON.stringify(git.commit.slice(0, 60))} is not a commit id (hex)`);
  const env = (payload?.env ?? []).map((entry, i) => {
    if (!ENV_NAME.test(entry.name))
      throw reject.badRequest(
        `env[${i}].name ${JSON.stringify(entry.name.slice(0, 60))} is not an environment variable name`,
      );
    return { name: entry.name, value: entry.value ?? '' };
  });
  const skip = requestSkipReason(git?.ref, `${origin.namespace}/${origin.buildConfig}`, target.ref);
  if (skip !== undefined) return { skip };
  const notes =
    env.length > 0 && !target.allowEnv
      ? [
          `env dropped: the Generic trigger of ${origin.namespace}/${origin.buildConfig} does not set allowEnv`,
        ]
      : [];
  return {
    build: {
      kind: 'build-trigger',
      ...origin,
      trigger: 'generic',
      ...(git === undefined ? {} : { git }),
      env: target.allowEnv ? env : [],
      notes,
    },
  };
}

/** The shared payload readers answer 422 for a wrong shape; OpenShift's build URLs answer 400, as OpenShift did. */
function asBadRequest<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof WebhookRejection && error.status === 422) throw reject.badRequest(error.message);
    throw error;
  }
}
