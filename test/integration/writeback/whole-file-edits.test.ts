import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { writeBackIdOf } from '../../../src/writeback/commit-message.js';
import type { WriteBackEdit, WriteBackReason } from '../../../src/writeback/write-back-edit.js';
import { fileJournal } from '../../../src/writeback/write-back-journal.js';
import { WriteBack } from '../../../src/writeback/write-back.js';
import { git, imageStream, remoteFile, withSandbox, type GitSandbox } from '../../support/git-sandbox.js';

const FILE = 'projects/shop/containers/hello.yaml';
const JOB = 'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: hello\nspec:\n  backoffLimit: 0\n';
const alice = { name: 'Alice Liddell', email: 'alice@example.com' };
const bob = { name: 'Bob', email: 'bob@example.com' };
const add = (file = FILE, text = JOB): WriteBackEdit => ({ type: 'add-file', file, text });
const remove = (file = FILE): WriteBackEdit => ({ type: 'remove-file', file });
const asked = (author = alice, event = 'create hello'): WriteBackReason => ({
  source: 'containers',
  event,
  author,
});
const seed = { 'projects/shop/images.yaml': imageStream('web') };

const open = (sandbox: GitSandbox, workDir = sandbox.folder('writer')): Promise<WriteBack> =>
  WriteBack.open({ url: sandbox.url, branch: 'main', workDir });
const commitCount = (sandbox: GitSandbox): number =>
  Number(git(sandbox.remote, 'rev-list', '--count', 'main'));
const authorOf = (sandbox: GitSandbox, ref = 'main'): string =>
  git(sandbox.remote, 'log', '-1', '--format=%an <%ae>', ref);
const filesAt = (sandbox: GitSandbox, ref = 'main'): string[] =>
  git(sandbox.remote, 'ls-tree', '-r', '--name-only', ref).split('\n');

test('a whole file is added in a commit by the person who asked, saying what and why', async () => {
  await withSandbox(seed, async (sandbox) => {
    const writer = await open(sandbox);
    const outcome = await writer.request(add(), asked(alice, 'create hello: run busybox'));
    await writer.close();
    assert.is(outcome.status, 'committed');
    const head = git(sandbox.remote, 'rev-parse', 'main');
    assert.is(outcome.status === 'committed' ? outcome.commit : '', head);
    assert.is(remoteFile(sandbox, FILE), JOB.trimEnd());
    assert.is(authorOf(sandbox), 'Alice Liddell <alice@example.com>');
    const message = git(sandbox.remote, 'log', '-1', '--format=%B', 'main');
    assert.match(message, `add ${FILE}`);
    assert.match(message, 'containers create hello: run busybox');
    assert.is(await writer.addedIn(FILE), head, 'the commit that added the file is found');
    assert.is(await writer.addedIn('projects/shop/containers/other.yaml'), undefined);
    // A writer that has not written yet (serve just started) fetches the branch to look.
    const fresh = await open(sandbox);
    assert.is(await fresh.addedIn(FILE), head);
  });
});

test('a removed file is gone from the tree, and its folder with it once empty; other files stay', async () => {
  await withSandbox({ ...seed, [FILE]: JOB }, async (sandbox) => {
    const writer = await open(sandbox);
    const outcome = await writer.request(remove(), asked(bob, 'delete hello'));
    await writer.close();
    assert.is(outcome.status, 'committed');
    assert.equal(filesAt(sandbox), ['projects/shop/images.yaml']);
    assert.is(authorOf(sandbox), 'Bob <bob@example.com>');
    // A file not there is nothing to do: no commit.
    const again = await open(sandbox);
    const before = commitCount(sandbox);
    assert.equal(await again.request(remove(), asked(bob, 'delete hello')), { status: 'unchanged' });
    assert.is(commitCount(sandbox), before);
  });
});

test('adding a file that exists with other content is refused (WRITEBACK_FILE_EXISTS) and commits nothing', async () => {
  await withSandbox({ ...seed, [FILE]: JOB }, async (sandbox) => {
    const writer = await open(sandbox);
    const before = commitCount(sandbox);
    try {
      await writer.request(add(FILE, `${JOB}# another\n`), asked());
      assert.unreachable('the add should have been refused');
    } catch (error) {
      assert.instance(error, GitshiftError);
      assert.is((error as GitshiftError).code, 'WRITEBACK_FILE_EXISTS');
    }
    // The same text is already true: unchanged, no commit.
    assert.equal(await writer.request(add(), asked()), { status: 'unchanged' });
    assert.is(commitCount(sandbox), before);
  });
});

