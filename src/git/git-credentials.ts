import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GitshiftError } from '../errors/index.js';
import { systemGit, type GitRunner } from './git-runner.js';
import { maskCredentials } from '../observability/mask-credentials.js';
import { childEnvironment } from '../runtime/child-environment.js';

/**
 * How the system git proves who it is to a remote. Secrets stay in files:
 * git gets paths, never the secret itself, in its arguments or environment,
 * so neither `ps` nor `/proc/<pid>/environ` can show them.
 */
export interface GitCredentials {
  /** The user name for HTTPS. Default: the one in the URL, else `x-access-token` (any name works with a GitHub or GitLab token). */
  readonly username?: string | undefined;
  /** A file holding the HTTPS password or token (one line). */
  readonly tokenFile?: string | undefined;
  /** A private key for SSH, without a passphrase. */
  readonly sshKeyFile?: string | undefined;
  /** known_hosts for SSH: only host keys listed there are accepted. Default: ssh's own files, and an unknown host is refused. */
  readonly knownHostsFile?: string | undefined;
}

export interface CredentialedGitOptions {
  /** A private folder for the askpass script (`<workDir>/credentials/`). */
  readonly workDir: string;
  /** The environment git inherits. Default: the process environment. */
  readonly env?: NodeJS.ProcessEnv;
  /** Default: `git` on the PATH. */
  readonly binary?: string;
  /**
   * Keep one SSH connection per host open and share it (ssh's ControlMaster),
   * with its socket in this private folder: a long-running process then pays
   * the SSH handshake once, not on every fetch and push. The connection
   * closes 60 s after its last use. A GIT_SSH_COMMAND the user set is left as it is.
   */
  readonly sshControlDir?: string | undefined;
}

/** Unix sockets have room for about 104 bytes of path: the credentials' folder and `%C` take 50. */
const MAX_CONTROL_DIR_LENGTH = 50;

/**
 * The private folder for shared SSH connections of this user
 * (`$TMPDIR/gitshift-ssh-<uid>`, mode 700), or undefined where its path
 * would be too long for a socket (then every command connects anew).
 */
export function sshControlDirectory(base = tmpdir()): string | undefined {
  const dir = join(base, `gitshift-ssh-${process.getuid?.() ?? 'user'}`);
  if (dir.length > MAX_CONTROL_DIR_LENGTH) return undefined;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = statSync(dir);
  // Anyone who can reach the socket can use the connection: the folder must be ours alone.
  if ((process.getuid !== undefined && stat.uid !== process.getuid()) || (stat.mode & 0o077) !== 0)
    throw new GitshiftError(
      'USAGE',
      `${dir} is not private to this user (it holds shared SSH connections): remove it, or chmod 700 it if it is yours`,
      { path: dir },
    );
  return dir;
}

const DEFAULT_USERNAME = 'x-access-token';

/**
 * The system git with these credentials: a GIT_ASKPASS script that reads the
 * token file when git asks, and a GIT_SSH_COMMAND naming the key and
 * known_hosts. git inherits `env` without gitshift's own GITSHIFT_*
 * variables. Every result's stderr is masked with the token, so callers that
 * know nothing of credentials (WriteBack) cannot print it either.
 */
export function credentialedGit(
  credentials: GitCredentials,
  { workDir, env = process.env, binary, sshControlDir }: CredentialedGitOptions,
): GitRunner {
  // gitshift's own variables (GITSHIFT_GIT_TOKEN, webhook secrets, ...) never reach git's processes.
  const childEnv = childEnvironment(env);
  Object.assign(
    childEnv,
    credentialHelperReset(childEnv),
    sshEnvironment(credentials, childEnv, sshControlDir),
  );
  const { tokenFile } = credentials;
  const askPass =
    tokenFile === undefined ? undefined : writeAskPass(workDir, credentials.username, resolve(tokenFile));
  const git = systemGit({
    env: childEnv,
    ...(binary === undefined ? {} : { binary }),
    ...(askPass === undefined ? {} : { askPass }),
  });
  return {
    async run(args, options) {
      const result = await git.run(args, options);
      if (result.stderr === '') return result;
      return { ...result, stderr: maskCredentials(result.stderr, secretsOfCredentials(credentials)) };
    },
  };
}

/** The secrets these credentials stand for, to mask in any text: the token as it is in its file now. */
export function secretsOfCredentials({ tokenFile }: GitCredentials): string[] {
  if (tokenFile === undefined) return [];
  try {
    const token = readFileSync(tokenFile, 'utf8').trim();
    return token === '' ? [] : [token];
  } catch {
    // An unreadable token file holds nothing git could have printed.
    return [];
  }
}

/** Writes a secret to `<workDir>/credentials/<name>`, readable by the owner only; its path. */
export function writeSecretFile(workDir: string, name: string, secret: string): string {
  const dir = credentialsDir(workDir);
  const path = join(dir, name);
  // The mode applies on creation only: chmod again in case the file was there.
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return path;
}

