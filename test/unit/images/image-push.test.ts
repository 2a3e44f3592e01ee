import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { deploymentsTriggeredBy } from '../../../src/images/image-change-triggers.js';
import { editsForImagePush, type ImagePush } from '../../../src/images/image-push.js';
import type { RegistryClient } from '../../../src/images/registry-client.js';
import { deploymentConfigYaml, dockerImage, imageStreamYaml, streamTag } from '../../support/manifests.js';
import { digest, loadStreams } from './streams.js';

const { model, streams } = loadStreams({
  'projects/shop/app.yaml': [
    imageStreamYaml({
      name: 'app',
      dockerImageRepository: '127.0.0.1:5000/team/app',
      tags: [
        { name: 'prod', from: streamTag('app:v2') },
        { name: 'legacy', from: dockerImage('127.0.0.1:5000/team/old:v1') },
      ],
    }),
    deploymentConfigYaml({ name: 'web', selector: true, imageChange: { from: 'app:v2', automatic: true } }),
    deploymentConfigYaml({
      name: 'careful',
      selector: true,
      imageChange: {
        from: 'app:prod',
        automatic: false,
        lastTriggeredImage: `127.0.0.1:5000/team/app@${digest(7)}`,
      },
    }),
  ].join('---\n'),
  'projects/other/dc.yaml': deploymentConfigYaml({
    name: 'elsewhere',
    selector: true,
    containers: [{ name: 'x' }],
    imageChange: { from: 'app:v2', namespace: 'shop' },
  }),
});

/** Fails the test when asked: these pushes name their digest, so the registry must not be consulted. */
const unasked: Pick<RegistryClient, 'resolveTag'> = {
  resolveTag: () => Promise.reject(new Error('the registry was asked although the push named its digest')),
};
const now = () => new Date('2026-11-22T10:00:00Z');

const registryPush = (overrides: Partial<ImagePush> = {}): ImagePush => ({
  source: 'registry',
  eventId: 'event-1',
  registryHost: '127.0.0.1:5000',
  repository: 'team/app',
  tag: 'v2',
  digest: digest(2),
  ...overrides,
});

test('a registry push becomes tag edits with the reason for the commit message; the registry is not asked', async () => {
  const outcome = await editsForImagePush(registryPush(), { streams, registry: unasked, now });
  assert.is(outcome.status, 'edits');
  if (outcome.status !== 'edits') return;
  assert.equal(
    outcome.edits.map((e) => (e.type === 'image-stream-tag' ? `${e.stream}:${e.tag} ${e.created}` : '')),
    ['app:prod 2026-11-22T10:00:00.000Z', 'app:v2 2026-11-22T10:00:00.000Z'],
  );
  assert.equal(outcome.reason, { source: 'registry', event: 'push', deliveryId: 'event-1' });
  assert.is(outcome.resolved, false);
});

test('a push for a repository no stream follows is an unknown repository, not an error', async () => {
  const outcome = await editsForImagePush(registryPush({ repository: 'team/stranger' }), {
    streams,
    registry: unasked,
    now,
  });
  assert.equal(outcome.status, 'unknown-repository');
  assert.match(
    outcome.status === 'unknown-repository' ? outcome.message : '',
    'no ImageStream follows 127.0.0.1:5000/team/stranger',
  );
});

test('a tag of a followed repository that no stream takes is reported as such', async () => {
  const outcome = await editsForImagePush(registryPush({ repository: 'team/old', tag: 'v9' }), {
    streams,
    registry: unasked,
    now,
  });
  assert.is(outcome.status, 'tag-not-followed');
});

test("one project's importPolicy.insecure does not decide how another project's image is looked up", async () => {
  const followers = (insecure: readonly boolean[]) =>
    loadStreams(
      Object.fromEntries(
        insecure.map((flag, i) => [
          `projects/p${i}/app.yaml`,
          imageStreamYaml({
            name: 'app',
            tags: [
              {
                name: 'v1',
                from: dockerImage('registry.acme.com/team/app:v1'),
                importPolicy: { insecure: flag },
              },
            ],
          }),
        ]),
      ),
    ).streams;
  const asked: (boolean | undefined)[] = [];
  const registry: Pick<RegistryClient, 'resolveTag'> = {
    resolveTag: (image) => {
      asked.push(image.insecure);
      return Promise.resolve({ digest: digest(9), mediaType: 'application/vnd.oci.image.manifest.v1+json' });
    },
  };
  // A push that names no digest (a Docker Hub hint's shape): the registry is asked.
  const push: ImagePush = {
    source: 'registry',
    eventId: 'event-2',
    registryHost: 'registry.acme.com',
    repository: 'team/app',
    tag: 'v1',
  };
  for (const flags of [
    [true, false],
    [false, true],
    [true, true],
  ])
    await editsForImagePush(push, { streams: followers(flags), registry, now });
  assert.equal(
    asked,
    [false, false, true],
    'plain HTTP only when every stream that takes the digest asks for it',
  );
});

const invalid: [string, Partial<ImagePush>][] = [
  ['a repository name with upper case', { repository: 'Team/App' }],
  ['a path that climbs', { repository: '../etc' }],
  ['a tag with a newline', { tag: 'v1\nforged: line' }],
  ['a host with a slash', { registryHost: 'evil/host' }],
  ['a digest that is not sha256', { digest: 'md5:abc' }],
];

for (const [name, overrides] of invalid) {
  test(`a push with ${name} is refused as IMAGE_REFERENCE_INVALID, its text quoted`, async () => {
    try {
      await editsForImagePush(registryPush(overrides), { streams, registry: unasked, now });
      assert.unreachable('expected IMAGE_REFERENCE_INVALID');
    } catch (error) {
      assert.instance(error, GitshiftError);
      assert.is((error as GitshiftError).code, 'IMAGE_REFERENCE_INVALID');
      assert.not.match((error as Error).message, '\n');
    }
  });
}

test('deploymentsTriggeredBy names every DeploymentConfig whose trigger names a moved tag, and whether it is automatic', () => {
  const triggered = deploymentsTriggeredBy(model.projects, [
    { project: 'shop', stream: 'app', tag: 'v2' },
    { project: 'shop', stream: 'app', tag: 'prod' },
  ]);
  assert.equal(
    triggered.map(
      (t) =>
        `${t.project}/${t.deploymentConfig} ${t.tag.namespace}/${t.tag.stream}:${t.tag.tag} automatic=${t.automatic} ${t.containerNames.join(',')}`,
    ),
    [
      'other/elsewhere shop/app:v2 automatic=true x',
      'shop/web shop/app:v2 automatic=true web',
      'shop/careful shop/app:prod automatic=false careful',
    ],
  );
  assert.equal(deploymentsTriggeredBy(model.projects, [{ project: 'shop', stream: 'app', tag: 'v1' }]), []);
});

test.run();
