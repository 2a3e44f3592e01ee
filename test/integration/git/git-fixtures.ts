import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A bare remote and a scratch folder, both in one temporary directory. */
export interface GitSandbox {
  /** The bare repository. */
  readonly remote: string;
  readonly url: string;
  /** A fresh folder under the sandbox for each call. */
  folder(name: string): string;
}

/** Runs git and returns its trimmed stdout; test helper, throws on failure. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** Commits files (path → text) on top of the remote's branch as a person would, and pushes. */
export function commitFiles(
  sandbox: GitSandbox,
  files: Readonly<Record<string, string>>,
  message: string,
  branch = 'main',
): string {
  const work = sandbox.folder('human');
  execFileSync('git', ['clone', '--quiet', '--branch', branch, sandbox.url, work], { stdio: 'ignore' });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), text);
  }
  git(work, 'add', '--all');
  git(
    work,
    '-c',
    'user.name=Human',
    '-c',
    'user.email=human@example.com',
    'commit',
    '--quiet',
    '-m',
    message,
  );
  git(work, 'push', '--quiet', 'origin', `HEAD:${branch}`);
  const head = git(work, 'rev-parse', 'HEAD');
  rmSync(work, { recursive: true, force: true });
  return head;
}

let counter = 0;

/** A sandbox whose remote starts with one commit of `files` on main; removed afterwards. */
export async function withSandbox<T>(
  files: Readonly<Record<string, string>>,
  body: (sandbox: GitSandbox) => T | Promise<T>,
): Promise<T> {
  const root = mkdtempSync(join(tmpdir(), 'gitshift-git-'));
  const remote = join(root, 'remote.git');
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  const sandbox: GitSandbox = {
    remote,
    url: `file://${remote}`,
    folder: (name) => join(root, `${name}-${++counter}`),
  };
  // A clone of an empty remote needs a branch to exist first.
  const seed = sandbox.folder('seed');
  git(root, 'init', '--quiet', '--initial-branch=main', seed);
  git(seed, 'remote', 'add', 'origin', sandbox.url);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(seed, path)), { recursive: true });
    writeFileSync(join(seed, path), text);
  }
  git(seed, 'add', '--all');
  git(
    seed,
    '-c',
    'user.name=Seed',
    '-c',
    'user.email=seed@example.com',
    'commit',
    '--quiet',
    '--allow-empty',
    '-m',
    'seed',
  );
  git(seed, 'push', '--quiet', 'origin', 'main');
  try {
    return await body(sandbox);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The text of a file at the remote's branch head. */
export function remoteFile(sandbox: GitSandbox, path: string, branch = 'main'): string {
  return git(sandbox.remote, 'show', `${branch}:${path}`);
}

export const digest = (n: number): string => `sha256:${n.toString(16).padStart(64, '0')}`;

export function imageStream(name: string, extra = ''): string {
  return `apiVersion: image.openshift.io/v1\nkind: ImageStream\nmetadata:\n  name: ${name}\n${extra}`;
}
