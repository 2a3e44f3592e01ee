/**
 * The webhook receivers' fuzz target: whatever body arrives at GitHub's,
 * Docker Hub's, a registry's, the generic or a BuildConfig's endpoint —
 * arbitrary bytes, any JSON, real payloads mutated byte by byte or in their
 * structure — the answer is a receipt or a WebhookRejection with a 4xx
 * status, never another throw (which the handler would answer 500, and a
 * sender would retry for ever).
 */
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingHttpHeaders } from 'node:http';
import fc from 'fast-check';
import type { Endpoint, Receipt } from '../../src/webhooks/endpoint.js';
import { buildEndpoints } from '../../src/webhooks/endpoint-table.js';
import { WebhookRejection } from '../../src/webhooks/rejection.js';
import type { WebhookRoute } from '../../src/webhooks/route-request.js';
import { deepNesting, mutationOf } from './fuzz-bytes.js';
import { replacedAt, valuePath } from './fuzz-values.js';
import type { FuzzTarget } from './fuzz-target.js';

const SECRET = 'fuzz-secret';
const encode = (text: string): Buffer => Buffer.from(text, 'utf8');

/** Which payloads a receiver takes: its real ones are where mutations start. */
type PayloadKind = 'github' | 'dockerhub' | 'registry' | 'generic';

/** OpenShift's generic webhook payload, as its documentation shows it. */
const GENERIC_PAYLOAD = {
  type: 'Git',
  git: {
    uri: 'https://github.com/openshift/ruby-hello-world.git',
    ref: 'main',
    commit: '5ba2e2d5a2cda1c2f5d9fa0b5b5f0f2c8b6c9d3e',
    author: { name: 'Jane', email: 'jane@example.com' },
    committer: { name: 'Jane', email: 'jane@example.com' },
    message: 'A change',
  },
  env: [{ name: 'EXAMPLE', value: 'sample-value' }],
};

/** Real payloads: this repository's fixtures, Gitea's deliveries, and GitHub's from @octokit/webhooks-examples. */
function realPayloads(): Record<PayloadKind, unknown[]> {
  const fixtures = new URL('../unit/webhooks/fixtures/', import.meta.url);
  const read = (url: URL, prefix = ''): unknown[] =>
    readdirSync(url)
      .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(new URL(name, url), 'utf8')) as unknown);
  const gitea = read(new URL('../fixtures/gitea-deliveries/', import.meta.url)).map(
    (delivery) => JSON.parse((delivery as { body: string }).body) as unknown,
  );
  const examples = createRequire(import.meta.url)('@octokit/webhooks-examples') as {
    name: string;
    examples: unknown[];
  }[];
  const github = examples
    .filter((d) => ['push', 'pull_request', 'issue_comment', 'ping', 'release'].includes(d.name))
    .flatMap((d) => d.examples.slice(0, 8));
  return {
    github: [...gitea, ...github],
    dockerhub: read(fixtures, 'dockerhub'),
    registry: read(fixtures, 'registry'),
    generic: [GENERIC_PAYLOAD, {}, { git: {} }],
  };
}

/** What a sender may send: bytes of any kind, JSON of any shape, and real payloads (its own mostly) spoiled. */
function bodies(own: readonly unknown[], others: readonly unknown[]): fc.Arbitrary<Buffer> {
  const texts = [...own, ...others].map((payload) => encode(JSON.stringify(payload)));
  const payload = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...own) }, fc.constantFrom(...others));
  return fc.oneof(
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => encode(JSON.stringify(value))) },
    { weight: 3, arbitrary: mutationOf(texts, 4).map((bytes) => Buffer.from(bytes)) },
    {
      weight: 5,
      arbitrary: fc
        .tuple(
          payload,
          fc.array(fc.tuple(valuePath, fc.option(fc.jsonValue({ maxDepth: 2 }))), { maxLength: 3 }),
        )
        .map(([value, spoils]) =>
          encode(
            JSON.stringify(
              spoils.reduce((spoilt, [path, replacement]) => replacedAt(spoilt, path, replacement), value),
            ),
          ),
        ),
    },
    { weight: 1, arbitrary: deepNesting.map(encode) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('', 'null', '[]', '{}', '"x"', '1e999', '-0', '{"__proto__":{}}', '{"events":[null]}')
        .map(encode),
    },
  );
}

interface Receiver {
  readonly source: string;
  readonly payloads: PayloadKind;
  readonly endpoint: Endpoint;
  readonly route: WebhookRoute;
  readonly headers: (body: Buffer) => IncomingHttpHeaders;
}

