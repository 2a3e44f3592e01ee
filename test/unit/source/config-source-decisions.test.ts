import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CoalescingPoller } from '../../../src/source/coalescing-poller.js';
import { classifyFetchFailure } from '../../../src/git/classify-git-failure.js';
import { parseRemoteUrl, type RemoteUrl } from '../../../src/git/remote-url.js';
import { flush, manualClock } from '../../support/manual-clock.js';

const urls: [string, RemoteUrl | undefined][] = [
  ['file:///srv/config.git', { url: 'file:///srv/config.git', transport: 'file' }],
  ['https://git.example/team/config.git', { url: 'https://git.example/team/config.git', transport: 'http' }],
  [
    'https://alice:s3cr%40t@git.example/config.git',
    { url: 'https://alice@git.example/config.git', transport: 'http', username: 'alice', password: 's3cr@t' },
  ],
  [
    'https://x-access-token:ghs_abc@github.com/o/r.git',
    {
      url: 'https://x-access-token@github.com/o/r.git',
      transport: 'http',
      username: 'x-access-token',
      password: 'ghs_abc',
    },
  ],
  [
    'http://:tok@127.0.0.1:8080/r.git',
    { url: 'http://127.0.0.1:8080/r.git', transport: 'http', password: 'tok' },
  ],
  // An @ in the path is not user info.
  ['https://host/a@b/r.git', { url: 'https://host/a@b/r.git', transport: 'http' }],
  [
    'ssh://git@host:2222/srv/r.git',
    { url: 'ssh://git@host:2222/srv/r.git', transport: 'ssh', username: 'git' },
  ],
  ['git@github.com:o/r.git', { url: 'git@github.com:o/r.git', transport: 'ssh', username: 'git' }],
  ['host:repo.git', { url: 'host:repo.git', transport: 'ssh' }],
  ['git://host/r.git', { url: 'git://host/r.git', transport: 'git' }],
  ['/srv/config', undefined],
  ['./config', undefined],
  ['examples/team-projects', undefined],
  ['C:config', undefined],
  ['ftp://host/r.git', undefined],
];
for (const [text, expected] of urls) {
  test(`parseRemoteUrl: ${text}`, () => {
    assert.equal(parseRemoteUrl(text), expected);
  });
}

const failures: [string, string][] = [
  ["fatal: Authentication failed for 'https://host/r.git/'", 'GIT_AUTH_FAILED'],
  ["fatal: could not read Username for 'https://host': terminal prompts disabled", 'GIT_AUTH_FAILED'],
  [
    'git@127.0.0.1: Permission denied (publickey).\nfatal: Could not read from remote repository.',
    'GIT_AUTH_FAILED',
  ],
  [
    "remote: HTTP Basic: Access denied\nfatal: Authentication failed for 'https://gitlab/x'",
    'GIT_AUTH_FAILED',
  ],
  ['Host key verification failed.\nfatal: Could not read from remote repository.', 'GIT_HOST_KEY_REJECTED'],
  ['@@@ WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! @@@', 'GIT_HOST_KEY_REJECTED'],
  [
    'No ED25519 host key is known for [127.0.0.1]:2222 and you have requested strict checking.',
    'GIT_HOST_KEY_REJECTED',
  ],
  ['fatal: dumb http transport does not support shallow capabilities', 'GIT_SHALLOW_UNSUPPORTED'],
  ["fatal: couldn't find remote ref refs/heads/release", 'GIT_UNREADABLE'],
  ["fatal: '/srv/x.git' does not appear to be a git repository", 'GIT_REMOTE_UNAVAILABLE'],
  ["fatal: unable to access 'https://host/': Could not resolve host: host", 'GIT_REMOTE_UNAVAILABLE'],
  ['ssh: connect to host 127.0.0.1 port 22: Connection refused', 'GIT_REMOTE_UNAVAILABLE'],
];
for (const [stderr, code] of failures) {
  test(`classifyFetchFailure: ${code} for ${JSON.stringify(stderr.slice(0, 40))}`, () => {
    assert.is(classifyFetchFailure(stderr).code, code);
  });
}

/** A round the test finishes by hand. */
function manualRounds(): {
  poller: CoalescingPoller<number>;
  started: () => number;
  finish: (fail?: boolean) => void;
} {
  let started = 0;
  const pending: { resolve: (n: number) => void; reject: (e: Error) => void }[] = [];
  const poller = new CoalescingPoller<number>(
    () =>
      new Promise<number>((resolve, reject) => {
        started += 1;
        pending.push({ resolve, reject });
      }),
    () => 1,
  );
  return {
    poller,
    started: () => started,
    finish: (fail = false) => {
      const next = pending.shift();
      if (fail) next?.reject(new Error('down'));
      else next?.resolve(started);
    },
  };
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

test('CoalescingPoller: requests during a round share one more round after it', async () => {
  const { poller, started, finish } = manualRounds();
  const first = poller.run();
  const later = [poller.run(), poller.run(), poller.run()];
  assert.is(started(), 1, 'no second round while the first runs');
  finish();
  assert.is(await first, 1);
  await tick();
  assert.is(started(), 2);
  finish();
  const results = await Promise.all(later);
  assert.equal(results, [2, 2, 2]);
});

test('CoalescingPoller: a failed round rejects its callers and the next round runs anyway', async () => {
  const { poller, finish } = manualRounds();
  const failing = poller.run();
  const queued = poller.run();
  finish(true);
  await failing.then(
    () => assert.unreachable('should fail'),
    (error: Error) => assert.is(error.message, 'down'),
  );
  await tick();
  finish();
  assert.is(await queued, 2);
});

test('CoalescingPoller: request() reports failures to onError while started and rejects when not', async () => {
  const { poller, finish } = manualRounds();
  const unstarted = poller.request();
  finish(true);
  await unstarted.then(
    () => assert.unreachable('should reject'),
    (error: Error) => assert.is(error.message, 'down'),
  );
  const errors: number[] = [];
  poller.start({ intervalMs: 60_000, onError: (_error, retryInMs) => errors.push(retryInMs) });
  await new Promise((resolve) => setTimeout(resolve, 5));
  finish(true); // the poll start() began
  await tick();
  const requested = poller.request();
  await tick();
  finish(true);
  await requested;
  // Backoff from the interval, with jitter 1 (the full delay): 2 and 3 consecutive failures.
  assert.equal(errors, [120_000, 240_000]);
  await poller.stop();
});

test('CoalescingPoller: polls on the injected clock, one interval after each round, and stop() clears its timer', async () => {
  const clock = manualClock();
  let rounds = 0;
  const poller = new CoalescingPoller(
    () => Promise.resolve(++rounds),
    () => 1,
    clock,
  );
  poller.start({ intervalMs: 60_000, onError: () => assert.unreachable('no failures') });
  await clock.advanceSettling(0);
  assert.is(rounds, 1, 'the first round at once');
  await clock.advanceSettling(59_999);
  assert.is(rounds, 1);
  await clock.advanceSettling(1);
  assert.is(rounds, 2);
  await poller.stop();
  await clock.advanceSettling(600_000);
  await flush();
  assert.is(rounds, 2, 'no round after stop()');
});

test.run();
