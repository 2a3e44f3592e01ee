import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { asGitshiftError } from '../../../src/writeback/write-attempt.js';

const systemError = (code: string): NodeJS.ErrnoException =>
  Object.assign(new Error(`${code}: something, write`), { code });
const plain = (text: string): string => text;

const cases: [string, unknown, boolean][] = [
  ['a full disk passes: retried, the edits kept', systemError('ENOSPC'), true],
  ['a full quota passes', systemError('EDQUOT'), true],
  ['too many open files passes', systemError('EMFILE'), true],
  ['a permission refused does not', systemError('EACCES'), false],
  ['a bug does not', new TypeError('x is undefined'), false],
];
for (const [name, error, transient] of cases) {
  test(`a write-back attempt's error: ${name}`, () => {
    const wrapped = asGitshiftError(error, plain);
    assert.is(wrapped.code, 'GIT_COMMAND_FAILED');
    assert.is(wrapped.transient, transient);
    assert.is(wrapped.cause, error);
  });
}

test("gitshift's own errors are kept as they are", () => {
  const own = new GitshiftError('GIT_AUTH_FAILED', 'refused');
  assert.is(asGitshiftError(own, plain), own);
});

test('the message is masked', () => {
  const wrapped = asGitshiftError(new Error('https://user:s3cret@git.acme.com failed'), (t) =>
    t.replace('s3cret', '***'),
  );
  assert.is(wrapped.message, 'write-back failed: https://user:***@git.acme.com failed');
});

test.run();
