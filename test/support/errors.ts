import * as assert from 'uvu/assert';
import { GitshiftError } from '../../src/errors/index.js';
import { KubeApiError } from '../../src/kube/kube-error.js';

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
export function gitshiftRejection(work: Promise<unknown>): Promise<GitshiftError> {
  return rejection(work, GitshiftError);
}

/** Awaits `work`, which must reject with a KubeApiError; returns it for further assertions. */
export function kubeApiRejection(work: Promise<unknown>): Promise<KubeApiError> {
  return rejection(work, KubeApiError);
}

async function rejection<E extends Error>(
  work: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
): Promise<E> {
  try {
    await work;
  } catch (error) {
    assert.instance(error, type);
    return error as E;
  }
  throw new Error(`expected a rejection with a ${type.name}`);
}
