/**
 * BuildConfig webhooks at OpenShift's own URLs, through the real handler on
 * a loopback server (issue 14, triggers and bad input): each request is
 * signed as GitHub signs, and each case asserts the status, the reason and
 * what the sink received: a refused or skipped delivery hands on nothing, so
 * nothing is built. The lookup reads real BuildConfigs as serve does.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gitSourceOf, webhookTriggerSettings } from '../../../src/buildplan/triggers/index.js';
import type { BuildWebhookLookup, WebhookOptions } from '../../../src/webhooks/index.js';
import { buildConfigYaml, GITHUB, loadProjects } from '../../unit/buildplan/triggers/build-configs.js';
import {
  gitHubExamples,
  gitHubHeaders,
  post,
  signGitHub,
  startHandler,
  type PostOptions,
} from './webhook-harness.js';

const GH_SECRET = 'app-github-secret-0123';
const GEN_SECRET = 'app-generic-secret-0123';
const HELLO = 'https://github.com/Codertocat/Hello-World.git';
const projects = loadProjects({
  'projects/shop/app.yaml': buildConfigYaml({
    name: 'app',
    uri: HELLO,
    triggers: [
      { type: 'GitHub', github: { secret: GH_SECRET } },
      { type: 'Generic', generic: { secret: GEN_SECRET } },
    ],
  }),
  'projects/shop/pinned.yaml': buildConfigYaml({
    name: 'pinned',
    uri: HELLO,
    ref: 'main',
    triggers: [
      { type: 'GitHub', github: { secret: GH_SECRET } },
      { type: 'Generic', generic: { secret: GEN_SECRET } },
    ],
  }),
  'projects/shop/env.yaml': buildConfigYaml({
    name: 'env',
    uri: HELLO,
    triggers: [{ type: 'Generic', generic: { secret: GEN_SECRET, allowEnv: true } }],
  }),
  'projects/shop/quiet.yaml': buildConfigYaml({ name: 'quiet', uri: HELLO, triggers: [GITHUB] }),
});

/** What serve passes: the BuildConfig's triggers of the type, read from the loaded revision. */
const lookup: BuildWebhookLookup = (namespace, name, type) => {
  const manifest = projects.get(namespace)?.find((m) => m.openshiftKind === 'BuildConfig' && m.name === name);
  if (manifest === undefined) return undefined;
  const settings = webhookTriggerSettings(manifest, type === 'github' ? 'GitHub' : 'Generic');
  if (settings === undefined) return undefined;
  return { secrets: settings.secrets, allowEnv: settings.allowEnv, ref: gitSourceOf(manifest)?.ref };
};

const url = (name: string, secret: string, type: string, namespace = 'shop'): string =>
  `/apis/build.openshift.io/v1/namespaces/${namespace}/buildconfigs/${name}/webhooks/${encodeURIComponent(secret)}/${type}`;

/** A real push payload of Codertocat/Hello-World, moved to `branch`, with `main` the default branch. */
function pushPayload(branch = 'main'): string {
  const payload = structuredClone(
    gitHubExamples('push').find((p: any) => p.ref === 'refs/heads/master' && p.deleted === false) as any,
  );
  payload.ref = `refs/heads/${branch}`;
  payload.repository.default_branch = 'main';
  return JSON.stringify(payload);
}
const TAG_PUSH = JSON.stringify(
  gitHubExamples('push').find((p: any) => String(p.ref).startsWith('refs/tags/')),
);

function signed(
  name: string,
  body: string,
  secret = GH_SECRET,
  headers: Record<string, string | undefined> = {},
): PostOptions {
  return { headers: { ...gitHubHeaders(name, body, secret), ...headers }, body };
}

async function withBuildHandler(
  overrides: Partial<WebhookOptions>,
  body: (running: Awaited<ReturnType<typeof startHandler>>) => Promise<void>,
): Promise<void> {
  const running = await startHandler({ buildConfigWebhooks: { lookup }, ...overrides });
  try {
    await body(running);
  } finally {
    await running.stop();
  }
}

