/**
 * The webhook bad-input corpus (issue 6 item 6, issue 17 item 3): one row per
 * hostile request, run by bad-input.test.ts and counted by
 * test/unit/hostile/census.test.ts. Building a row sends nothing.
 */
import { readFileSync } from 'node:fs';
import type { WebhookOptions } from '../../../src/webhooks/index.js';
import {
  DOCKERHUB_SECRET,
  GENERIC_SECRETS,
  GITHUB_SECRET,
  gitHubExamples,
  gitHubHeaders,
  REGISTRY_SECRET,
  signGitHub,
  type PostOptions,
} from './webhook-harness.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../unit/webhooks/fixtures/${name}`, import.meta.url), 'utf8');

const PUSH = JSON.stringify(gitHubExamples('push')[0]);
const PULL_REQUEST = JSON.stringify(gitHubExamples('pull_request')[0]);
const DOCKERHUB = fixture('dockerhub-push.json');
const REGISTRY = fixture('registry-manifest-push.json');
const MiB = 1024 * 1024;
const INVALID_UTF8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]); // {"a":"\xc3("}

const GITHUB = '/hooks/github';
const DH = `/hooks/dockerhub/${DOCKERHUB_SECRET}`;
const REG = `/hooks/registry/${REGISTRY_SECRET}`;
const GEN = `/hooks/generic/shop/${GENERIC_SECRETS['shop']?.[0] ?? ''}`;
const JSON_TYPE = { 'content-type': 'application/json' };
const DISTRIBUTION = { 'content-type': 'application/vnd.docker.distribution.events.v1+json' };
const YAML_TYPE = { 'content-type': 'application/yaml' };

export interface BadWebhookCase {
  readonly name: string;
  readonly path: string;
  readonly request: PostOptions;
  readonly status: number;
  /** Matches `error` in the JSON answer. */
  readonly reason?: RegExp;
  /** Matches `status` in the JSON answer (2xx answers that hand nothing on). */
  readonly outcome?: string;
  /** Handler options for this case. */
  readonly options?: Partial<WebhookOptions>;
  /** Sent first and accepted (202): the case is then a replay of it. */
  readonly deliverFirst?: { readonly path: string; readonly request: PostOptions };
  /** Restart the handler on the same state directory between the first delivery and the case. */
  readonly restart?: boolean;
  /** Requests sent first with any answer (filling a rate limit). */
  readonly warmUp?: number;
}

/** A GitHub delivery of `body` under `name`, signed as GitHub signs; `headers` override. */
function gh(
  name: string,
  body: Buffer | string,
  headers: Record<string, string | undefined> = {},
): PostOptions {
  return { headers: { ...gitHubHeaders(name, body), ...headers }, body };
}
const ghPush = (headers: Record<string, string | undefined> = {}) => gh('push', PUSH, headers);
/** A push payload changed by `change`, then signed. */
const ghPushPayload = (change: (p: any) => unknown) => gh('push', JSON.stringify(change(JSON.parse(PUSH))));
const dh = (body: Buffer | string, headers: Record<string, string | undefined> = JSON_TYPE): PostOptions => ({
  headers,
  body,
});
const dhPayload = (change: (p: any) => unknown) => dh(JSON.stringify(change(JSON.parse(DOCKERHUB))));
const reg = (
  body: Buffer | string,
  headers: Record<string, string | undefined> = DISTRIBUTION,
): PostOptions => ({
  headers,
  body,
});
/** The captured manifest push with its one event changed by `change`. */
const regEvent = (change: (e: any) => unknown) => {
  const envelope = JSON.parse(REGISTRY);
  return reg(JSON.stringify({ events: [change(envelope.events[0])] }));
};
const gen = (
  body: Buffer | string,
  headers: Record<string, string | undefined> = JSON_TYPE,
): PostOptions => ({
  headers,
  body,
});
/** `total` bytes sent chunked (no Content-Length) in 1 MiB pieces. */
const streamed = (total: number, headers: Record<string, string | undefined>): PostOptions => ({
  headers,
  chunked: true,
  chunks: Array.from({ length: Math.ceil(total / MiB) }, () => Buffer.alloc(MiB, 0x20)),
});
/** A body that starts and then stalls longer than the 300 ms deadline of `SLOW`. */
const stalled = (request: PostOptions): PostOptions => {
  const { body: whole = '', ...rest } = request;
  const body = Buffer.from(whole);
  return { ...rest, chunks: [body.subarray(0, 10), body.subarray(10)], delayMs: 1500 };
};
const SLOW: Partial<WebhookOptions> = { bodyTimeoutMs: 300 };
const LIMITED: Partial<WebhookOptions> = {
  rateLimits: {
    github: { perSecond: 0.01, burst: 2 },
    dockerhub: { perSecond: 0.01, burst: 2 },
    registry: { perSecond: 0.01, burst: 2 },
    generic: { perSecond: 0.01, burst: 2 },
  },
};

