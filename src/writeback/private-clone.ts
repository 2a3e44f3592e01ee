import * as fs from 'node:fs';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import git from 'isomorphic-git';
import { isLoaderInput } from '../model/repository-layout.js';
import { DEFAULT_MAX_FILE_BYTES } from '../yaml/read/yaml-limits.js';
import { classifyFetchFailure, classifyGitFailure, type GitFailure } from '../git/classify-git-failure.js';
import type { CommitAuthor } from '../git/commit-author.js';
import type { GitRunner } from '../git/git-runner.js';
import { maskCredentials } from '../observability/mask-credentials.js';
import { QUICK_FETCH } from '../git/quick-fetch.js';
import { parseRemoteUrl } from '../git/remote-url.js';
import { readGitSnapshot } from '../git/read-git-snapshot.js';
import { firstLines, runGitChecked } from '../git/run-git-checked.js';
import { commitContent, writeLooseObject } from '../git/loose-object.js';
import { writeTreeWithChanges } from '../git/write-tree.js';
import { removeFromTree } from './tree-removal.js';
import { GitshiftError } from '../errors/gitshift-error.js';

/**
 * A fetch or push that did not go through, classified: a push that lost a race
 * (GIT_PUSH_CONFLICT), a remote that refused the credentials or the host key
 * (not transient: only a fix of the configuration helps), or one that could
 * not be reached (GIT_REMOTE_UNAVAILABLE, transient).
 */
export class GitRemoteFailure extends GitshiftError {
  constructor(
    readonly failure: GitFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    const code = failure.kind === 'rejected' ? 'GIT_PUSH_CONFLICT' : classifyFetchFailure(message).code;
    super(
      code,
      message,
      { failure: failure.kind },
      {
        ...options,
        transient: code === 'GIT_REMOTE_UNAVAILABLE' || code === 'GIT_PUSH_CONFLICT',
      },
    );
    this.name = 'GitRemoteFailure';
  }
}

/**
 * gitshift's private bare clone of one remote. Only the network steps run
 * the system git (fetch and push: isomorphic-git cannot reach file:// or SSH
 * remotes); files are read and the commit is built in-process with
 * isomorphic-git, with no work tree or index. That keeps an attempt to two
 * processes, and the window between fetch and push — in which another push
 * wins the race — as short as it can be. The clone is a cache of the remote,
 * never the truth: when in doubt it is thrown away and fetched again.
 */
export class PrivateClone {
  constructor(
    private readonly runner: GitRunner,
    readonly dir: string,
    private readonly url: string,
    private readonly secrets: readonly string[],
  ) {}

  /**
   * Makes the clone usable. `fresh` throws the old one away — after a crash,
   * when nothing the dead writer left can be vouched for. The remote goes into the config file (see
   * originConfig), which only this user may read: it can hold the URL's login.
   */
  async open({ fresh }: { fresh: boolean }): Promise<void> {
    if (!fresh && existsSync(join(this.dir, 'HEAD')) && !hasStaleLock(this.dir)) return;
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    await this.checked(['init', '--quiet', '--bare', '.'], 'create the private clone');
    fs.appendFileSync(join(this.dir, 'config'), originConfig(this.url));
    fs.chmodSync(join(this.dir, 'config'), 0o600);
  }

  /** Fetches one branch; its head commit, or undefined when the remote has no such branch. */
  async fetch(branch: string): Promise<string | undefined> {
    const ref = `refs/remotes/origin/${branch}`;
    const result = await this.runner.run(
      [...QUICK_FETCH, '--quiet', '--no-tags', 'origin', `+refs/heads/${branch}:${ref}`],
      {
        cwd: this.dir,
      },
    );
    if (result.exitCode !== 0) {
      const failure = classifyGitFailure(result.stderr);
      if (failure.kind === 'missing-branch') return undefined;
      throw new GitRemoteFailure(
        failure,
        `cannot fetch ${branch} from ${this.masked(this.url)}: ${this.reason(result.stderr)}`,
      );
    }
    return git.resolveRef({ fs, gitdir: this.dir, ref });
  }

  /**
   * The text of every manifest below `folder` at `commit` (path → text): read
   * by the loader's own reader, so write-back sees exactly the files a load
   * would (no symlinks, nothing over the size cap, nothing the loader ignores)
   * and a large blob in the folder is never read.
   */
  async readFolder(commit: string, folder: string): Promise<Map<string, string>> {
    const snapshot = await readGitSnapshot({ dir: this.dir, commit, git: this.runner, only: [folder] });
    const files = new Map<string, string>();
    for (const path of snapshot.paths) {
      if (isLoaderInput(path) && snapshot.size(path) <= DEFAULT_MAX_FILE_BYTES)
        files.set(path, Buffer.from(snapshot.read(path)).toString('utf8'));
    }
    return files;
  }

