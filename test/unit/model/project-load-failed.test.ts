import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../src/errors/index.js';
import type { TemplateProcessor } from '../../../src/model/expand-templates.js';
import { loadRepository, type ProjectLoadCache } from '../../../src/model/load-repository.js';
import type { RepositoryModel } from '../../../src/model/project-model.js';
import type { SchemaValidator } from '../../../src/model/schema-validator.js';
import { snapshotFromFiles } from '../../../src/snapshot/snapshot.js';
import { processTemplate } from '../../../src/templates/index.js';
import { configMapYaml } from '../../support/manifests.js';
import { SETTINGS, TEST_SEED, testValidator } from '../../support/repo.js';

const TEMPLATE =
  'apiVersion: template.openshift.io/v1\nkind: Template\nmetadata:\n  name: t\nobjects:\n  - apiVersion: v1\n    kind: ConfigMap\n    metadata:\n      name: from-template\n';
const files = {
  'gitshift.yaml': SETTINGS,
  'projects/broken/t.yaml': TEMPLATE,
  'projects/broken/cm.yaml': configMapYaml({ name: 'plain', data: { a: 'b' } }),
  'projects/fine/cm.yaml': configMapYaml({ name: 'c', data: { a: 'b' } }),
  'projects/fine/t.yaml': TEMPLATE,
};

/** Fails like a bug of gitshift's own would, for templates of the project `broken` only. */
const failingProcessor: TemplateProcessor = (template, options) => {
  if (options.scope.startsWith('broken/')) throw new RangeError('Invalid string length');
  return processTemplate(template, options);
};

/** A validator that fails on one kind, the way a bug in a schema check would. */
const failingValidator = (kind: string): SchemaValidator => {
  const real = testValidator();
  return {
    ...real,
    validate: (k, value) => {
      if (k === kind) throw new TypeError('Cannot read properties of undefined');
      return real.validate(k, value);
    },
  };
};

const load = (
  processor: TemplateProcessor,
  validator: SchemaValidator = testValidator(),
  cache?: ProjectLoadCache,
): RepositoryModel =>
  loadRepository(snapshotFromFiles('test', new Map(Object.entries(files))), {
    validator,
    processTemplate: processor,
    templateSeed: TEST_SEED,
    ...(cache === undefined ? {} : { cache }),
  });

test('a throw while loading one project blocks that project with PROJECT_LOAD_FAILED; the others load', () => {
  const model = load(failingProcessor);
  assert.equal(model.problems.map(formatProblem), [
    'projects/broken:1:1: gitshift failed to load this project: Invalid string length; please report it [PROJECT_LOAD_FAILED]',
  ]);
  const broken = model.projects.find((p) => p.name === 'broken');
  const fine = model.projects.find((p) => p.name === 'fine');
  assert.equal(broken?.blocked, true);
  assert.equal(
    broken?.problems.map((p) => p.project),
    ['broken'],
  );
  assert.equal(broken?.manifests, [], 'nothing half-loaded is kept');
  assert.equal(fine?.blocked, false);
  assert.equal(
    fine?.manifests.map((m) => m.name),
    ['c', 't', 'from-template'],
  );
});

test('a throw from a schema check is reported for every project it hits, never thrown', () => {
  const model = load(processTemplate, failingValidator('Template'));
  assert.equal(
    model.problems.map((p) => [p.code, p.file]),
    [
      ['PROJECT_LOAD_FAILED', 'projects/broken'],
      ['PROJECT_LOAD_FAILED', 'projects/fine'],
    ],
  );
  assert.ok(model.projects.every((p) => p.blocked));
});

test('the cache never keeps a project that failed to load, so the next load tries it again', () => {
  const cache: ProjectLoadCache = new Map();
  load(failingProcessor, testValidator(), cache);
  assert.equal([...cache.keys()], ['fine']);
  const again = load(processTemplate, testValidator(), cache);
  assert.equal(again.problems, []);
  assert.equal([...cache.keys()].sort(), ['broken', 'fine']);
});

test.run();
