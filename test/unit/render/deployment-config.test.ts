import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { progressDeadline } from '../../../src/render/deployment-config.js';
import {
  buildConfigYaml,
  deploymentConfigYaml,
  dockerImage,
  imageStreamYaml,
  streamTag,
  type DeploymentConfigOptions,
} from '../../support/manifests.js';
import { yaml } from '../../support/repo.js';
import { objectOf, renderFiles } from '../../support/render.js';

const APP = 'projects/shop/app.yaml';

/** web, whose image a trigger gives, and a sidecar with an image of its own; `specLines` are appended at spec level. */
const dc = ({ specLines = '', ...options }: DeploymentConfigOptions & { specLines?: string } = {}): string =>
  deploymentConfigYaml({
    replicas: null,
    containers: [{ name: 'web' }, { name: 'sidecar', image: 'busybox:1.36' }],
    ...options,
  }) + specLines;

const imageTrigger = (from: string, automatic = true): DeploymentConfigOptions => ({
  configChange: true,
  imageChange: { from, automatic },
});

const pinned = (c: string): string => `registry.test/shop/web@sha256:${c.repeat(64)}`;

const streams = imageStreamYaml({
  name: 'web',
  dockerImageRepository: 'registry.test/shop/web',
  tags: [
    { name: 'stable', from: dockerImage('registry.test/shop/web:1.0') },
    { name: 'tracking', from: streamTag('stable') },
  ],
  status: [
    {
      tag: 'latest',
      items: [
        {
          created: '2026-11-01T00:00:00Z',
          dockerImageReference: pinned('b'),
          image: `sha256:${'b'.repeat(64)}`,
        },
        {
          created: '2026-10-01T00:00:00Z',
          dockerImageReference: pinned('a'),
          image: `sha256:${'a'.repeat(64)}`,
        },
      ],
    },
  ],
});

const imageCases: [string, string, string][] = [
  ['the newest status item, digest-pinned', 'web:latest', `registry.test/shop/web@sha256:${'b'.repeat(64)}`],
  ['a DockerImage spec tag', 'web:stable', 'registry.test/shop/web:1.0'],
  ['a tag that tracks another tag', 'web:tracking', 'registry.test/shop/web:1.0'],
  ['dockerImageRepository for a tag with no status or spec', 'web:v7', 'registry.test/shop/web:v7'],
];

for (const [name, from, image] of imageCases) {
  test(`an automatic image trigger resolves ${name}`, () => {
    const result = renderFiles({ [APP]: `${streams}---\n${dc(imageTrigger(from))}` });
    const containers = objectOf(result, 'Deployment', 'web')['spec'].template.spec.containers;
    assert.is(containers[0].image, image);
    assert.is(containers[1].image, 'busybox:1.36', 'containers not named in the trigger keep their image');
  });
}

test('a manual image trigger keeps the last image it took', () => {
  const manual = dc({
    configChange: true,
    imageChange: { from: 'web:latest', automatic: false, lastTriggeredImage: pinned('a') },
  });
  const result = renderFiles({ [APP]: `${streams}---\n${manual}` });
  assert.is(
    objectOf(result, 'Deployment', 'web')['spec'].template.spec.containers[0].image,
    `registry.test/shop/web@sha256:${'a'.repeat(64)}`,
  );
});

test('an unresolved image renders 0 replicas and a warning, not an error', () => {
  const bare = imageStreamYaml({ name: 'app' });
  const build = buildConfigYaml();

  const result = renderFiles({
    [APP]: `${bare}---\n${build}---\n${dc({ ...imageTrigger('app:latest'), replicas: 3 })}`,
  });
  const deployment = objectOf(result, 'Deployment', 'web');
  assert.is(deployment['spec'].replicas, 0);
  assert.is(deployment.metadata.annotations?.['gitshift.io/waiting-for-image'], 'shop/app:latest');
  assert.equal(
    result.problems.map((p) => [p.code, p.severity]),
    [['IMAGE_UNRESOLVED', 'warning']],
  );
});

const strategyCases: [string, string, Record<string, unknown>][] = [
  [
    'Rolling → RollingUpdate with its surge, and timeout → progress deadline',
    '  strategy:\n    type: Rolling\n    rollingParams:\n      maxSurge: 1\n      maxUnavailable: 10%\n      timeoutSeconds: 120\n',
    {
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: '10%' } },
      progressDeadlineSeconds: 120,
    },
  ],
  [
    'no strategy → RollingUpdate with OpenShift defaults',
    '',
    { strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: '25%', maxUnavailable: '25%' } } },
  ],
  [
    'Recreate → Recreate',
    '  strategy:\n    type: Recreate\n    recreateParams:\n      timeoutSeconds: 60\n',
    { strategy: { type: 'Recreate' }, progressDeadlineSeconds: 60 },
  ],
];

for (const [name, spec, expected] of strategyCases) {
  test(`strategy: ${name}`, () => {
    const rendered = objectOf(renderFiles({ [APP]: dc({ specLines: spec }) }), 'Deployment', 'web')['spec'];
    for (const [key, value] of Object.entries(expected)) assert.equal(rendered[key], value, key);
    if (!('progressDeadlineSeconds' in expected)) assert.not.ok('progressDeadlineSeconds' in rendered);
  });
}

