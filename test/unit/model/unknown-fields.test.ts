import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, type Problem } from '../../../src/errors/index.js';
import { deploymentConfigYaml, routeYaml, serviceYaml } from '../../support/manifests.js';
import { objectOf, renderFiles } from '../../support/render.js';
import { loadFiles, SETTINGS, yaml } from '../../support/repo.js';

const APP = 'projects/shop/app.yaml';
const service = serviceYaml({ ports: [{ port: 80, targetPort: 8080 }] });

/** Leftovers that real files carry and the API server drops. */
const leftovers: [string, string, string][] = [
  [
    'containers[].capabilities',
    deploymentConfigYaml({ image: 'nginx:1.27' }).replace(
      '      containers:\n        - name: web\n',
      '      containers:\n        - name: web\n          capabilities: {}\n',
    ),
    'spec.template.spec.containers[0].capabilities',
  ],
  ['Route id', `${routeYaml()}id: web\n`, 'id'],
  [
    'recreateParams.maxSurge',
    deploymentConfigYaml({
      image: 'nginx:1.27',
      strategy: { type: 'Recreate', recreateParams: { timeoutSeconds: 600 } },
    }).replace('      timeoutSeconds: 600\n', '      timeoutSeconds: 600\n      maxSurge: 25%\n'),
    'spec.strategy.recreateParams.maxSurge',
  ],
];

const unknown = (problems: readonly Problem[]): Problem[] =>
  problems.filter((p) => p.code === 'SCHEMA_UNKNOWN_FIELD');

for (const [name, manifest, field] of leftovers) {
  test(`an unknown field is a warning and the project still renders: ${name}`, () => {
    const files = { [APP]: `${manifest}---\n${service}` };
    const model = loadFiles(files);
    const listing = model.problems.map(formatProblem).join('\n');
    assert.equal(
      unknown(model.problems).map((p) => [p.field, p.severity]),
      [[field, 'warning']],
      listing,
    );
    assert.is(model.projects[0]?.blocked, false, listing);
    assert.ok(renderFiles(files).projects.some((p) => p.name === 'shop'));
  });

  test(`an unknown field is an error with unknownFields 'error' (--strict): ${name}`, () => {
    const model = loadFiles({ [APP]: `${manifest}---\n${service}` }, { unknownFields: 'error' });
    assert.equal(
      unknown(model.problems).map((p) => [p.field, p.severity]),
      [[field, 'error']],
    );
    assert.is(model.projects[0]?.blocked, true);
  });
}

test('a warning keeps the "did you mean" hint and says the field is ignored', () => {
  const model = loadFiles({ [APP]: deploymentConfigYaml({ image: 'nginx:1.27' }).concat('  replica: 2\n') });
  const [problem] = unknown(model.problems);
  assert.ok(problem);
  assert.is(problem.severity, 'warning');
  assert.match(problem.message, /unknown field 'replica'; did you mean 'replicas'\?/);
  assert.match(problem.message, /ignored/);
});

test("gitshift.yaml's validation.unknownFields: error makes unknown fields errors", () => {
  const model = loadFiles(
    { [APP]: `${routeYaml()}id: web\n---\n${service}` },
    { settings: `${SETTINGS}validation:\n  unknownFields: error\n` },
  );
  assert.equal(
    model.problems.map((p) => [p.code, p.severity]),
    [['SCHEMA_UNKNOWN_FIELD', 'error']],
  );
  assert.is(model.projects[0]?.blocked, true);
});

test("the unknownFields option wins over gitshift.yaml's setting", () => {
  const model = loadFiles(
    { [APP]: `${routeYaml()}id: web\n---\n${service}` },
    { settings: `${SETTINGS}validation:\n  unknownFields: error\n`, unknownFields: 'warn' },
  );
  assert.equal(
    model.problems.map((p) => [p.code, p.severity]),
    [['SCHEMA_UNKNOWN_FIELD', 'warning']],
  );
});

test('a Template with an unknown field is still processed', () => {
  const template = yaml`
    apiVersion: template.openshift.io/v1
    kind: Template
    metadata:
      name: t
    id: leftover
    objects:
      - apiVersion: v1
        kind: ConfigMap
        metadata:
          name: c
        data:
          v: '1'
  `;
  const result = renderFiles({ [APP]: template });
  assert.equal(
    result.problems.map((p) => [p.code, p.severity, p.field]),
    [['SCHEMA_UNKNOWN_FIELD', 'warning', 'id']],
  );
  assert.is(objectOf(result, 'ConfigMap', 'c').data.v, '1');
});

test.run();
