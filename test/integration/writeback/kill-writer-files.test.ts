import { execFileSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { WriteBackEdit } from '../../../src/writeback/write-back-edit.js';
import { git, imageStream, resumeWriter, startWriter, withSandbox } from '../../support/git-sandbox.js';

const FILES = 30;
const fileOf = (i: number): string => `projects/shop/containers/c-${i}.yaml`;
const textOf = (i: number): string => `apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: c-${i}\n`;
const edits: WriteBackEdit[] = Array.from({ length: FILES }, (_, i) => ({
  type: 'add-file',
  file: fileOf(i),
  text: textOf(i),
}));

async function until(what: string, check: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

test('kill -9 of a writer adding files: the next writer adds the rest, and no file is added twice', async () => {
  await withSandbox({ 'projects/shop/images.yaml': imageStream('web') }, async (sandbox) => {
    const workDir = sandbox.folder('writer');
    const writer = startWriter(sandbox, { url: sandbox.url, workDir, edits, paceMs: 0, maxBatch: 1 });
    await until('a few files added', () => writer.lines.filter((l) => l.event === 'settled').length >= 3);
    writer.child.kill('SIGKILL');
    assert.is(await writer.exited, 'SIGKILL');
    assert.ok(writer.lines.filter((l) => l.event === 'settled').length < FILES, 'killed before it finished');
    execFileSync('git', ['fsck', '--no-dangling', '--no-progress'], { cwd: sandbox.remote, stdio: 'pipe' });

    assert.equal(await resumeWriter(sandbox, workDir), []);
    for (let i = 0; i < FILES; i++) {
      assert.is(git(sandbox.remote, 'show', `main:${fileOf(i)}`), textOf(i).trimEnd(), fileOf(i));
      const added = git(sandbox.remote, 'log', '--format=%H', '--diff-filter=A', 'main', '--', fileOf(i));
      assert.is(added.split('\n').length, 1, `${fileOf(i)} added in one commit`);
    }
    // Every commit after the seed adds at least one file: none is empty or repeated.
    const commits = git(sandbox.remote, 'rev-list', 'main').split('\n').slice(0, -1);
    for (const commit of commits)
      assert.ok(
        git(sandbox.remote, 'diff-tree', '--no-commit-id', '--name-only', '-r', commit) !== '',
        commit,
      );
  });
});

test.run();
