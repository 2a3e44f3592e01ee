import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.js';
import { TESTBED_DIR, testbedPaths } from './paths.js';
import { isAlive, stopProcess } from './processes.js';

export interface KeystoneOptions {
  /** A directory of its own for keystone.conf, the SQLite database, the key repositories and the log; made absolute. */
  readonly workDir: string;
  /** Aborting gives up the start and stops the process it had started; a Keystone that started is stopped by `stop()`. */
  readonly signal?: AbortSignal;
  /** The bound on the whole start, keystone-manage included. Default: 30 s; it takes 4-9 s on 2 busy cores. */
  readonly readyTimeoutMs?: number;
  /** How long a token stays valid. Default: Keystone's own, 3600 s. */
  readonly tokenExpirationSeconds?: number;
}

export interface RunningKeystone {
  /** `http://127.0.0.1:<port>`, without a trailing slash; the identity API is `${url}/v3`. */
  readonly url: string;
  /** The user `keystone-manage bootstrap` made: admin on `adminProject` and on the system. */
  readonly adminUser: string;
  readonly adminPassword: string;
  readonly adminProject: string;
  /** Where the admin user and project live: `Default`. */
  readonly adminDomain: string;
  /** The region of the catalog's identity endpoint. */
  readonly region: string;
  /** gunicorn's master process; its worker is in the same process group. */
  readonly pid: number;
  /** keystone-manage's, gunicorn's and Keystone's output. */
  readonly logFile: string;
  stop(): Promise<void>;
}

const ADMIN = 'admin';
const REGION = 'RegionOne';
const SHIM_DIR = join(TESTBED_DIR, 'keystone');

/**
 * A fresh Keystone on a free loopback port: SQLite, Fernet tokens, an admin
 * made by `keystone-manage bootstrap`, served by gunicorn with one worker and
 * threads (its in-memory cache is then shared by every request).
 */
