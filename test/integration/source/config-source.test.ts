import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { GitshiftError } from '../../../src/errors/index.js';
import { ConfigSource, type SourceUpdate } from '../../../src/source/config-source.js';
import { systemGit, type GitRunner } from '../../../src/git/git-runner.js';
import { SETTINGS } from '../../support/repo.js';
import { eventually } from '../../support/testbed.js';
import { commitFiles, git, imageStream, withSandbox, type GitSandbox } from '../../support/git-sandbox.js';
import { gitshiftRejection } from '../../support/errors.js';

const files = {
  'gitshift.yaml': SETTINGS,
  'projects/shop/images.yaml': imageStream('web'),
  'projects/blog/images.yaml': imageStream('blog'),
};

function source(sandbox: GitSandbox, extra: Partial<ConstructorParameters<typeof ConfigSource>[0]> = {}) {
  return new ConfigSource({ url: sandbox.url, workDir: sandbox.folder('source'), ...extra });
}

/** A system git that counts the fetches it runs. */
function countingGit(): { git: GitRunner; fetches: () => number } {
  const inner = systemGit();
  let fetches = 0;
  return {
    git: {
      run(args, options) {
        if (args.includes('fetch')) fetches += 1;
        return inner.run(args, options);
      },
    },
    fetches: () => fetches,
  };
}

test('the first fetch offers every project; a commit to one project changes exactly that one', async () => {
  await withSandbox(files, async (sandbox) => {
    const config = source(sandbox);
    await config.open();
    assert.is(config.branch, 'main');
    assert.is(config.branchChoice, 'remote-default');
    const first = await config.fetch();
    assert.is(first.previous, undefined);
    assert.is(first.head, git(sandbox.remote, 'rev-parse', 'main'));
    assert.equal(first.changed.projects, ['blog', 'shop']);
    assert.is(first.changed.settings, true);

    const shop = commitFiles(sandbox, { 'projects/shop/images.yaml': imageStream('api') }, 'shop');
    const second = await config.fetch();
    assert.equal(second, {
      previous: first.head,
      head: shop,
      changed: { projects: ['shop'], settings: false, paths: ['projects/shop/images.yaml'] },
    });
    const again = await config.fetch();
    assert.equal(again, {
      previous: shop,
      head: shop,
      changed: { projects: [], settings: false, paths: [] },
    });
    await config.stop();
  });
});

test('a fetch that brings a commit runs four git commands (fetch, one resolve of both heads, the diff, the delivered ref), and a snapshot of its head resolves nothing again', async () => {
  await withSandbox(files, async (sandbox) => {
    const inner = systemGit();
    const commands: string[] = [];
    const config = source(sandbox, {
      git: {
        run(args, options) {
          // The subcommand: the first word that is not an option, nor the value of a `-c`.
          commands.push(args.find((arg, i) => !arg.startsWith('-') && args[i - 1] !== '-c') ?? '');
          return inner.run(args, options);
        },
      },
    });
    await config.open();
    await config.fetch();
    const shop = commitFiles(sandbox, { 'projects/shop/images.yaml': imageStream('api') }, 'shop');
    commands.length = 0;
    const update = await config.fetch();
    assert.is(update.head, shop);
    assert.equal(update.changed.projects, ['shop']);
    assert.equal(commands, ['fetch', 'cat-file', 'diff-tree', 'update-ref']);
    commands.length = 0;
    const snapshot = await config.snapshot(shop);
    assert.is(snapshot.commit, shop);
    assert.not.ok(commands.includes('rev-parse'), commands.join(', '));
    // A commit it did not fetch itself is still checked.
    commands.length = 0;
    await config.snapshot(update.previous);
    assert.ok(commands.includes('rev-parse'), commands.join(', '));
    await config.stop();
  });
});

test('a change to gitshift.yaml says settings changed', async () => {
  await withSandbox(files, async (sandbox) => {
    const config = source(sandbox);
    await config.open();
    await config.fetch();
    commitFiles(sandbox, { 'gitshift.yaml': `${SETTINGS}# tuned\n` }, 'settings');
    const update = await config.fetch();
    assert.is(update.changed.settings, true);
    assert.equal(update.changed.projects, []);
  });
});

