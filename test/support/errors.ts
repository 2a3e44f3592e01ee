import * as assert from 'uvu/assert';
import { GitshiftError } from '../../src/errors/index.js';

/** Runs `work` and asserts that it throws a GitshiftError with this code and a message matching `message`. */
export function assertGitshiftError(work: () => unknown, code: string, message: RegExp | string): void {
  try {
    work();
  } catch (error) {
    assert.instance(error, GitshiftError);
    assert.is((error as GitshiftError).code, code);
    assert.match((error as Error).message, message);
    return;
  }
  assert.unreachable(`expected a GitshiftError ${code}`);
}

/** Awaits `work`, which must reject with a GitshiftError; returns it for further assertions. */
export async function gitshiftRejection(work: Promise<unknown>): Promise<GitshiftError> {
  try {
    await work;
  } catch (error) {
    assert.instance(error, GitshiftError);
    return error as GitshiftError;
  }
  throw new Error('expected a rejection with a GitshiftError');
}
