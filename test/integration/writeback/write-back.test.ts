import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { SYSTEM_CLOCK, type Clock } from '../../../src/runtime/index.js';
import { isGitshiftCommit } from '../../../src/writeback/commit-message.js';
import { systemGit, type GitRunner } from '../../../src/git/git-runner.js';
import type { WriteBackEdit } from '../../../src/writeback/write-back-edit.js';
import { WriteBack, type WriteBackEvent, type WriteBackOptions } from '../../../src/writeback/write-back.js';
import {
  commitFiles,
  digest,
  git,
  imageStream,
  remoteFile,
  withSandbox,
  type GitSandbox,
} from '../../support/git-sandbox.js';
import { loadFiles } from '../../support/repo.js';

const IMAGES = `# Images of the shop; the tags below are written by gitshift.
${imageStream('web', 'spec:\n  dockerImageRepository: reg.example/shop/web   # pushed by CI\n')}`;

const tagEdit = (n: number, stream = 'web', tag = 'latest'): WriteBackEdit => ({
  type: 'image-stream-tag',
  project: 'shop',
  stream,
  tag,
  image: digest(n),
  dockerImageReference: `reg.example/shop/${stream}@${digest(n)}`,
  created: '2026-11-22T10:00:00Z',
});
const reason = { source: 'registry', event: 'push', deliveryId: 'delivery-1' };
const fast = { attempts: 3, baseMs: 1, maxMs: 5 };

async function openWriter(sandbox: GitSandbox, options: Partial<WriteBackOptions> = {}): Promise<WriteBack> {
  return WriteBack.open({
    url: sandbox.url,
    branch: 'main',
    workDir: sandbox.folder('writer'),
    author: { name: 'gitshift bot', email: 'bot@gitshift.test' },
    ...options,
  });
}

/** The system clock, but every wait ends at once; `waits` gets how long each would have been. */
function instantClock(waits: number[] = []): Clock {
  return {
    ...SYSTEM_CLOCK,
    setTimeout: (callback, ms) => {
      waits.push(ms);
      return setTimeout(callback, 0);
    },
  };
}

const commitCount = (sandbox: GitSandbox, ref = 'main'): number =>
  Number(git(sandbox.remote, 'rev-list', '--count', ref));

test('a write-back is one commit on the remote, by the configured author, saying what and why', async () => {
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const writer = await openWriter(sandbox);
    const outcome = await writer.request(tagEdit(1), reason);
    assert.is(outcome.status, 'committed');
    const head = git(sandbox.remote, 'rev-parse', 'main');
    assert.is(outcome.status === 'committed' && outcome.commit, head);
    assert.fixture(
      remoteFile(sandbox, 'projects/shop/images.yaml'),
      `${IMAGES}status:\n  tags:\n    - tag: latest\n      items:\n        - created: "2026-11-22T10:00:00Z"\n          dockerImageReference: reg.example/shop/web@${digest(1)}\n          image: ${digest(1)}`,
    );
    const [author, ...message] = git(sandbox.remote, 'log', '-1', '--format=%an <%ae>%n%B', 'main').split(
      '\n',
    );
    assert.is(author, 'gitshift bot <bot@gitshift.test>');
    const body = message.join('\n');
    assert.match(body, /^gitshift: ImageStream shop\/web tag latest → sha256:/);
    assert.match(body, /\(registry push, delivery delivery-1\)/);
    assert.match(body, /\n\nGitshift-Writeback: [0-9a-f-]{36}$/);
    assert.ok(isGitshiftCommit(body, { email: 'bot@gitshift.test' }));
    assert.not.ok(
      isGitshiftCommit(git(sandbox.remote, 'log', '-1', '--format=%B', 'main~1'), {
        email: 'seed@example.com',
      }),
    );
  });
});

test('an edit that changes nothing makes no commit', async () => {
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const writer = await openWriter(sandbox);
    await writer.request(tagEdit(1), reason);
    const before = commitCount(sandbox);
    const again = await writer.request(tagEdit(1), reason);
    assert.equal(again, { status: 'unchanged' });
    assert.is(commitCount(sandbox), before);
  });
});

