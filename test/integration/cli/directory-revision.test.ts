import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { directoryRevision } from '../../../src/cli/directory-revision.js';

const root = mkdtempSync(join(tmpdir(), 'gitshift-directory-revision-'));
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@e', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

/** A work tree with config/ and other/ committed; returns it and its HEAD. */
function workTree(name: string): { dir: string; head: string } {
  const dir = join(root, name);
  mkdirSync(join(dir, 'config'), { recursive: true });
  mkdirSync(join(dir, 'other'), { recursive: true });
  writeFileSync(join(dir, 'config', 'gitshift.yaml'), 'name: t\n');
  writeFileSync(join(dir, 'other', 'readme'), 'x\n');
  git(root, 'init', '--quiet', '--initial-branch=main', dir);
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '-m', 'seed');
  return { dir, head: git(dir, 'rev-parse', 'HEAD') };
}

test('a folder outside any git work tree has no revision', async () => {
  const dir = join(root, 'plain');
  mkdirSync(dir);
  assert.is(await directoryRevision(dir), undefined);
});

test('a clean work tree is at its HEAD commit', async () => {
  const { dir, head } = workTree('clean');
  assert.is(await directoryRevision(join(dir, 'config')), head);
});

test('an uncommitted change in the folder makes it dirty', async () => {
  const { dir, head } = workTree('changed');
  writeFileSync(join(dir, 'config', 'gitshift.yaml'), 'name: u\n');
  assert.is(await directoryRevision(join(dir, 'config')), `${head}-dirty`);
});

test('an untracked file in the folder makes it dirty', async () => {
  const { dir, head } = workTree('untracked');
  writeFileSync(join(dir, 'config', 'new.yaml'), 'a: 1\n');
  assert.is(await directoryRevision(join(dir, 'config')), `${head}-dirty`);
});

test('a change outside the folder leaves it clean', async () => {
  const { dir, head } = workTree('outside');
  writeFileSync(join(dir, 'other', 'readme'), 'y\n');
  assert.is(await directoryRevision(join(dir, 'config')), head);
});

test('a repository without a commit yet is an error, not a revision', async () => {
  const dir = join(root, 'unborn');
  git(root, 'init', '--quiet', dir);
  try {
    await directoryRevision(dir);
    assert.unreachable('expected an error');
  } catch (error) {
    assert.match((error as Error).message, /HEAD/);
  }
});

test.after(() => rmSync(root, { recursive: true, force: true }));

test.run();
