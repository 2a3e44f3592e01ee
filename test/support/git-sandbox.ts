import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WriteBack, type WriteBackEvent } from '../../src/writeback/write-back.js';
import type { WriterJob, WriterLine } from './writer-child.js';

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

/** A writer-child.ts process and the lines it printed so far. */
export interface WriterProcess {
  readonly child: ChildProcess;
  readonly lines: WriterLine[];
  /** Resolves with the exit code (or the signal) when the process ends. */
  readonly exited: Promise<number | string>;
  /** What it wrote on stderr: its write-back log events, one JSON line each. */
  stderr(): string;
}

/** Starts writer-child.ts on a job, in its own node process, run from source by tsx. */
export function startWriter(sandbox: GitSandbox, job: WriterJob): WriterProcess {
  const jobFile = join(sandbox.folder('job'), 'job.json');
  mkdirSync(dirname(jobFile), { recursive: true });
  writeFileSync(jobFile, JSON.stringify(job));
  const script = fileURLToPath(new URL('./writer-child.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, jobFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: WriterLine[] = [];
  let buffered = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete) if (line.trim() !== '') lines.push(JSON.parse(line) as WriterLine);
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => {
      if (code !== 0 && signal === null) process.stderr.write(`writer-child failed: ${stderr}\n`);
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  return { child, lines, exited, stderr: () => stderr };
}

/**
 * After a writer was killed: a new writer on the same directory, as the next
 * serve would open one, left to push what the journal holds. Resolves with
 * the events of attempts that failed (none, when it recovered cleanly).
 */
export async function resumeWriter(sandbox: GitSandbox, workDir: string): Promise<WriteBackEvent[]> {
  const events: WriteBackEvent[] = [];
  const successor = await WriteBack.open({
    url: sandbox.url,
    branch: 'main',
    workDir,
    log: (e) => events.push(e),
  });
  await successor.idle();
  return events.filter((e) => e.type === 'failed');
}