const sign = (body: Buffer, secret = SECRET): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function receivers(allowEnv: boolean): Receiver[] {
  // Only the receivers are built: no sink is called and no state directory is written.
  const endpoints = buildEndpoints({
    sink: { accept: () => undefined },
    stateDir: '/nonexistent',
    githubSecret: SECRET,
    dockerhubSecret: SECRET,
    registrySecret: SECRET,
    genericSecrets: (project) => (project === 'shop' ? [SECRET] : []),
    buildConfigWebhooks: {
      lookup: (namespace, name) =>
        namespace === 'shop' && name === 'web' ? { secrets: [SECRET], allowEnv, ref: 'main' } : undefined,
    },
  });
  const required = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('an endpoint is missing from the table');
    return value;
  };
  const json = (body: Buffer, type = 'application/json'): IncomingHttpHeaders => ({
    'content-type': type,
    'content-length': String(body.length),
  });
  const github = (event: string, gitea: boolean): Receiver => ({
    source: `github ${event}${gitea ? ' (gitea)' : ''}`,
    payloads: 'github',
    endpoint: required(endpoints.github),
    route: { source: 'github' },
    headers: (body) => ({
      ...json(body),
      'x-github-event': event,
      'x-github-delivery': 'f00d-1',
      'x-hub-signature-256': sign(body),
      ...(gitea ? { 'x-gitea-event': event, 'x-gitea-delivery': 'f00d-1' } : {}),
    }),
  });
  const build = (type: 'github' | 'generic', signed: boolean, media = 'application/json'): Receiver => ({
    source: `openshift-build ${type}${signed ? ' signed' : ''} ${media}`,
    payloads: type === 'github' ? 'github' : 'generic',
    endpoint: required(endpoints['openshift-build']),
    route: { source: 'openshift-build', namespace: 'shop', buildConfig: 'web', secret: SECRET, type },
    headers: (body) => ({
      ...json(body, media),
      ...(type === 'github' ? { 'x-github-event': 'push', 'x-github-delivery': 'f00d-2' } : {}),
      ...(signed ? { 'x-hub-signature-256': sign(body) } : {}),
    }),
  });
  return [
    ...['push', 'pull_request', 'issue_comment', 'ping', 'release'].flatMap((event) => [
      github(event, false),
      github(event, true),
    ]),
    {
      source: 'dockerhub',
      payloads: 'dockerhub',
      endpoint: required(endpoints.dockerhub),
      route: { source: 'dockerhub', secret: SECRET },
      headers: (body) => json(body),
    },
    {
      source: 'registry',
      payloads: 'registry',
      endpoint: required(endpoints.registry),
      route: { source: 'registry', secret: SECRET },
      headers: (body) => json(body, 'application/vnd.docker.distribution.events.v1+json'),
    },
    {
      source: 'generic json',
      payloads: 'generic',
      endpoint: required(endpoints.generic),
      route: { source: 'generic', project: 'shop', secret: SECRET },
      headers: (body) => json(body),
    },
    {
      source: 'generic yaml',
      payloads: 'generic',
      endpoint: required(endpoints.generic),
      route: { source: 'generic', project: 'shop', secret: SECRET },
      headers: (body) => json(body, 'application/yaml'),
    },
    build('github', false),
    build('github', true),
    build('generic', false),
    build('generic', true, 'application/yaml'),
  ];
}

/** A receipt, or a 4xx rejection with a reason; anything else fails with what was thrown. */
async function receiveOrReject(receiver: Receiver, body: Buffer): Promise<void> {
  const head = { route: receiver.route, headers: receiver.headers(body) };
  let receipt: Receipt;
  try {
    receiver.endpoint.admit(head);
    receipt = await receiver.endpoint.receive(body, head);
  } catch (error) {
    if (
      error instanceof WebhookRejection &&
      error.status >= 400 &&
      error.status < 500 &&
      error.message !== ''
    )
      return;
    throw new Error(
      `${receiver.source} threw ${String(error)} for ${JSON.stringify(body.toString('utf8').slice(0, 300))}`,
      {
        cause: error,
      },
    );
  }
  if (receipt.kind === 'deliveries' && receipt.deliveries.some((d) => typeof d.event.kind !== 'string'))
    throw new Error(`${receiver.source} handed on an event without a kind`);
}

export const webhookTargets: readonly FuzzTarget[] = [
  {
    name: 'webhooks: any body to any receiver is a receipt or a 4xx rejection, never another throw',
    testRuns: 2_000,
    property: () => {
      const payloads = realPayloads();
      const all = [...receivers(false), ...receivers(true)];
      const request = fc.constantFrom(...all).chain((receiver) => {
        const others = Object.entries(payloads).flatMap(([kind, list]) =>
          kind === receiver.payloads ? [] : list,
        );
        return fc.tuple(fc.constant(receiver), bodies(payloads[receiver.payloads], others));
      });
      return fc.asyncProperty(request, ([receiver, body]) => receiveOrReject(receiver, body));
    },
  },
];
