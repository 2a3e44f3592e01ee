import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { classifyGitFailure, type GitFailure } from './classify-git-failure.js';
import type { CommitAuthor } from './commit-message.js';
import type { GitRunner } from './git-runner.js';
import { maskCredentials } from './mask-credentials.js';
import { firstLines, runGitChecked } from './run-git-checked.js';
import type { ConfigFiles } from './yaml/config-files.js';

/** A fetch or push that did not go through, classified. */
export class GitRemoteFailure extends Error {
  constructor(
    readonly failure: GitFailure,
    message: string,
  ) {
    super(message);
    this.name = 'GitRemoteFailure';
  }
}

/**
 * gitshift's private clone of one remote: nothing else writes here, so it can
 * be reset to the remote's head before every attempt and thrown away when it
 * looks damaged — it is a cache of the remote, never the truth.
 */
export class WorkingClone {
  constructor(
    private readonly git: GitRunner,
    readonly dir: string,
    private readonly url: string,
    private readonly secrets: readonly string[],
  ) {}

  /**
   * Makes the clone usable: created when missing, recreated when a killed
   * writer left a lock behind. The URL is written to .git/config directly,
   * not passed as an argument, so a token in it never shows in a process list.
   */
  async open(): Promise<void> {
    const gitDir = join(this.dir, '.git');
    if (existsSync(gitDir) && !hasStaleLock(gitDir)) {
      // A writer killed mid-edit may have left files behind; the remote's head is restored per attempt.
      const clean = await this.git.run(['clean', '--quiet', '-fdx'], { cwd: this.dir });
      if (clean.exitCode === 0) return;
    }
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    await this.checked(['init', '--quiet'], 'create the working clone');
    const quoted = this.url.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
    appendFileSync(join(gitDir, 'config'), `[remote "origin"]\n\turl = "${quoted}"\n`);
  }

  /**
   * Fetches one branch; the name of the ref that now holds its head, or
   * undefined when the remote has no such branch.
   */
  async fetch(branch: string): Promise<string | undefined> {
    const result = await this.git.run(
      ['fetch', '--quiet', '--no-tags', 'origin', `+refs/heads/${branch}:refs/remotes/origin/${branch}`],
      { cwd: this.dir },
    );
    if (result.exitCode !== 0) {
      const failure = classifyGitFailure(result.stderr);
      if (failure.kind === 'missing-branch') return undefined;
      throw new GitRemoteFailure(
        failure,
        `cannot fetch ${branch} from ${this.masked(this.url)}: ${this.reason(result.stderr)}`,
      );
    }
    const head = await this.checked(
      ['rev-parse', `refs/remotes/origin/${branch}`],
      `read the head of ${branch}`,
    );
    return head.toString('utf8').trim();
  }

  /**
   * Work tree and index exactly at `ref`, whatever an earlier attempt left.
   * Edits never create files, so untracked leftovers (cleaned in `open`) cannot creep in.
   */
  async resetTo(ref: string): Promise<void> {
    await this.checked(['reset', '--quiet', '--hard', ref], `reset the working clone to ${ref}`);
  }

  /** The files of the work tree, for the edits. */
  files(): ConfigFiles {
    return {
      list: (folder) => listFiles(this.dir, folder),
      read: (path) => {
        const full = join(this.dir, path);
        return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
      },
    };
  }

  /** Writes the changed files and commits them on the clone's HEAD. */
  async commit(changed: ReadonlyMap<string, string>, message: string, author: CommitAuthor): Promise<void> {
    for (const [path, text] of changed) {
      mkdirSync(dirname(join(this.dir, path)), { recursive: true });
      writeFileSync(join(this.dir, path), text);
    }
    const identity = ['-c', `user.name=${author.name}`, '-c', `user.email=${author.email}`];
    // Naming the paths commits exactly them without a separate `git add`: one process less per attempt.
    await this.checked(
      [
        ...identity,
        'commit',
        '--quiet',
        '--no-verify',
        '--cleanup=verbatim',
        '-F',
        '-',
        '--',
        ...changed.keys(),
      ],
      'commit the edits',
      message,
    );
  }

  /** The id of the clone's HEAD commit. */
  async head(): Promise<string> {
    return (await this.checked(['rev-parse', 'HEAD'], 'read the new commit')).toString('utf8').trim();
  }

  /** Pushes HEAD to the branch, never forced: undefined when it landed, git's reason when the push lost a race. */
  async push(branch: string): Promise<string | undefined> {
    const result = await this.git.run(
      ['push', '--quiet', '--porcelain', 'origin', `HEAD:refs/heads/${branch}`],
      {
        cwd: this.dir,
      },
    );
    if (result.exitCode === 0) return undefined;
    const output = `${result.stdout.toString('utf8')}\n${result.stderr}`;
    const failure = classifyGitFailure(output);
    if (failure.kind === 'rejected') return this.reason(output);
    throw new GitRemoteFailure(failure, `cannot push to ${this.masked(this.url)}: ${this.reason(output)}`);
  }

  /** The commit on `ref` whose message carries this write-back id, if one does. */
  async findWriteBack(ref: string, writebackId: string): Promise<string | undefined> {
    const out = await this.checked(
      ['log', '-n', '1', '--format=%H', '--fixed-strings', `--grep=Gitshift-Writeback: ${writebackId}`, ref],
      'search the history',
    );
    const commit = out.toString('utf8').trim();
    return commit === '' ? undefined : commit;
  }

  private checked(args: readonly string[], what: string, input?: string): Promise<Buffer> {
    return runGitChecked(this.git, args, {
      cwd: this.dir,
      what,
      secrets: this.secrets,
      ...(input === undefined ? {} : { input }),
    });
  }

  private masked(text: string): string {
    return maskCredentials(text, this.secrets);
  }

  private reason(output: string): string {
    return firstLines(this.masked(output));
  }
}

// Locks git leaves when the process holding them is killed; only this writer uses the clone.
function hasStaleLock(gitDir: string): boolean {
  if (
    ['index.lock', 'HEAD.lock', 'config.lock', 'packed-refs.lock'].some((lock) =>
      existsSync(join(gitDir, lock)),
    )
  ) {
    return true;
  }
  return listFiles(gitDir, 'refs').some((path) => path.endsWith('.lock'));
}

function listFiles(root: string, folder: string): string[] {
  const start = join(root, folder);
  if (!existsSync(start)) return [];
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(start);
  return out.sort();
}
