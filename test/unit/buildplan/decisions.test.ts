import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuildPhase } from '../../../src/buildplan/build-record.js';
import { nextBuildNumber, parseBuildNumber } from '../../../src/buildplan/build-number.js';
import { buildsBeyondHistory } from '../../../src/buildplan/history-limits.js';
import { decideRuns, type RunPolicy } from '../../../src/buildplan/run-policy.js';

/** `['New', 'Running']` → app-1 New, app-2 Running. */
function builds(...phases: BuildPhase[]) {
  return phases.map((phase, i) => ({ name: `app-${i + 1}`, number: i + 1, phase }));
}

const runs: [string, RunPolicy, BuildPhase[], { start: string[]; cancel: string[] }][] = [
  [
    'Serial starts the oldest queued build when nothing runs',
    'Serial',
    ['Complete', 'New', 'New'],
    { start: ['app-2'], cancel: [] },
  ],
  ['Serial waits while a build runs', 'Serial', ['Running', 'New', 'New'], { start: [], cancel: [] }],
  ['Serial waits while a build is pending', 'Serial', ['Pending', 'New'], { start: [], cancel: [] }],
  ['Serial with nothing queued starts nothing', 'Serial', ['Complete', 'Failed'], { start: [], cancel: [] }],
  ['Serial with no builds starts nothing', 'Serial', [], { start: [], cancel: [] }],
  [
    'SerialLatestOnly cancels older queued builds; the running one finishes',
    'SerialLatestOnly',
    ['Running', 'New', 'New', 'New'],
    { start: [], cancel: ['app-2', 'app-3'] },
  ],
  [
    'SerialLatestOnly starts the newest when nothing runs',
    'SerialLatestOnly',
    ['Complete', 'New', 'New'],
    { start: ['app-3'], cancel: ['app-2'] },
  ],
  [
    'SerialLatestOnly with one queued build starts it',
    'SerialLatestOnly',
    ['Cancelled', 'New'],
    { start: ['app-2'], cancel: [] },
  ],
  [
    'Parallel starts every queued build',
    'Parallel',
    ['Running', 'New', 'Complete', 'New'],
    { start: ['app-2', 'app-4'], cancel: [] },
  ],
];
for (const [name, policy, phases, expected] of runs) {
  test(name, () => assert.equal(decideRuns(policy, builds(...phases)), expected));
}

test('run decisions go by build number, not list order', () => {
  const shuffled = [
    { name: 'app-10', number: 10, phase: 'New' as const },
    { name: 'app-9', number: 9, phase: 'New' as const },
  ];
  assert.equal(decideRuns('Serial', shuffled), { start: ['app-9'], cancel: [] });
  assert.equal(decideRuns('SerialLatestOnly', shuffled), { start: ['app-10'], cancel: ['app-9'] });
});

test('SerialLatestOnly across three quick pushes: only the first and the last ever run', () => {
  const state = new Map<string, BuildPhase>();
  const apply = (decision: { start: readonly string[]; cancel: readonly string[] }): void => {
    for (const name of decision.cancel) state.set(name, 'Cancelled');
    for (const name of decision.start) state.set(name, 'Running');
  };
  const list = () => [...state].map(([name, phase]) => ({ name, number: Number(name.slice(4)), phase }));
  const ran: string[] = [];
  for (const n of [1, 2, 3]) {
    state.set(`app-${n}`, 'New');
    const decision = decideRuns('SerialLatestOnly', list());
    ran.push(...decision.start);
    apply(decision);
  }
  state.set('app-1', 'Complete');
  const last = decideRuns('SerialLatestOnly', list());
  ran.push(...last.start);
  apply(last);
  assert.equal(ran, ['app-1', 'app-3']);
  assert.is(state.get('app-2'), 'Cancelled');
});

test('history: keeps the newest Complete and Failed/Error/Cancelled builds, deletes the rest', () => {
  const list = builds('Complete', 'Failed', 'Complete', 'Error', 'Complete', 'Cancelled', 'Complete');
  assert.equal(buildsBeyondHistory(list, { successful: 2, failed: 2 }), ['app-1', 'app-2', 'app-3']);
  assert.equal(buildsBeyondHistory(list, { successful: 5, failed: 5 }), []);
  assert.equal(buildsBeyondHistory(list, { successful: 0, failed: 0 }), [
    'app-1',
    'app-2',
    'app-3',
    'app-4',
    'app-5',
    'app-6',
    'app-7',
  ]);
});

test('history never deletes a queued or running build', () => {
  const list = builds('New', 'Pending', 'Running', 'Complete');
  assert.equal(buildsBeyondHistory(list, { successful: 0, failed: 0 }), ['app-4']);
});

test('history limits that are not whole numbers are read safely', () => {
  const list = builds('Complete', 'Complete', 'Complete');
  assert.equal(buildsBeyondHistory(list, { successful: -1, failed: 5 }), ['app-1', 'app-2', 'app-3']);
  assert.equal(buildsBeyondHistory(list, { successful: 1.9, failed: 5 }), ['app-1', 'app-2']);
});

const numbers: [string, string[], number, number][] = [
  ['the first build is 1', [], 0, 1],
  ['one more than the highest', ['app-1', 'app-3', 'app-2'], 0, 4],
  ['other names are ignored', ['app-x', 'app-2-1', 'app', 'other-9', 'app-07', 'app--3', 'app-1e3'], 0, 1],
  ['a deleted build’s number is not given again', ['app-4'], 7, 8],
  ['numbers of a BuildConfig whose name ends in digits', ['app-2-1', 'app-2-5'], 0, 1],
];
for (const [name, names, last, expected] of numbers) {
  test(`build numbers: ${name}`, () => assert.is(nextBuildNumber('app', names, last), expected));
}

test('parseBuildNumber reads <bc>-<n> only', () => {
  assert.is(parseBuildNumber('app-2', 'app-2-5'), 5);
  assert.is(parseBuildNumber('app', 'app-2-5'), undefined);
  assert.is(parseBuildNumber('app', 'app-0'), undefined);
  assert.is(parseBuildNumber('app', `app-${'9'.repeat(20)}`), undefined);
});

test.run();
