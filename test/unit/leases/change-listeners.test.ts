import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { aloneLeadership } from '../../../src/leases/alone-leadership.js';
import { ChangeListeners, NOTHING_HELD, sameState } from '../../../src/leases/change-listeners.js';
import type { LeadershipState } from '../../../src/leases/leadership.js';
import { recordingLogger } from '../../support/log-recorder.js';

const leading: LeadershipState = { leader: true, shards: new Set([0]) };

test('every listener hears a change at once, with the state before it', () => {
  const listeners = new ChangeListeners(recordingLogger().logger);
  const heard: string[] = [];
  listeners.add((state, previous) => void heard.push(`a ${previous.leader}->${state.leader}`));
  listeners.add((state, previous) => void heard.push(`b ${previous.leader}->${state.leader}`));
  void listeners.emit(leading, NOTHING_HELD);
  assert.equal(heard, ['a false->true', 'b false->true']);
});

test("emit settles only once every listener's promise has: a hand-over waits for the work to stop", async () => {
  const listeners = new ChangeListeners(recordingLogger().logger);
  let stopWork = (): void => undefined;
  listeners.add(() => new Promise<void>((resolve) => (stopWork = resolve)));
  let settled = false;
  const emitted = listeners.emit(NOTHING_HELD, leading).then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  assert.is(settled, false);
  stopWork();
  await emitted;
  assert.is(settled, true);
});

test('a listener that fails is logged; the others still run and the change still settles', async () => {
  const { logger, lines } = recordingLogger();
  const listeners = new ChangeListeners(logger);
  let heard = 0;
  listeners.add(() => Promise.reject(new Error('could not stop')));
  listeners.add(() => {
    throw new Error('threw at once');
  });
  listeners.add(() => void heard++);
  await listeners.emit(leading, NOTHING_HELD);
  assert.is(heard, 1);
  assert.equal(
    lines
      .filter((line) => line.msg === 'a leadership change listener failed')
      .map((line) => (line['err'] as { message: string }).message)
      .sort(),
    ['could not stop', 'threw at once'],
  );
});

test('a removed listener hears nothing more', async () => {
  const listeners = new ChangeListeners(recordingLogger().logger);
  let heard = 0;
  const remove = listeners.add(() => void heard++);
  remove();
  await listeners.emit(leading, NOTHING_HELD);
  assert.is(heard, 0);
});

test('states compare by lead and shard set', () => {
  assert.ok(
    sameState({ leader: false, shards: new Set([1, 2]) }, { leader: false, shards: new Set([2, 1]) }),
  );
  assert.not.ok(
    sameState({ leader: false, shards: new Set([1]) }, { leader: false, shards: new Set([1, 2]) }),
  );
  assert.not.ok(sameState(leading, { leader: false, shards: new Set([0]) }));
});

test('a replica running alone leads and holds every shard', () => {
  const alone = aloneLeadership({ identity: 'solo', shardCount: 3 });
  assert.is(alone.current().leader, true);
  assert.equal([...alone.current().shards], [0, 1, 2]);
});

test.run();
