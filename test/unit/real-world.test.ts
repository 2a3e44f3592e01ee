import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../src/errors/index.js';
import type { Manifest } from '../../src/model/manifest.js';
import {
  checkRendered,
  checkTemplate,
  CORPUS_DIR,
  corpusFiles,
  observe,
  projectNameOf,
} from '../fixtures/real-world/corpus.js';
import { REAL_WORLD_EXPECTATIONS } from '../fixtures/real-world/expectations.js';
import { matchesExpectation } from '../fixtures/real-world/outcome.js';

// Each real file from public OpenShift repositories is loaded, validated and
// rendered alone, and must do exactly what its expectation says. When a fix of
// issue 12 lands, a `gap` here fails on purpose: update its `seen`, or move it
// to `ok` with the objects `npx tsx scripts/real-world-report.ts --changed` prints.

const files = corpusFiles();

test('the corpus holds at least 60 real files, each with its source in README.md', () => {
  assert.ok(files.length >= 60, `only ${files.length} files`);
  const readme = readFileSync(join(CORPUS_DIR, 'README.md'), 'utf8');
  const unlisted = files.filter((file) => !readme.includes(`\`${file.id}\``)).map((file) => file.id);
  assert.equal(unlisted, [], 'files README.md does not list');
});

test('every corpus file has an expectation, and every expectation a file', () => {
  const ids = files.map((file) => file.id);
  assert.equal(
    ids.filter((id) => REAL_WORLD_EXPECTATIONS[id] === undefined),
    [],
    'files without expectation',
  );
  assert.equal(
    Object.keys(REAL_WORLD_EXPECTATIONS).filter((id) => !ids.includes(id)),
    [],
    'expectations without file',
  );
});

test('project names made from file names are DNS-1123 labels', () => {
  assert.is(projectNameOf('origin/Jenkins_Template.v2.JSON.json'), 'jenkins-template-v2-json');
  assert.is(projectNameOf(`x/${'a'.repeat(70)}.yaml`), 'a'.repeat(63));
  assert.is(projectNameOf('x/__.yml'), 'project');
  for (const file of files) assert.match(projectNameOf(file.id), /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/);
});

for (const file of files) {
  const expectation = REAL_WORLD_EXPECTATIONS[file.id];
  if (expectation === undefined) continue;
  test(`real-world ${file.id} is ${expectation.outcome}`, () => {
    const observation = observe(file, expectation.project);
    const mismatch = matchesExpectation(observation, expectation);
    const listing = [...observation.problems.map(formatProblem), ...observation.details].join('\n  ');
    assert.is(mismatch, undefined, `${file.id}: ${mismatch ?? ''}\n  ${listing}`);
  });
}

// The `oc process` checks must be able to fail, or an `ok` proves nothing.

const template = {
  kind: 'Template',
  name: 't',
  basePath: [],
  object: {
    labels: { template: 't' },
    parameters: [
      { name: 'NAME', value: 'web' },
      { name: 'PASSWORD', generate: 'expression', from: 'pw[a-z]{4}' },
    ],
    objects: [
      {
        kind: 'DeploymentConfig',
        metadata: { name: '${NAME}' },
        spec: {
          template: { metadata: { labels: { app: '${NAME}' } } },
          env: [{ name: 'P', value: '${PASSWORD}' }],
        },
      },
    ],
  },
} as unknown as Manifest;

const processed = (object: Record<string, unknown>): Manifest =>
  ({
    kind: 'DeploymentConfig',
    name: 'web',
    template: 't',
    basePath: ['objects', 0],
    object,
  }) as unknown as Manifest;

const good = {
  kind: 'DeploymentConfig',
  metadata: { name: 'web', labels: { template: 't' } },
  spec: { template: { metadata: { labels: { app: 'web' } } }, env: [{ name: 'P', value: 'pwabcd' }] },
};

test('the oc process checks pass output as oc process makes it', () => {
  assert.equal(checkTemplate(template, [processed(good)]), []);
});

test('the oc process checks catch a parameter left, a wrong value, a missing or leaked template label', () => {
  const bad = {
    kind: 'DeploymentConfig',
    metadata: { name: '${NAME}' },
    spec: {
      template: { metadata: { labels: { app: 'web', template: 't' } } },
      env: [{ name: 'P', value: 'pwABCD' }],
    },
  };
  const checks = checkTemplate(template, [processed(bad)]).map((failure) => failure.check);
  assert.equal([...new Set(checks)].sort(), [
    'labels-in-pod-template',
    'labels-missing',
    'parameter-left',
    'substitution',
  ]);
});

test('the render checks catch a placeholder image that would run and a scaled DeploymentConfig', () => {
  const deployment = (replicas: number) => ({
    kind: 'Deployment',
    metadata: { name: 'web' },
    spec: { replicas, template: { spec: { containers: [{ name: 'web', image: ' ' }] } } },
  });
  const hpa = {
    kind: 'HorizontalPodAutoscaler',
    metadata: { name: 'web' },
    spec: { scaleTargetRef: { kind: 'DeploymentConfig', name: 'web' } },
  };
  assert.equal(
    checkRendered([deployment(0)]),
    [],
    'a Deployment held at 0 replicas until its image resolves',
  );
  assert.equal(
    checkRendered([deployment(1), hpa]).map((failure) => failure.check),
    ['placeholder-image', 'scale-target-deploymentconfig'],
  );
});

test.run();
