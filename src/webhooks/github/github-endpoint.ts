import { emitterEventNames } from '@octokit/webhooks';
import { bodySignatureMatches } from '../body-signature.js';
import { header, SENDER_ID, type Endpoint, type Receipt, type RequestHead } from '../endpoint.js';
import { isObject, parseJson, utf8Text } from '../json-fields.js';
import { checkMediaType } from '../media-type.js';
import { reject } from '../rejection.js';
import type { ForgeKind, WebhookEvent } from '../webhook-event.js';
import { deliveryIdOf, forgeOfDelivery, GITEA_ONLY_EVENTS } from './forge-of-delivery.js';
import { isPullRequestComment, toPullRequestComment } from './github-pull-comment.js';
import { toPullRequest } from './github-pull-request.js';
import { gitHubPushFromText } from './github-push.js';

const SIGNATURE = /^sha256=[0-9a-f]{64}$/;
/** Event names without an action: what the X-GitHub-Event header carries. */
const EVENT_NAMES: ReadonlySet<string> = new Set(emitterEventNames.filter((name) => !name.includes('.')));

/**
 * POST /hooks/github, for GitHub and for Gitea/Forgejo (which send GitHub's
 * headers too). The X-Hub-Signature-256 HMAC is checked (in constant time)
 * over the body's bytes exactly as received, before they are decoded; `ping` is answered, `push` becomes a github-push
 * event, `pull_request` a pull-request, `issue_comment` on a pull request a
 * pull-request-comment, any other known event a github-event.
 */
export function gitHubEndpoint(secrets: readonly string[], maxBodyBytes: number): Endpoint {
  return {
    maxBodyBytes,
    admit({ headers }: RequestHead): void {
      const signature = header(headers, 'x-hub-signature-256');
      if (signature === undefined)
        throw reject.unauthenticated(
          header(headers, 'x-hub-signature') === undefined
            ? 'X-Hub-Signature-256 is missing: give the webhook a secret in GitHub'
            : 'X-Hub-Signature-256 is missing (only the SHA-1 X-Hub-Signature came): SHA-1 signatures are not accepted',
        );
      if (!SIGNATURE.test(signature))
        throw reject.unauthenticated('X-Hub-Signature-256 is malformed: expected sha256=<64 hex digits>');
      const type = checkMediaType(
        headers,
        ['application/json'],
        "set the webhook's Content type to application/json in GitHub",
      );
      if (type !== undefined) throw type;
      const name = header(headers, 'x-github-event');
      if (name === undefined || name === '') throw reject.badRequest('X-GitHub-Event is missing');
      const forge = forgeOfDelivery(headers);
      if (!EVENT_NAMES.has(name) && !(forge === 'gitea' && GITEA_ONLY_EVENTS.has(name)))
        throw reject.badRequest(
          `X-GitHub-Event ${JSON.stringify(name.slice(0, 64))} is not a known ${forge === 'gitea' ? 'Gitea' : 'GitHub'} event`,
        );
      const delivery = deliveryIdOf(headers, forge);
      if (delivery === undefined || !SENDER_ID.test(delivery))
        throw reject.badRequest('X-GitHub-Delivery is missing or not a delivery id');
    },
    receive(body: Buffer, { headers }: RequestHead): Receipt {
      if (body.length === 0)
        throw reject.badRequest('the body is empty: a GitHub delivery carries a JSON payload');
      const signature = header(headers, 'x-hub-signature-256') as string;
      // Any of the secrets: two while one is being rotated.
      if (!secrets.some((secret) => bodySignatureMatches(body, signature, secret)))
        throw reject.forbidden('X-Hub-Signature-256 does not match the body: check the webhook secret');
      const text = utf8Text(body, 'the body');
      const name = header(headers, 'x-github-event') as string;
      const forge = forgeOfDelivery(headers);
      const deliveryId = deliveryIdOf(headers, forge) as string;
      // A push, the busiest event by far, reads only the fields it needs (json-pick.ts).
      const event =
        name === 'push'
          ? gitHubPushFromText(text, deliveryId, 'the payload')
          : toEvent(name, parseJson(text, 'the payload', { uniqueKeys: false }), deliveryId, forge);
      if (event === undefined) return { kind: 'reply', reply: { status: 200, body: { status: 'pong' } } };
      return { kind: 'deliveries', deliveries: [{ replayKey: `github:${deliveryId}`, event }], ignored: 0 };
    },
  };
}

/** The event a delivery other than a push starts; undefined for a ping (answered pong). */
function toEvent(
  name: string,
  payload: unknown,
  deliveryId: string,
  forge: ForgeKind,
): WebhookEvent | undefined {
  if (name === 'ping') return undefined;
  if (name === 'pull_request') return toPullRequest(payload, deliveryId, forge);
  if (name === 'issue_comment' && isPullRequestComment(payload))
    return toPullRequestComment(payload, deliveryId, forge);
  return { kind: 'github-event', deliveryId, name, ...actionOf(payload), payload };
}

function actionOf(payload: unknown): { action?: string } {
  if (!isObject(payload)) throw reject.unprocessable('the payload must be a JSON object');
  const action = payload['action'];
  return typeof action === 'string' ? { action } : {};
}