test('a signed push to the default branch is 202 with what it started, and one build-trigger event', async () => {
  await withBuildHandler({}, async ({ url: base, events }) => {
    const body = pushPayload('main');
    const request = signed('push', body);
    const answer = await post(base, url('app', GH_SECRET, 'github'), request);
    assert.is(answer.status, 202, JSON.stringify(answer.json));
    const after = JSON.parse(body).after as string;
    assert.equal(answer.json['build'], {
      namespace: 'shop',
      buildConfig: 'app',
      trigger: 'github',
      ref: 'refs/heads/main',
      commit: after,
    });
    assert.is(events.length, 1);
    const event = events[0];
    assert.is(event?.kind, 'build-trigger');
    if (event?.kind !== 'build-trigger') return;
    assert.is(event.deliveryId, request.headers?.['x-github-delivery']);
    assert.equal(event.git, { uri: HELLO, ref: 'refs/heads/main', commit: after, message: 'Initial commit' });
    assert.is(event.pusher, 'Codertocat');
    assert.equal(event.env, []);
    // GitHub's redelivery carries the same id: answered, not built twice.
    const again = await post(base, url('app', GH_SECRET, 'github'), request);
    assert.is(again.status, 200);
    assert.is(again.json['status'], 'duplicate');
    assert.is(events.length, 1);
  });
});

test('unsigned github deliveries are taken as OpenShift took them, unless signatures are required', async () => {
  const body = pushPayload('main');
  const unsigned = signed('push', body, GH_SECRET, { 'x-hub-signature-256': undefined });
  await withBuildHandler({}, async ({ url: base, events }) => {
    const answer = await post(base, url('app', GH_SECRET, 'github'), unsigned);
    assert.is(answer.status, 202);
    assert.is(events.length, 1);
  });
  await withBuildHandler(
    { buildConfigWebhooks: { lookup, requireGitHubSignature: true } },
    async ({ url: base, events }) => {
      const answer = await post(base, url('app', GH_SECRET, 'github'), unsigned);
      assert.is(answer.status, 401);
      assert.match(
        String(answer.json['error']),
        /X-Hub-Signature-256 is missing: this server requires GitHub to sign/,
      );
      assert.is(events.length, 0);
      const good = await post(base, url('app', GH_SECRET, 'github'), signed('push', body));
      assert.is(good.status, 202);
    },
  );
});

interface BadCase {
  readonly name: string;
  readonly path: string;
  readonly request: PostOptions;
  readonly status: number;
  readonly reason: RegExp;
  readonly options?: Partial<WebhookOptions>;
}

const MAIN = pushPayload('main');
const NOT_FOUND =
  /^no BuildConfig webhook at this URL: check the namespace, the BuildConfig name, the secret and the type$/;
