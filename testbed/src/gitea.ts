import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.js';
import { testbedPaths } from './paths.js';
import { isAlive, stopProcess } from './processes.js';

export interface GiteaOptions {
  /** An empty directory for Gitea's data, repositories, logs and app.ini; made absolute. */
  readonly workDir: string;
  /** Aborting gives up the start and stops the process it had started; a Gitea that started is stopped by `stop()`. */
  readonly signal?: AbortSignal;
  /** Default: 20 s. Gitea usually answers in about 2 s. */
  readonly readyTimeoutMs?: number;
}

export interface RunningGitea {
  /** `http://127.0.0.1:<port>`, without a trailing slash; the REST API is `${url}/api/v1`. */
  readonly url: string;
  /** An access token of the admin user with every scope. */
  readonly token: string;
  /** The admin user's name. */
  readonly user: string;
  readonly password: string;
  readonly pid: number;
  /** Gitea's own log (stdout and stderr). */
  readonly logFile: string;
  stop(): Promise<void>;
}

const ADMIN = 'gitshift';

/**
 * A fresh Gitea on a free loopback port, with an admin user and a token.
 * Deliveries go out at once (`[queue] TYPE=channel`) and may go to loopback
 * addresses, where tests listen.
 */
export async function startGitea({
  workDir,
  signal,
  readyTimeoutMs = 20_000,
}: GiteaOptions): Promise<RunningGitea> {
  const { bin, staticRoot } = testbedPaths(process.env).gitea;
  const work = resolve(workDir);
  const logs = join(work, 'log');
  mkdirSync(logs, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = join(work, 'app.ini');
  writeFileSync(config, appIni({ work, port, staticRoot }));
  const logFile = join(logs, 'gitea.log');
  const pid = startGiteaProcess(bin, work, config, logFile);
  const stop = (): Promise<void> => stopProcess(pid, 5_000);
  try {
    await waitUntilHealthy(url, pid, readyTimeoutMs, signal);
    const password = randomBytes(12).toString('hex');
    const created = await giteaCommand(
      bin,
      [
        'admin',
        'user',
        'create',
        '--config',
        config,
        '--work-path',
        work,
        '--username',
        ADMIN,
        '--email',
        `${ADMIN}@example.com`,
        '--password',
        password,
        '--admin',
        '--must-change-password=false',
        '--access-token',
        '--access-token-name',
        'gitshift-tests',
        '--access-token-scopes',
        'all',
      ],
      signal,
    );
    const token = /Access token was successfully created\.\.\. (\S+)/.exec(created)?.[1];
    if (token === undefined) throw new Error('gitea admin user create printed no access token');
    return { url, token, user: ADMIN, password, pid, logFile, stop };
  } catch (error) {
    await stop();
    throw new Error(
      `Gitea did not start: ${(error as Error).message}\n--- last lines of ${logFile} ---\n${tail(logFile)}`,
      {
        cause: error,
      },
    );
  }
}

/**
 * Polls Gitea's health endpoint; fails at once when Gitea exits (a port
 * taken, a bad app.ini) or the signal is aborted, rather than at the deadline.
 */
async function waitUntilHealthy(
  url: string,
  pid: number,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: string;
  for (;;) {
    signal?.throwIfAborted();
    if (!isAlive(pid)) throw new Error(`Gitea exited before answering at ${url}`);
    try {
      const response = await fetch(`${url}/api/healthz`, { signal: AbortSignal.timeout(1_000) });
      await response.body?.cancel();
      if (response.ok) return;
      last = `${url}/api/healthz answered ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > deadline)
      throw new Error(`Gitea did not answer at ${url} within ${timeoutMs} ms: ${last}`);
    // Its own AbortError says less than the signal's reason, which the next turn throws.
    await sleep(50, undefined, signal === undefined ? {} : { signal }).catch(() => undefined);
  }
}

/** As startProcess does (own process group, log file), with Gitea's environment. */
function startGiteaProcess(bin: string, work: string, config: string, logFile: string): number {
  const log = openSync(logFile, 'a');
  const child = spawn(bin, ['web', '--config', config, '--work-path', work], {
    detached: true,
    stdio: ['ignore', log, log],
    env: giteaEnv(),
  });
  closeSync(log);
  if (child.pid === undefined) throw new Error(`could not start Gitea (${bin})`);
  child.unref();
  return child.pid;
}

function giteaCommand(
  bin: string,
  args: readonly string[],
  signal: AbortSignal | undefined,
): Promise<string> {
  return new Promise((resolveOutput, reject) => {
    execFile(
      bin,
      args,
      { env: giteaEnv(), encoding: 'utf8', ...(signal === undefined ? {} : { signal }) },
      (error, stdout, stderr) => {
        if (error !== null)
          reject(new Error(`gitea ${args.slice(0, 3).join(' ')} failed: ${stderr || error.message}`));
        else resolveOutput(stdout);
      },
    );
  });
}

/** Gitea refuses to run as root without being told that it is on purpose. */
function giteaEnv(): NodeJS.ProcessEnv {
  return process.getuid?.() === 0
    ? { ...process.env, GITEA_I_AM_BEING_UNSAFE_RUNNING_AS_ROOT: 'true' }
    : process.env;
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch (error) {
    return `(no log: ${(error as Error).message})`;
  }
}

function appIni({ work, port, staticRoot }: { work: string; port: number; staticRoot: string }): string {
  return `APP_NAME = gitshift testbed
RUN_MODE = prod
RUN_USER = ${userInfo().username}
WORK_PATH = ${work}

[server]
PROTOCOL = http
HTTP_ADDR = 127.0.0.1
HTTP_PORT = ${port}
DOMAIN = 127.0.0.1
ROOT_URL = http://127.0.0.1:${port}/
LOCAL_ROOT_URL = http://127.0.0.1:${port}/
STATIC_ROOT_PATH = ${staticRoot}
APP_DATA_PATH = ${join(work, 'data')}
DISABLE_SSH = true
START_SSH_SERVER = false
OFFLINE_MODE = true
LFS_START_SERVER = false

[database]
DB_TYPE = sqlite3
PATH = ${join(work, 'data', 'gitea.db')}
SQLITE_JOURNAL_MODE = WAL

[repository]
ROOT = ${join(work, 'repositories')}
DEFAULT_BRANCH = main

[security]
INSTALL_LOCK = true
SECRET_KEY = ${randomBytes(24).toString('hex')}
; The testbed's throwaway users: fast hashing, no password rules.
PASSWORD_HASH_ALGO = pbkdf2$1000$32
PASSWORD_COMPLEXITY = off
MIN_PASSWORD_LENGTH = 1

[service]
DISABLE_REGISTRATION = true
REQUIRE_SIGNIN_VIEW = false
ENABLE_NOTIFY_MAIL = false
DEFAULT_KEEP_EMAIL_PRIVATE = true

[mailer]
ENABLED = false

[webhook]
; Tests receive deliveries on 127.0.0.1.
ALLOWED_HOST_LIST = loopback
DELIVER_TIMEOUT = 5

[queue]
; The default (level) queue delays deliveries by 1-3 s.
TYPE = channel

[indexer]
ISSUE_INDEXER_TYPE = db
REPO_INDEXER_ENABLED = false

[session]
PROVIDER = memory

[cache]
ADAPTER = memory

[actions]
ENABLED = false

[packages]
ENABLED = false

[oauth2]
ENABLED = false

[cron]
ENABLED = false

[cron.update_checker]
ENABLED = false

[log]
MODE = console
LEVEL = Warn
ROOT_PATH = ${join(work, 'log')}
`;
}
