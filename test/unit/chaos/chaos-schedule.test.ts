import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { planKills, seededRandom, type PhaseWindow } from '../../support/chaos-schedule.js';

const WINDOWS: PhaseWindow[] = [
  { phase: 'sync', weight: 3, minDelayMs: 0, maxDelayMs: 4000 },
  { phase: 'write-back', weight: 4, minDelayMs: 200, maxDelayMs: 3000 },
  { phase: 'build', weight: 1, minDelayMs: 1000, maxDelayMs: 20_000 },
  { phase: 'preview-create', weight: 1, minDelayMs: 0, maxDelayMs: 5000 },
  { phase: 'preview-delete', weight: 1, minDelayMs: 0, maxDelayMs: 3000 },
];

test('the same seed gives the same schedule, another seed another one', () => {
  const a = planKills({ kills: 50, seed: 17, windows: WINDOWS });
  assert.equal(planKills({ kills: 50, seed: 17, windows: WINDOWS }), a);
  assert.not.equal(
    planKills({ kills: 50, seed: 18, windows: WINDOWS }).map((k) => k.delayMs),
    a.map((k) => k.delayMs),
  );
});

test('50 kills: every phase gets one, the rest by weight, in phase order and numbered', () => {
  const kills = planKills({ kills: 50, seed: 1, windows: WINDOWS });
  assert.is(kills.length, 50);
  const per = (phase: string): number => kills.filter((k) => k.phase === phase).length;
  // 45 beyond the first five, shared 3:4:1:1:1 → 13.5, 18, 4.5, 4.5, 4.5 → 14, 18, 5, 4, 4 (the two half remainders to the earlier phases).
  assert.equal(
    [per('sync'), per('write-back'), per('build'), per('preview-create'), per('preview-delete')],
    [15, 19, 6, 5, 5],
  );
  assert.equal(
    kills.map((k) => k.index),
    kills.map((_, i) => i + 1),
  );
  const order = kills.map((k) => WINDOWS.findIndex((w) => w.phase === k.phase));
  assert.equal(
    order,
    [...order].sort((a, b) => a - b),
  );
});

test('each delay falls in its phase window', () => {
  for (const kill of planKills({ kills: 200, seed: 99, windows: WINDOWS })) {
    const window = WINDOWS.find((w) => w.phase === kill.phase)!;
    assert.ok(kill.delayMs >= window.minDelayMs && kill.delayMs < window.maxDelayMs, JSON.stringify(kill));
  }
});

test('fewer kills than phases: the first phases get one each', () => {
  assert.equal(
    planKills({ kills: 3, seed: 5, windows: WINDOWS }).map((k) => k.phase),
    ['sync', 'write-back', 'build'],
  );
  assert.equal(planKills({ kills: 0, seed: 5, windows: WINDOWS }), []);
});

test('a bad count or window is refused', () => {
  assert.throws(() => planKills({ kills: -1, seed: 1, windows: WINDOWS }), /kills/);
  assert.throws(() => planKills({ kills: 1.5, seed: 1, windows: WINDOWS }), /kills/);
  assert.throws(
    () =>
      planKills({ kills: 2, seed: 1, windows: [{ phase: 'sync', weight: 1, minDelayMs: 5, maxDelayMs: 1 }] }),
    /minDelayMs/,
  );
});

test('seededRandom stays in [0, 1) and is not constant', () => {
  const random = seededRandom(42);
  const values = Array.from({ length: 1000 }, random);
  assert.ok(values.every((v) => v >= 0 && v < 1));
  assert.ok(new Set(values).size > 990);
});

test.run();