test('edits asked for together share one commit', async () => {
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const writer = await openWriter(sandbox);
    const before = commitCount(sandbox);
    const outcomes = await Promise.all([1, 2, 3].map((n) => writer.request(tagEdit(n), reason)));
    assert.is(commitCount(sandbox), before + 1);
    assert.is(new Set(outcomes.map((o) => (o.status === 'committed' ? o.commit : 'none'))).size, 1);
    const text = remoteFile(sandbox, 'projects/shop/images.yaml');
    // Newest first: the last edit asked for is the first item.
    assert.ok(
      text.indexOf(digest(3)) < text.indexOf(digest(2)) && text.indexOf(digest(2)) < text.indexOf(digest(1)),
    );
    assert.match(git(sandbox.remote, 'log', '-1', '--format=%s', 'main'), /\(\+2 more\)$/);
  });
});

test('a push that loses a race is re-applied on the new head, keeping the other commit', async () => {
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const real = systemGit();
    let raced = false;
    // Just before the first push, a person changes the same lines of the same file.
    const racing: GitRunner = {
      async run(args, options) {
        if (args[0] === 'push' && !raced) {
          raced = true;
          commitFiles(
            sandbox,
            {
              'projects/shop/images.yaml': `${IMAGES}status:\n  dockerImageRepository: reg.example/shop/web\n`,
            },
            'a person edits the stream',
          );
        }
        return real.run(args, options);
      },
    };
    const events: WriteBackEvent[] = [];
    const writer = await openWriter(sandbox, { git: racing, log: (e) => events.push(e) });
    const outcome = await writer.request(tagEdit(7), reason);
    assert.ok(outcome.status === 'committed' && outcome.attempts === 2, JSON.stringify(outcome));
    assert.ok(events.some((e) => e.type === 'retry' && e.why === 'rejected'));
    const text = remoteFile(sandbox, 'projects/shop/images.yaml');
    assert.match(
      text,
      /status:\n {2}dockerImageRepository: reg.example\/shop\/web\n {2}tags:\n {4}- tag: latest/,
    );
    assert.match(text, new RegExp(`image: ${digest(7)}`));
    assert.is(git(sandbox.remote, 'rev-list', '--merges', 'main'), '');
    assert.is(git(sandbox.remote, 'log', '-1', '--format=%s', 'main~1'), 'a person edits the stream');
  });
});

test('once someone else moved the branch, a new batch gives way before its first attempt; its own commits do not count', async () => {
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const waits: number[] = [];
    const writer = await openWriter(sandbox, {
      contentionDelayMs: 500,
      random: () => 0.5, // no jitter: the wait is the delay itself
      clock: instantClock(waits),
    });
    for (const n of [1, 2, 3]) await writer.request(tagEdit(n), reason);
    assert.equal(waits, [0, 0, 0], 'its own commits are no contention');
    commitFiles(sandbox, { 'projects/shop/notes.md': 'a person was here\n' }, 'a person commits');
    await writer.request(tagEdit(4), reason); // its fetch finds the person's commit
    await writer.request(tagEdit(5), reason);
    assert.is(waits.length, 5);
    assert.is(waits[3], 0);
    assert.ok((waits[4] ?? 0) >= 500, `gave way ${waits[4]} ms`);
    assert.match(remoteFile(sandbox, 'projects/shop/images.yaml'), new RegExp(`image: ${digest(5)}`));
  });
});

test('a separate target branch gets the edits and main is left to people', async () => {
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const main = git(sandbox.remote, 'rev-parse', 'main');
    const writer = await openWriter(sandbox, { targetBranch: 'gitshift/image-updates' });
    await writer.request(tagEdit(1), reason);
    await writer.request(tagEdit(2), reason);
    assert.is(git(sandbox.remote, 'rev-parse', 'main'), main);
    assert.is(commitCount(sandbox, 'gitshift/image-updates'), commitCount(sandbox) + 2);
    const text = remoteFile(sandbox, 'projects/shop/images.yaml', 'gitshift/image-updates');
    assert.ok(text.includes(digest(1)) && text.includes(digest(2)));
  });
});

