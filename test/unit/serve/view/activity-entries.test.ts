import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  activityComesAfter,
  activityKey,
  sortActivity,
  webhookEntry,
  writeBackEntries,
} from '../../../../src/serve/view/activity-entries.js';
import { pageOf } from '../../../../src/serve/view/page.js';
import type { ActivityEntry } from '../../../../src/serve/view/status-view.js';

const entry = (at: string, summary: string): ActivityEntry => ({ at, kind: 'webhook', summary, fields: {} });

test('activity is newest first, ties in key order, and a token outlives its entry', () => {
  const entries = sortActivity([
    entry('2026-11-24T07:00:00.000Z', 'old'),
    entry('2026-11-24T08:00:00.000Z', 'b'),
    entry('2026-11-24T08:00:00.000Z', 'a'),
    entry('2026-11-24T09:00:00.000Z', 'new'),
  ]);
  assert.equal(
    entries.map((e) => e.summary),
    ['new', 'a', 'b', 'old'],
  );
  const options = { key: activityKey, comesAfter: activityComesAfter };
  const first = pageOf(entries, { limit: 2 }, options);
  assert.equal(
    first.items.map((e) => e.summary),
    ['new', 'a'],
  );
  // A newer entry arrives and 'a' drops off the end of its capped source: the next page is still 'b', 'old'.
  const later = sortActivity([
    entry('2026-11-24T10:00:00.000Z', 'newer'),
    ...entries.filter((e) => e.summary !== 'a'),
  ]);
  assert.equal(
    pageOf(later, { limit: 2, continue: first.continue }, options).items.map((e) => e.summary),
    ['b', 'old'],
  );
});

test('a write-back commit links to the commit on the forge; image pushes are image updates, builds write-backs', () => {
  const edits = [
    {
      type: 'image-stream-tag',
      project: 'shop',
      stream: 'web',
      tag: 'latest',
      image: 'registry/web@sha256:0123456789abcdef',
    },
  ] as const;
  const [image] = writeBackEntries(
    {
      commits: ['abcdef0123456789'],
      edits: [...edits] as never,
      reason: { source: 'registry', event: 'push' },
    },
    'https://github.com/acme/config.git',
    new Date('2026-11-24T08:00:00Z'),
  );
  assert.is(image?.kind, 'image-update');
  assert.is(image?.project, 'shop');
  assert.is(image?.link, 'https://github.com/acme/config/commit/abcdef0123456789');
  assert.match(image?.summary ?? '', /ImageStream shop\/web tag latest .*: commit abcdef012345/);
  const [build] = writeBackEntries(
    {
      commits: ['abcdef0123456789'],
      edits: [...edits] as never,
      reason: { source: 'build', event: 'build complete' },
    },
    'file:///srv/config.git',
    new Date(),
  );
  assert.is(build?.kind, 'write-back');
  assert.is(build?.link, undefined, 'no forge, no link');
});

test('a webhook says what arrived and what it started, with its project when it names one', () => {
  const push = webhookEntry({
    at: '2026-11-24T08:00:00Z',
    event: 'github-push',
    fields: { repository: 'acme/config', ref: 'refs/heads/main', action: 'fetch' },
  });
  assert.is(push.summary, 'github-push acme/config refs/heads/main: fetch');
  assert.is(push.at, '2026-11-24T08:00:00.000Z', 'times in one format, so they sort as text');
  const generic = webhookEntry({
    at: '2026-11-24T08:00:00.000Z',
    event: 'generic-trigger',
    fields: { project: 'shop', action: 'reconcile' },
  });
  assert.is(generic.project, 'shop');
  const build = webhookEntry({
    at: '2026-11-24T08:00:00.000Z',
    event: 'build-trigger',
    fields: { buildConfig: 'shop/web' },
  });
  assert.is(build.project, 'shop');
});

test.run();
