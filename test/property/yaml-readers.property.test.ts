import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAllDocuments, stringify } from 'yaml';
import { stringifyJson } from '../../src/yaml/values/lossless-json.js';
import { fastLoad } from '../../src/yaml/read/fast-load.js';

/** The yaml package's values, integers exact: a bigint beyond ±2^53, as both of gitshift's readers give them. */
const careful = (text: string): unknown[] =>
  parseAllDocuments(text, { intAsBigInt: true })
    .map((d) => (Array.isArray(d) ? undefined : exactIntegers(d.toJS())))
    .filter((v) => v !== null && v !== undefined);

function exactIntegers(value: unknown): unknown {
  if (typeof value === 'bigint') {
    const number = Number(value);
    return Number.isSafeInteger(number) ? number : value;
  }
  if (Array.isArray(value)) return value.map(exactIntegers);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, exactIntegers(v)]));
  return value;
}

const tricky = fc.constantFrom(
  '0b101',
  '0o17',
  '017',
  '0x1F',
  '1_000',
  '+12',
  '-0',
  '.5',
  '+.5',
  '1e3',
  '1.0e+3',
  '.inf',
  '-.Inf',
  '.NaN',
  '~',
  'null',
  'Null',
  'true',
  'True',
  'FALSE',
  '2026-01-01',
  '12:30:45',
  '0.',
  '1:20',
  '00',
  '09',
  '1e',
  '-1.5E-3',
  '=',
  '<<',
  'yes',
  'off',
);
const plain = fc.oneof(tricky, fc.stringMatching(/^[a-zA-Z0-9._+-][a-zA-Z0-9 ._+:-]{0,12}$/));

test('the quick reader gives exactly the careful reader’s values for plain scalars', () => {
  fc.assert(
    fc.property(fc.array(plain, { minLength: 1, maxLength: 8 }), (scalars) => {
      const text = scalars.map((s, i) => `k${i}: ${s}\nl${i}: [${s}]\n`).join('');
      const quick = fastLoad(text);
      if (quick === undefined) return true; // left to the careful reader
      assert.equal(
        stringifyJson(quick.filter((v) => v !== null && v !== undefined)),
        stringifyJson(careful(text)),
        text,
      );
      return true;
    }),
    { numRuns: 500 },
  );
});

test('the quick reader agrees on whole documents written by the yaml package', () => {
  const json = fc
    .jsonValue({ maxDepth: 3 })
    .filter((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
  fc.assert(
    fc.property(fc.array(json, { minLength: 1, maxLength: 3 }), (values) => {
      const text = values.map((v) => stringify(v)).join('---\n');
      const quick = fastLoad(text);
      if (quick === undefined) return true;
      assert.equal(
        stringifyJson(quick.filter((v) => v !== null && v !== undefined)),
        stringifyJson(careful(text)),
      );
      return true;
    }),
    { numRuns: 300 },
  );
});

test('the quick reader hands every ambiguous, duplicated or aliased file to the careful one', () => {
  for (const text of ['a: yes\n', 'a: 1\na: 2\n', 'a: &x 1\nb: *x\n', 'a: [1, 2\n', 'list: [on]\n']) {
    assert.is(fastLoad(text), undefined, text);
  }
  assert.equal(fastLoad('a: "yes"\nb: 1\n'), [{ a: 'yes', b: 1 }]);
});

test.run();
