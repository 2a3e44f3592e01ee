import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Leadership, LeadershipState } from '../../../../src/leases/leadership.js';
import { WorkQueue } from '../../../../src/reconciler/work-queue.js';
import { SYSTEM_CLOCK } from '../../../../src/runtime/index.js';
import { ReplicaRole } from '../../../../src/serve/replicas/replica-role.js';
import type { ShardOf } from '../../../../src/serve/replicas/shard-scope.js';
import { recordingLogger } from '../../../support/log-recorder.js';

const byName: ShardOf = (project) => Number(/^p(\d+)/.exec(project)?.[1] ?? 0);

/** The Leadership contract driven by hand: changes are announced and their listeners' promises awaited, as the Lease implementation does before it releases. */
class HandLeadership implements Leadership {
  readonly identity = 'replica-a';
  readonly shardCount = 3;
  #state: LeadershipState = { leader: false, shards: new Set() };
  #listeners: ((s: LeadershipState, p: LeadershipState) => void | Promise<void>)[] = [];
  current(): LeadershipState {
    return this.#state;
  }
  onChange(listener: (s: LeadershipState, p: LeadershipState) => void | Promise<void>): () => void {
    this.#listeners.push(listener);
    return () => (this.#listeners = this.#listeners.filter((l) => l !== listener));
  }
  async change(state: LeadershipState): Promise<void> {
    const previous = this.#state;
    this.#state = state;
    for (const listener of this.#listeners) await listener(state, previous);
  }
  stop(): Promise<void> {
    return Promise.resolve();
  }
}

/** A real work queue whose project runs last until the test lets them end. */
function heldQueue() {
  const release = new Map<string, () => void>();
  const queue = new WorkQueue({
    // A shard's bulk sync ends at once; a project's run lasts until `finish`.
    work: (key) =>
      key.startsWith('*') ? Promise.resolve() : new Promise<void>((resolve) => release.set(key, resolve)),
    resyncIntervalMs: 0,
  });
  return { queue, finish: (key: string) => release.get(key)?.() };
}

function setUp() {
  const leadership = new HandLeadership();
  const role = new ReplicaRole(
    leadership,
    byName,
    SYSTEM_CLOCK,
    recordingLogger('info', () => undefined).logger,
  );
  const { queue, finish } = heldQueue();
  const enqueued: string[] = [];
  const calls: string[] = [];
  role.follow({
    queue: {
      enqueue: (key) => {
        enqueued.push(key);
        return queue.enqueue(key);
      },
      status: () => queue.status(),
    },
    loaded: () => true,
    becameLeader: () => {
      calls.push('lead');
      return Promise.resolve();
    },
    lostLead: () => {
      calls.push('lost');
      return Promise.resolve();
    },
  });
  return { leadership, role, enqueued, calls, queue, finish };
}

test('a gained shard is synced at once; its projects are then reconciled here', async () => {
  const { leadership, role, enqueued } = setUp();
  assert.is(role.scopeOf('p1-web'), undefined);
  await leadership.change({ leader: false, shards: new Set([1]) });
  assert.equal(enqueued, ['*1']);
  assert.equal(role.scopeOf('p1-web'), { bulk: false, only: 'p1-web' });
  assert.is(role.scopeOf('p2-web'), undefined);
  assert.equal(role.status().shards, [1]);
});

test("a lost shard's Lease waits until its runs in flight have finished, and nothing of it starts meanwhile", async () => {
  const { leadership, role, queue, finish } = setUp();
  await leadership.change({ leader: false, shards: new Set([1, 2]) });
  queue.enqueue('p1-web');
  queue.enqueue('p2-db');
  let released = false;
  const handing = leadership.change({ leader: false, shards: new Set([2]) }).then(() => (released = true));
  await new Promise((resolve) => setTimeout(resolve, 250));
  assert.is(released, false, 'p1-web still runs');
  assert.is(role.scopeOf('p1-other'), undefined, 'the lost shard starts nothing new');
  finish('p2-db');
  await new Promise((resolve) => setTimeout(resolve, 250));
  assert.is(released, false, "another shard's run does not count");
  finish('p1-web');
  await handing;
  assert.ok(released);
});

test('the lead is started once and stopped when lost; the inbox follows it', async () => {
  const { leadership, role, calls } = setUp();
  await leadership.change({ leader: true, shards: new Set([0]) });
  await leadership.change({ leader: true, shards: new Set([0, 1]) });
  assert.equal(calls, ['lead']);
  assert.ok(role.isLeader());
  assert.ok(role.owns('leader'));
  assert.ok(role.owns('shard-1'));
  await leadership.change({ leader: false, shards: new Set() });
  assert.equal(calls, ['lead', 'lost']);
  assert.not.ok(role.owns('leader'));
});

test.run();