test('an edit that cannot apply is rejected with a typed error, and the edits beside it still land', async () => {
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const writer = await openWriter(sandbox);
    const [missing, ok] = await Promise.allSettled([
      writer.request(tagEdit(1, 'nope'), reason),
      writer.request(tagEdit(2), reason),
    ]);
    assert.is(missing?.status, 'rejected');
    const error = missing?.status === 'rejected' ? (missing.reason as GitshiftError) : undefined;
    assert.is(error?.code, 'WRITEBACK_TARGET_NOT_FOUND');
    assert.is(ok?.status === 'fulfilled' && ok.value.status, 'committed');
  });
});

test('write-back reads only what the loader would: a stream in an oversized file, a symlink or a non-manifest is not a target', async () => {
  // Each of these holds an ImageStream named like the edit's; the loader reads none of them.
  const padded = `${imageStream('big')}# ${'x'.repeat(1024 * 1024)}\n`;
  await withSandbox(
    {
      'projects/shop/images.yaml': IMAGES,
      'projects/shop/huge.yaml': padded,
      'projects/shop/notes.txt': imageStream('notes'),
    },
    async (sandbox) => {
      const work = sandbox.folder('human');
      git(sandbox.remote, 'clone', '--quiet', sandbox.url, work);
      git(work, 'symbolic-ref', 'HEAD', 'refs/heads/main');
      git(work, 'reset', '--quiet', '--hard', 'origin/main');
      // A symlink whose target is a manifest elsewhere in the tree.
      git(work, '-c', 'core.symlinks=true', 'config', 'core.symlinks', 'true');
      const { symlinkSync } = await import('node:fs');
      symlinkSync('images.yaml', `${work}/projects/shop/linked.yaml`);
      git(work, 'add', '--all');
      git(work, '-c', 'user.name=H', '-c', 'user.email=h@example.com', 'commit', '--quiet', '-m', 'link');
      git(work, 'push', '--quiet', 'origin', 'HEAD:main');

      const hugeBlob = git(sandbox.remote, 'rev-parse', 'main:projects/shop/huge.yaml');
      const writer = await openWriter(sandbox);
      const outcomes = await Promise.allSettled([
        writer.request(tagEdit(1, 'big'), reason),
        writer.request(tagEdit(2, 'notes'), reason),
        writer.request(tagEdit(3), reason),
      ]);
      const codes = outcomes.map((o) =>
        o.status === 'rejected' ? (o.reason as GitshiftError).code : o.value.status,
      );
      assert.equal(codes, ['WRITEBACK_TARGET_NOT_FOUND', 'WRITEBACK_TARGET_NOT_FOUND', 'committed']);
      assert.is(
        git(sandbox.remote, 'rev-parse', 'main:projects/shop/huge.yaml'),
        hugeBlob,
        'the oversized file is untouched',
      );
      assert.is(git(sandbox.remote, 'cat-file', '-p', 'main:projects/shop/linked.yaml'), 'images.yaml');
    },
  );
});

test('a pushed tag `on` is committed quoted, and the pushed file loads with no problem', async () => {
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const writer = await openWriter(sandbox);
    const outcome = await writer.request(tagEdit(1, 'web', 'on'), reason);
    assert.is(outcome.status, 'committed');
    const text = remoteFile(sandbox, 'projects/shop/images.yaml');
    const model = loadFiles({ 'projects/shop/images.yaml': text });
    assert.equal(model.problems, [], text);
    const [stream] = model.projects[0]?.manifests ?? [];
    const status = stream?.object['status'] as { tags: { tag: unknown }[] } | undefined;
    assert.is(status?.tags[0]?.tag, 'on');
    assert.match(text, /\n {4}- tag: "on"\n/);
  });
});

