import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import {
  decideRetry,
  NO_RETRIES_YET,
  type AttemptVerdict,
  type RetryDecision,
  type RetryTally,
} from '../../../src/writeback/retry-decision.js';
import { GitRemoteFailure } from '../../../src/writeback/private-clone.js';

const policy = {
  conflict: { attempts: 3, baseMs: 4, maxMs: 4 },
  outage: { attempts: 3, baseMs: 500, maxMs: 8000 },
};
const context = { targetBranch: 'main', url: 'https://***@git.example/config.git' };

const unreachable = new GitRemoteFailure(
  { kind: 'unavailable' },
  'cannot fetch main from https://***@git.example/config.git: Could not resolve host: git.example',
);
const refused = new GitRemoteFailure(
  { kind: 'unavailable' },
  'cannot push to https://***@git.example/config.git: fatal: Authentication failed',
);
const noBranch = new GitshiftError('GIT_UNREADABLE', 'https://***@git.example/config.git has no branch main');
const timedOut = new GitshiftError('TIMED_OUT', 'git took too long', {}, { transient: true });

/** What a decision comes to, in a line a table can hold. */
function summary(decision: RetryDecision): string {
  switch (decision.action) {
    case 'done':
      return 'done';
    case 'retry':
      return `retry ${decision.why} in ${decision.delayMs} ms, lost ${decision.tally.lost}, outages ${decision.tally.outages}: ${decision.message}`;
    case 'fail':
      return `fail ${decision.error.code}: ${decision.error.message}`;
  }
}

const CASES: readonly [name: string, verdict: AttemptVerdict, tally: RetryTally, expected: string][] = [
  ['a push is done', { status: 'pushed' }, NO_RETRIES_YET, 'done'],
  ['nothing to commit is done', { status: 'unchanged' }, NO_RETRIES_YET, 'done'],
  [
    'a lost race is retried at once, 2–4 ms later',
    { status: 'lost', reason: '! [rejected] main -> main (fetch first)' },
    NO_RETRIES_YET,
    'retry rejected in 3 ms, lost 1, outages 0: push to main lost a race: ! [rejected] main -> main (fetch first)',
  ],
  [
    'a lost race after outages keeps both counts',
    { status: 'lost', reason: 'x' },
    { lost: 0, outages: 2 },
    'retry rejected in 3 ms, lost 1, outages 2: push to main lost a race: x',
  ],
  [
    'the last lost race allowed gives up',
    { status: 'lost', reason: 'x' },
    { lost: 2, outages: 0 },
    'fail GIT_PUSH_CONFLICT: gave up pushing to main of https://***@git.example/config.git after 3 lost races',
  ],
  [
    'an unreachable remote is retried with backoff',
    { status: 'failed', error: unreachable },
    NO_RETRIES_YET,
    `retry unavailable in 375 ms, lost 0, outages 1: ${unreachable.message}`,
  ],
  [
    'the backoff doubles with each outage',
    { status: 'failed', error: unreachable },
    { lost: 5, outages: 1 },
    `retry unavailable in 750 ms, lost 5, outages 2: ${unreachable.message}`,
  ],
  [
    'the last outage allowed gives up',
    { status: 'failed', error: unreachable },
    { lost: 0, outages: 2 },
    `fail GIT_REMOTE_UNAVAILABLE: ${unreachable.message} (gave up after 3 attempts)`,
  ],
  [
    'any transient failure is retried as an outage',
    { status: 'failed', error: timedOut },
    NO_RETRIES_YET,
    'retry unavailable in 375 ms, lost 0, outages 1: git took too long',
  ],
  [
    'refused credentials fail at once: only a fix of the configuration helps',
    { status: 'failed', error: refused },
    NO_RETRIES_YET,
    `fail GIT_AUTH_FAILED: ${refused.message}`,
  ],
  [
    'a missing branch fails at once',
    { status: 'failed', error: noBranch },
    NO_RETRIES_YET,
    `fail GIT_UNREADABLE: ${noBranch.message}`,
  ],
];

for (const [name, verdict, tally, expected] of CASES) {
  test(`decideRetry: ${name}`, () => {
    assert.is(summary(decideRetry(verdict, tally, policy, context, () => 0.5)), expected);
  });
}

test('decideRetry: a lost race waits within the conflict policy, whatever the jitter', () => {
  for (const random of [() => 0, () => 0.999]) {
    const decision = decideRetry({ status: 'lost', reason: 'x' }, NO_RETRIES_YET, policy, context, random);
    assert.ok(decision.action === 'retry' && decision.delayMs >= 2 && decision.delayMs <= 4);
  }
});

test('decideRetry: giving up after outages keeps the last failure as the cause, and says how many attempts', () => {
  const decision = decideRetry(
    { status: 'failed', error: unreachable },
    { lost: 0, outages: 2 },
    policy,
    context,
    () => 0.5,
  );
  assert.ok(decision.action === 'fail');
  assert.is(decision.error.cause, unreachable);
  assert.equal(decision.error.data, { branch: 'main', attempts: 3 });
  assert.is(decision.error.transient, false);
});

test.run();
