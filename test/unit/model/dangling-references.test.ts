import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, type Problem, type ProblemCode } from '../../../src/errors/index.js';
import { loadRepository } from '../../../src/model/load-repository.js';
import { snapshotFromFiles } from '../../../src/snapshot/snapshot.js';
import { processTemplate } from '../../../src/templates/index.js';
import {
  buildConfigYaml,
  deploymentConfigYaml,
  dockerImage,
  imageStreamYaml,
  routeYaml,
  streamTag,
} from '../../support/manifests.js';
import { objectOf, renderFiles } from '../../support/render.js';
import { loadFiles, SETTINGS, testValidator, TEST_SEED, yaml } from '../../support/repo.js';

const APP = 'projects/shop/app.yaml';
const STRICT_SETTINGS = `${SETTINGS}validation:\n  references: error\n`;

/** A reference to an object the project does not define: the API server admits it, OpenShift resolves it later. */
const dangling: [string, string, ProblemCode, RegExp][] = [
  ['a Route to a missing Service', routeYaml(), 'DANGLING_ROUTE_SERVICE', /answers 503/],
  [
    'an image change trigger naming a missing ImageStream',
    deploymentConfigYaml({ imageChange: { from: 'api:latest' } }),
    'DANGLING_IMAGE_TRIGGER',
    /never rolls it out .* 0 replicas/,
  ],
  [
    'an image change trigger naming a missing tag',
    `${imageStreamYaml({ name: 'web', tags: [{ name: 'latest', from: dockerImage('nginx:1.27') }] })}---\n${deploymentConfigYaml({ imageChange: { from: 'web:stable' } })}`,
    'DANGLING_IMAGE_TRIGGER',
    /never rolls it out .* 0 replicas/,
  ],
  [
    'an image stream tag tracking a missing stream',
    imageStreamYaml({ name: 'web', tags: [{ name: 'latest', from: streamTag('ruby:2.7') }] }),
    'DANGLING_IMAGE_STREAM_TAG',
    /has no image until/,
  ],
  [
    'a build whose output goes to a missing stream',
    buildConfigYaml({ output: 'web:latest' }),
    'DANGLING_BUILD_OUTPUT',
    /cannot push/,
  ],
];

const ofCode = (problems: readonly Problem[], code: ProblemCode): Problem[] =>
  problems.filter((p) => p.code === code);

for (const [name, files, code, says] of dangling) {
  test(`${name} is a warning saying what a cluster does, and the project renders`, () => {
    const model = loadFiles({ [APP]: files });
    const listing = model.problems.map(formatProblem).join('\n');
    const found = ofCode(model.problems, code);
    assert.equal(
      found.map((p) => p.severity),
      ['warning'],
      listing,
    );
    assert.match(found[0]?.message ?? '', says);
    assert.is(model.projects[0]?.blocked, false, listing);
  });

  test(`${name} is an error with validation.references: error`, () => {
    const model = loadFiles({ [APP]: files }, { settings: STRICT_SETTINGS });
    const found = ofCode(model.problems, code);
    assert.equal(
      found.map((p) => p.severity),
      // Until builds run, a BuildConfig's errors set it aside instead of blocking the project.
      [code === 'DANGLING_BUILD_OUTPUT' ? 'warning' : 'error'],
      model.problems.map(formatProblem).join('\n'),
    );
  });

  test(`${name} is an error with the loader's references: 'error' (--strict), over gitshift.yaml`, () => {
    const all = new Map([
      ['gitshift.yaml', `${SETTINGS}validation:\n  references: warn\n`],
      [APP, files],
    ]);
    const model = loadRepository(snapshotFromFiles('test', all), {
      validator: testValidator(),
      processTemplate,
      templateSeed: TEST_SEED,
      references: 'error',
    });
    assert.ok(
      ofCode(model.problems, code).every((p) => p.severity === 'error' || code === 'DANGLING_BUILD_OUTPUT'),
      model.problems.map(formatProblem).join('\n'),
    );
    assert.is(ofCode(model.problems, code).length, 1);
  });
}

test('tags tracking each other in a circle stay an error: they can never resolve', () => {
  const model = loadFiles({
    [APP]: imageStreamYaml({
      name: 'web',
      tags: [
        { name: 'a', from: streamTag('b') },
        { name: 'b', from: streamTag('web:a') },
      ],
    }),
  });
  assert.equal(
    model.problems.map((p) => [p.code, p.severity]),
    [['TAG_CYCLE', 'error']],
  );
});

// OpenShift admits a DeploymentConfig whose trigger names a tag nobody provides, and never rolls it out.
const NEVER_RESOLVED = yaml`
  apiVersion: apps.openshift.io/v1
  kind: DeploymentConfig
  metadata:
    name: example
  spec:
    replicas: 2
    template:
      metadata:
        labels:
          app: example
      spec:
        containers:
          - name: ruby
            command: [/bin/sleep, "100"]
          - name: ruby2
            image: ""
          - name: sidecar
            image: busybox:1.36
    triggers:
      - type: ConfigChange
      - type: ImageChange
        imageChangeParams:
          automatic: true
          containerNames: [ruby, ruby2]
          from:
            kind: ImageStreamTag
            name: ruby-30:latest
`;

test('a DeploymentConfig whose trigger names a tag nobody provides renders held back, admissible by the API server', () => {
  const result = renderFiles({ [APP]: NEVER_RESOLVED });
  const deployment = objectOf(result, 'Deployment', 'example');
  assert.is(deployment['spec'].replicas, 0);
  assert.is(deployment.metadata.annotations?.['gitshift.io/waiting-for-image'], 'shop/ruby-30:latest');
  // The API server refuses a Deployment container without an image; " " is the placeholder it admits.
  assert.equal(
    (deployment['spec'].template.spec.containers as { image?: string }[]).map((c) => c.image),
    [' ', ' ', 'busybox:1.36'],
  );
  // One warning, saying what happens: not a second IMAGE_UNRESOLVED about the same trigger.
  assert.equal(
    result.problems.map((p) => [p.code, p.severity, p.field]),
    [['DANGLING_IMAGE_TRIGGER', 'warning', 'spec.triggers[1].imageChangeParams.from.name']],
  );
});

test('with validation.references: error the DeploymentConfig blocks its project instead', () => {
  const result = renderFiles({ [APP]: NEVER_RESOLVED }, { settings: STRICT_SETTINGS });
  assert.equal(result.projects, []);
  assert.equal(
    result.problems.map((p) => [p.code, p.severity]),
    [['DANGLING_IMAGE_TRIGGER', 'error']],
  );
});

test.run();