  /** The id of the tree or blob at `path` in `commit`, or undefined when there is none. */
  async objectIdAt(commit: string, path: string, cache: object): Promise<string | undefined> {
    const slash = path.lastIndexOf('/');
    const parent = slash < 0 ? undefined : path.slice(0, slash);
    try {
      const { tree } = await git.readTree({
        fs,
        gitdir: this.dir,
        oid: commit,
        cache,
        ...(parent === undefined ? {} : { filepath: parent }),
      });
      return tree.find((entry) => entry.path === path.slice(slash + 1))?.oid;
    } catch (error) {
      if (error instanceof git.Errors.NotFoundError) return undefined;
      throw error;
    }
  }

  /** The text of one file at `commit`, or undefined when it has none. */
  async readFile(commit: string, path: string, cache: object): Promise<string | undefined> {
    try {
      const { blob } = await git.readBlob({ fs, gitdir: this.dir, oid: commit, filepath: path, cache });
      return Buffer.from(blob).toString('utf8');
    } catch (error) {
      if (error instanceof git.Errors.NotFoundError) return undefined;
      throw error;
    }
  }

  /** A commit of the changed files (and without the removed ones) on top of `parent`, built in-process; its id. */
  async commit(
    parent: string,
    {
      changed,
      removed,
    }: { readonly changed: ReadonlyMap<string, string>; readonly removed: ReadonlySet<string> },
    message: string,
    author: CommitAuthor,
    when: Date,
    cache: object,
  ): Promise<string> {
    const { commit } = await git.readCommit({ fs, gitdir: this.dir, oid: parent, cache });
    const written = await writeTreeWithChanges(this.dir, commit.tree, changed, cache);
    const tree = removed.size === 0 ? written : await removeFromTree(this.dir, written, removed, cache);
    return writeLooseObject(this.dir, 'commit', commitContent(tree, [parent], author, when, message));
  }

  /**
   * The commit reachable from `from` (a commit or ref) that added `path`, the
   * newest one if it was added more than once; undefined when none did.
   */
  async addedIn(from: string, path: string): Promise<string | undefined> {
    const out = await this.checked(
      ['log', '-n', '1', '--diff-filter=A', '--format=%H', from, '--', path],
      'search the history',
    );
    const found = out.toString('utf8').trim();
    return found === '' ? undefined : found;
  }

  /** Pushes the commit to the branch, never forced: undefined when it landed, git's reason when the push lost a race. */
  async push(commit: string, branch: string): Promise<string | undefined> {
    const result = await this.runner.run(
      ['push', '--quiet', '--porcelain', 'origin', `${commit}:refs/heads/${branch}`],
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

  /** The commit reachable from `commit` whose message carries this write-back id, if one does. */
  async findWriteBack(commit: string, writebackId: string): Promise<string | undefined> {
    const out = await this.checked(
      [
        'log',
        '-n',
        '1',
        '--format=%H',
        '--fixed-strings',
        `--grep=Gitshift-Writeback: ${writebackId}`,
        commit,
      ],
      'search the history',
    );
    const found = out.toString('utf8').trim();
    return found === '' ? undefined : found;
  }

  private checked(args: readonly string[], what: string): Promise<Buffer> {
    return runGitChecked(this.runner, args, { cwd: this.dir, what, secrets: this.secrets });
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
  const top = ['HEAD.lock', 'config.lock', 'packed-refs.lock', 'shallow.lock'];
  if (top.some((lock) => existsSync(join(gitDir, lock)))) return true;
  const walk = (dir: string): boolean =>
    readdirSync(dir, { withFileTypes: true }).some((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.lock'),
    );
  return existsSync(join(gitDir, 'refs')) && walk(join(gitDir, 'refs'));
}

/**
 * The clone's `origin`. git hands the remote's URL to its helpers as an
 * argument (`git remote-http origin <url>`, `git send-pack … <url>`), so a
 * password in the URL would show in `ps` while they run: the URL is written
 * without it, and an HTTP(S) login is sent as an Authorization header that
 * git-remote-http reads from this file (0600 in the private clone), as
 * actions/checkout does. Other transports have no use for a URL's password.
 */
export function originConfig(url: string): string {
  const remote = parseRemoteUrl(url);
  const quote = (text: string): string => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  if (remote?.password === undefined) return `[remote "origin"]\n\turl = ${quote(url)}\n`;
  const login = Buffer.from(`${remote.username ?? ''}:${remote.password}`).toString('base64');
  const header =
    remote.transport === 'http' ? `[http]\n\textraHeader = ${quote(`Authorization: Basic ${login}`)}\n` : '';
  return `[remote "origin"]\n\turl = ${quote(remote.url)}\n${header}`;
}