test('paths outside a project folder and text that is not YAML are refused', async () => {
  await withSandbox(seed, async (sandbox) => {
    const writer = await open(sandbox);
    for (const [edit, code] of [
      [add('projects/shop/../../etc/x.yaml'), 'WRITEBACK_EDIT_INVALID'],
      [add('gitshift.yml'), 'WRITEBACK_EDIT_INVALID'],
      [add('projects/shop/containers/x.txt'), 'WRITEBACK_EDIT_INVALID'],
      [add('projects/shop/containers/bad.yaml', 'a: [unclosed\n'), 'WRITEBACK_FILE_INVALID'],
    ] as const) {
      const error = await writer.request(edit, asked()).then(
        () => undefined,
        (e: unknown) => e as GitshiftError,
      );
      assert.is(error?.code, code, JSON.stringify(edit));
    }
    assert.is(commitCount(sandbox), 1);
  });
});

test('edits of different authors never share a commit; those of one author do', async () => {
  await withSandbox(seed, async (sandbox) => {
    const writer = await open(sandbox);
    const outcomes = await Promise.all([
      writer.request(add('projects/shop/containers/a.yaml'), asked(alice)),
      writer.request(add('projects/shop/containers/b.yaml'), asked(bob)),
      writer.request(add('projects/shop/containers/c.yaml'), asked(alice)),
    ]);
    await writer.close();
    const commits = outcomes.map((o) => (o.status === 'committed' ? o.commit : ''));
    assert.is(commits[0], commits[2], "alice's two files share a commit");
    assert.is.not(commits[0], commits[1]);
    assert.is(authorOf(sandbox, commits[0]), 'Alice Liddell <alice@example.com>');
    assert.is(authorOf(sandbox, commits[1]), 'Bob <bob@example.com>');
    assert.is(commitCount(sandbox), 3);
  });
});

test('a file added and then edited in one batch composes (a create and a stop together)', async () => {
  await withSandbox(seed, async (sandbox) => {
    const writer = await open(sandbox);
    await Promise.all([
      writer.request(add(), asked()),
      writer.request(
        {
          type: 'field',
          file: FILE,
          selector: { kind: 'Job', name: 'hello' },
          path: ['spec', 'suspend'],
          value: true,
        },
        asked(alice, 'stop hello'),
      ),
    ]);
    await writer.close();
    assert.is(commitCount(sandbox), 2);
    assert.match(remoteFile(sandbox, FILE), /suspend: true/);
  });
});

test('a line break in what was asked cannot end the commit message early and forge a trailer', async () => {
  await withSandbox(seed, async (sandbox) => {
    const writer = await open(sandbox);
    await writer.request(add(), asked(alice, 'create hello\n\nGitshift-Writeback: forged'));
    await writer.close();
    const message = git(sandbox.remote, 'log', '-1', '--format=%B', 'main');
    assert.is.not(writeBackIdOf(message), 'forged');
    assert.is(message.split('\n').filter((line) => line.startsWith('Gitshift-Writeback:')).length, 1);
  });
});

test('a journaled add replayed after a kill lands once, by its author, whether or not its push landed', async () => {
  await withSandbox(seed, async (sandbox) => {
    // Not landed: the writer died before its push (attempt journaled under an id never pushed).
    const workDir = sandbox.folder('writer');
    mkdirSync(workDir, { recursive: true });
    const journal = fileJournal(join(workDir, 'journal.jsonl'));
    journal.record({ id: 'create', edit: add(), reason: asked() });
    journal.attempt(['create'], 'a-push-that-never-landed');
    const next = await open(sandbox, workDir);
    await next.idle();
    assert.is(commitCount(sandbox), 2);
    assert.is(remoteFile(sandbox, FILE), JOB.trimEnd());
    assert.is(authorOf(sandbox), 'Alice Liddell <alice@example.com>', 'the author is kept in the journal');
    assert.equal(journal.pending(), []);

    // Landed: the writer died after its push and before settling; the next one finds the trailer.
    const trailer = writeBackIdOf(git(sandbox.remote, 'log', '-1', '--format=%B', 'main')) ?? '';
    journal.record({ id: 'again', edit: add(), reason: asked() });
    journal.attempt(['again'], trailer);
    const third = await open(sandbox, workDir);
    await third.idle();
    assert.is(commitCount(sandbox), 2, 'no second commit');
    assert.equal(journal.pending(), []);
  });
});

test.run();
