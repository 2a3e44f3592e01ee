import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { logFormat, logLevel } from '../../../src/cli/serve-command.js';
import { GitshiftError } from '../../../src/errors/index.js';

const levels: [string | undefined, string][] = [
  [undefined, 'info'],
  ['', 'info'],
  ['debug', 'debug'],
  ['silent', 'silent'],
];
for (const [given, expected] of levels)
  test(`--log-level ${given ?? '(none)'} → ${expected}`, () => assert.is(logLevel(given), expected));

const formats: [string | undefined, string | undefined][] = [
  [undefined, undefined],
  ['', undefined],
  ['json', 'json'],
  ['pretty', 'pretty'],
];
for (const [given, expected] of formats)
  test(`--log-format ${given ?? '(none)'} → ${expected ?? 'by terminal'}`, () =>
    assert.is(logFormat(given), expected));

for (const [name, read] of [
  ['--log-level verbose', () => logLevel('verbose')],
  ['--log-format xml', () => logFormat('xml')],
] as const)
  test(`${name} is a USAGE error`, () => {
    try {
      read();
      assert.unreachable('accepted');
    } catch (error) {
      assert.instance(error, GitshiftError);
      assert.is((error as GitshiftError).code, 'USAGE');
    }
  });

test.run();