export async function startKeystone({
  workDir,
  signal,
  readyTimeoutMs = 30_000,
  tokenExpirationSeconds,
}: KeystoneOptions): Promise<RunningKeystone> {
  const paths = testbedPaths(process.env).keystone;
  for (const bin of [paths.keystoneManage, paths.gunicorn])
    if (!existsSync(bin)) throw new Error(`Keystone is not installed (no ${bin}): run testbed/install.sh`);
  const work = resolve(workDir);
  const keys = { fernet: join(work, 'fernet-keys'), credential: join(work, 'credential-keys') };
  for (const dir of Object.values(keys)) {
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o700); // keystone-manage refuses key repositories others may read
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = join(work, 'keystone.conf');
  writeFileSync(config, keystoneConf({ work, keys, tokenExpirationSeconds }));
  const logFile = join(work, 'keystone.log');
  const adminPassword = randomBytes(12).toString('hex');
  const startedAt = Date.now();
  // Ends keystone-manage runs still going when the start fails, times out or is aborted.
  const giveUp = new AbortController();
  const steps = signal === undefined ? giveUp.signal : AbortSignal.any([giveUp.signal, signal]);
  const timer = setTimeout(
    () => giveUp.abort(new Error(`the start took longer than readyTimeoutMs (${readyTimeoutMs} ms)`)),
    readyTimeoutMs,
  );
  let pid: number | undefined;
  try {
    const manage = (command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<void> =>
      runToLog(
        `keystone-manage ${command}`,
        paths.keystoneManage,
        ['--config-file', config, command, ...args],
        { logFile, env, signal: steps },
      );
    const owner = keystoneOwner();
    // Independent of each other; each pays Keystone's import time (about 1.2 s), so side by side.
    await Promise.all([
      manage('fernet_setup', owner),
      manage('credential_setup', owner),
      manage('db_sync', []),
    ]);
    // gunicorn imports Keystone (another 1.3 s) while bootstrap fills the
    // database: loading the app reads none of it, and nothing is asked of it
    // before both are done.
    pid = startGunicorn(paths.gunicorn, port, work, logFile);
    const bootstrapped = manage(
      'bootstrap',
      [
        '--bootstrap-username',
        ADMIN,
        '--bootstrap-project-name',
        ADMIN,
        '--bootstrap-role-name',
        ADMIN,
        '--bootstrap-region-id',
        REGION,
        '--bootstrap-public-url',
        url,
      ],
      { OS_BOOTSTRAP_PASSWORD: adminPassword }, // not on a command line others can read
    );
    const answering = waitUntilAnswering(url, pid, startedAt + readyTimeoutMs, signal);
    await Promise.all([bootstrapped, answering]);
  } catch (error) {
    giveUp.abort(new Error('the start failed'));
    if (pid !== undefined) await stopGunicorn(pid);
    throw new Error(
      `Keystone did not start: ${(error as Error).message}\n--- last lines of ${logFile} ---\n${lastLines(logFile)}`,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
  }
  const running = pid;
  return {
    url,
    adminUser: ADMIN,
    adminPassword,
    adminProject: ADMIN,
    adminDomain: 'Default',
    region: REGION,
    pid: running,
    logFile,
    stop: () => stopGunicorn(running),
  };
}

/** The owner keystone-manage gives the key files: whoever runs the tests. */
function keystoneOwner(): string[] {
  const uid = process.getuid?.() ?? 0;
  const gid = process.getgid?.() ?? 0;
  return uid === 0
    ? ['--keystone-user', 'root', '--keystone-group', 'root']
    : ['--keystone-user', String(uid), '--keystone-group', String(gid)];
}

/** Runs a command to completion with its output appended to the log. */
function runToLog(
  what: string,
  bin: string,
  args: readonly string[],
  { logFile, env, signal }: { logFile: string; env: NodeJS.ProcessEnv; signal: AbortSignal },
): Promise<void> {
  const log = openSync(logFile, 'a');
  const child = spawn(bin, args, {
    stdio: ['ignore', log, log],
    env: { ...process.env, ...env },
    signal,
  });
  closeSync(log);
  return new Promise((resolveRun, reject) => {
    child.once('error', (error) => {
      const why = signal.aborted ? (signal.reason as Error) : error;
      reject(new Error(`${what}: ${why.message}`, { cause: error }));
    });
    child.once('exit', (code, killedBy) => {
      if (code === 0) resolveRun();
      else reject(new Error(`${what} failed (${killedBy ?? `exit ${code}`})`));
    });
  });
}

/** gunicorn in its own process group, serving the shim (wsgi_shim.py says why it exists). */
function startGunicorn(bin: string, port: number, work: string, logFile: string): number {
  const log = openSync(logFile, 'a');
  const child = spawn(
    bin,
    [
      '--bind',
      `127.0.0.1:${port}`,
      '--workers',
      '1',
      '--threads',
      '8',
      // gunicorn 27 would open a control socket in the home directory.
      '--no-control-socket',
      '--pythonpath',
      SHIM_DIR,
      'wsgi_shim:application',
    ],
    {
      cwd: work,
      detached: true,
      stdio: ['ignore', log, log],
      // No bytecode of the shim written into the repository.
      env: { ...process.env, OS_KEYSTONE_CONFIG_DIR: work, PYTHONDONTWRITEBYTECODE: '1' },
    },
  );
  closeSync(log);
  if (child.pid === undefined) throw new Error(`could not start gunicorn (${bin})`);
  child.unref();
  return child.pid;
}

/**
 * SIGQUIT, gunicorn's quick shutdown (about 1 s; its graceful SIGTERM takes
 * about 3 s), then stopProcess's SIGTERM and SIGKILL if it is still there.
 */
async function stopGunicorn(pid: number): Promise<void> {
  try {
    process.kill(-pid, 'SIGQUIT');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
    throw error;
  }
  const deadline = Date.now() + 3_000;
  while (isAlive(pid) && Date.now() < deadline) await sleep(20);
  await stopProcess(pid, 5_000);
}

/**
 * Polls `GET /v3`, each request with its own timeout: a worker that dies at
 * import leaves the port accepting connections that are never answered.
 * Fails at once when gunicorn exits or the signal is aborted.
 */
async function waitUntilAnswering(
  url: string,
  pid: number,
  deadline: number,
  signal: AbortSignal | undefined,
): Promise<void> {
  let last: string;
  for (;;) {
    signal?.throwIfAborted();
    if (!isAlive(pid)) throw new Error(`gunicorn exited before Keystone answered at ${url}`);
    try {
      const response = await fetch(`${url}/v3`, { signal: AbortSignal.timeout(1_000) });
      await response.body?.cancel();
      if (response.ok) return;
      last = `${url}/v3 answered ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > deadline)
      throw new Error(`Keystone did not answer at ${url}/v3 by the deadline (readyTimeoutMs): ${last}`);
    // Its own AbortError says less than the signal's reason, which the next turn throws.
    await sleep(50, undefined, signal === undefined ? {} : { signal }).catch(() => undefined);
  }
}

function lastLines(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch (error) {
    return `(no log: ${(error as Error).message})`;
  }
}

function keystoneConf({
  work,
  keys,
  tokenExpirationSeconds,
}: {
  work: string;
  keys: { fernet: string; credential: string };
  tokenExpirationSeconds: number | undefined;
}): string {
  return `[DEFAULT]
; Keystone logs to stderr: gunicorn's log file.
use_stderr = true

[database]
connection = sqlite:///${join(work, 'keystone.db')}

[token]
provider = fernet
${tokenExpirationSeconds === undefined ? '' : `expiration = ${tokenExpirationSeconds}\n`}
[fernet_tokens]
key_repository = ${keys.fernet}

[credential]
key_repository = ${keys.credential}

[cache]
; Without it each authenticated request costs about 0.5 s (some 200 SQL
; queries); the one worker's threads share this cache.
enabled = true
backend = dogpile.cache.memory

[identity]
; The testbed's throwaway users: cheap hashing, read when users are created, so
; bootstrap's admin gets it too. bcrypt reads at most 72 bytes.
password_hash_rounds = 4
max_password_length = 72
`;
}
