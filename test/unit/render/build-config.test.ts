import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deploymentConfigYaml } from '../../support/manifests.js';
import { yaml } from '../../support/repo.js';
import { objectOf, renderFiles } from '../../support/render.js';

const APP = 'projects/shop/app.yaml';
const web = deploymentConfigYaml({ image: 'registry.test/web:1' });

const build = (specLines: string): string =>
  yaml`
  apiVersion: build.openshift.io/v1
  kind: BuildConfig
  metadata:
    name: app
  spec:
    source:
      git:
        uri: https://git.example/shop/app.git
        ref: main
    strategy:
      type: Source
      sourceStrategy:
        from:
          kind: DockerImage
          name: ruby:3.2
    triggers:
      - type: ConfigChange
` + specLines;

// Problems in a BuildConfig cannot make a rendered object wrong: builds render nothing yet.
const setAside: [string, string, string][] = [
  ['a value the schema refuses', '  runPolicy: Sometimes\n', 'SCHEMA_ENUM'],
  [
    'an output to an ImageStream that does not exist',
    '  output:\n    to:\n      kind: ImageStreamTag\n      name: nowhere:latest\n',
    'DANGLING_BUILD_OUTPUT',
  ],
];
for (const [name, lines, code] of setAside) {
  test(`a BuildConfig with ${name} is set aside with a warning; the project renders`, () => {
    const result = renderFiles({ [APP]: `${web}---\n${build(lines)}` });
    assert.equal(result.skipped, []);
    objectOf(result, 'Deployment', 'web');
    const problem = result.problems.find((p) => p.code === code);
    assert.is(problem?.severity, 'warning', JSON.stringify(result.problems));
    assert.match(problem?.message ?? '', 'BuildConfig');
    assert.ok(result.problems.every((p) => p.severity === 'warning'));
  });
}

test('an error in another object of the same file still blocks the project', () => {
  const broken = web.replace('replicas: 1', 'replicas: many');
  const result = renderFiles({ [APP]: `${build('  runPolicy: Sometimes\n')}---\n${broken}` });
  assert.equal(
    result.skipped.map((s) => s.name),
    ['shop'],
  );
  const errors = result.problems.filter((p) => p.severity === 'error');
  assert.equal(
    errors.map((p) => p.field),
    ['spec.replicas'],
  );
});

test('the render says what a BuildConfig will do once builds run', () => {
  const result = renderFiles({
    [APP]: `${web}---\n${build('  output:\n    to:\n      kind: ImageStreamTag\n      name: app:latest\n')}---\napiVersion: image.openshift.io/v1\nkind: ImageStream\nmetadata:\n  name: app\n`,
  });
  const [note] = result.projects[0]?.builds ?? [];
  assert.is(note?.name, 'app');
  assert.is(note?.file, APP);
  assert.match(note?.summary ?? '', 'builds do not run yet');
  assert.match(note?.summary ?? '', 'Source strategy (ruby:3.2)');
  assert.match(note?.summary ?? '', 'https://git.example/shop/app.git#main');
  assert.match(note?.summary ?? '', 'ImageStreamTag app:latest');
  assert.match(note?.summary ?? '', 'started by its triggers: ConfigChange');
});

test.run();