/** A BuildConfig `app` in project shop with one generic and one GitHub trigger, as serve's lookup reads it. */
export const BC_SECRET = 'buildconfig-secret-0123456789';
const BC = `/apis/build.openshift.io/v1/namespaces/shop/buildconfigs/app/webhooks/${BC_SECRET}`;
const BC_GENERIC = `${BC}/generic`;
const BC_GITHUB = `${BC}/github`;
const OPENSHIFT: Partial<WebhookOptions> = {
  buildConfigWebhooks: {
    lookup: (namespace, name) =>
      namespace === 'shop' && name === 'app' ? { secrets: [BC_SECRET], allowEnv: false } : undefined,
  },
};

/** JSON nested `depth` deep: arrays, or objects `{"a":…}`, inside `inside` (`{"env":%}` say). */
const deepJson = (depth: number, open = '[', close = ']', inside = '%'): string =>
  inside.replace('%', `${open.repeat(depth)}1${close.repeat(depth)}`);

interface Shapes {
  /** What a well-formed body of the wrong shape gets: 422, or 400 on OpenShift's build URLs, as OpenShift answers. */
  readonly wrongShape: 400 | 422;
  /** Generic hooks take an empty (or null) body and any unknown field: their deep bodies nest in `env`. */
  readonly generic?: boolean;
  /** GitHub's endpoint reads HMAC-verified bodies as GitHub wrote them, the last of two keys counting. */
  readonly duplicatesAllowed?: boolean;
  readonly options?: Partial<WebhookOptions>;
}

/**
 * The same hostile bodies for one endpoint kind, each refused for the same
 * reason whatever the endpoint, since one reader (json-fields.ts) parses them.
 */
function bodyShapes(
  kind: string,
  path: string,
  request: (body: Buffer | string, headers: Record<string, string | undefined>) => PostOptions,
  type: Record<string, string>,
  { wrongShape, generic = false, duplicatesAllowed = false, options }: Shapes,
): BadWebhookCase[] {
  const row = (name: string, body: Buffer | string, status: number, reason: RegExp, headers = type) => ({
    name: `${kind}: ${name}`,
    path,
    request: request(body, headers),
    status,
    reason,
    ...(options === undefined ? {} : { options }),
  });
  const shape = /must be|must have|is not a|missing/;
  const inEnv = generic ? '{"env":%}' : '%';
  return [
    ...(generic ? [] : [row('null', 'null', wrongShape, shape)]),
    row('a number', '1e400', wrongShape, shape),
    row('a JSON string', '"push"', wrongShape, shape),
    row('arrays nested 100,000 deep', deepJson(100_000, '[', ']', inEnv), wrongShape, shape),
    row('objects nested 50,000 deep', deepJson(50_000, '{"a":', '}', inEnv), wrongShape, shape),
    ...(duplicatesAllowed ? [] : [row('a duplicate key', '{"a": 1, "a": 2}', 400, /duplicate key "a"/)]),
    row('UTF-16 JSON', Buffer.from('\ufeff{}', 'utf16le'), 400, /not valid UTF-8/),
    row(
      'an overlong UTF-8 encoding of "/"',
      Buffer.from([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x3a, 0x31, 0x7d]),
      400,
      /not valid UTF-8/,
    ),
    row(
      'a surrogate half written as UTF-8 bytes',
      Buffer.from([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x3a, 0x31, 0x7d]),
      400,
      /not valid UTF-8/,
    ),
    row('multipart/form-data', '{}', 415, /./, { 'content-type': 'multipart/form-data; boundary=x' }),
    row('JSON declared in another charset', '{}', 415, /./, {
      'content-type': `${type['content-type'] ?? ''}; charset=iso-8859-1`,
    }),
  ];
}

/** A push delivery to a BuildConfig's github URL, signed with the URL's secret as OpenShift asks. */
const bcPush = (body: Buffer | string, headers: Record<string, string | undefined>): PostOptions => ({
  headers: { ...gitHubHeaders('push', body), 'x-hub-signature-256': signGitHub(body, BC_SECRET), ...headers },
  body,
});

const methods = ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

