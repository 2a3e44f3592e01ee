import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GitshiftError } from '../errors/index.js';
import type { Clock } from '../runtime/index.js';
import { changedProjects, type ChangedProjects } from './changed-projects.js';
import { CoalescingPoller } from './coalescing-poller.js';
import {
  credentialedGit,
  sshControlDirectory,
  secretsOfCredentials,
  writeSecretFile,
  type GitCredentials,
} from '../git/git-credentials.js';
import type { GitRunner } from '../git/git-runner.js';
import { maskCredentials, secretsOfUrl } from '../observability/mask-credentials.js';
import { readGitSnapshot, type GitSnapshot } from '../git/read-git-snapshot.js';
import { parseRemoteUrl, type RemoteUrl } from '../git/remote-url.js';
import {
  askDefaultBranch,
  checked,
  fetchBranchInto,
  fetchRefInto,
  fetchError,
  preparePrivateRepository,
  resolveAllIn,
  resolveIn,
  type BranchChoice,
  type SourceRepository,
} from './source-repository.js';
import { lockWorkDir, type WorkDirLock } from './work-dir-lock.js';

export interface ConfigSourceOptions {
  /** The config repository: `file://`, `http(s)://`, `ssh://`, `git://` or `user@host:path`. A password in it is moved to a file in `workDir`. */
  readonly url: string;
  /** The branch to track. Default: the remote's default branch, asked once by `open()`; `main` if the remote does not say. */
  readonly branch?: string | undefined;
  /** The folder inside the repository that holds `gitshift.yaml` and `projects/`. Default: the root. */
  readonly path?: string | undefined;
  /** This source's own folder: the bare repository (`repo.git`) and `credentials/`. Reused across runs. */
  readonly workDir: string;
  readonly credentials?: GitCredentials | undefined;
  /** When the server cannot serve a shallow fetch, fetch the whole history (and say so in `log`). Default: false, a GIT_SHALLOW_UNSUPPORTED error. */
  readonly allowFullFetch?: boolean | undefined;
  /** Default: the system git with `credentials`. */
  readonly git?: GitRunner;
  /** The environment git inherits. Default: the process environment; GITSHIFT_* variables never reach git. */
  readonly env?: NodeJS.ProcessEnv;
  /** Share one SSH connection across fetches (for a process that polls for days). Default: false. */
  readonly reuseSshConnections?: boolean;
  /** Default: Math.random (jitter of the retry backoff). */
  readonly random?: () => number;
  /** The clock polling runs on. Default: the system clock. */
  readonly clock?: Clock;
  /** Called with each event worth logging; messages are masked. */
  readonly log?: (event: ConfigSourceEvent) => void;
}

/** What one fetch found. */
export interface SourceUpdate {
  /** The head delivered before this fetch; undefined on the first. */
  readonly previous: string | undefined;
  readonly head: string;
  /** What changed from `previous` to `head`: everything when there is no `previous`, nothing when they are equal. */
  readonly changed: ChangedProjects;
}

export type ConfigSourceEvent =
  | { readonly type: 'fetched'; readonly head: string; readonly changed: boolean; readonly ms: number }
  | { readonly type: 'full-fetch'; readonly message: string };

export interface ConfigSourceStart {
  /** Time between polls. */
  readonly intervalMs: number;
  /** After failures the wait doubles from `intervalMs` up to this. Default: 5 minutes. */
  readonly maxBackoffMs?: number;
  /** Called with each new head, one call at a time. Until it resolves the head is not delivered: a throw means the next fetch offers the same change again. */
  readonly onChange: (update: SourceUpdate) => void | Promise<void>;
  /** A failed poll, typed (GitshiftError) and masked; polling goes on after `retryInMs`. */
  readonly onError: (error: unknown, retryInMs: number) => void;
}

export type { BranchChoice } from './source-repository.js';

const NOTHING_CHANGED: ChangedProjects = { projects: [], settings: false, paths: [] };

/**
 * One branch of a remote config repository, kept in a private bare
 * repository: fetched shallow (`--depth=1`, only that branch), read as
 * snapshots without a checkout, and compared commit to commit so only changed
 * projects reconcile. The last delivered head is kept under
 * `refs/gitshift/delivered/<branch>`, so its objects stay for the next diff
 * even though the history is shallow, and survive a restart. Fetches never
 * overlap: a poll, a webhook's `requestFetch()` and `fetch()` share one
 * round at a time.
 */
