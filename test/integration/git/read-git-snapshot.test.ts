import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { readGitSnapshot } from '../../../src/git/read-git-snapshot.js';
import { loadRepository } from '../../../src/model/load-repository.js';
import { processTemplate } from '../../../src/templates/index.js';
import { SETTINGS, testValidator } from '../../support/repo.js';
import { commitFiles, git, imageStream, withSandbox } from '../../support/git-sandbox.js';

const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

test('a snapshot holds every regular file of the commit, read without a checkout', async () => {
  await withSandbox(
    { 'gitshift.yaml': SETTINGS, 'projects/shop/images.yaml': imageStream('web'), 'README.md': '# config\n' },
    async (sandbox) => {
      const first = git(sandbox.remote, 'rev-parse', 'main');
      commitFiles(sandbox, { 'projects/shop/images.yaml': imageStream('api') }, 'rename stream');
      const old = await readGitSnapshot({ dir: sandbox.remote, commit: first });
      assert.equal(old.paths, ['README.md', 'gitshift.yaml', 'projects/shop/images.yaml']);
      assert.ok(decode(old.read('projects/shop/images.yaml')).includes('name: web'));
      assert.is(old.size('README.md'), 9);
      assert.is(old.commit, first);
      const head = await readGitSnapshot({ dir: sandbox.remote, ref: 'main' });
      assert.ok(decode(head.read('projects/shop/images.yaml')).includes('name: api'));
      assert.match(head.origin, /remote\.git@[0-9a-f]{12}$/);
    },
  );
});

test('with a blob cache, a second snapshot reads the same as a fresh one and the cache holds only the blobs the loader reads', async () => {
  await withSandbox(
    { 'gitshift.yaml': SETTINGS, 'projects/shop/images.yaml': imageStream('web'), 'README.md': '# config\n' },
    async (sandbox) => {
      const blobCache = new Map<string, Uint8Array>();
      const first = await readGitSnapshot({ dir: sandbox.remote, ref: 'main', blobCache });
      assert.is(blobCache.size, 2, 'gitshift.yaml and the manifest; README.md is listed, not read');
      commitFiles(sandbox, { 'projects/shop/images.yaml': imageStream('api') }, 'rename stream');
      const cached = await readGitSnapshot({ dir: sandbox.remote, ref: 'main', blobCache });
      const fresh = await readGitSnapshot({ dir: sandbox.remote, ref: 'main' });
      assert.equal(cached.paths, fresh.paths);
      assert.equal(cached.size('README.md'), fresh.size('README.md'));
      for (const path of ['gitshift.yaml', 'projects/shop/images.yaml'])
        assert.equal(decode(cached.read(path)), decode(fresh.read(path)), path);
      assert.ok(decode(cached.read('projects/shop/images.yaml')).includes('name: api'));
      assert.is(blobCache.size, 2, "the old stream's blob is gone from the cache");
      assert.ok(
        decode(first.read('projects/shop/images.yaml')).includes('name: web'),
        'the first snapshot is untouched',
      );
    },
  );
});

test('the loader reads a git snapshot like a directory', async () => {
  await withSandbox(
    { 'gitshift.yaml': SETTINGS, 'projects/shop/images.yaml': imageStream('web') },
    async (sandbox) => {
      const snapshot = await readGitSnapshot({ dir: sandbox.remote, ref: 'main' });
      const model = loadRepository(snapshot, {
        validator: testValidator(),
        processTemplate,
        templateSeed: 'seed',
      });
      assert.equal(
        model.problems.filter((p) => p.severity === 'error'),
        [],
      );
      assert.equal(
        model.projects.map((p) => p.name),
        ['shop'],
      );
    },
  );
});

test('path makes a folder of the repository the config root', async () => {
  await withSandbox(
    {
      'deploy/gitshift.yaml': SETTINGS,
      'deploy/projects/a/x.yaml': imageStream('x'),
      'src/main.go': 'package main\n',
    },
    async (sandbox) => {
      const snapshot = await readGitSnapshot({ dir: sandbox.remote, ref: 'main', path: 'deploy/' });
      assert.equal(snapshot.paths, ['gitshift.yaml', 'projects/a/x.yaml']);
      assert.match(snapshot.origin, /:deploy$/);
    },
  );
});

test('a missing repository, commit or folder is a typed error that names it', async () => {
  await withSandbox({ 'a.txt': 'a\n' }, async (sandbox) => {
    const cases: [Parameters<typeof readGitSnapshot>[0], RegExp][] = [
      [{ dir: sandbox.folder('nowhere'), ref: 'main' }, /cannot read git repository .*nowhere/],
      [{ dir: sandbox.remote, ref: 'no-such-branch' }, /has no commit 'no-such-branch'/],
      [{ dir: sandbox.remote, commit: 'f'.repeat(40) }, /has no commit 'fff/],
      [{ dir: sandbox.remote, ref: 'main', path: 'deploy' }, /has no folder deploy/],
      [{ dir: sandbox.remote, ref: '--upload-pack=evil' }, /is not a revision/],
    ];
    for (const [options, message] of cases) {
      try {
        await readGitSnapshot(options);
        assert.unreachable(`${JSON.stringify(options)} was read`);
      } catch (error) {
        assert.instance(error, GitshiftError);
        assert.is((error as GitshiftError).code, 'GIT_UNREADABLE');
        assert.match((error as Error).message, message);
      }
    }
  });
});

test.run();
