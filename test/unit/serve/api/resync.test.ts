import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeResync } from '../../../../src/serve/api/resync.js';
import type { DesiredRevision } from '../../../../src/serve/desired-state.js';

const desired = {
  commit: '0123456789abcdef0123456789abcdef01234567',
  rendered: {
    projects: [{ name: 'shop' }],
    skipped: [{ name: 'broken', reason: 'manifest errors' }],
    problems: [],
  },
} as unknown as DesiredRevision;

test('resync: a project of the loaded revision is queued', () => {
  assert.equal(judgeResync('shop', desired), { resync: true });
});

test('resync: an unknown project is a 404 naming the commit', () => {
  const verdict = judgeResync('nope', desired);
  assert.equal(verdict.resync ? undefined : [verdict.status, verdict.code], [404, 'PROJECT_NOT_FOUND']);
  assert.match(verdict.resync ? '' : verdict.reason, /not in the config repository at 0123456789ab/);
});

test('resync: a blocked project is a 409: only a commit fixes it', () => {
  const verdict = judgeResync('broken', desired);
  assert.equal(verdict.resync ? undefined : [verdict.status, verdict.code], [409, 'PROJECT_BLOCKED']);
  assert.match(verdict.resync ? '' : verdict.reason, /fix its manifests in Git/);
});

test('resync: before a revision loads, 503 to ask again', () => {
  const verdict = judgeResync('shop', undefined);
  assert.equal(verdict.resync ? undefined : [verdict.status, verdict.code], [503, 'NOT_LOADED']);
});

test.run();