const deadlines: [string, number | bigint | undefined, number | undefined, number | undefined][] = [
  ['no timeout, no deadline', undefined, undefined, undefined],
  ['a timeout as written', 600, undefined, 600],
  ['beyond int32 (the API server refuses it): the longest deadline', 3_000_000_000, undefined, 2 ** 31 - 1],
  ['an exact int64: the longest deadline', 9223372036854775807n, 5, 2 ** 31 - 1],
  ['not past minReadySeconds (refused): just past it', 10, 30, 31],
  ['past minReadySeconds, as written', 60, 30, 60],
];
for (const [name, timeout, minReady, expected] of deadlines) {
  test(`progress deadline from timeoutSeconds: ${name}`, () => {
    assert.is(progressDeadline(timeout, minReady), expected);
  });
}

test('a Rolling timeout beyond int32 renders a deadline the API server takes', () => {
  const spec =
    '  strategy:\n    type: Rolling\n    rollingParams:\n      timeoutSeconds: 9223372036854775807\n';
  const rendered = objectOf(renderFiles({ [APP]: dc({ specLines: spec }) }), 'Deployment', 'web')['spec'];
  assert.is(rendered.progressDeadlineSeconds, 2 ** 31 - 1);
});

test('replicas, selector, minReadySeconds, revisionHistoryLimit and paused carry over', () => {
  const spec =
    '  replicas: 4\n  selector:\n    app: web\n  minReadySeconds: 5\n  revisionHistoryLimit: 3\n  paused: true\n';
  const rendered = objectOf(renderFiles({ [APP]: dc({ specLines: spec }) }), 'Deployment', 'web')['spec'];
  assert.is(rendered.replicas, 4);
  assert.equal(rendered.selector, { matchLabels: { app: 'web' } });
  assert.is(rendered.minReadySeconds, 5);
  assert.is(rendered.revisionHistoryLimit, 3);
  assert.is(rendered.paused, true);
});

test('a missing selector defaults to the template labels', () => {
  const rendered = objectOf(renderFiles({ [APP]: dc() }), 'Deployment', 'web')['spec'];
  assert.equal(rendered.selector, { matchLabels: { app: 'web' } });
  assert.is(rendered.replicas, 1);
  assert.is(rendered.revisionHistoryLimit, 10);
});

test('hooks become Job templates that record phase and failure policy', () => {
  const spec = yaml`
    strategy:
      type: Recreate
      recreateParams:
        timeoutSeconds: 90
        pre:
          failurePolicy: Abort
          execNewPod:
            containerName: sidecar
            command: [migrate, up]
            env:
              - name: MODE
                value: pre
        mid:
          failurePolicy: Retry
          execNewPod:
            containerName: sidecar
            command: [reindex]
        post:
          failurePolicy: Ignore
          execNewPod:
            containerName: sidecar
            command: [notify]
  `.replace(/^/gm, '  ');
  const result = renderFiles({ [APP]: dc({ specLines: spec }) });
  const hooks = result.projects[0]?.hooks ?? [];
  assert.equal(
    hooks.map((h) => h.metadata.name),
    ['web-hook-mid', 'web-hook-post', 'web-hook-pre'],
  );
  const pre = objectOf(result, 'Job', 'web-hook-pre');
  assert.equal(pre.metadata.annotations?.['gitshift.io/hook'], 'pre');
  assert.equal(pre.metadata.annotations?.['gitshift.io/hook-failure-policy'], 'Abort');
  assert.equal(
    objectOf(result, 'Job', 'web-hook-mid').metadata.annotations?.['gitshift.io/hook-failure-policy'],
    'Retry',
  );
  const container = pre['spec'].template.spec.containers[0];
  assert.equal(
    [container.name, container.image, container.command, container.env],
    ['sidecar', 'busybox:1.36', ['migrate', 'up'], [{ name: 'MODE', value: 'pre' }]],
  );
  assert.is(pre['spec'].template.spec.restartPolicy, 'Never');
  assert.is(pre['spec'].activeDeadlineSeconds, 90);
  assert.not.ok(
    result.projects[0]?.objects.some((o) => o.kind === 'Job'),
    'hooks are not among the objects to apply',
  );
});

// openshift-apiserver's apps v1 conversion: from.kind ImageStream (or ImageRepository) is read as ImageStreamTag, `:latest` when no tag.
const streamTrigger = (kind: string, name: string): string =>
  dc(imageTrigger('web:latest')).replace(
    'kind: ImageStreamTag\n          name: web:latest\n',
    `kind: ${kind}\n          name: ${name}\n`,
  );

for (const [kind, name, image] of [
  ['ImageStream', 'web', pinned('b')],
  ['ImageRepository', 'web', pinned('b')],
  ['ImageStream', 'web:stable', 'registry.test/shop/web:1.0'],
] as const) {
  test(`an image trigger from ${kind} ${name} is read as OpenShift reads it, ImageStreamTag ${name.includes(':') ? name : `${name}:latest`}`, () => {
    const files = { [APP]: streamTrigger(kind, name), 'projects/shop/streams.yaml': streams };
    assert.ok(files[APP].includes(`kind: ${kind}\n`), files[APP]);
    const result = renderFiles(files);
    assert.equal(result.problems, []);
    const deployment = objectOf(result, 'Deployment', 'web');
    assert.is(deployment.spec.template.spec.containers[0].image, image);
  });
}

test.run();
