import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pullKey, sweepVerdicts, type LivePreview, type PullLookup } from '../../../src/previews/index.js';
import { SETTINGS } from './scenes.js';

const DAY = 86_400_000;
const NOW = new Date('2026-11-24T12:00:00.000Z');
const preview: LivePreview = {
  namespace: 'shop-pr-42',
  repository: 'acme/config',
  number: 42,
  project: 'shop',
  headSha: 'abc',
  lastPush: new Date(NOW.getTime() - DAY).toISOString(),
  prUrl: 'https://git.example.test/acme/config/pulls/42',
};
const open = (extra: Partial<Extract<PullLookup, { state: 'open' }>> = {}): PullLookup => ({
  state: 'open',
  labels: [],
  headSha: 'abc',
  ...extra,
});
const lookups = (lookup: PullLookup): Map<string, PullLookup> =>
  new Map([[pullKey('acme/config', 42), lookup]]);

const cases: [
  string,
  Partial<LivePreview>,
  Map<string, PullLookup>,
  Partial<typeof SETTINGS>,
  'keep' | 'delete',
  RegExp,
][] = [
  ['a closed PR', {}, lookups({ state: 'closed', merged: false }), {}, 'delete', /was closed/],
  ['a merged PR', {}, lookups({ state: 'closed', merged: true }), {}, 'delete', /was merged/],
  [
    'a forge error',
    {},
    lookups({ state: 'unknown', reason: 'forge answered 502' }),
    {},
    'keep',
    /unknown \(forge answered 502\)/,
  ],
  ['a PR missing from the lookups', {}, new Map(), {}, 'keep', /never deleted for being absent/],
  [
    'a PR of the same number in another repository',
    { repository: 'acme/web' },
    lookups({ state: 'closed', merged: true }),
    {},
    'keep',
    /absent/,
  ],
  ['an open PR pushed a day ago', {}, lookups(open()), {}, 'keep', /open, last push 1d ago/],
  [
    'an open PR without a push for 8 days',
    { lastPush: new Date(NOW.getTime() - 8 * DAY).toISOString() },
    lookups(open()),
    {},
    'delete',
    /no push for 8d, past previews.ttl \(7d\)/,
  ],
  [
    'an old PR with the keep label',
    { lastPush: new Date(NOW.getTime() - 30 * DAY).toISOString() },
    lookups(open({ labels: ['bug', 'keep'] })),
    {},
    'keep',
    /has the keep label/,
  ],
  [
    'a preview whose last push is not recorded',
    { lastPush: undefined },
    lookups(open()),
    {},
    'keep',
    /TTL cannot be counted/,
  ],
  [
    'a preview whose last push is garbage',
    { lastPush: 'yesterday' },
    lookups(open()),
    {},
    'keep',
    /TTL cannot be counted/,
  ],
  [
    'previews turned off',
    {},
    lookups(open({ labels: ['keep'] })),
    { enabled: false },
    'delete',
    /previews are off/,
  ],
  [
    'a project no longer listed',
    {},
    lookups(open()),
    { projects: ['billing'] },
    'delete',
    /not listed in previews.projects/,
  ],
  [
    'a project the PR no longer previews',
    {},
    lookups(open({ previewed: ['billing'] })),
    {},
    'delete',
    /no longer gets a preview/,
  ],
  ['a project the PR still previews', {}, lookups(open({ previewed: ['shop'] })), {}, 'keep', /open/],
];

for (const [name, change, found, settings, action, reason] of cases) {
  test(`sweep: ${name} → ${action}`, () => {
    const [verdict] = sweepVerdicts([{ ...preview, ...change }], found, NOW, { ...SETTINGS, ...settings });
    assert.is(verdict?.action, action, verdict?.reason);
    assert.match(verdict?.reason ?? '', reason);
  });
}

test('sweep: one verdict per preview, in order, each judged on its own PR', () => {
  const other = { ...preview, namespace: 'shop-pr-43', number: 43 };
  const verdicts = sweepVerdicts(
    [preview, other],
    new Map<string, PullLookup>([
      [pullKey('acme/config', 42), open()],
      [pullKey('acme/config', 43), { state: 'closed', merged: true }],
    ]),
    NOW,
    SETTINGS,
  );
  assert.equal(
    verdicts.map((v) => [v.preview.namespace, v.action]),
    [
      ['shop-pr-42', 'keep'],
      ['shop-pr-43', 'delete'],
    ],
  );
});

test.run();
