import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { KubeApiError } from '../../../src/kube/kube-error.js';
import { failureExit } from '../../../src/cli/exit-code.js';

function parseArgsError(): TypeError {
  const error = new TypeError("Unknown option '--nope'");
  (error as { code?: string }).code = 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
  return error;
}

const CASES: readonly {
  readonly name: string;
  readonly command: string;
  readonly error: unknown;
  readonly exit: number | undefined;
  readonly message?: string;
}[] = [
  {
    name: 'a usage error exits 2 with its code',
    command: 'sync',
    error: new GitshiftError('USAGE', 'no such flag'),
    exit: 2,
    message: 'gitshift sync: no such flag [USAGE]',
  },
  {
    name: 'plan uses 2 for pending changes, so its usage errors exit 1',
    command: 'plan',
    error: new GitshiftError('USAGE', 'no such flag'),
    exit: 1,
  },
  {
    name: 'an environment fault exits 2 like a usage error, as before',
    command: 'serve',
    error: new GitshiftError('LISTEN_FAILED', 'cannot listen on 127.0.0.1:80: EACCES'),
    exit: 2,
    message: 'gitshift serve: cannot listen on 127.0.0.1:80: EACCES [LISTEN_FAILED]',
  },
  {
    name: 'an interrupted sync exits 130, as a shell reports Ctrl-C, naming what it abandoned',
    command: 'sync',
    error: new GitshiftError('ABORTED', 'the sync was abandoned: interrupted (SIGINT)'),
    exit: 130,
    message: 'gitshift sync: the sync was abandoned: interrupted (SIGINT) [ABORTED]',
  },
  {
    name: 'a refusal of the cluster exits 1',
    command: 'sync',
    error: new KubeApiError(403, 'Forbidden', 'GET /api/v1/namespaces: 403 Forbidden: no'),
    exit: 1,
    message: 'gitshift sync: GET /api/v1/namespaces: 403 Forbidden: no [KUBE_API]',
  },
  {
    name: 'a cluster that does not answer exits 1, for plan too',
    command: 'plan',
    error: new KubeApiError(0, 'Unreachable', 'GET /api: the API server did not answer (ECONNREFUSED)'),
    exit: 1,
  },
  {
    name: "a bad flag from node's parseArgs exits 2 and points at --help",
    command: 'status',
    error: parseArgsError(),
    exit: 2,
    message: "gitshift status: Unknown option '--nope'; see 'gitshift status --help'",
  },
  {
    name: 'a bug is not mapped: it is thrown on',
    command: 'sync',
    error: new RangeError('oops'),
    exit: undefined,
  },
  {
    name: 'a plain TypeError is a bug too',
    command: 'sync',
    error: new TypeError('x is undefined'),
    exit: undefined,
  },
];

for (const { name, command, error, exit, message } of CASES) {
  test(`failureExit: ${name}`, () => {
    const failure = failureExit(error, command);
    assert.is(failure?.exitCode, exit);
    if (message !== undefined) assert.is(failure?.message, message);
  });
}

test.run();
