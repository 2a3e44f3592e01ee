import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadRepository } from '../../../src/model/load-repository.js';
import type { RepositoryModel } from '../../../src/model/project-model.js';
import { snapshotFromFiles } from '../../../src/snapshot/snapshot.js';
import { processTemplate } from '../../../src/templates/index.js';
import { objectOf, renderFiles } from '../../support/render.js';
import { loadFiles, SETTINGS, testValidator, yaml } from '../../support/repo.js';

const TEMPLATE = yaml`
  apiVersion: template.openshift.io/v1
  kind: Template
  metadata:
    name: redis
  objects:
    - apiVersion: v1
      kind: Secret
      metadata:
        name: \${NAME}
      stringData:
        password: \${PASSWORD}
    - apiVersion: apps.openshift.io/v1
      kind: DeploymentConfig
      metadata:
        name: \${NAME}
      spec:
        replicas: \${{REPLICAS}}
        selector:
          app: \${NAME}
        template:
          metadata:
            labels:
              app: \${NAME}
          spec:
            containers:
              - name: redis
                image: redis:7
  parameters:
    - name: NAME
      required: true
    - name: REPLICAS
      value: "1"
    - name: PASSWORD
      generate: expression
      from: "[a-zA-Z0-9]{16}"
`;

const values = (name: string, parameters: string): string =>
  `apiVersion: gitshift.io/v1alpha1\nkind: TemplateValues\nmetadata:\n  name: ${name}\ntemplate: redis\n${parameters}`;

const objects = (model: RepositoryModel): Record<string, unknown>[] =>
  (model.projects[0]?.manifests ?? [])
    .filter((m) => m.template !== undefined)
    .map((m) => ({ kind: m.kind, name: m.name, object: m.object }));

const problems = (model: RepositoryModel): string[][] =>
  model.problems.map((p) => [p.code, p.severity, `${p.file}:${p.line}:${p.col}`, p.field]);

test('a Template is processed once for each TemplateValues that names it, with their values, and not alone', () => {
  const model = loadFiles({
    'projects/shop/redis.yaml': TEMPLATE,
    'projects/shop/cache.yaml': values('cache', 'parameters:\n  NAME: cache\n  REPLICAS: 3\n'),
    'projects/shop/sessions.yaml': values('sessions', 'parameters:\n  NAME: sessions\n'),
  });
  assert.equal(problems(model), []);
  const produced = objects(model) as { kind: string; name: string; object: any }[];
  assert.equal(produced.map((o) => `${o.kind}/${o.name}`).sort(), [
    'DeploymentConfig/cache',
    'DeploymentConfig/sessions',
    'Secret/cache',
    'Secret/sessions',
  ]);
  const dc = (name: string) => produced.find((o) => o.kind === 'DeploymentConfig' && o.name === name)?.object;
  assert.is(dc('cache').spec.replicas, 3);
  assert.is(dc('sessions').spec.replicas, 1);
  const password = (name: string) => produced.find((o) => o.kind === 'Secret' && o.name === name)?.object;
  assert.is.not(password('cache').stringData.password, password('sessions').stringData.password);
  assert.ok(model.projects[0]?.manifests.some((m) => m.openshiftKind === 'TemplateValues'));
});

test('an unknown parameter is an error at its key in the values file', () => {
  const model = loadFiles({
    'projects/shop/redis.yaml': TEMPLATE,
    'projects/shop/cache.yaml': values('cache', 'parameters:\n  NAME: cache\n  replicas: 3\n'),
  });
  assert.equal(problems(model), [
    ['TEMPLATE_PARAMETER_UNKNOWN', 'error', 'projects/shop/cache.yaml:8:3', 'parameters.replicas'],
  ]);
  assert.match(model.problems[0]?.message ?? '', /did you mean REPLICAS\?/);
  assert.ok(model.projects[0]?.blocked);
});

test('a required parameter without a value is an error in the values file', () => {
  const model = loadFiles({
    'projects/shop/redis.yaml': TEMPLATE,
    'projects/shop/cache.yaml': values('cache', 'parameters:\n  REPLICAS: "2"\n'),
  });
  assert.equal(problems(model), [
    ['TEMPLATE_PARAMETER_REQUIRED', 'error', 'projects/shop/cache.yaml:6:1', 'parameters'],
  ]);
  assert.match(model.problems[0]?.message ?? '', /parameter NAME of Template 'redis' is required/);
});

