import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nextTagPage, type TagPageStep } from '../../../src/images/registry-tags.js';

const p1 = '/v2/a/tags/list?n=2';
const p2 = '/v2/a/tags/list?n=2&last=b';

/** [name, tags read so far, cap, path read, its length, its next link, step] */
const cases: [string, string[], number, string, number, string | undefined, TagPageStep][] = [
  [
    'the last page',
    ['a', 'b'],
    10,
    p1,
    2,
    undefined,
    { step: 'done', list: { tags: ['a', 'b'], truncated: false } },
  ],
  ['a next page', ['a', 'b'], 10, p1, 2, p2, { step: 'next', path: p2 }],
  [
    'the cap reached exactly, no more pages',
    ['a', 'b'],
    2,
    p1,
    2,
    undefined,
    { step: 'done', list: { tags: ['a', 'b'], truncated: false } },
  ],
  [
    'the cap reached, more pages',
    ['a', 'b'],
    2,
    p1,
    2,
    p2,
    { step: 'done', list: { tags: ['a', 'b'], truncated: true } },
  ],
  [
    'past the cap in one page',
    ['a', 'b', 'c'],
    2,
    p1,
    3,
    undefined,
    { step: 'done', list: { tags: ['a', 'b'], truncated: true } },
  ],
  ['an empty last page', [], 10, p1, 0, undefined, { step: 'done', list: { tags: [], truncated: false } }],
  ['an empty page that links on', ['a'], 10, p2, 0, '/v2/a/tags/list?n=2&last=c', { step: 'stuck' }],
  ['a page that links to itself', ['a', 'b'], 10, p1, 2, p1, { step: 'stuck' }],
];
for (const [name, tags, cap, path, pageLength, next, step] of cases) {
  test(`tag list: ${name}`, () => {
    assert.equal(nextTagPage(tags, cap, { path, pageLength, next }), step);
  });
}

test.run();
