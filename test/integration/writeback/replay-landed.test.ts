import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { WriteBackEdit } from '../../../src/writeback/write-back-edit.js';
import { fileJournal } from '../../../src/writeback/write-back-journal.js';
import { WriteBack, type WriteBackEvent } from '../../../src/writeback/write-back.js';
import { digest, git, imageStream, withSandbox } from '../../support/git-sandbox.js';

/**
 * Found by the chaos suite (test/e2e/chaos.e2e.test.ts, bench:chaos): serve
 * killed after a write-back's push landed and before its journal said so.
 * The next writer applied the edits again on the new head, and the older
 * image of a batch, no longer the newest of its tag, was put on top again:
 * a second commit for one registry push.
 */

const push = (n: number): WriteBackEdit => ({
  type: 'image-stream-tag',
  project: 'shop',
  stream: 'web',
  tag: 'v2',
  image: digest(n),
  dockerImageReference: `reg/shop/web@${digest(n)}`,
  created: '2026-11-24T10:00:00Z',
});
const reason = { source: 'registry', event: 'push' };

test('a batch whose push landed before the writer died is not committed again by the next writer', async () => {
  await withSandbox({ 'projects/shop/images.yaml': imageStream('web') }, async (sandbox) => {
    const workDir = sandbox.folder('writer');
    const first = await WriteBack.open({ url: sandbox.url, branch: 'main', workDir });
    // One batch, one commit: the first image, then the second on top of it.
    await Promise.all([first.request(push(1), reason), first.request(push(2), reason)]);
    await first.close();
    const head = git(sandbox.remote, 'rev-parse', 'main');
    const trailer = /Gitshift-Writeback: (\S+)/.exec(git(sandbox.remote, 'log', '-1', '--format=%B', 'main'));
    assert.ok(trailer?.[1] !== undefined, 'the commit has its trailer');

    // The journal as a writer killed between the push and the settle leaves it.
    const journal = fileJournal(join(workDir, 'journal.jsonl'));
    journal.record({ id: 'one', edit: push(1), reason });
    journal.record({ id: 'two', edit: push(2), reason });
    journal.attempt(['one', 'two'], trailer[1]);

    const events: WriteBackEvent[] = [];
    const next = await WriteBack.open({
      url: sandbox.url,
      branch: 'main',
      workDir,
      log: (e) => events.push(e),
    });
    await next.idle();
    assert.is(git(sandbox.remote, 'rev-parse', 'main'), head, 'no second commit');
    const text = git(sandbox.remote, 'show', 'main:projects/shop/images.yaml');
    assert.is(text.split(`image: ${digest(1)}`).length - 1, 1);
    assert.is(text.split(`image: ${digest(2)}`).length - 1, 1);
    assert.ok(text.indexOf(digest(2)) < text.indexOf(digest(1)), 'the newest push stays on top');
    assert.equal(journal.pending(), [], 'the landed edits are settled');
    assert.equal(
      events.filter((e) => e.type === 'pushed' || e.type === 'failed'),
      [],
    );
  });
});

test('a batch journaled as attempted whose push never landed is pushed by the next writer', async () => {
  await withSandbox({ 'projects/shop/images.yaml': imageStream('web') }, async (sandbox) => {
    const workDir = sandbox.folder('writer');
    mkdirSync(workDir, { recursive: true });
    const journal = fileJournal(join(workDir, 'journal.jsonl'));
    journal.record({ id: 'three', edit: push(3), reason });
    journal.attempt(['three'], 'a-push-that-never-landed');

    const next = await WriteBack.open({ url: sandbox.url, branch: 'main', workDir });
    await next.idle();
    const text = git(sandbox.remote, 'show', 'main:projects/shop/images.yaml');
    assert.is(text.split(`image: ${digest(3)}`).length - 1, 1);
    assert.equal(journal.pending(), []);
  });
});

test.run();
