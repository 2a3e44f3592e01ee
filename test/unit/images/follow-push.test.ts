import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  editsForStreamTag,
  followPush,
  isRepositoryFollowed,
  type PushedTag,
} from '../../../src/images/follow-push.js';
import { dockerImage, imageStreamYaml, streamTag } from '../../support/manifests.js';
import { digest, loadStreams } from './streams.js';

const CREATED = '2026-11-22T10:00:00.000Z';
/** The repository the stream app follows. */
const APP = '127.0.0.1:5000/team/app';

const { streams } = loadStreams({
  'projects/shop/images.yaml': [
    // web follows a Docker Hub repository by its short name
    imageStreamYaml({
      name: 'web',
      dockerImageRepository: 'team/web',
      tags: [{ name: 'prod', from: streamTag('web:v2') }],
    }),
    imageStreamYaml({
      name: 'app',
      dockerImageRepository: APP,
      tags: [
        { name: 'stable', from: dockerImage(`${APP}:v2`) },
        { name: 'latest', from: streamTag('stable') },
        { name: 'pinned', from: dockerImage(`${APP}@${digest(9)}`) },
        { name: 'ref', reference: true, from: dockerImage(`${APP}:v2`) },
        { name: 'v3', from: dockerImage('other.example/x:v3') },
      ],
    }),
    imageStreamYaml({
      name: 'redis',
      tags: [
        { name: '7', from: dockerImage('redis:7') },
        { name: 'bare', from: dockerImage('docker.io/library/redis') },
      ],
    }),
  ].join('---\n'),
  'projects/web-prod/images.yaml': imageStreamYaml({
    name: 'web',
    tags: [{ name: 'live', from: streamTag('web:prod', 'shop') }],
  }),
});

const push = (registryHost: string, repository: string, tag: string, n = 1): PushedTag => ({
  registryHost,
  repository,
  tag,
  digest: digest(n),
  created: CREATED,
});

/** `project/stream:tag → reference` of each edit, for compact expectations. */
const summary = (pushed: PushedTag): string[] =>
  followPush(streams, pushed).map(
    (e) => `${e.project}/${e.stream}:${e.tag} → ${e.dockerImageReference.replace(/@.*/, '')}`,
  );

const cases: [string, PushedTag, string[]][] = [
  [
    'a Docker Hub push reaches the stream that names the repository without a host',
    push('docker.io', 'team/web', 'v1'),
    ['shop/web:v1 → team/web'],
  ],
  [
    'index.docker.io is Docker Hub too',
    push('index.docker.io', 'team/web', 'v1'),
    ['shop/web:v1 → team/web'],
  ],
  [
    'a pushed tag moves the tags that track it, across projects when a namespace is given',
    push('docker.io', 'team/web', 'v2'),
    ['shop/web:prod → team/web', 'shop/web:v2 → team/web', 'web-prod/web:live → team/web'],
  ],
  [
    'dockerImageRepository and a from DockerImage both follow; the bare tracker follows stable; pinned and reference-only tags do not',
    push('127.0.0.1:5000', 'team/app', 'v2'),
    [
      'shop/app:latest → 127.0.0.1:5000/team/app',
      'shop/app:stable → 127.0.0.1:5000/team/app',
      'shop/app:v2 → 127.0.0.1:5000/team/app',
    ],
  ],
  [
    'a spec tag that takes its image from elsewhere is not moved by the repository the stream follows',
    push('127.0.0.1:5000', 'team/app', 'v3'),
    [],
  ],
  ['its own source moves it', push('other.example', 'x', 'v3'), ['shop/app:v3 → other.example/x']],
  [
    'an official image pushed as library/redis reaches a stream that says redis:7',
    push('docker.io', 'library/redis', '7'),
    ['shop/redis:7 → redis'],
  ],
  [
    'a one-segment Docker Hub name is the library repository',
    push('docker.io', 'redis', '7'),
    ['shop/redis:7 → redis'],
  ],
  [
    'a DockerImage without a tag follows latest',
    push('docker.io', 'redis', 'latest'),
    ['shop/redis:bare → docker.io/library/redis'],
  ],
  ['a repository nobody follows moves nothing', push('docker.io', 'team/unknown', 'v1'), []],
  ['the same path on another registry is another repository', push('quay.io', 'team/web', 'v1'), []],
];

for (const [name, pushed, expected] of cases) {
  test(`followPush: ${name}`, () => {
    assert.equal(summary(pushed), expected);
  });
}

test('each edit pins the digest in the form the stream writes the repository, with the push time', () => {
  const [edit] = followPush(streams, push('docker.io', 'library/redis', '7', 5));
  assert.equal(edit, {
    project: 'shop',
    stream: 'redis',
    tag: '7',
    image: digest(5),
    dockerImageReference: `redis@${digest(5)}`,
    created: CREATED,
  });
});

test('isRepositoryFollowed tells a stranger repository from a followed one whose tag nobody takes', () => {
  assert.ok(isRepositoryFollowed(streams, { registryHost: '127.0.0.1:5000', repository: 'team/app' }));
  assert.ok(isRepositoryFollowed(streams, { registryHost: 'docker.io', repository: 'redis' }));
  assert.not.ok(isRepositoryFollowed(streams, { registryHost: 'docker.io', repository: 'team/unknown' }));
  assert.equal(followPush(streams, push('docker.io', 'redis', '8')), []);
});

test('tags that track each other in a circle are each edited once', () => {
  // The loader reports the circle as an error of its project; the index still holds the stream.
  const { streams } = loadStreams(
    {
      'projects/loops/images.yaml': imageStreamYaml({
        name: 'loop',
        tags: [
          { name: 'a', from: streamTag('loop:b') },
          { name: 'b', from: streamTag('loop:a') },
        ],
      }),
    },
    { allowErrors: true },
  );
  const pinned = { image: digest(3), dockerImageReference: `x@${digest(3)}`, created: CREATED };
  const edits = editsForStreamTag(streams, { namespace: 'loops', stream: 'loop', tag: 'a' }, pinned);
  assert.equal(
    edits.map((e) => e.tag),
    ['a', 'b'],
  );
});

test('a preview build’s pr-<n> tag is not followed through dockerImageRepository: it never becomes a commit', () => {
  assert.equal(summary(push('127.0.0.1:5000', 'team/app', 'pr-7')), []);
  // A tag merely starting like one is a tag like any other.
  assert.equal(summary(push('127.0.0.1:5000', 'team/app', 'pr-7b')), [
    'shop/app:pr-7b → 127.0.0.1:5000/team/app',
  ]);
});
test.run();