/**
 * The askpass script: git runs it with the prompt as its argument. It holds
 * the token file's path, never the token, and reads the file at each prompt,
 * so a rotated token is used without a restart.
 */
function writeAskPass(workDir: string, username: string | undefined, tokenFile: string): string {
  const path = join(credentialsDir(workDir), 'askpass.sh');
  const script = [
    '#!/bin/sh',
    '# Written by gitshift: answers git prompts. Holds the path of the token file, not the token.',
    'case "$1" in',
    `  Username*) printf '%s\\n' ${shellQuote(username ?? DEFAULT_USERNAME)} ;;`,
    `  *) exec cat ${shellQuote(tokenFile)} ;;`,
    'esac',
    '',
  ].join('\n');
  writeFileSync(path, script, { mode: 0o700 });
  chmodSync(path, 0o700);
  return path;
}

/**
 * Credential helpers of the user's git config answer before askpass does, and
 * a stale stored password would win over the token. An empty
 * `credential.helper` clears the list; it is passed as GIT_CONFIG_* so that
 * callers' arguments stay as they are.
 */
function credentialHelperReset(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const count = Number(env['GIT_CONFIG_COUNT'] ?? '0');
  const index = Number.isInteger(count) && count > 0 ? count : 0;
  return {
    GIT_CONFIG_COUNT: String(index + 1),
    [`GIT_CONFIG_KEY_${index}`]: 'credential.helper',
    [`GIT_CONFIG_VALUE_${index}`]: '',
  };
}

/**
 * ssh never prompts (BatchMode), uses only the given key, and with a
 * known_hosts file trusts only the host keys in it. Without key or
 * known_hosts, a GIT_SSH_COMMAND the user set is kept.
 */
function sshEnvironment(
  { sshKeyFile, knownHostsFile }: GitCredentials,
  env: NodeJS.ProcessEnv,
  controlDir: string | undefined,
): NodeJS.ProcessEnv {
  const shared =
    controlDir === undefined
      ? []
      : [
          '-o',
          'ControlMaster=auto',
          '-o',
          shellQuote(`ControlPath=${join(credentialFolder(controlDir, sshKeyFile, knownHostsFile), '%C')}`),
          '-o',
          'ControlPersist=60',
        ];
  if (sshKeyFile === undefined && knownHostsFile === undefined) {
    return env['GIT_SSH_COMMAND'] === undefined && env['GIT_SSH'] === undefined
      ? { GIT_SSH_COMMAND: ['ssh', '-o', 'BatchMode=yes', ...shared].join(' ') }
      : {};
  }
  const parts = ['ssh', '-o', 'BatchMode=yes', ...shared];
  if (sshKeyFile !== undefined) {
    readableFile(sshKeyFile, 'SSH key');
    // ssh ignores such a key with a warning git's last lines do not show, and the failure looks like a wrong key.
    if ((statSync(sshKeyFile).mode & 0o077) !== 0) {
      throw new GitshiftError(
        'USAGE',
        `ssh refuses the key ${sshKeyFile} because others can read it: chmod 600 ${sshKeyFile}`,
        { path: sshKeyFile },
      );
    }
    parts.push('-i', shellQuote(resolve(sshKeyFile)), '-o', 'IdentitiesOnly=yes');
  }
  if (knownHostsFile !== undefined) {
    readableFile(knownHostsFile, 'known-hosts file');
    parts.push(
      '-o',
      shellQuote(`UserKnownHostsFile=${resolve(knownHostsFile)}`),
      '-o',
      'GlobalKnownHostsFile=/dev/null',
      '-o',
      'StrictHostKeyChecking=yes',
    );
  }
  return { GIT_SSH_COMMAND: parts.join(' '), GIT_SSH_VARIANT: 'ssh' };
}

/**
 * ssh names a shared connection by host, port and user only (`%C`): two
 * processes with different keys for git@github.com would share whichever
 * logged in first. A folder per key and known_hosts keeps them apart.
 */
function credentialFolder(
  controlDir: string,
  sshKeyFile: string | undefined,
  knownHostsFile: string | undefined,
): string {
  const identity = JSON.stringify([
    sshKeyFile && resolve(sshKeyFile),
    knownHostsFile && resolve(knownHostsFile),
  ]);
  const dir = join(controlDir, createHash('sha256').update(identity).digest('hex').slice(0, 8));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

function readableFile(path: string, what: string): void {
  try {
    readFileSync(path);
  } catch (error) {
    throw new GitshiftError(
      'USAGE',
      `cannot read the ${what} ${path}: ${(error as Error).message}`,
      { path },
      { cause: error },
    );
  }
}

function credentialsDir(workDir: string): string {
  const dir = join(workDir, 'credentials');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}

/** Quotes a word for sh: git runs GIT_SSH_COMMAND through the shell. */
function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
