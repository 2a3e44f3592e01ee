import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { changedProjects } from '../../../src/source/changed-projects.js';
import { readGitSnapshot } from '../../../src/git/read-git-snapshot.js';
import { readGitSnapshotIsomorphic } from '../../../src/git/read-git-snapshot-isomorphic.js';
import { loadRepository } from '../../../src/model/load-repository.js';
import { renderRepository } from '../../../src/render/render-repository.js';
import { processTemplate } from '../../../src/templates/index.js';
import { testValidator } from '../../support/repo.js';
import { commitFiles, git, withSandbox } from '../../support/git-sandbox.js';

const TEMPLATE = readFileSync(
  new URL('../../unit/model/fixtures/redis-ephemeral.json', import.meta.url),
  'utf8',
);
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

const files = {
  // No gitshift.yaml: the defaults.
  'projects/x/t.json': TEMPLATE,
  'package.json': '{"name": "app"}\n',
  'projects/x/notes.txt': 'not a manifest\n',
};

test('a git snapshot reads projects/x/t.json, and the loader renders the JSON Template in it', async () => {
  await withSandbox(files, async (sandbox) => {
    const blobCache = new Map<string, Uint8Array>();
    const snapshot = await readGitSnapshot({ dir: sandbox.remote, ref: 'main', blobCache });
    assert.equal(snapshot.paths, ['package.json', 'projects/x/notes.txt', 'projects/x/t.json']);
    assert.is(decode(snapshot.read('projects/x/t.json')), TEMPLATE);
    assert.is(
      blobCache.size,
      1,
      'the JSON manifest alone is read; package.json and notes.txt are only listed',
    );
    const model = loadRepository(snapshot, {
      validator: testValidator(),
      processTemplate,
      templateSeed: 'seed',
    });
    assert.equal(
      model.problems.map((p) => `${p.file}: ${p.message}`),
      [],
    );
    const rendered = renderRepository(model);
    const objects = rendered.projects.flatMap((p) => p.objects.map((o) => `${o.kind}/${o.metadata.name}`));
    assert.ok(objects.includes('Service/redis') && objects.includes('Deployment/redis'), objects.join(', '));
  });
});

test('the in-process snapshot reader reads the JSON manifest too', async () => {
  await withSandbox(files, async (sandbox) => {
    const snapshot = await readGitSnapshotIsomorphic({ dir: sandbox.remote, ref: 'main' });
    assert.ok(snapshot.paths.includes('projects/x/t.json'), snapshot.paths.join(', '));
    assert.is(decode(snapshot.read('projects/x/t.json')), TEMPLATE);
  });
});

test('a commit that changes only a JSON manifest changes its project', async () => {
  await withSandbox(files, async (sandbox) => {
    const start = git(sandbox.remote, 'rev-parse', 'main');
    const next = commitFiles(
      sandbox,
      { 'projects/x/t.json': TEMPLATE.replace('512Mi', '1Gi') },
      'more memory',
    );
    assert.equal((await changedProjects(sandbox.remote, start, next)).projects, ['x']);
  });
});

test.run();