export const BAD_WEBHOOK_CASES: readonly BadWebhookCase[] = [
  // ---- GitHub: signature
  {
    name: 'github: no signature',
    path: GITHUB,
    request: ghPush({ 'x-hub-signature-256': undefined }),
    status: 401,
    reason: /X-Hub-Signature-256 is missing: give the webhook a secret/,
  },
  {
    name: 'github: only the SHA-1 signature',
    path: GITHUB,
    request: ghPush({
      'x-hub-signature-256': undefined,
      'x-hub-signature': 'sha1=0123456789abcdef0123456789abcdef01234567',
    }),
    status: 401,
    reason: /only the SHA-1/,
  },
  {
    name: 'github: sha1= prefix in the SHA-256 header',
    path: GITHUB,
    request: ghPush({ 'x-hub-signature-256': `sha1=${'0'.repeat(64)}` }),
    status: 401,
    reason: /malformed/,
  },
  {
    name: 'github: signature too short',
    path: GITHUB,
    request: ghPush({ 'x-hub-signature-256': 'sha256=abc' }),
    status: 401,
    reason: /malformed/,
  },
  {
    name: 'github: signature in upper-case hex',
    path: GITHUB,
    request: ghPush({ 'x-hub-signature-256': signGitHub(PUSH).toUpperCase().replace('SHA256', 'sha256') }),
    status: 401,
    reason: /malformed/,
  },
  {
    name: 'github: empty signature',
    path: GITHUB,
    request: ghPush({ 'x-hub-signature-256': '' }),
    status: 401,
    reason: /malformed/,
  },
  {
    name: 'github: bare hex without sha256=',
    path: GITHUB,
    request: ghPush({ 'x-hub-signature-256': signGitHub(PUSH).slice(7) }),
    status: 401,
    reason: /malformed/,
  },
  {
    name: 'github: signed with another secret',
    path: GITHUB,
    request: ghPush({ 'x-hub-signature-256': signGitHub(PUSH, 'not the secret') }),
    status: 403,
    reason: /does not match the body/,
  },
  {
    name: 'github: signed with the secret plus a space',
    path: GITHUB,
    request: ghPush({ 'x-hub-signature-256': signGitHub(PUSH, `${GITHUB_SECRET} `) }),
    status: 403,
    reason: /does not match/,
  },
  {
    name: 'github: one byte of the body changed after signing',
    path: GITHUB,
    request: { headers: gitHubHeaders('push', PUSH), body: PUSH.replace('Codertocat', 'Codertocal') },
    status: 403,
    reason: /does not match/,
  },
  {
    name: 'github: whitespace appended after signing',
    path: GITHUB,
    request: { headers: { ...gitHubHeaders('push', PUSH), 'content-length': undefined }, body: `${PUSH}\n` },
    status: 403,
    reason: /does not match/,
  },
  {
    name: 'github: same JSON re-serialised (signature is over bytes, not values)',
    path: GITHUB,
    request: { headers: gitHubHeaders('push', PUSH), body: JSON.stringify(JSON.parse(PUSH), null, 2) },
    status: 403,
    reason: /does not match/,
  },
  {
    name: "github: another delivery's signature",
    path: GITHUB,
    request: { headers: gitHubHeaders('push', PULL_REQUEST), body: PUSH },
    status: 403,
    reason: /does not match/,
  },
  {
    name: 'github: signed with the empty secret',
    path: GITHUB,
    request: ghPush({ 'x-hub-signature-256': signGitHub(PUSH, '') }),
    status: 403,
    reason: /does not match/,
  },
  // ---- GitHub: headers
  {
    name: 'github: no X-GitHub-Event',
    path: GITHUB,
    request: ghPush({ 'x-github-event': undefined }),
    status: 400,
    reason: /X-GitHub-Event is missing/,
  },
  {
    name: 'github: unknown event',
    path: GITHUB,
    request: gh('deploy_party', PUSH),
    status: 400,
    reason: /"deploy_party" is not a known GitHub event/,
  },
  {
    name: 'github: event with an action in the header',
    path: GITHUB,
    request: gh('pull_request.opened', PULL_REQUEST),
    status: 400,
    reason: /not a known GitHub event/,
  },
  {
    name: 'github: event name in upper case',
    path: GITHUB,
    request: gh('PUSH', PUSH),
    status: 400,
    reason: /not a known GitHub event/,
  },
  {
    name: 'github: no X-GitHub-Delivery',
    path: GITHUB,
    request: ghPush({ 'x-github-delivery': undefined }),
    status: 400,
    reason: /X-GitHub-Delivery is missing/,
  },
  {
    name: 'github: delivery id with a space',
    path: GITHUB,
    request: ghPush({ 'x-github-delivery': 'a b' }),
    status: 400,
    reason: /X-GitHub-Delivery/,
  },
  {
    name: 'github: delivery id of 200 characters',
    path: GITHUB,
    request: ghPush({ 'x-github-delivery': 'a'.repeat(200) }),
    status: 400,
    reason: /X-GitHub-Delivery/,
  },
  // ---- GitHub: content type
  {
    name: 'github: form-encoded (the other content type GitHub offers)',
    path: GITHUB,
    request: ghPush({ 'content-type': 'application/x-www-form-urlencoded' }),
    status: 415,
    reason: /set the webhook's Content type to application\/json/,
  },
  {
    name: 'github: text/plain',
    path: GITHUB,
    request: ghPush({ 'content-type': 'text/plain' }),
    status: 415,
    reason: /Content-Type text\/plain is not accepted/,
  },
  {
    name: 'github: no content type',
    path: GITHUB,
    request: ghPush({ 'content-type': undefined }),
    status: 415,
    reason: /Content-Type \(none\)/,
  },
  {
    name: 'github: JSON in Latin-1',
    path: GITHUB,
    request: ghPush({ 'content-type': 'application/json; charset=iso-8859-1' }),
    status: 415,
    reason: /charset iso-8859-1/,
  },
  {
    name: 'github: gzip-compressed',
    path: GITHUB,
    request: ghPush({ 'content-encoding': 'gzip' }),
    status: 415,
    reason: /Content-Encoding gzip/,
  },
  // ---- GitHub: body
  {
    name: 'github: malformed JSON, signed',
    path: GITHUB,
    request: gh('push', '{"ref": '),
    status: 400,
    reason: /the payload is not valid JSON/,
  },
  {
    name: 'github: truncated JSON, signed',
    path: GITHUB,
    request: gh('push', PUSH.slice(0, 500)),
    status: 400,
    reason: /not valid JSON/,
  },
  {
    name: 'github: empty body',
    path: GITHUB,
    request: gh('push', ''),
    status: 400,
    reason: /the body is empty/,
  },
  {
    name: 'github: invalid UTF-8, signed',
    path: GITHUB,
    request: gh('push', INVALID_UTF8),
    status: 400,
    reason: /not valid UTF-8/,
  },
  {
    name: 'github: push payload that is an array',
    path: GITHUB,
    request: gh('push', '[]'),
    status: 422,
    reason: /push payload must be a JSON object/,
  },
  {
    name: 'github: push without repository',
    path: GITHUB,
    request: ghPushPayload((p) => ({ ...p, repository: null })),
    status: 422,
    reason: /repository must be an object/,
  },
  {
    name: 'github: push with a ref that is not a ref',
    path: GITHUB,
    request: ghPushPayload((p) => ({ ...p, ref: 'main' })),
    status: 422,
    reason: /ref "main" is not valid/,
  },
  {
    name: 'github: push with after not a commit id',
    path: GITHUB,
    request: ghPushPayload((p) => ({ ...p, after: 'HEAD~1' })),
    status: 422,
    reason: /after/,
  },
  {
    name: 'github: push whose repository.clone_url is not a string',
    path: GITHUB,
    request: ghPushPayload((p) => ({ ...p, repository: { ...p.repository, clone_url: ['x'] } })),
    status: 422,
    reason: /repository\.clone_url/,
  },
  {
    // The commits are skipped unread, but their structure is still checked.
    name: 'github: push whose commits are not JSON',
    path: GITHUB,
    request: gh('push', JSON.stringify(JSON.parse(PUSH)).replace('"commits":[', '"commits":[,')),
    status: 400,
    reason: /not valid JSON/,
  },
  {
    name: 'github: pull_request payload that is a string',
    path: GITHUB,
    request: gh('pull_request', '"opened"'),
    status: 422,
    reason: /must be a JSON object/,
  },
  {
    name: 'github: issues payload that is null',
    path: GITHUB,
    request: gh('issues', 'null'),
    status: 422,
    reason: /must be a JSON object/,
  },
  // ---- GitHub: size and time
  {
    name: 'github: Content-Length over 25 MiB',
    path: GITHUB,
    request: ghPush({ 'content-length': String(25 * MiB + 1) }),
    status: 413,
    reason: /limit of 26214400 bytes/,
  },
  {
    name: 'github: 26 MiB streamed without Content-Length',
    path: GITHUB,
    request: streamed(26 * MiB, gitHubHeaders('push', PUSH)),
    status: 413,
    reason: /limit of 26214400 bytes/,
  },
  {
    name: 'github: a body that stalls (slowloris)',
    path: GITHUB,
    request: stalled(ghPush()),
    options: SLOW,
    status: 408,
    reason: /did not arrive within 300 ms/,
  },
  // ---- GitHub: replay
  {
    name: 'github: the same delivery again',
    path: GITHUB,
    request: ghPush({ 'x-github-delivery': 'replayed-1' }),
    deliverFirst: { path: GITHUB, request: ghPush({ 'x-github-delivery': 'replayed-1' }) },
    status: 200,
    outcome: 'duplicate',
  },
  {
    name: 'github: the same delivery after a restart',
    path: GITHUB,
    request: ghPush({ 'x-github-delivery': 'replayed-2' }),
    deliverFirst: { path: GITHUB, request: ghPush({ 'x-github-delivery': 'replayed-2' }) },
    restart: true,
    status: 200,
    outcome: 'duplicate',
  },
  {
    name: 'github: a redelivery of a pull_request after a restart',
    path: GITHUB,
    request: gh('pull_request', PULL_REQUEST, { 'x-github-delivery': 'replayed-3' }),
    deliverFirst: {
      path: GITHUB,
      request: gh('pull_request', PULL_REQUEST, { 'x-github-delivery': 'replayed-3' }),
    },
    restart: true,
    status: 200,
    outcome: 'duplicate',
  },
  {
    name: 'github: a delivery id reused with another body',
    path: GITHUB,
    request: gh('pull_request', PULL_REQUEST, { 'x-github-delivery': 'replayed-4' }),
    deliverFirst: { path: GITHUB, request: ghPush({ 'x-github-delivery': 'replayed-4' }) },
    status: 200,
    outcome: 'duplicate',
  },
  // ---- GitHub: rate, config
  {
    name: 'github: over the rate limit',
    path: GITHUB,
    request: ghPush(),
    options: LIMITED,
    warmUp: 2,
    status: 429,
    reason: /too many github deliveries from this address/,
  },
  {
    name: 'github: endpoint without a secret configured',
    path: GITHUB,
    request: ghPush(),
    options: { githubSecret: undefined },
    status: 404,
    reason: /github endpoint is not configured/,
  },
  // ---- paths and methods
  ...methods.map((method) => ({
    name: `github: ${method}`,
    path: GITHUB,
    request: { ...ghPush(), method },
    status: 405,
    reason: new RegExp(`${method} is not allowed on /hooks/github: use POST`),
  })),
  {
    name: 'path: /hooks/github/extra',
    path: '/hooks/github/extra',
    request: ghPush(),
    status: 404,
    reason: /expected \/hooks\/github/,
  },
  {
    name: 'path: /hooks/gitlab',
    path: '/hooks/gitlab',
    request: ghPush(),
    status: 404,
    reason: /no such webhook endpoint/,
  },
  { name: 'path: /', path: '/', request: ghPush(), status: 404, reason: /webhooks live under \/hooks\// },
  {
    name: 'path: /hooks',
    path: '/hooks',
    request: ghPush(),
    status: 404,
    reason: /no such webhook endpoint/,
  },
  {
    name: 'path: /hooks/GitHub',
    path: '/hooks/GitHub',
    request: ghPush(),
    status: 404,
    reason: /no such webhook endpoint/,
  },
  {
    name: 'path: /hooks/__proto__',
    path: '/hooks/__proto__',
    request: ghPush(),
    status: 404,
    reason: /no such webhook endpoint/,
  },
  // ---- Docker Hub
  {
    name: 'dockerhub: wrong secret',
    path: '/hooks/dockerhub/guess',
    request: dh(DOCKERHUB),
    status: 403,
    reason: /secret in the URL does not match/,
  },
  {
    name: 'dockerhub: secret with one more character',
    path: `${DH}x`,
    request: dh(DOCKERHUB),
    status: 403,
    reason: /does not match/,
  },
  {
    name: 'dockerhub: secret missing its last character',
    path: DH.slice(0, -1),
    request: dh(DOCKERHUB),
    status: 403,
    reason: /does not match/,
  },
  {
    name: 'dockerhub: the registry secret',
    path: `/hooks/dockerhub/${REGISTRY_SECRET}`,
    request: dh(DOCKERHUB),
    status: 403,
    reason: /does not match/,
  },
  {
    name: 'dockerhub: a blank secret',
    path: '/hooks/dockerhub/%20',
    request: dh(DOCKERHUB),
    status: 403,
    reason: /does not match/,
  },
  {
    name: 'dockerhub: no secret',
    path: '/hooks/dockerhub',
    request: dh(DOCKERHUB),
    status: 404,
    reason: /expected \/hooks\/dockerhub\/<secret>/,
  },
  {
    name: 'dockerhub: a segment after the secret',
    path: `${DH}/more`,
    request: dh(DOCKERHUB),
    status: 404,
    reason: /expected \/hooks\/dockerhub\/<secret>/,
  },
  {
    name: 'dockerhub: GET',
    path: DH,
    request: { ...dh(DOCKERHUB), method: 'GET' },
    status: 405,
    reason: /GET is not allowed/,
  },
  {
    name: 'dockerhub: text/plain',
    path: DH,
    request: dh(DOCKERHUB, { 'content-type': 'text/plain' }),
    status: 415,
    reason: /Docker Hub sends application\/json/,
  },
  {
    name: 'dockerhub: no content type',
    path: DH,
    request: dh(DOCKERHUB, {}),
    status: 415,
    reason: /Content-Type \(none\)/,
  },
  {
    name: 'dockerhub: gzip-compressed',
    path: DH,
    request: dh(DOCKERHUB, { ...JSON_TYPE, 'content-encoding': 'gzip' }),
    status: 415,
    reason: /Content-Encoding gzip/,
  },
  {
    name: 'dockerhub: malformed JSON',
    path: DH,
    request: dh('{"push_data":'),
    status: 400,
    reason: /Docker Hub payload is not valid JSON/,
  },
  { name: 'dockerhub: empty body', path: DH, request: dh(''), status: 400, reason: /not valid JSON/ },
  {
    name: 'dockerhub: invalid UTF-8',
    path: DH,
    request: dh(INVALID_UTF8),
    status: 400,
    reason: /not valid UTF-8/,
  },
  { name: 'dockerhub: an array', path: DH, request: dh('[]'), status: 422, reason: /must be a JSON object/ },
  {
    name: 'dockerhub: no push_data',
    path: DH,
    request: dhPayload((p) => ({ ...p, push_data: undefined })),
    status: 422,
    reason: /push_data must be an object/,
  },
  {
    name: 'dockerhub: no repository',
    path: DH,
    request: dhPayload((p) => ({ ...p, repository: undefined })),
    status: 422,
    reason: /repository must be an object/,
  },
  {
    name: 'dockerhub: tag starting with a dash',
    path: DH,
    request: dhPayload((p) => ({ ...p, push_data: { ...p.push_data, tag: '-x' } })),
    status: 422,
    reason: /push_data\.tag "-x" is not valid/,
  },
  {
    name: 'dockerhub: tag of 200 characters',
    path: DH,
    request: dhPayload((p) => ({ ...p, push_data: { ...p.push_data, tag: 'a'.repeat(200) } })),
    status: 422,
    reason: /push_data\.tag/,
  },
  {
    name: 'dockerhub: tag a number',
    path: DH,
    request: dhPayload((p) => ({ ...p, push_data: { ...p.push_data, tag: 1 } })),
    status: 422,
    reason: /push_data\.tag must be a non-empty string/,
  },
  {
    name: 'dockerhub: repository in upper case',
    path: DH,
    request: dhPayload((p) => ({ ...p, repository: { ...p.repository, repo_name: 'Sven/App' } })),
    status: 422,
    reason: /repository\.repo_name/,
  },
  {
    name: 'dockerhub: repository with ..',
    path: DH,
    request: dhPayload((p) => ({ ...p, repository: { ...p.repository, repo_name: 'sven/../app' } })),
    status: 422,
    reason: /repository\.repo_name/,
  },
  {
    name: 'dockerhub: Content-Length over 1 MiB',
    path: DH,
    request: { ...dh(DOCKERHUB), headers: { ...JSON_TYPE, 'content-length': String(MiB + 1) } },
    status: 413,
    reason: /limit of 1048576 bytes/,
  },
  {
    name: 'dockerhub: 2 MiB streamed',
    path: DH,
    request: streamed(2 * MiB, JSON_TYPE),
    status: 413,
    reason: /limit of 1048576 bytes/,
  },
  {
    name: 'dockerhub: a body that stalls',
    path: DH,
    request: stalled(dh(DOCKERHUB)),
    options: SLOW,
    status: 408,
    reason: /did not arrive/,
  },
  {
    name: 'dockerhub: the same push again',
    path: DH,
    request: dh(DOCKERHUB),
    deliverFirst: { path: DH, request: dh(DOCKERHUB) },
    status: 200,
    outcome: 'duplicate',
  },
  {
    name: 'dockerhub: the same push after a restart',
    path: DH,
    request: dh(DOCKERHUB),
    deliverFirst: { path: DH, request: dh(DOCKERHUB) },
    restart: true,
    status: 200,
    outcome: 'duplicate',
  },
  {
    name: 'dockerhub: over the rate limit',
    path: DH,
    request: dh(DOCKERHUB),
    options: LIMITED,
    warmUp: 2,
    status: 429,
    reason: /too many dockerhub deliveries/,
  },
  {
    name: 'dockerhub: endpoint without a secret configured',
    path: DH,
    request: dh(DOCKERHUB),
    options: { dockerhubSecret: undefined },
    status: 404,
    reason: /dockerhub endpoint is not configured/,
  },
  // ---- Distribution registry
  {
    name: 'registry: wrong secret',
    path: '/hooks/registry/guess',
    request: reg(REGISTRY),
    status: 403,
    reason: /does not match/,
  },
  {
    name: 'registry: the Docker Hub secret',
    path: `/hooks/registry/${DOCKERHUB_SECRET}`,
    request: reg(REGISTRY),
    status: 403,
    reason: /does not match/,
  },
  {
    name: 'registry: the secret in another case',
    path: REG.toUpperCase().replace('/HOOKS/REGISTRY', '/hooks/registry'),
    request: reg(REGISTRY),
    status: 403,
    reason: /does not match/,
  },
  {
    name: 'registry: no secret',
    path: '/hooks/registry/',
    request: reg(REGISTRY),
    status: 404,
    reason: /expected \/hooks\/registry\/<secret>/,
  },
  {
    name: 'registry: PUT',
    path: REG,
    request: { ...reg(REGISTRY), method: 'PUT' },
    status: 405,
    reason: /PUT is not allowed/,
  },
  {
    name: 'registry: text/plain',
    path: REG,
    request: reg(REGISTRY, { 'content-type': 'text/plain' }),
    status: 415,
    reason: /Distribution registry sends its events envelope/,
  },
  {
    name: 'registry: no content type',
    path: REG,
    request: reg(REGISTRY, {}),
    status: 415,
    reason: /Content-Type \(none\)/,
  },
  {
    name: 'registry: malformed JSON',
    path: REG,
    request: reg('{"events": [}'),
    status: 400,
    reason: /notification is not valid JSON/,
  },
  {
    name: 'registry: invalid UTF-8',
    path: REG,
    request: reg(INVALID_UTF8),
    status: 400,
    reason: /not valid UTF-8/,
  },
  {
    name: 'registry: envelope without events',
    path: REG,
    request: reg('{}'),
    status: 422,
    reason: /events array/,
  },
  {
    name: 'registry: events not a list',
    path: REG,
    request: reg('{"events": {}}'),
    status: 422,
    reason: /events array/,
  },
  {
    name: 'registry: an event that is a string',
    path: REG,
    request: reg('{"events": ["push"]}'),
    status: 422,
    reason: /events\[0\] must be an object/,
  },
  {
    name: 'registry: manifest push with a bad digest',
    path: REG,
    request: regEvent((e) => ({ ...e, target: { ...e.target, digest: 'sha256:short' } })),
    status: 422,
    reason: /target\.digest/,
  },
  {
    name: 'registry: manifest push without digest',
    path: REG,
    request: regEvent((e) => ({ ...e, target: { ...e.target, digest: undefined } })),
    status: 422,
    reason: /target\.digest must be a non-empty string/,
  },
  {
    name: 'registry: manifest push without id',
    path: REG,
    request: regEvent((e) => ({ ...e, id: undefined })),
    status: 422,
    reason: /events\[0\]\.id/,
  },
  {
    name: 'registry: event id with a space',
    path: REG,
    request: regEvent((e) => ({ ...e, id: 'a b' })),
    status: 422,
    reason: /events\[0\]\.id "a b" is not valid/,
  },
  {
    name: 'registry: repository in upper case',
    path: REG,
    request: regEvent((e) => ({ ...e, target: { ...e.target, repository: 'Team/App' } })),
    status: 422,
    reason: /target\.repository/,
  },
  {
    name: 'registry: tag with a slash',
    path: REG,
    request: regEvent((e) => ({ ...e, target: { ...e.target, tag: 'v1/x' } })),
    status: 422,
    reason: /target\.tag/,
  },
  {
    name: 'registry: Content-Length over 1 MiB',
    path: REG,
    request: { ...reg(REGISTRY), headers: { ...DISTRIBUTION, 'content-length': String(MiB + 1) } },
    status: 413,
    reason: /limit of 1048576 bytes/,
  },
  {
    name: 'registry: 2 MiB streamed',
    path: REG,
    request: streamed(2 * MiB, DISTRIBUTION),
    status: 413,
    reason: /limit of 1048576 bytes/,
  },
  {
    name: 'registry: a body that stalls',
    path: REG,
    request: stalled(reg(REGISTRY)),
    options: SLOW,
    status: 408,
    reason: /did not arrive/,
  },
  {
    name: 'registry: the same envelope again',
    path: REG,
    request: reg(REGISTRY),
    deliverFirst: { path: REG, request: reg(REGISTRY) },
    status: 200,
    outcome: 'duplicate',
  },
  {
    name: 'registry: the same envelope after a restart',
    path: REG,
    request: reg(REGISTRY),
    deliverFirst: { path: REG, request: reg(REGISTRY) },
    restart: true,
    status: 200,
    outcome: 'duplicate',
  },
  {
    name: 'registry: over the rate limit',
    path: REG,
    request: reg(REGISTRY),
    options: LIMITED,
    warmUp: 2,
    status: 429,
    reason: /too many registry deliveries/,
  },
  {
    name: 'registry: only a layer push',
    path: REG,
    request: reg(fixture('registry-layer-push.json')),
    status: 202,
    outcome: 'ignored',
  },
  {
    name: 'registry: a manifest pull',
    path: REG,
    request: reg(fixture('registry-manifest-pull.json')),
    status: 202,
    outcome: 'ignored',
  },
  {
    name: 'registry: a layer pull',
    path: REG,
    request: reg(fixture('registry-layer-pull.json')),
    status: 202,
    outcome: 'ignored',
  },
  {
    name: 'registry: a push by digest, no tag',
    path: REG,
    request: regEvent((e) => ({ ...e, target: { ...e.target, tag: undefined } })),
    status: 202,
    outcome: 'ignored',
  },
  {
    name: 'registry: a manifest delete',
    path: REG,
    request: regEvent((e) => ({ ...e, action: 'delete' })),
    status: 202,
    outcome: 'ignored',
  },
  {
    name: 'registry: an empty events list',
    path: REG,
    request: reg('{"events": []}'),
    status: 202,
    outcome: 'ignored',
  },
  // ---- generic
  {
    name: 'generic: unknown project',
    path: '/hooks/generic/nowhere/generic-shop-secret',
    request: gen(''),
    status: 403,
    reason: /does not match/,
  },
  {
    name: 'generic: wrong secret',
    path: '/hooks/generic/shop/guess',
    request: gen(''),
    status: 403,
    reason: /does not match/,
  },
  {
    name: "generic: another project's secret",
    path: '/hooks/generic/shop/generic-blog-new',
    request: gen(''),
    status: 403,
    reason: /does not match/,
  },
  {
    name: 'generic: project name not a DNS label',
    path: '/hooks/generic/Shop/generic-shop-secret',
    request: gen(''),
    status: 403,
    reason: /does not match/,
  },
  {
    name: 'generic: no secret',
    path: '/hooks/generic/shop',
    request: gen(''),
    status: 404,
    reason: /expected \/hooks\/generic\/<project>\/<secret>/,
  },
  {
    name: 'generic: GET',
    path: GEN,
    request: { ...gen(''), method: 'GET' },
    status: 405,
    reason: /GET is not allowed/,
  },
  {
    name: 'generic: a body as text/plain',
    path: GEN,
    request: gen('{}', { 'content-type': 'text/plain' }),
    status: 415,
    reason: /JSON or YAML body, or none/,
  },
  {
    name: 'generic: a body without a content type',
    path: GEN,
    request: gen('{}', {}),
    status: 415,
    reason: /Content-Type \(none\)/,
  },
  {
    name: 'generic: malformed JSON',
    path: GEN,
    request: gen('{"git": {'),
    status: 400,
    reason: /generic payload is not valid JSON/,
  },
  {
    name: 'generic: malformed YAML',
    path: GEN,
    request: gen('git: [unclosed', YAML_TYPE),
    status: 400,
    reason: /not valid YAML/,
  },
  {
    name: 'generic: a YAML alias bomb',
    path: GEN,
    request: gen(
      `a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: [*d, *d, *d, *d, *d, *d, *d, *d, *d]\n`,
      YAML_TYPE,
    ),
    status: 400,
    reason: /not valid YAML/,
  },
  {
    name: 'generic: YAML with a duplicate key',
    path: GEN,
    request: gen('type: git\ntype: other\n', YAML_TYPE),
    status: 400,
    reason: /not valid YAML/,
  },
  {
    name: 'generic: invalid UTF-8',
    path: GEN,
    request: gen(INVALID_UTF8),
    status: 400,
    reason: /not valid UTF-8/,
  },
  {
    name: 'generic: a list',
    path: GEN,
    request: gen('[1]'),
    status: 422,
    reason: /generic payload must be an object/,
  },
  {
    name: 'generic: git not an object',
    path: GEN,
    request: gen('{"git": "main"}'),
    status: 422,
    reason: /git must be an object/,
  },
  {
    name: 'generic: env entry without a name',
    path: GEN,
    request: gen('{"env": [{"value": "1"}]}'),
    status: 422,
    reason: /env\[0\]\.name/,
  },
  {
    name: 'generic: Content-Length over 1 MiB',
    path: GEN,
    request: { ...gen('{}'), headers: { ...JSON_TYPE, 'content-length': String(MiB + 1) } },
    status: 413,
    reason: /limit of 1048576 bytes/,
  },
  {
    name: 'generic: 2 MiB streamed',
    path: GEN,
    request: streamed(2 * MiB, JSON_TYPE),
    status: 413,
    reason: /limit of 1048576 bytes/,
  },
  {
    name: 'generic: a body that stalls',
    path: GEN,
    request: stalled(gen('{"type": "git", "git": {"ref": "main"}}')),
    options: SLOW,
    status: 408,
    reason: /did not arrive/,
  },
  {
    name: 'generic: over the rate limit',
    path: GEN,
    request: gen(''),
    options: LIMITED,
    warmUp: 2,
    status: 429,
    reason: /too many generic deliveries/,
  },
  {
    name: 'generic: endpoint without secrets configured',
    path: GEN,
    request: gen(''),
    options: { genericSecrets: undefined },
    status: 404,
    reason: /generic endpoint is not configured/,
  },

  // ---- Issue 17: body shapes on every endpoint kind (deep, null, duplicate keys, BOM, wrong types)
  ...bodyShapes('github', GITHUB, (body, headers) => gh('push', body, headers), JSON_TYPE, {
    wrongShape: 422,
    duplicatesAllowed: true,
  }),
  ...bodyShapes('dockerhub', DH, dh, JSON_TYPE, { wrongShape: 422 }),
  ...bodyShapes('registry', REG, reg, DISTRIBUTION, { wrongShape: 422 }),
  ...bodyShapes('generic', GEN, gen, JSON_TYPE, { wrongShape: 422, generic: true }),
  ...bodyShapes('openshift generic', BC_GENERIC, gen, JSON_TYPE, {
    wrongShape: 400,
    generic: true,
    options: OPENSHIFT,
  }),
  ...bodyShapes('openshift github', BC_GITHUB, bcPush, JSON_TYPE, { wrongShape: 400, options: OPENSHIFT }),
  {
    name: 'generic: YAML nested 10,000 deep',
    path: GEN,
    request: gen(`- ${'['.repeat(10_000)}${']'.repeat(10_000)}`, YAML_TYPE),
    status: 400,
    reason: /not valid YAML/,
  },
  {
    name: 'generic: YAML with a tag that would build a JavaScript function (!!js/function) stays text',
    path: GEN,
    request: gen('git: !!js/function "function(){ return 1 }"\n', YAML_TYPE),
    status: 422,
    reason: /git must be an object/,
  },
  {
    name: 'openshift generic: unknown BuildConfig',
    path: BC_GENERIC.replace('/app/', '/nope/'),
    request: gen('{}'),
    options: OPENSHIFT,
    status: 404,
    reason: /no BuildConfig webhook at this URL/,
  },
  {
    name: 'openshift generic: wrong secret',
    path: BC_GENERIC.replace(BC_SECRET, 'guess'),
    request: gen('{}'),
    options: OPENSHIFT,
    status: 404,
    reason: /no BuildConfig webhook at this URL/,
  },
  {
    name: 'openshift generic: namespace ../kube-system (escapes as a path)',
    path: BC_GENERIC.replace('/namespaces/shop/', '/namespaces/..%2Fkube-system/'),
    request: gen('{}'),
    options: OPENSHIFT,
    status: 404,
  },
  {
    name: 'openshift generic: Content-Length over 25 MiB',
    path: BC_GENERIC,
    request: { headers: { ...JSON_TYPE, 'content-length': String(26 * MiB) }, body: '' },
    options: OPENSHIFT,
    status: 413,
  },
  {
    name: 'openshift generic: 26 MiB streamed',
    path: BC_GENERIC,
    request: streamed(26 * MiB, JSON_TYPE),
    options: OPENSHIFT,
    status: 413,
  },
  {
    name: 'openshift github: signed with another secret',
    path: BC_GITHUB,
    request: {
      headers: { ...gitHubHeaders('push', PUSH), 'x-hub-signature-256': signGitHub(PUSH, 'another secret') },
      body: PUSH,
    },
    reason: /does not match the body/,
    options: OPENSHIFT,
    status: 401,
  },
];