test('fetches are shallow and diffs still work across several of them', async () => {
  await withSandbox(files, async (sandbox) => {
    const workDir = sandbox.folder('source');
    const config = new ConfigSource({ url: sandbox.url, workDir });
    await config.open();
    for (let i = 0; i < 3; i++)
      commitFiles(sandbox, { [`projects/p${i}/images.yaml`]: imageStream('x') }, `p${i}`);
    const first = await config.fetch();
    const repo = join(workDir, 'repo.git');
    assert.ok(existsSync(join(repo, 'shallow')), 'the private repository is shallow');
    assert.is(git(repo, 'rev-list', '--count', first.head), '1');
    commitFiles(sandbox, { 'projects/blog/images.yaml': imageStream('b2') }, 'blog');
    commitFiles(sandbox, { 'projects/p1/images.yaml': imageStream('y') }, 'p1');
    const update = await config.fetch();
    // Two commits apart, with neither's parent fetched: the delivered head's objects are what make the diff.
    assert.equal(update.changed.projects, ['blog', 'p1']);
    assert.is(git(repo, 'rev-list', '--count', update.head), '1');
  });
});

test('a snapshot of the fetched head, under a folder of the repository', async () => {
  await withSandbox(
    {
      'deploy/gitshift.yaml': SETTINGS,
      'deploy/projects/shop/images.yaml': imageStream('web'),
      README: 'x\n',
    },
    async (sandbox) => {
      const config = source(sandbox, { path: 'deploy', branch: 'main' });
      await config.open();
      assert.is(config.branchChoice, 'given');
      const update = await config.fetch();
      assert.equal(update.changed.projects, ['shop']);
      const snapshot = await config.snapshot();
      assert.is(snapshot.commit, update.head);
      assert.equal(snapshot.paths, ['gitshift.yaml', 'projects/shop/images.yaml']);
      assert.is(snapshot.origin, `${sandbox.url}@${update.head.slice(0, 12)}:deploy`);
      assert.match(Buffer.from(snapshot.read('projects/shop/images.yaml')).toString(), 'name: web');
    },
  );
});

test('a remote that is gone is a typed error, and the source recovers when it is back', async () => {
  await withSandbox(files, async (sandbox) => {
    const config = source(sandbox);
    await config.open();
    const first = await config.fetch();
    const moved = `${sandbox.remote}.away`;
    renameSync(sandbox.remote, moved);
    const error = await gitshiftRejection(config.fetch());
    assert.is(error.code, 'GIT_REMOTE_UNAVAILABLE');
    assert.match(error.message, `cannot fetch branch main of ${sandbox.url}`);
    renameSync(moved, sandbox.remote);
    const blog = commitFiles(sandbox, { 'projects/blog/images.yaml': imageStream('b2') }, 'blog');
    const update = await config.fetch();
    assert.equal([update.previous, update.head, update.changed.projects], [first.head, blog, ['blog']]);
  });
});

test('a branch the remote does not have is GIT_UNREADABLE and says to check --ref', async () => {
  await withSandbox(files, async (sandbox) => {
    const config = source(sandbox, { branch: 'release' });
    await config.open();
    const error = await gitshiftRejection(config.fetch());
    assert.is(error.code, 'GIT_UNREADABLE');
    assert.match(error.message, /check --ref/);
  });
});

test('polling picks up a new commit and reports only the project it touched', async () => {
  await withSandbox(files, async (sandbox) => {
    const config = source(sandbox);
    await config.open();
    const updates: SourceUpdate[] = [];
    const errors: unknown[] = [];
    config.start({
      intervalMs: 50,
      onChange: (update) => void updates.push(update),
      onError: (error) => void errors.push(error),
    });
    try {
      await eventually('the first poll', () => (updates.length === 1 ? true : undefined), 10_000);
      const shop = commitFiles(sandbox, { 'projects/shop/images.yaml': imageStream('api') }, 'shop');
      const update = await eventually('the poll that sees the commit', () =>
        updates.find((u) => u.head === shop),
      );
      assert.equal(update.changed.projects, ['shop']);
      assert.is(update.previous, updates[0]?.head);
      assert.equal(errors, []);
    } finally {
      await config.stop();
    }
  });
});

