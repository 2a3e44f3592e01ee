import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closest, createSchemaValidator } from '../../../src/model/schema-validator.js';
import { schemasToCompile } from '../../../src/model/schemas.js';
import { testValidator } from '../../support/repo.js';

const validDeploymentConfig = {
  apiVersion: 'apps.openshift.io/v1',
  kind: 'DeploymentConfig',
  metadata: { name: 'frontend' },
  spec: {
    replicas: 2,
    strategy: { type: 'Rolling', rollingParams: { maxSurge: '25%', maxUnavailable: 0 } },
    triggers: [
      { type: 'ConfigChange' },
      {
        type: 'ImageChange',
        imageChangeParams: {
          automatic: true,
          containerNames: ['web'],
          from: { kind: 'ImageStreamTag', name: 'web:latest' },
        },
      },
    ],
    template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'web', image: ' ' }] } },
  },
};

test('every bundled schema compiles in strict mode, one kind per schema with a type', () => {
  const kinds = readdirSync(new URL('../../../schemas/', import.meta.url))
    .map((file) => JSON.parse(readFileSync(new URL(`../../../schemas/${file}`, import.meta.url), 'utf8')))
    .filter((schema) => schema.type !== undefined)
    .map((schema) => String(schema.title))
    .sort();
  assert.ok(kinds.includes('DeploymentConfig') && kinds.includes('Settings'), kinds.join());
  assert.equal(createSchemaValidator(schemasToCompile()).kinds, kinds);
  assert.equal(testValidator().kinds, kinds);
});

test('a real DeploymentConfig passes', () => {
  assert.equal(testValidator().validate('DeploymentConfig', validDeploymentConfig), []);
});

const mistakes: [string, (dc: typeof validDeploymentConfig) => unknown, string, string][] = [
  [
    'unknown field with a suggestion',
    (dc) => ({ ...dc, spec: { ...dc.spec, replica: 1 } }),
    'SCHEMA_UNKNOWN_FIELD',
    "did you mean 'replicas'",
  ],
  [
    'int-or-string given a boolean',
    (dc) => ({ ...dc, spec: { ...dc.spec, strategy: { rollingParams: { maxSurge: false } } } }),
    'SCHEMA_TYPE',
    'an integer or a string',
  ],
  [
    'enum',
    (dc) => ({ ...dc, spec: { ...dc.spec, strategy: { type: 'BlueGreen' } } }),
    'SCHEMA_ENUM',
    'Rolling, Recreate, Custom',
  ],
  ['required', (dc) => ({ ...dc, spec: { replicas: 1 } }), 'SCHEMA_REQUIRED', "'template'"],
  [
    'wrong apiVersion spelling',
    (dc) => ({ ...dc, apiVersion: 'apps/v1' }),
    'SCHEMA_ENUM',
    'apps.openshift.io/v1, v1',
  ],
];

for (const [name, mutate, code, text] of mistakes) {
  test(`a DeploymentConfig mistake is reported: ${name}`, () => {
    const issues = testValidator().validate('DeploymentConfig', mutate(validDeploymentConfig));
    assert.is(issues.length, 1, JSON.stringify(issues));
    assert.is(issues[0]?.code, code);
    assert.ok(issues[0]?.message.includes(text), issues[0]?.message);
  });
}

test('typo suggestions only for near misses', () => {
  assert.is(closest('imageChangeParms', ['imageChangeParams', 'type']), 'imageChangeParams');
  assert.is(closest('xyz', ['imageChangeParams', 'type']), undefined);
});

test.run();