export class ConfigSource {
  /** The URL without any password: safe to print. */
  readonly url: string;
  private readonly remote: RemoteUrl;
  private readonly dir: string;
  private readonly poller: CoalescingPoller<SourceUpdate>;
  /**
   * The last snapshot's blobs: the next one reads from git only what a commit
   * changed. readGitSnapshot keeps in it only what the loader reads, so no
   * ignored or oversized file is ever held.
   */
  private readonly blobs = new Map<string, Uint8Array>();
  private runner: GitRunner | undefined;
  private credentials: GitCredentials;
  private urlTokenFile: string | undefined;
  private tracked: { branch: string; choice: BranchChoice } | undefined;
  private delivered: string | undefined;
  /** Whether this object has delivered a head (the persisted ref may be a previous process's). */
  private deliveredHere = false;
  private fetched: string | undefined;
  private shallow = true;
  private onChange: ConfigSourceStart['onChange'] | undefined;
  private lock: WorkDirLock | undefined;
  /** The last fetchRef, which the next waits for. */
  private refFetches: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ConfigSourceOptions) {
    const remote = parseRemoteUrl(options.url);
    if (remote === undefined) {
      throw new GitshiftError(
        'USAGE',
        `'${maskCredentials(options.url)}' is not a git URL: use file://, http(s)://, ssh://, git:// or user@host:path`,
      );
    }
    if (options.branch !== undefined && !isBranchName(options.branch)) {
      throw new GitshiftError('USAGE', `'${options.branch}' is not a branch name`, {
        branch: options.branch,
      });
    }
    if (remote.password !== undefined && options.git !== undefined) {
      throw new GitshiftError(
        'USAGE',
        `${remote.url}: a password in the URL needs the source's own git (leave out \`git\`), which reads it from a private file`,
      );
    }
    this.remote = remote;
    this.url = remote.url;
    this.credentials = {
      ...options.credentials,
      username: options.credentials?.username ?? remote.username,
    };
    this.dir = join(options.workDir, 'repo.git');
    this.poller = new CoalescingPoller(() => this.round(), options.random, options.clock);
  }

  /** Prepares the private repository and credentials, and picks the branch (asking the remote when none is given). */
  async open(): Promise<void> {
    const { workDir } = this.options;
    mkdirSync(workDir, { recursive: true });
    this.lock ??= lockWorkDir(workDir, this.dir);
    try {
      await this.prepare();
    } catch (error) {
      this.release();
      throw error;
    }
  }

  private async prepare(): Promise<void> {
    const { workDir, branch, env } = this.options;
    if (this.remote.password !== undefined && this.credentials.tokenFile === undefined) {
      this.urlTokenFile = writeSecretFile(workDir, 'url-token', this.remote.password);
      this.credentials = { ...this.credentials, tokenFile: this.urlTokenFile };
    }
    this.runner =
      this.options.git ??
      credentialedGit(this.credentials, {
        workDir,
        ...(env === undefined ? {} : { env }),
        ...(this.options.reuseSshConnections === true ? { sshControlDir: sshControlDirectory() } : {}),
      });
    await preparePrivateRepository(this.repo());
    this.tracked = branch === undefined ? await askDefaultBranch(this.repo()) : { branch, choice: 'given' };
    this.delivered = await resolveIn(this.repo(), this.deliveredRef());
    this.fetched = this.delivered;
  }

  /** The tracked branch; `open()` first. */
  get branch(): string {
    return this.opened().branch;
  }

  /** Whether the branch was given, is the remote's default, or was assumed to be `main`. */
  get branchChoice(): BranchChoice {
    return this.opened().choice;
  }

  /** The head of the last successful fetch (or the last delivered head, before one). */
  get head(): string | undefined {
    return this.fetched;
  }

  /** Fetches now (or right after a fetch in progress) and says what changed; rejects with a typed, masked GitshiftError. */
  fetch(): Promise<SourceUpdate> {
    return this.poller.run();
  }

  /** For a webhook: fetch as soon as possible. Requests made while a fetch runs share the next one. A failure goes to `onError` while started. */
  requestFetch(): Promise<void> {
    return this.poller.request();
  }

  /** Polls every `intervalMs` (the first poll at once) and calls `onChange` for each new head. */
  start(options: ConfigSourceStart): void {
    this.opened();
    this.onChange = options.onChange;
    this.poller.start(options);
  }

  /** Stops polling, waits for a fetch in progress, removes the token file it wrote from the URL's password, and releases the work dir. */
  async stop(): Promise<void> {
    await this.poller.stop();
    this.onChange = undefined;
    this.release();
  }

  private release(): void {
    if (this.urlTokenFile !== undefined) rmSync(this.urlTokenFile, { force: true });
    this.lock?.release();
    this.lock = undefined;
  }

  /** The config repository's files at `commit` (default: the fetched head), under `path`. */
  async snapshot(commit: string | undefined = this.fetched): Promise<GitSnapshot> {
    if (commit === undefined) {
      throw new GitshiftError('GIT_UNREADABLE', `${this.url}: nothing fetched yet; fetch() first`, {
        url: this.url,
      });
    }
    const { path = '' } = this.options;
    // The heads this source fetched or delivered are resolved ids: no `git rev-parse` for them.
    const resolved = commit === this.fetched || commit === this.delivered;
    const snapshot = await readGitSnapshot({
      dir: this.dir,
      ...(resolved ? { resolved: commit } : { commit }),
      path,
      git: this.repo().git,
      blobCache: this.blobs,
    });
    const root = path.replace(/^\/+|\/+$/g, '');
    return { ...snapshot, origin: `${this.url}@${commit.slice(0, 12)}${root === '' ? '' : `:${root}`}` };
  }

  /**
   * Fetches a ref of the remote that is not the tracked branch (a pull
   * request's `refs/pull/<n>/head`), shallow, into `refs/gitshift/fetched/…`,
   * and returns its commit for `snapshot()`. Calls run one at a time. Use a
   * source of its own for this (not the polling one): two git fetches into
   * one shallow repository at once fail on its shallow file lock.
   */
  fetchRef(ref: string): Promise<string> {
    if (!/^refs\/[A-Za-z0-9._/-]+$/.test(ref) || ref.includes('..'))
      throw new GitshiftError('USAGE', `'${ref}' is not a ref to fetch`, { ref });
    const run = async (): Promise<string> => {
      const local = `refs/gitshift/fetched/${ref.slice('refs/'.length)}`;
      const failed = await fetchRefInto(this.repo(), ref, local);
      if (failed !== undefined) throw fetchError(failed.failure, failed.message, { url: this.url, ref });
      const commit = await resolveIn(this.repo(), local);
      if (commit === undefined)
        throw new GitshiftError('GIT_UNREADABLE', `${this.url}: the fetch of ${ref} left no ${local}`, {
          url: this.url,
          ref,
        });
      return commit;
    };
    const fetched = this.refFetches.then(run, run);
    this.refFetches = fetched.catch(() => undefined);
    return fetched;
  }

  /** What changed between two fetched commits; everything when `from` is undefined or its objects are gone. */
  async changes(from: string | undefined, to: string): Promise<ChangedProjects> {
    if (from === to) return NOTHING_CHANGED;
    const known = from === undefined ? undefined : await resolveIn(this.repo(), from);
    return changedProjects(this.dir, known, to, { git: this.repo().git, path: this.options.path ?? '' });
  }

  private async round(): Promise<SourceUpdate> {
    const started = performance.now();
    const previous = this.delivered;
    const { head, known } = await this.fetchHead(previous);
    this.fetched = head;
    const update: SourceUpdate = {
      previous,
      head,
      changed:
        previous === head
          ? NOTHING_CHANGED
          : await changedProjects(this.dir, known, head, {
              git: this.repo().git,
              path: this.options.path ?? '',
              resolved: true,
            }),
    };
    const changed = previous !== head;
    this.options.log?.({ type: 'fetched', head, changed, ms: performance.now() - started });
    // A new process has loaded nothing yet: its first head is delivered even when a process
    // before it delivered the same one (its diff, from that head, is empty).
    if (!changed && this.deliveredHere) return update;
    if (this.onChange !== undefined) await this.onChange(update);
    await checked(this.repo(), ['update-ref', this.deliveredRef(), head], 'remember the delivered head');
    this.delivered = head;
    this.deliveredHere = true;
    return update;
  }

  /**
   * Fetches the tracked branch, shallow unless the server cannot and a full
   * fetch is allowed; the new head, and `previous` if its commit is still
   * here, both resolved in one go.
   */
  private async fetchHead(
    previous: string | undefined,
  ): Promise<{ head: string; known: string | undefined }> {
    const { branch } = this.opened();
    let failed = await fetchBranchInto(this.repo(), branch, { shallow: this.shallow });
    if (
      failed?.failure.code === 'GIT_SHALLOW_UNSUPPORTED' &&
      this.shallow &&
      this.options.allowFullFetch === true
    ) {
      this.shallow = false;
      this.options.log?.({
        type: 'full-fetch',
        message: `${failed.message}; fetching the whole history, as allowed`,
      });
      failed = await fetchBranchInto(this.repo(), branch, { shallow: false });
    }
    if (failed !== undefined) throw fetchError(failed.failure, failed.message, { url: this.url, branch });
    const tracking = `refs/remotes/origin/${branch}`;
    const [head, known] = await resolveAllIn(this.repo(), [
      tracking,
      ...(previous === undefined ? [] : [previous]),
    ]);
    if (head === undefined) {
      throw new GitshiftError('GIT_UNREADABLE', `${this.url}: the fetch of ${branch} left no ${tracking}`, {
        url: this.url,
        branch,
      });
    }
    return { head, known };
  }

  private deliveredRef(): string {
    return `refs/gitshift/delivered/${this.opened().branch}`;
  }

  private repo(): SourceRepository {
    if (this.runner === undefined) throw new Error('ConfigSource: open() first');
    return { git: this.runner, dir: this.dir, url: this.url, mask: (text) => this.mask(text) };
  }

  private mask(text: string): string {
    return maskCredentials(text, [
      ...secretsOfUrl(this.options.url),
      ...secretsOfCredentials(this.credentials),
    ]);
  }

  private opened(): { branch: string; choice: BranchChoice } {
    if (this.tracked === undefined) throw new Error('ConfigSource: open() first');
    return this.tracked;
  }
}

// What `git check-ref-format --branch` refuses, in the characters a refspec or an argument could misread.
function isBranchName(name: string): boolean {
  return /^[^-\s:^~?*[\\][^\s:^~?*[\\]*$/.test(name) && !name.includes('..') && !name.endsWith('.lock');
}
