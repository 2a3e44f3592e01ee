import type { Octokit } from '@octokit/rest';
import type { ForgeRepository } from './forge.js';
import { allPages } from './all-pages.js';
import { forgeRequest } from './forge-client.js';
import { ForgeError } from './forge-error.js';

export interface UpsertedComment {
  readonly id: number;
  readonly created: boolean;
  readonly url: string;
}

/**
 * Keeps one comment per (repository, PR, marker): edits it in place, found by
 * the id remembered from the last time or else by its marker among all the
 * PR's comments (so a restarted serve finds its comment), or creates it.
 * Upserts of one key run one after the other, so two deliveries close
 * together cannot both create it.
 */
export class PullComments {
  private readonly ids = new Map<string, number>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly octokit: Octokit,
    /** Extra listing parameters for the forge (Gitea reads `limit`, not `per_page`). */
    private readonly pageSize: Readonly<Record<string, number>>,
  ) {}

  upsert(
    repository: ForgeRepository,
    number: number,
    marker: string,
    body: string,
    signal: AbortSignal | undefined,
  ): Promise<UpsertedComment> {
    if (marker.trim() === '') throw new Error('upsertComment needs a non-empty marker');
    const key = `${repository.owner}/${repository.name}#${number}\n${marker}`;
    // The marker is what finds the comment again: a body without it would make a second comment next time.
    const text = body.includes(marker) ? body : `${marker}\n${body}`;
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined) // the previous upsert's failure is its caller's; this one starts afresh
      .then(() => this.upsertNow(key, repository, number, marker, text, signal));
    this.queues.set(key, next);
    const forget = (): void => {
      if (this.queues.get(key) === next) this.queues.delete(key);
    };
    next.then(forget, forget);
    return next;
  }

  private async upsertNow(
    key: string,
    repository: ForgeRepository,
    number: number,
    marker: string,
    body: string,
    signal: AbortSignal | undefined,
  ): Promise<UpsertedComment> {
    const base = { owner: repository.owner, repo: repository.name };
    const request = forgeRequest('upsertComment', signal);
    const remembered = this.ids.get(key);
    if (remembered !== undefined) {
      try {
        const { data } = await this.octokit.issues.updateComment({
          ...base,
          comment_id: remembered,
          body,
          request,
        });
        return { id: data.id, created: false, url: data.html_url };
      } catch (error) {
        // Deleted by someone since: look for another with the marker, or create one.
        if (!(error instanceof ForgeError && error.status === 404)) throw error;
        this.ids.delete(key);
      }
    }
    const comments = await allPages(
      this.octokit,
      this.octokit.issues.listComments({ ...base, issue_number: number, ...this.pageSize, request }),
      request,
    );
    const existing = comments.find((comment) => comment.body?.includes(marker) === true);
    if (existing !== undefined) {
      const { data } = await this.octokit.issues.updateComment({
        ...base,
        comment_id: existing.id,
        body,
        request,
      });
      this.ids.set(key, data.id);
      return { id: data.id, created: false, url: data.html_url };
    }
    const { data } = await this.octokit.issues.createComment({
      ...base,
      issue_number: number,
      body,
      request,
    });
    this.ids.set(key, data.id);
    return { id: data.id, created: true, url: data.html_url };
  }
}
