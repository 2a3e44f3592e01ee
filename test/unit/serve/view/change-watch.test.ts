import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CHANGE_CHECK_MS, ChangeWatch, REFRESH_MS } from '../../../../src/serve/view/change-watch.js';
import { recordingLogger } from '../../../support/log-recorder.js';
import { manualClock } from '../../../support/manual-clock.js';

function watched(): {
  watch: ChangeWatch;
  clock: ReturnType<typeof manualClock>;
  set: (f: string) => void;
  lines: unknown[];
} {
  const clock = manualClock();
  let fingerprint = 'one';
  const { logger, lines } = recordingLogger('info');
  const watch = new ChangeWatch(() => fingerprint, clock, logger);
  return { watch, clock, set: (f) => (fingerprint = f), lines };
}

test('change watch: subscribers hear a change once, at the next tick, and nothing when nothing changed', () => {
  const { watch, clock, set } = watched();
  assert.equal(clock.delays, [], 'no timer while nobody listens');
  let heard = 0;
  const stop = watch.subscribe(() => heard++);
  clock.advance(CHANGE_CHECK_MS);
  assert.is(heard, 0);
  set('two');
  clock.advance(CHANGE_CHECK_MS);
  assert.is(heard, 1);
  clock.advance(CHANGE_CHECK_MS);
  assert.is(heard, 1, 'one change, one call');
  watch.poke();
  clock.advance(CHANGE_CHECK_MS);
  assert.is(heard, 2, 'a change a part reported');
  stop();
  const timers = clock.delays.length;
  set('three');
  clock.advance(CHANGE_CHECK_MS * 4);
  assert.is(heard, 2);
  assert.is(clock.delays.length, timers, 'the last unsubscribe stops the ticking');
});

test('change watch: subscribers hear at least every REFRESH_MS, for what lives in the cluster', () => {
  const { watch, clock } = watched();
  let heard = 0;
  watch.subscribe(() => heard++);
  for (let t = 0; t < REFRESH_MS; t += CHANGE_CHECK_MS) clock.advance(CHANGE_CHECK_MS);
  assert.is(heard, 1);
});

test('change watch: a listener that throws is logged and the others still hear', () => {
  const { watch, clock, set, lines } = watched();
  let heard = 0;
  watch.subscribe(() => {
    throw new Error('broken stream');
  });
  watch.subscribe(() => heard++);
  set('two');
  clock.advance(CHANGE_CHECK_MS);
  assert.is(heard, 1);
  assert.match(JSON.stringify(lines), /status view listener failed/);
  set('three');
  clock.advance(CHANGE_CHECK_MS);
  assert.is(heard, 2, 'still ticking');
});

test.run();