test('the poller keeps running while the remote is down, backs off, and recovers', async () => {
  await withSandbox(files, async (sandbox) => {
    const config = source(sandbox);
    await config.open();
    const updates: SourceUpdate[] = [];
    const failures: { code: string; retryInMs: number }[] = [];
    config.start({
      intervalMs: 20,
      maxBackoffMs: 200,
      onChange: (update) => void updates.push(update),
      onError: (error, retryInMs) => void failures.push({ code: (error as GitshiftError).code, retryInMs }),
    });
    try {
      await eventually('the first poll', () => (updates.length === 1 ? true : undefined), 10_000);
      const moved = `${sandbox.remote}.away`;
      renameSync(sandbox.remote, moved);
      await eventually('four failed polls', () => (failures.length >= 4 ? true : undefined), 10_000);
      assert.ok(
        failures.every((f) => f.code === 'GIT_REMOTE_UNAVAILABLE'),
        JSON.stringify(failures),
      );
      // Jitter keeps each wait between half and all of the doubled interval: 20, 40, 80, 160 ms.
      assert.ok((failures[3]?.retryInMs ?? 0) >= 80, JSON.stringify(failures));
      renameSync(moved, sandbox.remote);
      const shop = commitFiles(sandbox, { 'projects/shop/images.yaml': imageStream('api') }, 'shop');
      const update = await eventually('the change after recovery', () =>
        updates.find((u) => u.head === shop),
      );
      assert.equal(update.changed.projects, ['shop']);
    } finally {
      await config.stop();
    }
  });
});

test('requests for a fetch made while one runs share one more fetch', async () => {
  await withSandbox(files, async (sandbox) => {
    const counting = countingGit();
    const config = source(sandbox, { git: counting.git, branch: 'main' });
    await config.open();
    await config.fetch();
    const before = counting.fetches();
    commitFiles(sandbox, { 'projects/shop/images.yaml': imageStream('api') }, 'shop');
    // The first starts a fetch; the other nine arrive while it runs and share the one after it.
    await Promise.all(Array.from({ length: 10 }, () => config.requestFetch()));
    assert.is(counting.fetches() - before, 2);
    assert.is(config.head, git(sandbox.remote, 'rev-parse', 'main'));
  });
});

test('a change whose onChange failed is offered again by the next fetch', async () => {
  await withSandbox(files, async (sandbox) => {
    const config = source(sandbox);
    await config.open();
    const seen: SourceUpdate[] = [];
    const errors: unknown[] = [];
    let fail = true;
    config.start({
      intervalMs: 30,
      onChange: (update) => {
        seen.push(update);
        if (fail) throw new Error('reconcile failed');
      },
      onError: (error) => void errors.push(error),
    });
    try {
      await eventually('a failed delivery', () => (errors.length > 0 ? true : undefined), 10_000);
      fail = false;
      await eventually('a second offer', () => (seen.length >= 2 ? true : undefined), 10_000);
      assert.is(seen[1]?.previous, undefined, 'still the first delivery');
      assert.is(seen[1]?.head, seen[0]?.head);
    } finally {
      await config.stop();
    }
  });
});

test('a new source on the same work dir continues from the head delivered before', async () => {
  await withSandbox(files, async (sandbox) => {
    const workDir = sandbox.folder('source');
    const first = new ConfigSource({ url: sandbox.url, workDir });
    await first.open();
    const delivered = (await first.fetch()).head;
    await first.stop();
    const blog = commitFiles(sandbox, { 'projects/blog/images.yaml': imageStream('b2') }, 'blog');
    const second = new ConfigSource({ url: sandbox.url, workDir });
    await second.open();
    assert.is(second.head, delivered);
    const update = await second.fetch();
    assert.equal([update.previous, update.head, update.changed.projects], [delivered, blog, ['blog']]);
  });
});

