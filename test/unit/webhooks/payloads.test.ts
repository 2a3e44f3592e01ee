import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toDockerHubPush } from '../../../src/webhooks/dockerhub/dockerhub-payload.js';
import { toGenericPayload } from '../../../src/webhooks/generic/generic-payload.js';
import { gitHubPushFromText, toGitHubPush } from '../../../src/webhooks/github/github-push.js';
import { readRegistryNotification } from '../../../src/webhooks/registry/registry-notification.js';
import { WebhookRejection } from '../../../src/webhooks/rejection.js';
import { fixture, gitHubExamples } from './fixtures.js';

function rejected(work: () => unknown, status: number, reason: RegExp): void {
  try {
    work();
  } catch (error) {
    assert.instance(error, WebhookRejection);
    assert.is((error as WebhookRejection).status, status);
    assert.match((error as Error).message, reason);
    return;
  }
  assert.unreachable(`expected a ${status} rejection`);
}

test('every push example from GitHub becomes a github-push event naming repository, ref and commits', () => {
  const examples = gitHubExamples('push');
  assert.ok(examples.length >= 5);
  for (const payload of examples) {
    const event = toGitHubPush(payload, 'd-1');
    assert.is(event.repository.fullName, payload.repository.full_name);
    assert.is(event.repository.cloneUrl, payload.repository.clone_url);
    assert.is(event.repository.sshUrl, payload.repository.ssh_url);
    assert.is(event.repository.htmlUrl, payload.repository.html_url);
    assert.is(event.ref, payload.ref);
    assert.is(event.before, payload.before);
    assert.is(event.after, payload.after);
    assert.is(event.deleted, payload.deleted);
    assert.is(event.pusher, payload.pusher.name);
    assert.is(event.headCommitMessage, payload.head_commit?.message);
  }
});

test('a push read from its text, only the fields it needs, is the push read from the parsed payload', () => {
  for (const example of gitHubExamples('push'))
    for (const text of [JSON.stringify(example), JSON.stringify(example, null, 2)])
      assert.equal(gitHubPushFromText(text, 'd', 'the payload'), toGitHubPush(example, 'd'));
});

test('a push whose text is not JSON is refused with 400; JSON that is not an object with 422', () => {
  const [base] = gitHubExamples('push');
  const text = JSON.stringify(base);
  rejected(
    () => gitHubPushFromText(text.slice(0, -1), 'd', 'the payload'),
    400,
    /the payload is not valid JSON/,
  );
  rejected(() => gitHubPushFromText(`${text},`, 'd', 'the payload'), 400, /the payload is not valid JSON/);
  rejected(() => gitHubPushFromText('[1]', 'd', 'the payload'), 422, /push payload must be a JSON object/);
  // A field that is read holds a bad escape: JSON.parse of the whole says where.
  rejected(
    () => gitHubPushFromText(text.replace('"ref":"', '"ref":"\\x'), 'd', 'the payload'),
    400,
    /not valid JSON/,
  );
});

test('a push that deletes a branch says so (all-zero after)', () => {
  const [base] = gitHubExamples('push');
  const event = toGitHubPush({ ...base, after: '0'.repeat(40), deleted: true, head_commit: null }, 'd');
  assert.ok(event.deleted);
  assert.is(event.headCommitMessage, undefined);
});

const badPushes: [string, (p: any) => unknown, RegExp][] = [
  ['no repository', (p) => ({ ...p, repository: undefined }), /repository must be an object/],
  ['ref not a ref', (p) => ({ ...p, ref: 'main' }), /ref "main" is not valid/],
  ['after not a commit id', (p) => ({ ...p, after: 'HEAD' }), /after "HEAD" is not valid/],
  [
    'clone_url missing',
    (p) => ({ ...p, repository: { ...p.repository, clone_url: 3 } }),
    /repository\.clone_url/,
  ],
];
for (const [name, change, reason] of badPushes)
  test(`a push payload with ${name} is refused with 422`, () => {
    const payload = change(gitHubExamples('push')[0]);
    rejected(() => toGitHubPush(payload, 'd'), 422, reason);
    rejected(() => gitHubPushFromText(JSON.stringify(payload), 'd', 'the payload'), 422, reason);
  });

test("Docker Hub's documented payload becomes an image-push on docker.io without a digest", () => {
  assert.equal(toDockerHubPush(fixture('dockerhub-push.json'), 'abc'), {
    kind: 'image-push',
    source: 'dockerhub',
    eventId: 'abc',
    registryHost: 'docker.io',
    repository: 'svendowideit/testhook',
    tag: 'latest',
  });
});

test('a Docker Hub official image gets library/ as the registry API names it', () => {
  const payload = fixture('dockerhub-push.json') as any;
  payload.repository.repo_name = 'redis';
  assert.is(toDockerHubPush(payload, 'x').repository, 'library/redis');
});

test('Docker Hub payloads with a bad repository or tag are refused with 422', () => {
  const payload = fixture('dockerhub-push.json') as any;
  rejected(() => toDockerHubPush({ ...payload, push_data: { tag: '-bad' } }, 'x'), 422, /push_data\.tag/);
  rejected(
    () => toDockerHubPush({ ...payload, repository: { repo_name: 'Upper/Case' } }, 'x'),
    422,
    /repository\.repo_name/,
  );
  rejected(() => toDockerHubPush([], 'x'), 422, /JSON object/);
});

