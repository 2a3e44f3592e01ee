import type { Logger } from '../observability/logger.js';
import type { Clock, RetryPolicy } from '../runtime/index.js';
import type { ForgeKind } from '../webhooks/webhook-event.js';
import { allPages } from './all-pages.js';
import { changedPaths, GITHUB_PULL_FILES_CAP } from './changed-files.js';
import type { CommitStatus, Forge, ForgeRepository } from './forge.js';
import { createForgeClient, forgeRequest, type ForgeRequestOptions } from './forge-client.js';
import { ForgeError } from './forge-error.js';
import { PullComments } from './pull-comments.js';
import { pullRequestState } from './pull-request-state.js';
import { repositoryPermission } from './repository-permission.js';

export interface CreateForgeOptions {
  readonly kind: ForgeKind;
  /** GitHub: `https://api.github.com` (or an Enterprise `/api/v3`); Gitea/Forgejo: `<url>/api/v1`. */
  readonly apiUrl: string;
  readonly token: string;
  readonly log?: Logger | undefined;
  /** Default: FORGE_RETRY_POLICY. */
  readonly retry?: RetryPolicy;
  /** Each request must be answered within this. Default: 15 s. */
  readonly timeoutMs?: number;
  /** Ends every request of this forge (serve stopping), besides each call's own signal. */
  readonly signal?: AbortSignal | undefined;
  /** Default: the system clock. */
  readonly clock?: Clock;
  /** Default: Math.random (backoff jitter only). */
  readonly random?: () => number;
  /** Default: the global fetch. */
  readonly fetch?: typeof globalThis.fetch;
}

/** 4 attempts, 250 ms doubling up to 5 s, jittered: a forge restarting is waited out for a few seconds. */
export const FORGE_RETRY_POLICY: RetryPolicy = { attempts: 4, baseMs: 250, maxMs: 5000 };

/** Forges cut a status description at 140 characters; cut it here so the cut is ours (with an ellipsis). */
const STATUS_DESCRIPTION_MAX = 140;

/** The Forge over a forge's REST API through @octokit/rest: GitHub, or Gitea/Forgejo's GitHub-shaped API. */
export function createForge(options: CreateForgeOptions): Forge {
  const { kind, retry = FORGE_RETRY_POLICY, timeoutMs = 15_000, signal: forgeSignal } = options;
  const octokit = createForgeClient({ ...options, retry, timeoutMs });
  // GitHub pages by `per_page` (at most 100), Gitea by `limit` (at most 50 unless its MAX_RESPONSE_ITEMS says more).
  const pageSize: Record<string, number> = kind === 'gitea' ? { limit: 50 } : { per_page: 100 };
  const comments = new PullComments(octokit, pageSize);
  const signalOf = (signal: AbortSignal | undefined): AbortSignal | undefined =>
    forgeSignal === undefined
      ? signal
      : signal === undefined
        ? forgeSignal
        : AbortSignal.any([forgeSignal, signal]);
  const where = (repository: ForgeRepository): { owner: string; repo: string } => ({
    owner: repository.owner,
    repo: repository.name,
  });

  return {
    kind,
    async pull(repository, number, signal) {
      const request = forgeRequest('pull', signalOf(signal));
      const { data } = await octokit.pulls.get({ ...where(repository), pull_number: number, request });
      return pullRequestState(data);
    },
    async openPulls(repository, signal) {
      const request = forgeRequest('openPulls', signalOf(signal));
      const pulls = await allPages(
        octokit,
        octokit.pulls.list({ ...where(repository), state: 'open', ...pageSize, request }),
        request,
      );
      return pulls.map((pull) => pullRequestState(pull));
    },
    async changedFiles(repository, number, signal) {
      const request = forgeRequest('changedFiles', signalOf(signal));
      const [pull, files] = await Promise.all([
        octokit.pulls.get({ ...where(repository), pull_number: number, request }),
        allPages(
          octokit,
          octokit.pulls.listFiles({ ...where(repository), pull_number: number, ...pageSize, request }),
          request,
        ),
      ]);
      const cap = kind === 'github' ? GITHUB_PULL_FILES_CAP : undefined;
      return changedPaths(files, pull.data.changed_files, cap);
    },
    upsertComment(repository, number, marker, body, signal) {
      return comments.upsert(repository, number, marker, body, signalOf(signal));
    },
    async setStatus(repository, sha, status: CommitStatus, signal) {
      const request = forgeRequest('setStatus', signalOf(signal));
      await octokit.repos.createCommitStatus({
        ...where(repository),
        sha,
        state: status.state,
        context: status.context,
        description: cutDescription(status.description),
        ...(status.targetUrl === undefined ? {} : { target_url: status.targetUrl }),
        request,
      });
    },
    async permission(repository, user, signal) {
      const request = forgeRequest('permission', signalOf(signal));
      const { data } = await octokit.repos.getCollaboratorPermissionLevel({
        ...where(repository),
        username: user,
        request,
      });
      const answer = data.permission;
      if (answer !== 'read' && answer !== 'triage') return repositoryPermission(answer, false);
      return repositoryPermission(answer, await isCollaborator(repository, user, request));
    },
  };

  /** 204: a collaborator; 404: not one (anyone may read a public repository). */
  async function isCollaborator(
    repository: ForgeRepository,
    user: string,
    request: ForgeRequestOptions,
  ): Promise<boolean> {
    try {
      await octokit.repos.checkCollaborator({ ...where(repository), username: user, request });
      return true;
    } catch (error) {
      if (error instanceof ForgeError && error.status === 404) return false;
      throw error;
    }
  }
}

function cutDescription(description: string): string {
  const line = description.replace(/\s+/g, ' ').trim();
  return line.length <= STATUS_DESCRIPTION_MAX ? line : `${line.slice(0, STATUS_DESCRIPTION_MAX - 1)}…`;
}
