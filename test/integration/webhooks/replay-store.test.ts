import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { recordingLogger } from '../../support/log-recorder.js';
import { deliveryLogLines } from '../../../src/webhooks/delivery-log-file.js';
import { DELIVERY_LOG, ReplayStore, type ReplayStoreOptions } from '../../../src/webhooks/replay-store.js';

const DAY = 24 * 3600 * 1000;

async function withDir(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-replay-'));
  try {
    await body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Fails instead of hanging when `promise` never settles. */
async function within<T>(promise: Promise<T>, what: string, ms = 2000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} never resolved`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The log's lines as text, without the zeros after them. */
const loggedLines = (dir: string): string[] =>
  deliveryLogLines(readFileSync(join(dir, DELIVERY_LOG)))
    .toString('latin1')
    .trim()
    .split('\n');

async function claimAll(store: ReplayStore, keys: readonly string[]): Promise<boolean[]> {
  const fresh = keys.map((k) => store.claim(k));
  await store.commit(keys.filter((_, i) => fresh[i]));
  return fresh;
}

test('an id is new once; after a restart on the same directory it is still known', async () => {
  await withDir(async (dir) => {
    const first = ReplayStore.open({ dir });
    assert.equal(await claimAll(first, ['github:a', 'github:b', 'github:a']), [true, true, false]);
    await first.close();
    const second = ReplayStore.open({ dir });
    assert.is(second.size, 2);
    assert.equal(await claimAll(second, ['github:a', 'github:c']), [false, true]);
    await second.close();
  });
});

test('concurrent commits are written together and each resolves once durable', async () => {
  await withDir(async (dir) => {
    const store = ReplayStore.open({ dir });
    const keys = Array.from({ length: 500 }, (_, i) => `registry:e-${i}`);
    await Promise.all(keys.map((k) => (store.claim(k), store.commit([k]))));
    const lines = loggedLines(dir);
    assert.is(lines.length, 500);
    await store.close();
  });
});

test('lone commits (flushed on the loop) and a slow flush (the next ones in the pool) all reach the log', async () => {
  await withDir(async (dir) => {
    // Every reading of the clock 10 ms later: each flush on the loop looks slow.
    let now = Date.now();
    const store = ReplayStore.open({ dir, now: () => (now += 10) });
    for (let i = 0; i < 5; i++) assert.equal(await claimAll(store, [`github:lone-${i}`]), [true]);
    const burst = Array.from({ length: 50 }, (_, i) => `github:burst-${i}`);
    await Promise.all(burst.map((k) => (store.claim(k), store.commit([k]))));
    await store.close();
    const logged = loggedLines(dir);
    assert.is(logged.length, 55);
    const reopened = ReplayStore.open({ dir });
    assert.is(reopened.size, 55);
    await reopened.close();
  });
});

test('an append made the moment a commit resolves is written too (no lost wake-up)', async () => {
  await withDir(async (dir) => {
    const store = ReplayStore.open({ dir });
    for (let i = 0; i < 20; i++) {
      store.claim(`k${i}`);
      // The forget is queued in the very microtask the commit resolves in, as the handler does.
      await within(
        store.commit([`k${i}`]).then(() => store.forget([`k${i}`])),
        `forget ${i}`,
      );
    }
    await store.close();
  });
});

test('ids older than the retention are forgotten at start and while running; ids within it are kept', async () => {
  await withDir(async (dir) => {
    let now = 10 * DAY;
    const options: ReplayStoreOptions = { dir, retentionMs: 3 * DAY, now: () => now };
    const store = ReplayStore.open(options);
    await claimAll(store, ['old']);
    now += 2 * DAY;
    await claimAll(store, ['recent']);
    now += 1.5 * DAY;
    await claimAll(store, ['newest']);
    assert.not.ok(store.has('old'), 'expired while running');
    assert.ok(store.has('recent'));
    await store.close();
    now += 2 * DAY;
    const reopened = ReplayStore.open(options);
    assert.equal([reopened.has('old'), reopened.has('recent'), reopened.has('newest')], [false, false, true]);
    await reopened.close();
  });
});

test('a torn last line from a crash is cut off, and the next append starts on a line of its own', async () => {
  await withDir(async (dir) => {
    writeFileSync(join(dir, DELIVERY_LOG), `a ${Date.now()} github:whole\na ${Date.now()} github:to`);
    const store = ReplayStore.open({ dir });
    assert.ok(store.has('github:whole'));
    assert.not.ok(store.has('github:to'));
    await claimAll(store, ['github:next']);
    await store.close();
    const reopened = ReplayStore.open({ dir });
    assert.ok(reopened.has('github:next'));
    assert.is(reopened.size, 2);
    await reopened.close();
  });
});

test('a forgotten id is new again, also after a restart', async () => {
  await withDir(async (dir) => {
    const store = ReplayStore.open({ dir });
    await claimAll(store, ['dockerhub:x']);
    await store.forget(['dockerhub:x']);
    await store.close();
    const reopened = ReplayStore.open({ dir });
    assert.not.ok(reopened.has('dockerhub:x'));
    assert.ok(reopened.claim('dockerhub:x'));
    await reopened.close();
  });
});

test('the log compacts itself to the live ids and stays correct across a restart', async () => {
  await withDir(async (dir) => {
    let now = 0;
    const options = { dir, retentionMs: 1000, compactAfterLines: 100, now: () => now };
    const store = ReplayStore.open(options);
    for (let i = 0; i < 300; i++) {
      now += 10;
      await claimAll(store, [`k${i}`]);
    }
    const lines = loggedLines(dir).length;
    assert.ok(lines < 250, `compacted to ${lines} lines`);
    assert.is(store.size, 101, 'the ids of the last second, both ends included');
    await store.close();
    const reopened = ReplayStore.open(options);
    assert.is(reopened.size, 101);
    assert.ok(reopened.has('k299'));
    assert.not.ok(reopened.has('k150'));
    await reopened.close();
  });
});

test('beyond maxEntries the oldest ids go first, with one warning', async () => {
  await withDir(async (dir) => {
    const { logger, lines } = recordingLogger();
    const store = ReplayStore.open({ dir, maxEntries: 3, log: logger });
    await claimAll(store, ['a', 'b', 'c', 'd', 'e']);
    assert.equal([store.has('a'), store.has('b'), store.has('e')], [false, false, true]);
    assert.equal(
      lines.map((l) => [l.level, l.msg]),
      [['warn', 'webhook-replay-store-full']],
    );
    await store.close();
  });
});

test('a state directory that cannot be written is a WEBHOOK_STATE_UNWRITABLE error naming the file', async () => {
  await withDir((dir) => {
    const blocked = join(dir, 'blocked');
    writeFileSync(blocked, 'a file where the directory should be');
    try {
      ReplayStore.open({ dir: blocked });
      assert.unreachable('expected an error');
    } catch (error) {
      assert.instance(error, GitshiftError);
      assert.is((error as GitshiftError).code, 'WEBHOOK_STATE_UNWRITABLE');
      assert.match((error as Error).message, /deliveries\.log/);
    }
    return Promise.resolve();
  });
});

test('a log line that is not ours is skipped, the rest is read', async () => {
  await withDir(async (dir) => {
    appendFileSync(join(dir, DELIVERY_LOG), `garbage\na ${Date.now()} ok\nx 1 y\n`);
    const store = ReplayStore.open({ dir });
    assert.equal([store.size, store.has('ok')], [1, true]);
    await store.close();
  });
});

test('ids that are not one printable token are refused (they would break the log)', async () => {
  await withDir(async (dir) => {
    const store = ReplayStore.open({ dir });
    for (const bad of ['', 'a b', 'a\nb', 'x'.repeat(201)])
      assert.throws(() => store.claim(bad), /not one printable token/);
    await store.close();
  });
});

test.run();