test('an edit after which gitshift would refuse the file is rejected (WRITEBACK_RESULT_INVALID), never pushed, and the edits beside it land', async () => {
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const events: WriteBackEvent[] = [];
    const workDir = sandbox.folder('writer');
    const writer = await openWriter(sandbox, { workDir, log: (e) => events.push(e) });
    const huge: WriteBackEdit = {
      type: 'field',
      file: 'projects/shop/images.yaml',
      selector: { kind: 'ImageStream', name: 'web' },
      path: ['metadata', 'annotations', 'notes'],
      value: 'x'.repeat(1024 * 1024),
    };
    const [refused, ok] = await Promise.allSettled([
      writer.request(huge, reason),
      writer.request(tagEdit(2), reason),
    ]);
    assert.is(refused?.status, 'rejected');
    const error = refused?.status === 'rejected' ? (refused.reason as GitshiftError) : undefined;
    assert.is(error?.code, 'WRITEBACK_RESULT_INVALID');
    assert.match(
      error?.message ?? '',
      /^projects\/shop\/images\.yaml: metadata\.annotations\.notes: the edited file would not load \(FILE_TOO_LARGE/,
    );
    assert.ok(
      events.some(
        (e) => e.type === 'failed' && e.code === 'WRITEBACK_RESULT_INVALID' && e.message === error?.message,
      ),
    );
    assert.is(ok?.status === 'fulfilled' && ok.value.status, 'committed');
    const text = remoteFile(sandbox, 'projects/shop/images.yaml');
    assert.not.ok(text.includes('notes:'));
    assert.equal(loadFiles({ 'projects/shop/images.yaml': text }).problems, []);
    // Dropped, not retried: a writer restarted on the same journal has nothing left to push.
    await writer.idle();
    const replayed: WriteBackEvent[] = [];
    const restarted = await openWriter(sandbox, { workDir, log: (e) => replayed.push(e) });
    await restarted.idle();
    assert.equal(replayed, []);
  });
});

test('a missing remote is retried with backoff, then a typed error; nothing crashes', async () => {
  await withSandbox({}, async (sandbox) => {
    const events: WriteBackEvent[] = [];
    const writer = await openWriter(sandbox, {
      url: `file://${sandbox.folder('gone')}.git`,
      outageRetry: fast,
      clock: instantClock(),
      log: (e) => events.push(e),
    });
    try {
      await writer.request(tagEdit(1), reason);
      assert.unreachable('the edit was written');
    } catch (error) {
      assert.instance(error, GitshiftError);
      assert.is((error as GitshiftError).code, 'GIT_REMOTE_UNAVAILABLE');
      assert.match(
        (error as Error).message,
        /does not appear to be a git repository.*gave up after 3 attempts/,
      );
    }
    assert.is(events.filter((e) => e.type === 'retry' && e.why === 'unavailable').length, 2);
    const delays = events.flatMap((e) => (e.type === 'retry' ? [e.delayMs] : []));
    assert.ok(delays.length === 2 && delays.every((ms) => ms >= 0 && ms <= 5), `delays ${delays.join(',')}`);
    // The writer still works afterwards: it did not crash or wedge.
    assert.is(await writer.idle(), undefined);
  });
});

test('refused credentials are not retried: the typed error at once, an auth failure not an outage', async () => {
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const real = systemGit();
    let fetches = 0;
    const refusing: GitRunner = {
      run: (args, options) =>
        args.includes('fetch')
          ? (fetches++,
            Promise.resolve({
              exitCode: 128,
              stdout: Buffer.alloc(0),
              stderr: `fatal: Authentication failed for '${sandbox.url}'\n`,
            }))
          : real.run(args, options),
    };
    const events: WriteBackEvent[] = [];
    const writer = await openWriter(sandbox, {
      git: refusing,
      clock: instantClock(),
      log: (e) => events.push(e),
    });
    const error = await writer.request(tagEdit(1), reason).catch((e: unknown) => e as GitshiftError);
    assert.instance(error, GitshiftError);
    assert.is((error as GitshiftError).code, 'GIT_AUTH_FAILED', (error as Error).message);
    assert.is(fetches, 1);
    assert.equal(
      events.filter((e) => e.type === 'retry'),
      [],
    );
  });
});

