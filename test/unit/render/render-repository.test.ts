import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Manifest } from '../../../src/model/manifest.js';
import type { RepositoryModel } from '../../../src/model/project-model.js';
import { renderRepository } from '../../../src/render/render-repository.js';
import { configMapYaml } from '../../support/manifests.js';
import { loadFiles } from '../../support/repo.js';

/**
 * A manifest whose object throws when rendering reads its data: the shape of a fault in gitshift's
 * own code (the string that outgrew what V8 can hold, in issue 11), which no valid input may reach.
 */
function faulty(manifest: Manifest): Manifest {
  const object = new Proxy(manifest.object, {
    get(target, key, receiver) {
      if (key === 'data') throw new RangeError('Invalid string length');
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { ...manifest, object };
}

test('a project whose rendering throws is skipped with its own error; the others render', () => {
  const model = loadFiles({
    'projects/good/config.yaml': configMapYaml({ name: 'settings', data: { a: '1' } }),
    'projects/bad/config.yaml': configMapYaml({ name: 'settings', data: { a: '1' } }),
  });
  const broken: RepositoryModel = {
    ...model,
    projects: model.projects.map((project) =>
      project.name === 'bad' ? { ...project, manifests: project.manifests.map(faulty) } : project,
    ),
  };

  const result = renderRepository(broken);

  assert.equal(
    result.projects.map((p) => p.name),
    ['good'],
  );
  assert.equal(result.skipped, [{ name: 'bad', reason: '1 error(s) while rendering' }]);
  const problem = result.problems.find((p) => p.code === 'PROJECT_RENDER_FAILED');
  assert.ok(problem, 'the fault is reported as a problem');
  assert.is(problem.project, 'bad');
  assert.is(problem.file, 'projects/bad');
  assert.match(problem.message, 'Invalid string length');
});

test.run();
