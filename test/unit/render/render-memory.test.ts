import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ProjectLoadCache } from '../../../src/model/load-repository.js';
import type { RepositoryModel } from '../../../src/model/project-model.js';
import { stepsToEnd } from '../../../src/model/steps.js';
import {
  renderRepository,
  renderRepositorySteps,
  type RenderedRevision,
} from '../../../src/render/render-repository.js';
import { canonicalJson } from '../../../src/yaml/values/lossless-json.js';
import {
  buildConfigYaml,
  configMapYaml,
  deploymentConfigYaml,
  imageStreamYaml,
  routeYaml,
  serviceYaml,
} from '../../support/manifests.js';
import { loadFiles, SETTINGS } from '../../support/repo.js';

type Files = Record<string, string>;

const IMAGE_A = 'registry.test/shop/app@sha256:' + 'a'.repeat(64);
const IMAGE_B = 'registry.test/shop/app@sha256:' + 'b'.repeat(64);

/** Three projects: `images` holds a stream that `web` deploys from; `other` stands alone. */
function repository(overrides: Files = {}): Files {
  return {
    'projects/images/streams.yaml': imageStreamYaml({
      name: 'app',
      status: [
        { tag: 'latest', items: [{ dockerImageReference: IMAGE_A, image: `sha256:${'a'.repeat(64)}` }] },
      ],
    }),
    'projects/web/dc.yaml': deploymentConfigYaml({
      name: 'web',
      imageChange: { from: 'app:latest', namespace: 'images' },
    }),
    'projects/web/service.yaml': serviceYaml({ ports: [{ port: 8080 }] }),
    'projects/web/route.yaml': routeYaml(),
    'projects/other/config.yaml': configMapYaml({ name: 'settings', data: { a: '1' } }),
    ...overrides,
  };
}

/**
 * Loads `before` and `after` with one folder cache, as serve does across
 * commits, and renders `after` with the memory of `before`'s render.
 */
function renderAfter(
  before: Files,
  after: Files,
): { first: RenderedRevision; next: RenderedRevision; model: RepositoryModel } {
  const cache: ProjectLoadCache = new Map();
  const first = stepsToEnd(
    renderRepositorySteps(loadFiles(before, { cache }), { remember: { previous: undefined } }),
  );
  const model = loadFiles(after, { cache });
  return {
    first,
    next: stepsToEnd(renderRepositorySteps(model, { remember: { previous: first.memory } })),
    model,
  };
}

function projectOf(revision: RenderedRevision, name: string) {
  const found = revision.result.projects.find((p) => p.name === name);
  if (found === undefined) throw new Error(`no project ${name}`);
  return found;
}

function assertSameAsFullRender(next: RenderedRevision, model: RepositoryModel): void {
  assert.is(canonicalJson(next.result), canonicalJson(renderRepository(model)));
}

test('a commit that changes one folder renders that project again and takes the others from the last render', () => {
  const before = repository();
  const after = repository({
    'projects/other/config.yaml': configMapYaml({ name: 'settings', data: { a: '2' } }),
  });
  const { first, next, model } = renderAfter(before, after);

  assert.is(projectOf(next, 'web'), projectOf(first, 'web'));
  assert.is(projectOf(next, 'images'), projectOf(first, 'images'));
  assert.is.not(projectOf(next, 'other'), projectOf(first, 'other'));
  assert.ok(canonicalJson(projectOf(next, 'other')).includes('"a":"2"'));
  assertSameAsFullRender(next, model);
  // A render made once (the CLI's) keeps no memory, and skips its keys.
  assert.is(stepsToEnd(renderRepositorySteps(model)).memory, undefined);
});

test('a changed ImageStream renders again the project that deploys from it, in another folder', () => {
  const after = repository({
    'projects/images/streams.yaml': imageStreamYaml({
      name: 'app',
      status: [
        { tag: 'latest', items: [{ dockerImageReference: IMAGE_B, image: `sha256:${'b'.repeat(64)}` }] },
      ],
    }),
  });
  const { first, next, model } = renderAfter(repository(), after);

  assert.is.not(projectOf(next, 'web'), projectOf(first, 'web'));
  assert.ok(canonicalJson(projectOf(next, 'web')).includes(IMAGE_B));
  assertSameAsFullRender(next, model);
});

test('the same ImageStream written again (a folder re-read, its text unchanged) keeps the other projects', () => {
  const after = repository({
    'projects/images/more.yaml': configMapYaml({ name: 'more', data: { b: '1' } }),
  });
  const { first, next, model } = renderAfter(repository(), after);

  assert.is(projectOf(next, 'web'), projectOf(first, 'web'));
  assertSameAsFullRender(next, model);
});

test('a Route in another project that takes the host renders again the project whose Route lost it', () => {
  const taken = routeYaml({ name: 'taker' })
    .replace('spec:\n', 'spec:\n  host: web-web.apps.test\n')
    .replace('metadata:\n', 'metadata:\n  creationTimestamp: "2020-01-01T00:00:00Z"\n');
  const after = repository({ 'projects/other/route.yaml': taken });
  const { first, next, model } = renderAfter(repository(), after);

  assert.ok(canonicalJson(projectOf(first, 'web')).includes('"kind":"Ingress"'));
  assert.is.not(projectOf(next, 'web'), projectOf(first, 'web'));
  assert.not.ok(canonicalJson(projectOf(next, 'web')).includes('web-web.apps.test'));
  assertSameAsFullRender(next, model);
});

test('changed settings render every project again', () => {
  const after = repository({ 'gitshift.yaml': SETTINGS.replace('apps.test', 'apps.example') });
  const { first, next, model } = renderAfter(repository(), after);

  for (const name of ['images', 'other', 'web']) assert.is.not(projectOf(next, name), projectOf(first, name));
  assert.ok(canonicalJson(projectOf(next, 'web')).includes('apps.example'));
  assertSameAsFullRender(next, model);
});

test('a project whose problems changed, though its folder and the streams did not, is rendered again', () => {
  // A BuildConfig beside the stream produces the tag web deploys from; without it, nothing does.
  const web = deploymentConfigYaml({ name: 'web', imageChange: { from: 'app:v2', namespace: 'images' } });
  const before = repository({
    'projects/web/dc.yaml': web,
    'projects/images/build.yaml': buildConfigYaml({ output: 'app:v2' }),
  });
  const after = repository({ 'projects/web/dc.yaml': web });
  const { first, next, model } = renderAfter(before, after);

  assert.is(first.memory?.context, next.memory?.context);
  assert.ok(model.problems.some((p) => p.code === 'DANGLING_IMAGE_TRIGGER' && p.project === 'web'));
  assert.is.not(projectOf(next, 'web'), projectOf(first, 'web'));
  assertSameAsFullRender(next, model);
});

test.run();
