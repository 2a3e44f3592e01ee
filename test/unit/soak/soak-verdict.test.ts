import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  fitLine,
  judgeDrift,
  judgeGrowth,
  judgeSoak,
  DEFAULT_LIMITS,
  environmentSlowdown,
  type LatencyObservation,
  type SoakSample,
} from '../../../bench/soak-verdict.js';

const MINUTE = 60_000;

/** 60 one-minute samples; each series is a function of the minute. */
function hour(series: {
  rss?: (minute: number) => number;
  anon?: (minute: number) => number;
  heap?: (minute: number) => number;
  fds?: (minute: number) => number;
  children?: (minute: number) => number;
}): SoakSample[] {
  return Array.from({ length: 60 }, (_, i) => {
    const minute = i + 1;
    return {
      at: minute * MINUTE,
      rssMiB: series.rss?.(minute) ?? 120,
      anonMiB: series.anon?.(minute) ?? 70,
      heapMiB: series.heap?.(minute) ?? 40,
      fds: series.fds?.(minute) ?? 35,
      children: series.children?.(minute) ?? 0,
    };
  });
}

/** Deterministic noise in [-1, 1]: the same every run. */
function noise(minute: number, seed = 1): number {
  const x = Math.sin(minute * 12.9898 + seed * 78.233) * 43758.5453;
  return 2 * (x - Math.floor(x)) - 1;
}

const latencies = (ms: (minute: number) => number): LatencyObservation[] =>
  Array.from({ length: 240 }, (_, i) => ({ at: (i / 4) * MINUTE, ms: ms(i / 4) }));

const verdictOf = (samples: SoakSample[], extra: Partial<Parameters<typeof judgeSoak>[0]> = {}) =>
  judgeSoak({ samples, latencies: {}, errors: [], ...extra });

test('fitLine recovers slope and intercept of an exact line, with no scatter', () => {
  const fit = fitLine([
    [0, 3],
    [1, 5],
    [2, 7],
    [3, 9],
  ]);
  assert.is(fit.slope, 2);
  assert.is(fit.intercept, 3);
  assert.is(fit.scatter, 0);
});

test('fitLine gives a flat line through the mean when x does not vary', () => {
  const fit = fitLine([
    [5, 1],
    [5, 3],
  ]);
  assert.is(fit.slope, 0);
  assert.is(fit.intercept, 2);
  assert.is(fit.scatter, 1);
});

test('a flat, noisy hour passes', () => {
  const verdict = verdictOf(
    hour({
      rss: (m) => 130 + 4 * noise(m, 1),
      anon: (m) => 75 + 4 * noise(m, 5),
      heap: (m) => 45 + 6 * noise(m, 2),
      fds: (m) => 35 + Math.round(3 * noise(m, 3)),
      children: (m) => (noise(m, 4) > 0.6 ? 1 : 0),
    }),
  );
  assert.equal(verdict.reasons, []);
  assert.ok(verdict.pass);
});

test('warm-up growth in the first half only passes: the slope is fitted over the last half', () => {
  const verdict = verdictOf(
    hour({ anon: (m) => (m < 30 ? 40 + 1.5 * m : 85) + noise(m), heap: (m) => Math.min(25 + m, 50) }),
  );
  assert.ok(verdict.pass, verdict.reasons.join('; '));
});

test('a garbage-collection sawtooth of the heap passes', () => {
  // Rises 2 MiB a minute, collected every 7 minutes: 14 MiB teeth, no trend.
  const verdict = verdictOf(hour({ heap: (m) => 40 + 2 * (m % 7) }));
  assert.ok(verdict.pass, verdict.reasons.join('; '));
});

test('anonymous memory leaking 30 MiB an hour fails, naming the series and its rate', () => {
  const verdict = verdictOf(
    hour({ anon: (m) => 70 + 0.5 * m + 2 * noise(m), rss: (m) => 120 + 0.5 * m + 2 * noise(m) }),
  );
  assert.not.ok(verdict.pass);
  assert.is(verdict.reasons.length, 1);
  assert.match(verdict.reasons[0] ?? '', /^anon grows 3\d MiB\/h over the last half/);
});

test("total RSS is reported, not judged: the binary's pages faulted in as code first runs are no leak", () => {
  const verdict = verdictOf(hour({ rss: (m) => 100 + 0.5 * m }));
  assert.ok(verdict.pass, verdict.reasons.join('; '));
  const rss = verdict.growth.find((g) => g.series === 'rss');
  assert.ok(Math.abs((rss?.perHour ?? 0) - 30) < 0.01);
  assert.is(rss?.limitPerHour, Number.POSITIVE_INFINITY);
});

test('a slow heap leak (12 MiB/h on 40 MiB) fails even under scatter', () => {
  const verdict = verdictOf(hour({ heap: (m) => 40 + 0.2 * m + 0.5 * noise(m) }));
  assert.not.ok(verdict.pass);
  assert.match(verdict.reasons.join('\n'), /^heap grows/);
});

