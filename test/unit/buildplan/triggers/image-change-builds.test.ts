import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { imageChangeBuilds, type RevisionImages } from '../../../../src/buildplan/triggers/index.js';
import { indexImageStreams } from '../../../../src/model/image-stream-index.js';
import { imageStreamYaml, streamTag } from '../../../support/manifests.js';
import { buildConfigYaml, CONFIG_CHANGE, IMAGE_CHANGE, loadProjects } from './build-configs.js';

const digest = (n: number): string => `sha256:${n.toString(16).padStart(64, '0')}`;
const pinned = (repo: string, n: number): string => `registry.test/${repo}@${digest(n)}`;
const URI = 'https://github.com/acme/app.git';

/** The ImageStreams of a revision: builder:latest and base:1 at the given images, app:latest the output. */
function streams(builder: number, base: number, app: number): Record<string, string> {
  const status = (tag: string, repo: string, n: number) => ({
    tag,
    items: [
      {
        created: '2026-01-01T00:00:00Z',
        dockerImageReference: pinned(repo, n),
        image: digest(n),
        generation: 1,
      },
    ],
  });
  return {
    'projects/shop/streams.yaml': [
      imageStreamYaml({ name: 'builder', status: [status('latest', 'builder', builder)] }),
      imageStreamYaml({ name: 'base', status: [status('1', 'base', base)] }),
      imageStreamYaml({
        name: 'app',
        tags: [{ name: 'stable', from: streamTag('latest') }],
        status: [status('latest', 'app', app)],
      }),
    ].join('---\n'),
  };
}

const BUILD_CONFIGS: Record<string, string> = {
  // Watches the strategy's from (builder:latest).
  'projects/shop/web.yaml': buildConfigYaml({
    name: 'web',
    uri: URI,
    from: 'builder:latest',
    output: 'app:latest',
    triggers: [IMAGE_CHANGE],
  }),
  // Watches base:1 named in the trigger.
  'projects/shop/api.yaml': buildConfigYaml({
    name: 'api',
    uri: URI,
    from: 'builder:latest',
    output: 'api:latest',
    triggers: [{ type: 'ImageChange', imageChange: { from: { kind: 'ImageStreamTag', name: 'base:1' } } }],
  }),
  // Builds on its own output, directly and through app:stable: must never loop.
  'projects/shop/self.yaml': buildConfigYaml({
    name: 'self',
    uri: URI,
    from: 'app:latest',
    output: 'app:latest',
    triggers: [IMAGE_CHANGE],
  }),
  'projects/shop/follows.yaml': buildConfigYaml({
    name: 'follows',
    uri: URI,
    from: 'app:stable',
    output: 'app:latest',
    triggers: [IMAGE_CHANGE],
  }),
  'projects/shop/paused.yaml': buildConfigYaml({
    name: 'paused',
    uri: URI,
    from: 'builder:latest',
    triggers: [{ type: 'ImageChange', imageChange: { paused: true } }],
  }),
};

function revision(
  builder: number,
  base: number,
  app: number,
  extra: Record<string, string> = {},
): RevisionImages {
  const projects = loadProjects({ ...BUILD_CONFIGS, ...streams(builder, base, app), ...extra });
  return { projects, streams: indexImageStreams(projects) };
}

const names = (decision: ReturnType<typeof imageChangeBuilds>): string[] =>
  decision.builds.map((b) => b.buildConfig).sort();

test('nothing moved, nothing builds', () => {
  const decision = imageChangeBuilds(revision(1, 1, 1), revision(1, 1, 1));
  assert.equal(decision.builds, []);
  assert.equal(decision.skipped, []);
});

test('the builder image moving rebuilds what builds from it, with the image in the cause', () => {
  const decision = imageChangeBuilds(revision(1, 1, 1), revision(2, 1, 1));
  assert.equal(names(decision), ['web']);
  assert.equal(decision.builds[0]?.cause, {
    type: 'ImageChange',
    message: `image builder:latest moved to ${pinned('builder', 2)}`,
    image: pinned('builder', 2),
  });
  assert.ok(decision.skipped.some((s) => s.buildConfig === 'paused' && /paused/.test(s.reason)));
});

test("the trigger's own from wins over the strategy's", () => {
  assert.equal(names(imageChangeBuilds(revision(1, 1, 1), revision(1, 2, 1))), ['api']);
});

test("the output tag moving (a build's own write-back) never starts a build of it", () => {
  const decision = imageChangeBuilds(revision(1, 1, 1), revision(1, 1, 2));
  assert.equal(decision.builds, []);
  const reasons = decision.skipped.map((s) => `${s.buildConfig}: ${s.reason}`).sort();
  assert.equal(reasons, [
    "follows: app:stable is shop/follows's own output (or follows it): a build never triggers itself",
    "self: app:latest is shop/self's own output (or follows it): a build never triggers itself",
  ]);
});

test('a new BuildConfig builds through ConfigChange when it has one, else once its image resolves', () => {
  const before = revision(1, 1, 1);
  const withConfigChange = buildConfigYaml({
    name: 'fresh',
    uri: URI,
    triggers: [IMAGE_CHANGE, CONFIG_CHANGE],
  });
  const onlyImage = buildConfigYaml({ name: 'fresh2', uri: URI, triggers: [IMAGE_CHANGE] });
  const after = revision(1, 1, 1, {
    'projects/shop/fresh.yaml': withConfigChange,
    'projects/shop/fresh2.yaml': onlyImage,
  });
  assert.equal(names(imageChangeBuilds(before, after)), ['fresh2']);
});

test('an unresolvable or DockerImage from is not a build; the DockerImage one says why', () => {
  const dockerFrom = buildConfigYaml({
    name: 'docker',
    uri: URI,
    triggers: [{ type: 'ImageChange', imageChange: { from: { kind: 'DockerImage', name: 'busybox:1' } } }],
  });
  const missing = buildConfigYaml({ name: 'missing', uri: URI, from: 'nowhere:1', triggers: [IMAGE_CHANGE] });
  const extra = { 'projects/shop/docker.yaml': dockerFrom, 'projects/shop/missing.yaml': missing };
  const decision = imageChangeBuilds(revision(1, 1, 1, extra), revision(2, 1, 1, extra));
  assert.equal(names(decision), ['web']);
  assert.ok(
    decision.skipped.some(
      (s) =>
        s.buildConfig === 'docker' &&
        /watches DockerImage busybox:1: only an ImageStreamTag can move/.test(s.reason),
    ),
  );
});

test('two images of one BuildConfig moving together start one build', () => {
  const both = buildConfigYaml({
    name: 'both',
    uri: URI,
    from: 'builder:latest',
    triggers: [
      IMAGE_CHANGE,
      { type: 'ImageChange', imageChange: { from: { kind: 'ImageStreamTag', name: 'base:1' } } },
    ],
  });
  const extra = { 'projects/shop/both.yaml': both };
  const decision = imageChangeBuilds(revision(1, 1, 1, extra), revision(2, 2, 1, extra));
  assert.equal(decision.builds.filter((b) => b.buildConfig === 'both').length, 1);
});

test.run();