test('a new source on the same work dir delivers the same head once more, with nothing changed: a restarted serve loads it', async () => {
  await withSandbox(files, async (sandbox) => {
    const workDir = sandbox.folder('source');
    const first = new ConfigSource({ url: sandbox.url, workDir });
    await first.open();
    const delivered = (await first.fetch()).head;
    await first.stop();
    const second = new ConfigSource({ url: sandbox.url, workDir });
    await second.open();
    const seen: string[] = [];
    second.start({
      intervalMs: 60_000,
      onChange: (update) => void seen.push(update.head),
      onError: () => undefined,
    });
    try {
      const update = await second.fetch();
      assert.equal([update.previous, update.head, update.changed.projects], [delivered, delivered, []]);
      assert.equal(seen, [delivered], 'delivered once in this process');
      await second.fetch();
      assert.equal(seen, [delivered], 'and not again');
    } finally {
      await second.stop();
    }
  });
});

test('a force-pushed branch with unrelated history still diffs against the delivered head', async () => {
  await withSandbox(files, async (sandbox) => {
    const config = source(sandbox);
    await config.open();
    const first = await config.fetch();
    // Someone replaces the branch with a new root commit holding only the blog project.
    const work = sandbox.folder('rewrite');
    git(dirname(sandbox.remote), 'init', '--quiet', '--initial-branch=main', work);
    mkdirSync(join(work, 'projects', 'blog'), { recursive: true });
    writeFileSync(join(work, 'gitshift.yaml'), SETTINGS);
    writeFileSync(join(work, 'projects', 'blog', 'images.yaml'), imageStream('blog'));
    git(work, 'add', '--all');
    git(work, '-c', 'user.name=H', '-c', 'user.email=h@e', 'commit', '--quiet', '-m', 'rewrite');
    git(work, 'push', '--quiet', '--force', sandbox.url, 'main');
    const update = await config.fetch();
    assert.is(update.previous, first.head);
    assert.is(update.head, git(work, 'rev-parse', 'HEAD'));
    assert.equal(update.changed.projects, ['shop'], 'shop is gone; blog and gitshift.yaml are the same');
    assert.is(update.changed.settings, false);
  });
});

test('a work dir left by a killed process is taken over, locks and all; one in use is refused', async () => {
  await withSandbox(files, async (sandbox) => {
    const workDir = sandbox.folder('source');
    const first = new ConfigSource({ url: sandbox.url, workDir });
    await first.open();
    await first.fetch();
    const busy = new ConfigSource({ url: sandbox.url, workDir });
    const refused = await gitshiftRejection(busy.open());
    assert.is(refused.code, 'USAGE');
    assert.match(refused.message, `in use by another gitshift process (pid ${process.pid})`);
    await first.stop();

    // What kill -9 in the middle of a fetch leaves: the claim of a dead process and git's own locks.
    const dead = spawnSync('true').pid;
    writeFileSync(join(workDir, 'gitshift.lock'), `${dead}\n`);
    writeFileSync(join(workDir, 'repo.git', 'shallow.lock'), '');
    writeFileSync(join(workDir, 'repo.git', 'refs', 'remotes', 'origin', 'main.lock'), '');
    const shop = commitFiles(sandbox, { 'projects/shop/images.yaml': imageStream('api') }, 'shop');
    const next = new ConfigSource({ url: sandbox.url, workDir });
    await next.open();
    const update = await next.fetch();
    assert.equal([update.head, update.changed.projects], [shop, ['shop']]);
    await next.stop();
    assert.not.ok(existsSync(join(workDir, 'gitshift.lock')));
  });
});

test('a URL git cannot fetch from and a bad branch name are usage errors', () => {
  for (const [url, branch] of [
    ['/just/a/path', undefined],
    ['ftp://host/repo.git', undefined],
    ['file:///repo.git', '--upload-pack=evil'],
  ] as const) {
    try {
      new ConfigSource({ url, branch, workDir: '/nonexistent' });
      assert.unreachable(`${url} ${branch ?? ''} accepted`);
    } catch (error) {
      assert.is((error as GitshiftError).code, 'USAGE');
    }
  }
});

test.run();
