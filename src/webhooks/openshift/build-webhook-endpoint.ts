import { randomUUID } from 'node:crypto';
import { header, SENDER_ID, type Endpoint, type Receipt, type RequestHead } from '../endpoint.js';
import { hasBody, parseGenericBody } from '../generic/generic-body.js';
import { parseJson, utf8Text } from '../json-fields.js';
import { checkMediaType, mediaTypeOf } from '../media-type.js';
import { reject } from '../rejection.js';
import type { WebhookRoute } from '../route-request.js';
import { secretMatches } from '../secret-match.js';
import { declaredSignature, verifyBodySignature } from '../body-signature.js';
import type { BuildConfigWebhookOptions, BuildWebhookTarget } from './build-webhook-options.js';
import {
  genericBuild,
  pushBuild,
  type BuildRequestOrigin,
  type BuildTriggerOutcome,
} from './build-trigger-event.js';

type BuildRoute = Extract<WebhookRoute, { source: 'openshift-build' }>;

/** A project is a namespace (a DNS label); a BuildConfig's name is a DNS subdomain. */
const NAMESPACE = /^[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?$/;
const NAME = /^[a-z0-9](?:[-a-z0-9.]{0,251}[a-z0-9])?$/;

/**
 * One answer for a BuildConfig that does not exist, one without a trigger
 * of the type, and a wrong secret: the secret is part of the URL (OpenShift's
 * design), so a URL with a wrong one names nothing, and the answer must not
 * tell a guesser which BuildConfigs exist. OpenShift answered a wrong secret
 * 401 and an unknown BuildConfig 404, which did.
 */
const NOT_FOUND =
  'no BuildConfig webhook at this URL: check the namespace, the BuildConfig name, the secret and the type';
/** Compared when there is no BuildConfig, so an unknown name costs the time a wrong secret does. */
const DECOY_SECRETS: readonly string[] = ['\0no-such-buildconfig'];

/**
 * POST /apis/build.openshift.io/v1/namespaces/<ns>/buildconfigs/<name>/webhooks/<secret>/github|generic,
 * OpenShift's own URLs, so webhooks set up for OpenShift keep working. The
 * secret in the URL is checked in constant time before the body is read;
 * unlike OpenShift, X-Hub-Signature-256 is verified whenever the sender signs
 * (keyed with the URL's secret; 401 when it does not match), and with
 * `requireGitHubSignature` a github delivery must be signed. A push to
 * another branch, a tag or a deleted branch is answered 200 `skipped` with
 * the reason and hands nothing on; a build is handed on as a `build-trigger`
 * event (202), deduplicated by X-GitHub-Delivery when the sender gives one.
 */
export function buildConfigWebhookEndpoint(
  options: BuildConfigWebhookOptions,
  maxBodyBytes: number,
): Endpoint {
  const { lookup, requireGitHubSignature = false } = options;

  function targetOf(route: BuildRoute): BuildWebhookTarget | undefined {
    if (!NAMESPACE.test(route.namespace) || !NAME.test(route.buildConfig)) return undefined;
    return lookup(route.namespace, route.buildConfig, route.type);
  }

  function authorizedTarget(route: WebhookRoute): { route: BuildRoute; target: BuildWebhookTarget } {
    if (route.source !== 'openshift-build') throw reject.notFound(NOT_FOUND);
    const target = targetOf(route);
    const secrets = target === undefined || target.secrets.length === 0 ? DECOY_SECRETS : target.secrets;
    const matched = secretMatches(secrets, route.secret);
    if (!matched || target === undefined || target.secrets.length === 0) throw reject.notFound(NOT_FOUND);
    return { route, target };
  }

  return {
    maxBodyBytes,
    admit({ route, headers }: RequestHead): void {
      const { route: build } = authorizedTarget(route);
      const signature = declaredSignature(headers);
      if (build.type === 'github') {
        if (signature === undefined && requireGitHubSignature)
          throw reject.unauthenticated(
            "X-Hub-Signature-256 is missing: this server requires GitHub to sign; set the webhook's Secret in GitHub to the secret in the URL",
          );
        const type = checkMediaType(
          headers,
          ['application/json'],
          "set the webhook's Content type to application/json in GitHub",
        );
        if (type !== undefined) throw type;
        const name = header(headers, 'x-github-event');
        if (name === undefined || name === '')
          throw reject.badRequest(
            'X-GitHub-Event is missing: the github URL takes GitHub deliveries; use generic for others',
          );
        return;
      }
      if (!hasBody(headers)) return;
      const type = checkMediaType(
        headers,
        ['application/json', 'application/yaml'],
        'the generic webhook takes a JSON or YAML body, or none',
      );
      if (type !== undefined) throw type;
    },
    receive(body: Buffer, { route, headers }: RequestHead): Receipt {
      // Looked up again: the revision may have changed while the body arrived.
      const { route: build, target } = authorizedTarget(route);
      const signature = declaredSignature(headers);
      if (signature !== undefined) verifyBodySignature(body, signature, build.secret);
      const given = header(headers, 'x-github-delivery');
      const senderId = given !== undefined && SENDER_ID.test(given) ? given : undefined;
      const origin: BuildRequestOrigin = {
        namespace: build.namespace,
        buildConfig: build.buildConfig,
        deliveryId: senderId ?? randomUUID(),
      };
      let outcome: BuildTriggerOutcome;
      if (build.type === 'github') {
        const name = header(headers, 'x-github-event') as string;
        if (name === 'ping') return { kind: 'reply', reply: { status: 200, body: { status: 'pong' } } };
        if (name !== 'push')
          return skipped(`only push events start builds; this was a ${name.slice(0, 64)} event`, 'ignored');
        if (body.length === 0)
          throw reject.badRequest('the body is empty: a GitHub push carries a JSON payload');
        outcome = pushBuild(parseJson(utf8Text(body, 'the body'), 'the payload'), origin, target);
      } else {
        const parsed = body.length === 0 ? undefined : parseGenericBody(body, mediaTypeOf(headers));
        outcome = genericBuild(parsed, origin, target);
      }
      if ('skip' in outcome) return skipped(outcome.skip, 'skipped');
      const event = outcome.build;
      return {
        kind: 'deliveries',
        // Deliveries are per webhook in GitHub: the id alone names one, whatever URL it came to.
        deliveries: [
          { replayKey: senderId === undefined ? undefined : `openshift-build:${senderId}`, event },
        ],
        ignored: 0,
        summary: {
          build: {
            namespace: event.namespace,
            buildConfig: event.buildConfig,
            trigger: event.trigger,
            ...(event.git?.ref === undefined ? {} : { ref: event.git.ref }),
            ...(event.git?.commit === undefined ? {} : { commit: event.git.commit }),
          },
          ...(event.notes.length === 0 ? {} : { notes: event.notes }),
        },
      };
    },
  };
}

function skipped(reason: string, status: 'skipped' | 'ignored'): Receipt {
  return { kind: 'reply', reply: { status: 200, body: { status, reason } } };
}
