import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { WriteBackEdit } from '../../../src/writeback/write-back-edit.js';
import {
  digest,
  git,
  imageStream,
  resumeWriter,
  startWriter,
  withSandbox,
} from '../../support/git-sandbox.js';

const EDITS = 24;

const edits = (round: number): WriteBackEdit[] =>
  Array.from({ length: EDITS }, (_, i) => ({
    type: 'image-stream-tag',
    project: 'shop',
    stream: i % 2 === 0 ? 'web' : 'api',
    tag: 'latest',
    image: digest(round * 1000 + i),
    dockerImageReference: `reg/shop@${digest(round * 1000 + i)}`,
    created: '2026-11-22T10:00:00Z',
    // Every edit is looked for in the file at the end: none may leave it for Git history.
    historyLimit: 10_000,
  }));

async function until(what: string, check: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

// Each round kills the writer at a different point of its work: after a few pushes, right away or a little later.
const rounds = [
  { afterSettled: 2, extraDelayMs: 0 },
  { afterSettled: 4, extraDelayMs: 35 },
];

test('kill -9 of a writer mid-work: the remote stays intact and a new writer pushes the edits it left', async () => {
  await withSandbox(
    { 'projects/shop/images.yaml': `${imageStream('web')}---\n${imageStream('api')}` },
    async (sandbox) => {
      for (const [round, { afterSettled, extraDelayMs }] of rounds.entries()) {
        const workDir = sandbox.folder('writer');
        const wanted = edits(round + 1);
        // One edit per commit, so the writer is killed between or inside commits and pushes.
        const writer = startWriter(sandbox, {
          url: sandbox.url,
          workDir,
          edits: wanted,
          paceMs: 0,
          maxBatch: 1,
        });
        await until(
          'the writer to push a few edits',
          () => writer.lines.filter((l) => l.event === 'settled').length >= afterSettled,
        );
        await new Promise((resolve) => setTimeout(resolve, extraDelayMs));
        writer.child.kill('SIGKILL');
        assert.is(await writer.exited, 'SIGKILL');
        const settledBeforeKill = writer.lines.filter((l) => l.event === 'settled').length;
        assert.ok(settledBeforeKill < EDITS, 'the writer was killed before it finished');

        // The remote is a sound repository whatever moment the writer died at.
        execFileSync('git', ['fsck', '--no-dangling', '--no-progress'], {
          cwd: sandbox.remote,
          stdio: 'pipe',
        });

        // A new writer on the same directory finds the journal and pushes what is left.
        assert.equal(await resumeWriter(sandbox, workDir), []);
        const text = git(sandbox.remote, 'show', 'main:projects/shop/images.yaml');
        for (const edit of wanted) {
          const image = edit.type === 'image-stream-tag' ? edit.image : '';
          assert.is(text.split(`image: ${image}`).length - 1, 1, `${image} is on the remote exactly once`);
        }
        assert.is(
          statSync(join(workDir, 'journal.jsonl')).size,
          0,
          readFileSync(join(workDir, 'journal.jsonl'), 'utf8'),
        );
      }
      assert.is(git(sandbox.remote, 'rev-list', '--merges', 'main'), '');
      execFileSync('git', ['fsck', '--no-dangling', '--no-progress'], { cwd: sandbox.remote, stdio: 'pipe' });
    },
  );
});

test.run();