test('a value of the wrong type for ${{P}} is an error at the value, naming the field it lands in', () => {
  const model = loadFiles({
    'projects/shop/redis.yaml': TEMPLATE,
    'projects/shop/cache.yaml': values('cache', 'parameters:\n  NAME: cache\n  REPLICAS: three\n'),
  });
  assert.equal(problems(model), [
    ['SCHEMA_TYPE', 'error', 'projects/shop/cache.yaml:8:13', 'parameters.REPLICAS'],
  ]);
  assert.match(
    model.problems[0]?.message ?? '',
    /REPLICAS is used as \$\{\{REPLICAS\}\} at objects\[1\]\.spec\.replicas/,
  );
});

test('values naming no Template of the project are an error at template', () => {
  const model = loadFiles({
    'projects/shop/redis.yaml': TEMPLATE,
    'projects/shop/cache.yaml': values('cache', 'parameters:\n  NAME: cache\n').replace(
      'template: redis',
      'template: rediss',
    ),
  });
  assert.equal(
    problems(model).filter((p) => p[0] !== 'TEMPLATE_PARAMETER_REQUIRED'),
    [['TEMPLATE_VALUES_UNMATCHED', 'error', 'projects/shop/cache.yaml:5:11', 'template']],
  );
});

test('a value that is not text, a whole number or a boolean is a schema error', () => {
  const model = loadFiles({
    'projects/shop/redis.yaml': TEMPLATE,
    'projects/shop/cache.yaml': values('cache', 'parameters:\n  NAME: cache\n  REPLICAS: 1.5\n'),
  });
  assert.equal(problems(model), [
    ['SCHEMA_TYPE', 'error', 'projects/shop/cache.yaml:8:13', 'parameters.REPLICAS'],
  ]);
});

test('two instances that give objects the same name are duplicates', () => {
  const model = loadFiles({
    'projects/shop/redis.yaml': TEMPLATE,
    'projects/shop/a.yaml': values('a', 'parameters:\n  NAME: same\n'),
    'projects/shop/b.yaml': values('b', 'parameters:\n  NAME: same\n'),
  });
  assert.ok(model.problems.some((p) => p.code === 'DUPLICATE_OBJECT'));
});

test("TemplateValues are gitshift's own: another apiVersion spelling is refused", () => {
  const model = loadFiles({
    'projects/shop/redis.yaml': TEMPLATE,
    'projects/shop/cache.yaml': values('cache', 'parameters:\n  NAME: cache\n').replace(
      'gitshift.io/v1alpha1',
      'gitshift.io/v1',
    ),
  });
  assert.ok(
    model.problems.some((p) => p.code === 'UNKNOWN_API_VERSION' && p.file === 'projects/shop/cache.yaml'),
  );
});

const withoutSeed = (placeholders: boolean): RepositoryModel =>
  loadRepository(
    snapshotFromFiles(
      'test',
      new Map(
        Object.entries({
          'gitshift.yaml': SETTINGS,
          'projects/shop/redis.yaml': TEMPLATE,
          'projects/shop/cache.yaml': values('cache', 'parameters:\n  NAME: cache\n'),
        }),
      ),
    ),
    {
      validator: testValidator(),
      processTemplate,
      templateSeed: undefined,
      templatePlaceholders: placeholders,
    },
  );

test('without a seed, placeholders let a repository validate; without them the seed is required', () => {
  assert.equal(problems(withoutSeed(true)), []);
  const secret = withoutSeed(true).projects[0]?.manifests.find((m) => m.kind === 'Secret');
  assert.match((secret?.object as any).stringData.password, /^[a-zA-Z0-9]{16}$/);
  assert.equal(
    problems(withoutSeed(false)).map((p) => p[0]),
    ['TEMPLATE_SEED_MISSING'],
  );
});

test('TemplateValues are never rendered; the objects of each instance are', () => {
  const result = renderFiles({
    'projects/shop/redis.yaml': TEMPLATE,
    'projects/shop/cache.yaml': values('cache', 'parameters:\n  NAME: cache\n'),
  });
  assert.equal(result.problems, []);
  const kinds = result.projects.flatMap((p) => p.objects.map((o) => o.kind));
  assert.not.ok(kinds.includes('TemplateValues'));
  assert.is(objectOf(result, 'Secret', 'cache').kind, 'Secret');
});

test('TemplateValues without a template are one schema error, nothing more', () => {
  const model = loadFiles({
    'projects/shop/redis.yaml': TEMPLATE,
    'projects/shop/cache.yaml': values('cache', 'parameters:\n  NAME: cache\n').replace(
      'template: redis\n',
      '',
    ),
  });
  assert.equal(
    problems(model).filter((p) => p[2]?.startsWith('projects/shop/cache.yaml')),
    [['SCHEMA_REQUIRED', 'error', 'projects/shop/cache.yaml:1:1', 'template']],
  );
});

test.run();