const genericJson = (body: string, headers: Record<string, string> = {}): PostOptions => ({
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

const BAD: readonly BadCase[] = [
  {
    name: 'wrong secret',
    path: url('app', 'not-the-secret', 'github'),
    request: signed('push', MAIN, 'not-the-secret'),
    status: 404,
    reason: NOT_FOUND,
  },
  {
    name: 'unknown BuildConfig',
    path: url('nope', GH_SECRET, 'github'),
    request: signed('push', MAIN),
    status: 404,
    reason: NOT_FOUND,
  },
  {
    name: 'unknown project',
    path: url('app', GH_SECRET, 'github', 'elsewhere'),
    request: signed('push', MAIN),
    status: 404,
    reason: NOT_FOUND,
  },
  {
    name: 'a BuildConfig without a trigger of the type',
    path: url('env', GEN_SECRET, 'github'),
    request: signed('push', MAIN, GEN_SECRET),
    status: 404,
    reason: NOT_FOUND,
  },
  {
    name: 'the secret of the other type',
    path: url('app', GEN_SECRET, 'github'),
    request: signed('push', MAIN, GEN_SECRET),
    status: 404,
    reason: NOT_FOUND,
  },
  {
    name: 'signed with another secret',
    path: url('app', GH_SECRET, 'github'),
    request: signed('push', MAIN, GH_SECRET, { 'x-hub-signature-256': signGitHub(MAIN, 'another') }),
    status: 401,
    reason: /X-Hub-Signature-256 does not match the body: sign with the secret in the URL/,
  },
  {
    name: 'a malformed signature',
    path: url('app', GH_SECRET, 'github'),
    request: signed('push', MAIN, GH_SECRET, { 'x-hub-signature-256': 'sha1=0123' }),
    status: 401,
    reason: /X-Hub-Signature-256 is malformed/,
  },
  {
    name: 'oversized body',
    path: url('app', GH_SECRET, 'github'),
    request: signed('push', JSON.stringify({ pad: 'x'.repeat(70_000) })),
    status: 413,
    reason: /larger than this endpoint's limit of 65536 bytes/,
    options: { maxBodyBytes: { 'openshift-build': 65_536 } },
  },
  {
    name: 'a form-encoded GitHub delivery',
    path: url('app', GH_SECRET, 'github'),
    request: signed('push', MAIN, GH_SECRET, { 'content-type': 'application/x-www-form-urlencoded' }),
    status: 415,
    reason: /Content type to application\/json/,
  },
  {
    name: 'a push that is not a push payload',
    path: url('app', GH_SECRET, 'github'),
    request: signed('push', '{"ref":"refs/heads/main"}'),
    status: 400,
    reason: /repository must be an object/,
  },
  {
    name: 'generic: wrong secret',
    path: url('app', 'wrong', 'generic'),
    request: genericJson('{}'),
    status: 404,
    reason: NOT_FOUND,
  },
  {
    name: 'generic: not JSON',
    path: url('app', GEN_SECRET, 'generic'),
    request: genericJson('{"git":'),
    status: 400,
    reason: /not valid JSON/,
  },
  {
    name: 'generic: a list',
    path: url('app', GEN_SECRET, 'generic'),
    request: genericJson('[1]'),
    status: 400,
    reason: /must be an object/,
  },
  {
    name: 'generic: env entry without name',
    path: url('env', GEN_SECRET, 'generic'),
    request: genericJson('{"env":[{"value":"1"}]}'),
    status: 400,
    reason: /env\[0\]\.name must be a non-empty string/,
  },
  {
    name: 'generic: env name that is no variable name',
    path: url('env', GEN_SECRET, 'generic'),
    request: genericJson('{"env":[{"name":"A=B","value":"1"}]}'),
    status: 400,
    reason: /env\[0\]\.name "A=B" is not an environment variable name/,
  },
  {
    name: 'generic: git.ref a number',
    path: url('app', GEN_SECRET, 'generic'),
    request: genericJson('{"git":{"ref":7}}'),
    status: 400,
    reason: /git\.ref must be a string/,
  },
  {
    name: 'generic: a ref git would read as an option',
    path: url('app', GEN_SECRET, 'generic'),
    request: genericJson('{"git":{"ref":"--upload-pack=touch /tmp/x"}}'),
    status: 400,
    reason: /git\.ref .* is not a branch or ref name/,
  },
  {
    name: 'generic: a commit that is no id',
    path: url('app', GEN_SECRET, 'generic'),
    request: genericJson('{"git":{"commit":"HEAD"}}'),
    status: 400,
    reason: /is not a commit id/,
  },
  {
    name: 'generic: bad YAML',
    path: url('app', GEN_SECRET, 'generic'),
    request: { headers: { 'content-type': 'application/yaml' }, body: 'git: [' },
    status: 400,
    reason: /not valid YAML/,
  },
  {
    name: 'generic: signed wrongly',
    path: url('app', GEN_SECRET, 'generic'),
    request: genericJson('{}', { 'x-hub-signature-256': signGitHub('{}', 'another') }),
    status: 401,
    reason: /does not match the body/,
  },
  {
    name: 'generic: text/plain',
    path: url('app', GEN_SECRET, 'generic'),
    request: { headers: { 'content-type': 'text/plain' }, body: 'go' },
    status: 415,
    reason: /JSON or YAML body/,
  },
];

for (const c of BAD)
  test(`refused: ${c.name} → ${c.status}, nothing handed on`, async () => {
    await withBuildHandler(c.options ?? {}, async ({ url: base, events, logs }) => {
      const answer = await post(base, c.path, c.request);
      assert.is(answer.status, c.status, JSON.stringify(answer.json));
      assert.match(String(answer.json['error']), c.reason);
      assert.is(events.length, 0);
      const logged = JSON.stringify(logs);
      assert.not.match(logged, GH_SECRET);
      assert.not.match(logged, GEN_SECRET);
    });
  });

test('wrong secret and unknown BuildConfig answer alike: nothing tells which BuildConfigs exist', async () => {
  await withBuildHandler({}, async ({ url: base }) => {
    const wrong = await post(base, url('app', 'guess', 'generic'), genericJson('{}'));
    const unknown = await post(base, url('nope', 'guess', 'generic'), genericJson('{}'));
    assert.is(wrong.status, unknown.status);
    assert.equal(wrong.json, unknown.json);
  });
});

test('a push to another branch, a tag, a ping and other events start nothing, each answered 200 with why', async () => {
  await withBuildHandler({}, async ({ url: base, events, logs }) => {
    const feature = await post(
      base,
      url('pinned', GH_SECRET, 'github'),
      signed('push', pushPayload('feature')),
    );
    assert.is(feature.status, 200);
    assert.equal(feature.json, {
      status: 'skipped',
      reason: 'branch feature does not match ref main of shop/pinned',
    });
    const notDefault = await post(
      base,
      url('app', GH_SECRET, 'github'),
      signed('push', pushPayload('feature')),
    );
    assert.equal(notDefault.json, {
      status: 'skipped',
      reason: 'branch feature is not the default branch main, which shop/app builds (it names no ref)',
    });
    const tag = await post(base, url('app', GH_SECRET, 'github'), signed('push', TAG_PUSH));
    assert.equal(tag.json, {
      status: 'skipped',
      reason: 'refs/tags/simple-tag is a tag: pushing a tag starts no build',
    });
    const ping = await post(
      base,
      url('app', GH_SECRET, 'github'),
      signed('ping', JSON.stringify(gitHubExamples('ping')[0])),
    );
    assert.equal([ping.status, ping.json], [200, { status: 'pong' }]);
    const pr = await post(
      base,
      url('app', GH_SECRET, 'github'),
      signed('pull_request', JSON.stringify(gitHubExamples('pull_request')[0])),
    );
    assert.equal([pr.status, pr.json['status']], [200, 'ignored']);
    assert.is(events.length, 0);
    // Recorded with the reason, without turning on debug.
    const skippedLines = logs.filter((l) => l.event === 'webhook-skipped');
    assert.is(skippedLines.length, 3);
    assert.is(skippedLines[0]?.fields['reason'], 'branch feature does not match ref main of shop/pinned');
    assert.match(String(skippedLines[0]?.fields['path']), /\/webhooks\/\*\*\*\/github$/);
  });
});

test('generic: a body with git and env builds; env is kept only with allowEnv, else dropped with a note', async () => {
  await withBuildHandler({}, async ({ url: base, events }) => {
    const commit = 'b6568db1bc1dcd7f8b4d5a946b0b91f9dacd7327';
    const body = JSON.stringify({
      git: {
        uri: HELLO,
        ref: 'main',
        commit,
        author: { name: 'Alice', email: 'a@example.com' },
        message: 'Fix',
      },
      env: [{ name: 'GREETING', value: 'hi' }, { name: 'EMPTY' }],
    });
    const dropped = await post(base, url('app', GEN_SECRET, 'generic'), genericJson(body));
    assert.is(dropped.status, 202, JSON.stringify(dropped.json));
    assert.equal(dropped.json['notes'], [
      'env dropped: the Generic trigger of shop/app does not set allowEnv',
    ]);
    assert.equal(dropped.json['build'], {
      namespace: 'shop',
      buildConfig: 'app',
      trigger: 'generic',
      ref: 'main',
      commit,
    });
    const kept = await post(
      base,
      url('env', GEN_SECRET, 'generic'),
      genericJson(body, { 'x-hub-signature-256': signGitHub(body, GEN_SECRET) }),
    );
    assert.is(kept.status, 202);
    assert.is(kept.json['notes'], undefined);
    assert.is(events.length, 2);
    const [first, second] = events;
    assert.ok(first?.kind === 'build-trigger' && second?.kind === 'build-trigger');
    if (first?.kind !== 'build-trigger' || second?.kind !== 'build-trigger') return;
    assert.equal(first.env, []);
    assert.equal(second.env, [
      { name: 'GREETING', value: 'hi' },
      { name: 'EMPTY', value: '' },
    ]);
    assert.equal(second.git?.author, { name: 'Alice', email: 'a@example.com' });
  });
});

test('generic: no body, a YAML body, and a ref the BuildConfig does not build', async () => {
  await withBuildHandler({}, async ({ url: base, events }) => {
    const bare = await post(base, url('app', GEN_SECRET, 'generic'));
    assert.is(bare.status, 202);
    assert.equal(bare.json['build'], { namespace: 'shop', buildConfig: 'app', trigger: 'generic' });
    const yaml = await post(base, url('pinned', GEN_SECRET, 'generic'), {
      headers: { 'content-type': 'application/yaml' },
      body: 'git:\n  ref: main\n',
    });
    assert.is(yaml.status, 202);
    const other = await post(
      base,
      url('pinned', GEN_SECRET, 'generic'),
      genericJson('{"git":{"ref":"feature"}}'),
    );
    assert.equal(
      [other.status, other.json],
      [200, { status: 'skipped', reason: 'branch feature does not match ref main of shop/pinned' }],
    );
    assert.is(events.length, 2);
  });
});

test('without buildConfigWebhooks the build URLs are off (404)', async () => {
  const running = await startHandler({});
  try {
    const answer = await post(running.url, url('app', GH_SECRET, 'github'), signed('push', MAIN));
    assert.is(answer.status, 404);
    assert.match(String(answer.json['error']), /openshift-build endpoint is not configured/);
    assert.is(running.events.length, 0);
  } finally {
    await running.stop();
  }
});

test.run();
