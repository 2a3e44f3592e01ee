import { branchOf } from './branch-match.js';
import { firstLine, type TriggeredBuild } from './triggered-build.js';

/** What a BuildConfig webhook delivery (webhooks' BuildTriggerEvent) says, already checked by the endpoint. */
export interface WebhookBuildRequest {
  readonly namespace: string;
  readonly buildConfig: string;
  readonly trigger: 'github' | 'generic';
  readonly deliveryId: string;
  readonly git?: { readonly ref?: string; readonly commit?: string; readonly message?: string };
  readonly env: readonly { readonly name: string; readonly value: string }[];
  readonly pusher?: string;
}

/**
 * The build a delivery to OpenShift's BuildConfig webhook URL asks for, with
 * its cause in the words `oc describe build` used: "GitHub push to main by
 * alice: Fix the header", "generic webhook: Fix the header".
 */
export function webhookBuild(request: WebhookBuildRequest): TriggeredBuild {
  const subject = firstLine(request.git?.message);
  const by = request.pusher === undefined ? '' : ` by ${request.pusher}`;
  const what =
    request.trigger === 'github'
      ? `GitHub push${request.git?.ref === undefined ? '' : ` to ${branchOf(request.git.ref)}`}${by}`
      : 'generic webhook';
  return {
    project: request.namespace,
    buildConfig: request.buildConfig,
    ...(request.git?.commit === undefined ? {} : { commit: request.git.commit }),
    ...(request.git?.ref === undefined ? {} : { ref: request.git.ref }),
    ...(request.env.length === 0 ? {} : { env: request.env }),
    cause: {
      type: request.trigger === 'github' ? 'GitHubWebHook' : 'GenericWebHook',
      message: `${what}${subject === undefined ? '' : `: ${subject}`}`,
      deliveryId: request.deliveryId,
    },
  };
}
