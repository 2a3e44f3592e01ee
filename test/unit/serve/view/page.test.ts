import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { limitFromText, pageOf, PageQueryRefused } from '../../../../src/serve/view/page.js';

const names = ['a', 'b', 'c', 'd', 'e'];
const byName = { key: (n: string) => n, comesAfter: (n: string, after: string) => n > after };

function refusal(run: () => unknown): PageQueryRefused {
  try {
    run();
  } catch (error) {
    if (error instanceof PageQueryRefused) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

test('pages follow each other with continue and the last has none', () => {
  const first = pageOf(names, { limit: 2 }, byName);
  assert.equal(first.items, ['a', 'b']);
  const second = pageOf(names, { limit: 2, continue: first.continue }, byName);
  assert.equal(second.items, ['c', 'd']);
  const third = pageOf(names, { limit: 2, continue: second.continue }, byName);
  assert.equal(third.items, ['e']);
  assert.is(third.continue, undefined);
  assert.is(pageOf(names, {}, byName).continue, undefined, 'the default limit holds them all');
});

test('an ordered listing resumes past its anchor even when the anchor is gone', () => {
  const first = pageOf(names, { limit: 2 }, byName);
  const without = ['a', 'c', 'd', 'e'];
  assert.equal(pageOf(without, { limit: 2, continue: first.continue }, byName).items, ['c', 'd']);
  const added = ['a', 'aa', 'b', 'ba', 'c'];
  assert.equal(
    pageOf(added, { limit: 2, continue: first.continue }, byName).items,
    ['ba', 'c'],
    'items added before the anchor do not repeat',
  );
});

test('an unordered listing expires a token whose anchor is gone', () => {
  const exact = { key: (n: string) => n, noun: 'build' };
  const first = pageOf(names, { limit: 2 }, exact);
  const gone = refusal(() => pageOf(['a', 'c'], { limit: 2, continue: first.continue }, exact));
  assert.ok(gone.expired);
  assert.match(gone.message, /the build the continue token points after \(b\) is gone/);
});

test('a token is valid only for the listing (scope) it was given for', () => {
  const first = pageOf(names, { limit: 1 }, { ...byName, scope: 'shop' });
  const other = refusal(() => pageOf(names, { continue: first.continue }, { ...byName, scope: 'blog' }));
  assert.not.ok(other.expired);
  assert.match(other.message, /given out for project shop, not for project blog/);
  const all = refusal(() => pageOf(names, { continue: first.continue }, byName));
  assert.match(all.message, /not for every project/);
});

test('forged tokens and bad limits are refused with the rule', () => {
  assert.match(
    refusal(() => pageOf(names, { continue: 'bm90LWEtdG9rZW4' }, byName)).message,
    /not a token this API gave out/,
  );
  for (const text of ['0', '501', 'ten', '1.5', '-1'])
    assert.match(
      refusal(() => pageOf(names, { limit: limitFromText(text) }, byName)).message,
      /limit must be a whole number from 1 to 500/,
      text,
    );
  assert.is(limitFromText(null), undefined);
  assert.is(limitFromText('500'), 500);
});

test.run();