test("the registry's manifest push notification becomes one image-push with digest, media type and host", () => {
  const envelope = fixture('registry-manifest-push.json') as any;
  const { deliveries, ignored } = readRegistryNotification(envelope);
  const source = envelope.events[0];
  assert.is(ignored, 0);
  assert.equal(deliveries, [
    {
      replayKey: `registry:${source.id}`,
      event: {
        kind: 'image-push',
        source: 'registry',
        eventId: source.id,
        registryHost: source.request.host,
        repository: 'team/app',
        tag: 'v2',
        digest: source.target.digest,
        mediaType: 'application/vnd.oci.image.manifest.v1+json',
      },
    },
  ]);
});

for (const name of ['registry-layer-push.json', 'registry-layer-pull.json', 'registry-manifest-pull.json'])
  test(`${name}: layer events and pulls are ignored`, () => {
    assert.equal(readRegistryNotification(fixture(name)), { deliveries: [], ignored: 1 });
  });

test('an envelope of several events yields the tagged manifest pushes only, and a push by digest is ignored', () => {
  const push = (fixture('registry-manifest-push.json') as any).events[0];
  const layer = (fixture('registry-layer-push.json') as any).events[0];
  const byDigest = { ...push, id: 'e-3', target: { ...push.target, tag: undefined } };
  const second = { ...push, id: 'e-4', target: { ...push.target, tag: 'v3' } };
  const { deliveries, ignored } = readRegistryNotification({ events: [push, layer, byDigest, second] });
  assert.equal(
    deliveries.map((d) => d.event.kind === 'image-push' && d.event.tag),
    ['v2', 'v3'],
  );
  assert.is(ignored, 2);
});

test('without request.host the host of the manifest URL names the registry', () => {
  const push = (fixture('registry-manifest-push.json') as any).events[0];
  const { deliveries } = readRegistryNotification({ events: [{ ...push, request: {} }] });
  assert.is((deliveries[0]?.event as any).registryHost, new URL(push.target.url).host);
});

const badEnvelopes: [string, unknown, RegExp][] = [
  ['no events', {}, /events array/],
  ['events not a list', { events: {} }, /events array/],
  ['an event not an object', { events: [1] }, /events\[0\] must be an object/],
  ['no target', { events: [{ action: 'push' }] }, /events\[0\]\.target must be an object/],
];
for (const [name, envelope, reason] of badEnvelopes)
  test(`a registry envelope with ${name} is refused with 422`, () => {
    rejected(() => readRegistryNotification(envelope), 422, reason);
  });

const badPushEvents: [string, (e: any) => unknown, RegExp][] = [
  ['no digest', (e) => ({ ...e, target: { ...e.target, digest: undefined } }), /target\.digest/],
  ['a bad digest', (e) => ({ ...e, target: { ...e.target, digest: 'md5:x' } }), /target\.digest/],
  [
    'a bad repository',
    (e) => ({ ...e, target: { ...e.target, repository: 'Team/App' } }),
    /target\.repository/,
  ],
  ['no id', (e) => ({ ...e, id: undefined }), /events\[0\]\.id/],
  [
    'no host anywhere',
    (e) => ({ ...e, request: {}, target: { ...e.target, url: undefined } }),
    /request\.host/,
  ],
];
for (const [name, change, reason] of badPushEvents)
  test(`a registry manifest push with ${name} is refused with 422`, () => {
    const push = (fixture('registry-manifest-push.json') as any).events[0];
    rejected(() => readRegistryNotification({ events: [change(push)] }), 422, reason);
  });

test("OpenShift's generic payload keeps the fields OpenShift defines and drops the rest", () => {
  assert.equal(
    toGenericPayload({
      type: 'git',
      git: {
        uri: 'https://example.com/app.git',
        ref: 'main',
        commit: 'abc',
        author: { name: 'A', email: 'a@example.com' },
        committer: { name: 'C' },
        message: 'fix',
        extra: 1,
      },
      env: [{ name: 'A', value: '1' }, { name: 'B' }],
      dockerStrategyOptions: { noCache: true },
    }),
    {
      type: 'git',
      git: {
        uri: 'https://example.com/app.git',
        ref: 'main',
        commit: 'abc',
        message: 'fix',
        author: { name: 'A', email: 'a@example.com' },
        committer: { name: 'C' },
      },
      env: [{ name: 'A', value: '1' }, { name: 'B' }],
    },
  );
  assert.is(toGenericPayload(null), undefined);
  assert.equal(toGenericPayload({}), {});
});

const badGeneric: [string, unknown, RegExp][] = [
  ['a list', [], /must be an object/],
  ['git not an object', { git: 'x' }, /git must be an object/],
  ['git.ref not a string', { git: { ref: 1 } }, /git\.ref must be a string/],
  ['env not a list', { env: {} }, /env must be a list/],
  ['an env entry without name', { env: [{ value: 'x' }] }, /env\[0\]\.name/],
];
for (const [name, payload, reason] of badGeneric)
  test(`a generic payload that is ${name} is refused with 422`, () => {
    rejected(() => toGenericPayload(payload), 422, reason);
  });

test.run();
