import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { GitRemoteFailure } from '../../../src/writeback/private-clone.js';

const CASES: readonly [
  kind: 'rejected' | 'unavailable',
  message: string,
  code: string,
  transient: boolean,
][] = [
  [
    'unavailable',
    'cannot fetch main from https://git.example/x: Could not resolve host: git.example',
    'GIT_REMOTE_UNAVAILABLE',
    true,
  ],
  [
    'unavailable',
    'cannot push to https://git.example/x: fatal: Authentication failed for https://git.example/x',
    'GIT_AUTH_FAILED',
    false,
  ],
  [
    'unavailable',
    'cannot fetch main from ssh://git@host/x: Host key verification failed.',
    'GIT_HOST_KEY_REJECTED',
    false,
  ],
  [
    'rejected',
    'cannot push to https://git.example/x: ! [rejected] main -> main (fetch first)',
    'GIT_PUSH_CONFLICT',
    true,
  ],
];

for (const [kind, message, code, transient] of CASES) {
  test(`GitRemoteFailure: ${code} is ${transient ? '' : 'not '}transient`, () => {
    const cause = new Error('git exited 128');
    const error = new GitRemoteFailure({ kind }, message, { cause });
    assert.instance(error, GitshiftError);
    assert.is(error.code, code);
    assert.is(error.transient, transient);
    assert.is(error.failure.kind, kind);
    assert.is(error.cause, cause);
  });
}

test.run();