test('closing with an aborted signal ends a retry backoff at once; the edit stays in the journal and the next writer pushes it', async () => {
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const workDir = sandbox.folder('writer');
    const events: WriteBackEvent[] = [];
    let retrying = (): void => undefined;
    const retried = new Promise<void>((resolve) => (retrying = resolve));
    const writer = await openWriter(sandbox, {
      workDir,
      url: `file://${sandbox.folder('gone')}.git`,
      outageRetry: { attempts: 5, baseMs: 60_000, maxMs: 60_000 },
      log: (e) => {
        events.push(e);
        if (e.type === 'retry') retrying();
      },
    });
    const stopped = writer.request(tagEdit(1), reason).catch((e: unknown) => e as GitshiftError);
    await retried; // now in a backoff of 30 to 60 s
    const started = performance.now();
    await writer.close(AbortSignal.abort(new Error('serve is stopping')));
    const error = await stopped;
    const ms = performance.now() - started;
    assert.ok(ms < 1000, `closed in ${ms} ms`);
    assert.instance(error, GitshiftError);
    assert.is((error as GitshiftError).code, 'ABORTED');
    assert.match((error as Error).message, /serve is stopping/);
    assert.ok(events.some((e) => e.type === 'abandoned' && e.edits === 1));
    assert.not.ok(
      events.some((e) => e.type === 'failed'),
      'abandoned, not dropped',
    );

    const successor = await openWriter(sandbox, { workDir });
    await successor.idle();
    assert.match(remoteFile(sandbox, 'projects/shop/images.yaml'), new RegExp(`image: ${digest(1)}`));
  });
});

test('closing without a signal waits for the edits asked for, like idle', async () => {
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const writer = await openWriter(sandbox);
    const outcome = writer.request(tagEdit(1), reason);
    await writer.close();
    assert.is((await outcome).status, 'committed');
  });
});

test('credentials in the remote URL appear in no error, log event or git argument', async () => {
  await withSandbox({}, async (sandbox) => {
    const token = 'ghp_s3cr3tT0kenValue';
    const args: string[] = [];
    const real = systemGit();
    const recording: GitRunner = { run: (a, o) => (args.push(...a), real.run(a, o)) };
    const logged: string[] = [];
    const writer = await openWriter(sandbox, {
      url: `http://x-access-token:${token}@127.0.0.1:9/config.git`,
      git: recording,
      outageRetry: fast,
      clock: instantClock(),
      log: (e) => logged.push(JSON.stringify(e)),
    });
    const error = await writer.request(tagEdit(1), reason).catch((e: unknown) => e as GitshiftError);
    assert.instance(error, GitshiftError);
    const everything = [
      (error as Error).message,
      JSON.stringify((error as GitshiftError).data),
      ...logged,
      ...args,
    ].join('\n');
    assert.match((error as Error).message, /http:\/\/\*\*\*@127\.0\.0\.1:9\/config\.git/);
    assert.not.ok(everything.includes(token), everything);
    assert.not.ok(everything.includes('x-access-token'), everything);
  });
});

test('an ImageStream in a JSON ImageStreamList gets the image committed, and the file stays JSON in its layout', async () => {
  const list = {
    apiVersion: 'v1',
    kind: 'ImageStreamList',
    items: [{ apiVersion: 'image.openshift.io/v1', kind: 'ImageStream', metadata: { name: 'web' } }],
  };
  const text = `${JSON.stringify(list, null, 4)}\n`;
  await withSandbox({ 'projects/shop/images.json': text }, async (sandbox) => {
    const writer = await openWriter(sandbox);
    const outcome = await writer.request(tagEdit(1), reason);
    assert.is(outcome.status, 'committed');
    const pushed = remoteFile(sandbox, 'projects/shop/images.json');
    const item = {
      created: '2026-11-22T10:00:00Z',
      dockerImageReference: `reg.example/shop/web@${digest(1)}`,
      image: digest(1),
    };
    const expected = {
      ...list,
      items: [{ ...list.items[0], status: { tags: [{ tag: 'latest', items: [item] }] } }],
    };
    assert.is(`${pushed}\n`, `${JSON.stringify(expected, null, 4)}\n`);
    assert.equal(loadFiles({ 'projects/shop/images.json': pushed }).problems, []);
  });
});

test.run();