test('a descriptor leak of one every 3 minutes fails', () => {
  const verdict = verdictOf(hour({ fds: (m) => 35 + Math.floor(m / 3) }));
  assert.not.ok(verdict.pass);
  assert.match(verdict.reasons.join('\n'), /^fds grows 2\d descriptors\/h/);
});

test('child processes that pile up fail; one git running at a sample does not', () => {
  assert.not.ok(verdictOf(hour({ children: (m) => Math.floor(m / 5) })).pass);
  assert.ok(verdictOf(hour({ children: (m) => (m % 4 === 0 ? 1 : 0) })).pass);
});

test('growth under the floor passes: 5 MiB/h of anonymous memory is within noise of a Node process', () => {
  const figure = judgeGrowth(
    'anon',
    hour({ anon: (m) => 70 + m / 12 }).slice(30),
    DEFAULT_LIMITS.growth.anon,
  );
  assert.ok(Math.abs(figure.perHour - 5) < 0.01);
  assert.not.ok(figure.unbounded);
});

test('a slope inside the scatter passes: the rise must exceed twice the scatter', () => {
  // 20 MiB/h (over the limit) but ±15 MiB of scatter: 10 MiB of rise over half an hour is noise.
  const figure = judgeGrowth('anon', hour({ anon: (m) => 120 + m / 3 + 15 * noise(m, 7) }).slice(30), {
    sharePerHour: 0.1,
    floorPerHour: 10,
  });
  assert.ok(figure.perHour > figure.limitPerHour, `slope ${figure.perHour}`);
  assert.not.ok(figure.unbounded);
});

test('too few samples cannot pass', () => {
  const verdict = verdictOf(hour({}).slice(0, 5));
  assert.not.ok(verdict.pass);
  assert.match(verdict.reasons[0] ?? '', /only 5 samples/);
});

test('errors seen during the run fail it, first among the reasons', () => {
  const verdict = verdictOf(hour({}), { errors: ['push at 300s: no ConfigMap within 90 s'] });
  assert.not.ok(verdict.pass);
  assert.equal(verdict.reasons, ['push at 300s: no ConfigMap within 90 s']);
});

test('a latency whose p99 more than doubles, by more than the floor, fails', () => {
  const verdict = verdictOf(hour({}), {
    // The last half starts at the 31st of 60 samples, minute 31.
    latencies: { 'push→applied': latencies((m) => (m < 31 ? 200 : 900) + 20 * noise(m)) },
  });
  assert.not.ok(verdict.pass);
  assert.match(
    verdict.reasons.join('\n'),
    /^push→applied p99 drifted from 2\d\d ms in the first half to 9\d\d ms/,
  );
});

test('steady latencies, and a small one doubling under the floor, pass', () => {
  const verdict = verdictOf(hour({}), {
    latencies: {
      webhook: latencies((m) => (m < 30 ? 6 : 14)),
      'registry→commit': latencies((m) => 400 + 100 * noise(m)),
    },
  });
  assert.ok(verdict.pass, verdict.reasons.join('; '));
});

test('judgeDrift splits at the middle and reports both p99s', () => {
  const figure = judgeDrift(
    'resync→applied',
    [
      { at: 0, ms: 100 },
      { at: 10, ms: 120 },
      { at: 20, ms: 700 },
      { at: 30, ms: 800 },
    ],
    20,
    { ratio: 2, floorMs: 250 },
  );
  assert.equal(figure, {
    latency: 'resync→applied',
    firstP99: 120,
    lastP99: 800,
    environment: 1,
    drifted: true,
  });
});

test('judgeDrift with no observations in one half does not drift', () => {
  const figure = judgeDrift('pull→comment', [{ at: 50, ms: 5000 }], 20, { ratio: 2, floorMs: 250 });
  assert.not.ok(figure.drifted);
});

test('a latency that slows as much as the environment did is not drift; one that slows more is', () => {
  const slower = (factor: number) => latencies((m) => (m < 31 ? 100 : 100 * factor) + 5 * noise(m));
  const controls = { apiserver: slower(4), gitea: slower(1) };
  const inStep = verdictOf(hour({}), { latencies: { 'push→applied': slower(4) }, controls });
  assert.ok(inStep.pass, inStep.reasons.join('; '));
  assert.ok(Math.abs((inStep.drift[0]?.environment ?? 0) - 4) < 0.5);
  const beyond = verdictOf(hour({}), { latencies: { 'push→applied': slower(12) }, controls });
  assert.not.ok(beyond.pass);
  assert.match(beyond.reasons.join('\n'), /environment's slowdown 3\.\d\d×/);
});

test('environmentSlowdown never goes below 1 and ignores a control with an empty half', () => {
  const faster = latencies((m) => (m < 31 ? 400 : 100));
  assert.is(environmentSlowdown({ apiserver: faster }, 31 * MINUTE), 1);
  assert.is(environmentSlowdown({ gitea: [{ at: 0, ms: 10 }] }, 31 * MINUTE), 1);
  assert.is(environmentSlowdown({}, 31 * MINUTE), 1);
});

test.run();
