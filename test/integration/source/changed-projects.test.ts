import { dirname } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { changedProjects } from '../../../src/source/changed-projects.js';
import { SETTINGS } from '../../support/repo.js';
import { commitFiles, git, imageStream, withSandbox } from '../../support/git-sandbox.js';

const files = {
  'gitshift.yaml': SETTINGS,
  'projects/shop/images.yaml': imageStream('web'),
  'projects/blog/images.yaml': imageStream('blog'),
  'projects/blog/notes.txt': 'not a manifest\n',
};

test('only the projects whose manifests changed, and whether gitshift.yaml did', async () => {
  await withSandbox(files, async (sandbox) => {
    const start = git(sandbox.remote, 'rev-parse', 'main');
    const shop = commitFiles(sandbox, { 'projects/shop/images.yaml': imageStream('api') }, 'shop');
    assert.equal(await changedProjects(sandbox.remote, start, shop), {
      projects: ['shop'],
      settings: false,
      paths: ['projects/shop/images.yaml'],
    });
    const notes = commitFiles(sandbox, { 'projects/blog/notes.txt': 'changed\n' }, 'notes');
    assert.equal((await changedProjects(sandbox.remote, shop, notes)).projects, []);
    const settings = commitFiles(
      sandbox,
      { 'gitshift.yaml': `${SETTINGS}# tuned\n`, 'projects/new/x.yaml': imageStream('x') },
      'settings and a new project',
    );
    const change = await changedProjects(sandbox.remote, notes, settings);
    assert.equal(change.projects, ['new']);
    assert.is(change.settings, true);
    // Over several commits, the sum of them.
    assert.equal((await changedProjects(sandbox.remote, start, settings)).projects, ['new', 'shop']);
  });
});

test('a project moved to another folder changes both', async () => {
  await withSandbox(files, async (sandbox) => {
    const work = sandbox.folder('mover');
    git(dirname(sandbox.remote), 'clone', '--quiet', sandbox.url, work);
    const before = git(work, 'rev-parse', 'HEAD');
    git(work, 'mv', 'projects/blog', 'projects/journal');
    git(work, '-c', 'user.name=H', '-c', 'user.email=h@e', 'commit', '--quiet', '-m', 'rename');
    const after = git(work, 'rev-parse', 'HEAD');
    assert.equal((await changedProjects(work, before, after)).projects, ['blog', 'journal']);
  });
});

test('with no earlier commit everything counts as changed', async () => {
  await withSandbox(files, async (sandbox) => {
    const change = await changedProjects(sandbox.remote, undefined, 'main');
    assert.equal(change.projects, ['blog', 'shop']);
    assert.is(change.settings, true);
  });
});

test.run();
