import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  fieldText,
  FIELD_TEXT_LIMIT,
  formatDuration,
  shortRevision,
  timeAgo,
} from '../../../../src/serve/page/format.js';

const now = new Date('2026-11-24T08:00:00Z');

test('timeAgo counts seconds, minutes, hours and days, and shows a future or unreadable time as given', () => {
  assert.is(timeAgo('2026-11-24T07:59:18Z', now), '42 s ago');
  assert.is(timeAgo('2026-11-24T07:57:00Z', now), '3 min ago');
  assert.is(timeAgo('2026-11-24T03:00:00Z', now), '5 h ago');
  assert.is(timeAgo('2026-11-22T07:00:00Z', now), '2 d ago');
  assert.is(timeAgo('2026-11-24T09:00:00.5Z', now), '2026-11-24 09:00:00 UTC');
  assert.is(timeAgo('yesterday', now), 'yesterday');
});

test('formatDuration reads as people say it', () => {
  assert.is(formatDuration(850), '850 ms');
  assert.is(formatDuration(12_400), '12 s');
  assert.is(formatDuration(184_000), '3 min 4 s');
  assert.is(formatDuration(3_720_000), '1 h 2 min');
});

test('shortRevision shortens a commit to 7 characters and leaves anything else', () => {
  assert.is(shortRevision('0123456789abcdef0123456789abcdef01234567'), '0123456');
  assert.is(shortRevision('main'), 'main');
});

test('fieldText writes strings as they are, other values as JSON, cut at the limit', () => {
  assert.is(fieldText('a b'), 'a b');
  assert.is(fieldText(['sync shop']), '["sync shop"]');
  assert.is(fieldText({ n: 1 }), '{"n":1}');
  const long = fieldText('x'.repeat(500));
  assert.is(long.length, FIELD_TEXT_LIMIT);
  assert.ok(long.endsWith('…'));
});

test.run();
