import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DURATION_PATTERN, durationMs, parseDuration } from '../../../src/model/duration.js';
import { assertGitshiftError } from '../../support/errors.js';

// text, milliseconds (undefined: not a duration)
const table: [string, number | undefined][] = [
  // what `--timeout` and the serve config took before
  ['0', 0],
  ['90', 90_000],
  ['500ms', 500],
  ['30s', 30_000],
  ['5m', 300_000],
  ['3m', 180_000],
  ['1h', 3_600_000],
  ['0s', 0],
  ['007s', 7_000],
  // Go's time.ParseDuration, which Kubernetes users know
  ['1h30m', 5_400_000],
  ['2.5s', 2_500],
  ['1.5h', 5_400_000],
  ['1m30s', 90_000],
  ['1h2m3s4ms', 3_723_004],
  ['.5s', 500],
  ['1.s', 1_000],
  ['1s1s', 2_000],
  ['1.0005s', 1_001],
  // refused
  ['', undefined],
  ['s', undefined],
  ['.s', undefined],
  ['5', 5_000],
  ['2.5', undefined],
  ['-5s', undefined],
  ['+5s', undefined],
  ['5 s', undefined],
  [' 5s', undefined],
  ['5S', undefined],
  ['5d', undefined],
  ['5us', undefined],
  ['5ns', undefined],
  ['1h 30m', undefined],
  ['1h30', undefined],
  ['soon', undefined],
  ['5m\n', undefined],
];
for (const [text, ms] of table) {
  test(`duration ${JSON.stringify(text)} is ${ms === undefined ? 'refused' : `${ms} ms`}`, () => {
    assert.is(durationMs(text), ms);
  });
}

const serveSchema = JSON.parse(readFileSync('schemas/serve-config.schema.json', 'utf8')) as {
  definitions: { duration: { pattern: string } };
};
const schemaPattern = new RegExp(serveSchema.definitions.duration.pattern, 'u');

test("the serve config schema's duration pattern is the parser's grammar", () => {
  assert.is(serveSchema.definitions.duration.pattern, DURATION_PATTERN);
});

for (const [text, ms] of table) {
  test(`the schema pattern and the parser agree on ${JSON.stringify(text)}`, () => {
    assert.is(schemaPattern.test(text), ms !== undefined);
  });
}

test('the schema pattern and the parser agree on any short text of duration characters', () => {
  const text = fc.string({ unit: fc.constantFrom(...'0123456789.hmsu -'), maxLength: 10 });
  fc.assert(fc.property(text, (t) => schemaPattern.test(t) === (durationMs(t) !== undefined)));
});

test('a sum of terms is the sum of their milliseconds', () => {
  const unit = fc.constantFrom(['h', 3_600_000], ['m', 60_000], ['s', 1000], ['ms', 1]);
  const term = fc.tuple(fc.integer({ min: 0, max: 999 }), unit);
  fc.assert(
    fc.property(fc.array(term, { minLength: 1, maxLength: 4 }), (terms) => {
      const text = terms.map(([n, [u]]) => `${n}${u}`).join('');
      return durationMs(text) === terms.reduce((sum, [n, [, ms]]) => sum + n * ms, 0);
    }),
  );
});

test('a flag that is not a duration is a usage error naming the flag', () => {
  assertGitshiftError(
    () => parseDuration('soon', '--timeout'),
    'USAGE',
    /--timeout takes a duration such as .*1h30m.*, not 'soon'/,
  );
});

test('a config field that is not a duration names the field', () => {
  assertGitshiftError(
    () => parseDuration('1d', 'cluster.resyncInterval', 'SERVE_CONFIG_INVALID'),
    'SERVE_CONFIG_INVALID',
    /cluster\.resyncInterval takes a duration such as/,
  );
});

test.run();
