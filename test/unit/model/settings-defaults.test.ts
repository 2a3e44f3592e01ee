import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../src/errors/index.js';
import { loadSettings } from '../../../src/model/load-settings.js';
import { DEFAULT_SETTINGS, type RepositorySettings } from '../../../src/model/settings.js';
import { createSchemaValidator } from '../../../src/model/schema-validator.js';
import { bundledSchemas } from '../../../src/model/schemas.js';

const validator = createSchemaValidator(bundledSchemas());
const load = (text: string): RepositorySettings => {
  const loaded = loadSettings(new TextEncoder().encode(text), { validator, projects: 1 });
  assert.equal(loaded.problems.map(formatProblem), []);
  return loaded.settings;
};

/** What gitshift applied for an empty gitshift.yaml before the schema became the only place of the defaults. */
const EFFECTIVE_BEFORE: RepositorySettings = {
  name: 'default',
  routerSuffix: 'apps.local',
  ingress: { className: undefined, controller: 'nginx' },
  routes: { mode: 'ingress' },
  openshiftKinds: 'drop',
  registries: [],
  prune: { enabled: true, allowProjectDeletion: false, maxDeleteRatio: 0.5 },
  previews: {
    enabled: false,
    projects: [],
    matchLabels: {},
    namespace: '{project}-pr-{number}',
    hostPrefix: 'pr-{number}-',
    maxConcurrent: 10,
    ttlMs: 168 * 3_600_000,
    keepLabel: 'keep',
    forks: false,
    forkSecrets: false,
    maxReplicas: 1,
    quota: { cpu: '2', memory: '2Gi', pods: 10, containerCpu: '250m', containerMemory: '256Mi' },
  },
  selfHeal: true,
  validation: { unknownFields: 'warn', references: 'warn' },
};

test('an empty gitshift.yaml gets the defaults gitshift applied before, from the schema', () => {
  assert.equal(load('{}\n'), EFFECTIVE_BEFORE);
});

test('the defaults of a missing or empty gitshift.yaml are the same as those of {}', () => {
  assert.equal(DEFAULT_SETTINGS, EFFECTIVE_BEFORE);
  assert.equal(load(''), EFFECTIVE_BEFORE);
});

// gitshift.yaml, the field read back, its value
const partial: [string, (s: RepositorySettings) => unknown, unknown][] = [
  [
    'prune: { enabled: false }',
    (s) => s.prune,
    { enabled: false, allowProjectDeletion: false, maxDeleteRatio: 0.5 },
  ],
  [
    'previews: { ttl: 2h, selector: { matchLabels: { team: web } } }',
    (s) => s.previews,
    { ...EFFECTIVE_BEFORE.previews, ttlMs: 7_200_000, matchLabels: { team: 'web' } },
  ],
  [
    'ingress: { className: nginx-internal }',
    (s) => s.ingress,
    { className: 'nginx-internal', controller: 'nginx' },
  ],
  ['validation: { references: error }', (s) => s.validation, { unknownFields: 'warn', references: 'error' }],
  [
    'registries: [{ name: r, url: https://r.example.com }]',
    (s) => s.registries,
    [{ name: 'r', url: 'https://r.example.com', insecure: false, credentialsSecret: undefined }],
  ],
  ['routes: {}', (s) => s.routes, { mode: 'ingress' }],
];
for (const [text, field, expected] of partial) {
  test(`a field left out of a section that is given gets its default: ${text}`, () => {
    assert.equal(field(load(`${text}\n`)), expected);
  });
}

test.run();
