import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadRepository, type ProjectLoadCache } from '../../../src/model/load-repository.js';
import type { RepositoryModel } from '../../../src/model/project-model.js';
import { snapshotFromFiles } from '../../../src/snapshot/snapshot.js';
import { processTemplate } from '../../../src/templates/index.js';
import { configMapYaml } from '../../support/manifests.js';
import { SETTINGS, TEST_SEED, testValidator, yaml } from '../../support/repo.js';

const configMap = (name: string, value: string): string => configMapYaml({ name, data: { value } });
// A manifest with a schema problem, so cached problems are checked too.
const badDeploymentConfig = yaml`
  apiVersion: apps.openshift.io/v1
  kind: DeploymentConfig
  metadata:
    name: web
  spec:
    replicas: many
`;

const load = (files: Record<string, string>, cache?: ProjectLoadCache): RepositoryModel =>
  loadRepository(
    snapshotFromFiles('test', new Map(Object.entries({ 'gitshift.yaml': SETTINGS, ...files }))),
    {
      validator: testValidator(),
      processTemplate,
      templateSeed: TEST_SEED,
      ...(cache === undefined ? {} : { cache }),
    },
  );

/** What a model says, without object identity: what must not differ between a cached and a fresh load. */
const meaning = (model: RepositoryModel): unknown =>
  model.projects.map((p) => ({
    name: p.name,
    blocked: p.blocked,
    problems: p.problems,
    objects: p.manifests.map((m) => m.object),
  }));

const first = {
  'projects/a/cm.yaml': configMap('one', '1'),
  'projects/b/cm.yaml': configMap('two', '2'),
  'projects/b/dc.yaml': badDeploymentConfig,
  'projects/c/cm.yaml': configMap('three', '3'),
};

test('a load with a cache means exactly what a fresh load means, across changes, additions and removals', () => {
  const cache: ProjectLoadCache = new Map();
  assert.equal(meaning(load(first, cache)), meaning(load(first)));
  const second: Record<string, string> = {
    ...first,
    'projects/a/cm.yaml': configMap('one', 'changed'),
    'projects/d/cm.yaml': configMap('four', '4'),
  };
  delete second['projects/c/cm.yaml'];
  assert.equal(meaning(load(second, cache)), meaning(load(second)));
  assert.equal([...cache.keys()].sort(), ['a', 'b', 'd'], 'a removed project leaves the cache');
});

test('an unchanged folder is reused, not parsed again; a changed one is', () => {
  const cache: ProjectLoadCache = new Map();
  const before = load(first, cache);
  const after = load({ ...first, 'projects/a/cm.yaml': configMap('one', 'changed') }, cache);
  const manifests = (model: RepositoryModel, name: string) =>
    model.projects.find((p) => p.name === name)?.manifests;
  assert.is(manifests(after, 'b')?.[0], manifests(before, 'b')?.[0], 'b is the same object');
  assert.is.not(manifests(after, 'a')?.[0], manifests(before, 'a')?.[0], 'a was loaded again');
  assert.ok(after.projects.find((p) => p.name === 'b')?.blocked, 'cached problems still block');
});

test('renaming a file changes the key even when the bytes are the same', () => {
  const cache: ProjectLoadCache = new Map();
  load(first, cache);
  const renamed = { ...first, 'projects/a/renamed.yaml': first['projects/a/cm.yaml'] };
  delete (renamed as Record<string, string>)['projects/a/cm.yaml'];
  const model = load(renamed, cache);
  assert.is(model.projects.find((p) => p.name === 'a')?.manifests[0]?.source.file, 'projects/a/renamed.yaml');
});

test.run();
