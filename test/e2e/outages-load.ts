import { randomUUID } from 'node:crypto';
import { getPull, type GiteaRepository, type RunningGitea } from '../support/gitea.js';
import { gitHubExamples, gitHubHeaders } from '../integration/webhooks/webhook-harness.js';

/** How long a sender keeps delivering one webhook that is refused (503) or not answered. */
const GIVE_UP_MS = 120_000;

/** What the senders saw: every status answered, and how many deliveries ended accepted. */
export class DeliveryTally {
  readonly statuses = new Map<number, number>();
  /** 503 answers and their Retry-After, as senders saw them. */
  readonly refusals: { readonly reason: string; readonly retryAfter: string | null }[] = [];
  gaveUp = 0;

  count(status: number): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }
}

/**
 * Delivers one webhook as a registry or GitHub's redelivery does: a 503 is
 * sent again after its Retry-After, no answer after a second, until it is
 * accepted (202) or a duplicate (200), or GIVE_UP_MS passes. The last status.
 */
export async function deliver(
  url: string,
  headers: Record<string, string>,
  body: string,
  tally: DeliveryTally,
): Promise<number> {
  const until = Date.now() + GIVE_UP_MS;
  for (;;) {
    let status: number;
    let wait = 1000;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      const text = await response.text();
      if (status === 503) {
        const retryAfter = response.headers.get('retry-after');
        tally.refusals.push({ reason: text, retryAfter });
        wait = Math.max(250, Number(retryAfter ?? '1') * 1000);
      }
    } catch {
      status = 0; // not answered: the sender tries again, as a registry's notification queue does
    }
    tally.count(status);
    if (status !== 503 && status !== 0) return status;
    if (Date.now() > until) {
      tally.gaveUp++;
      return status;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Docker Hub's push payload: a tag and no digest, which serve asks the registry for. */
export function dockerHubPush(repository: string, tag: string): string {
  const [namespace, name] = repository.split('/');
  return JSON.stringify({
    push_data: { pushed_at: Math.floor(Date.now() / 1000), pusher: 'outage', tag },
    repository: { repo_name: repository, namespace, name, status: 'Active' },
  });
}

/** The repository fields of a GitHub delivery naming the config repository at `cloneUrl`. */
function repositoryFields(
  example: Record<string, any>,
  repo: GiteaRepository,
  cloneUrl: string,
): Record<string, unknown> {
  const web = cloneUrl.replace(/\.git$/, '');
  return {
    ...example['repository'],
    name: repo.name,
    full_name: `${repo.owner}/${repo.name}`,
    owner: { ...example['repository'].owner, login: repo.owner, name: repo.owner },
    clone_url: cloneUrl,
    ssh_url: `git@${new URL(cloneUrl).hostname}:${repo.owner}/${repo.name}.git`,
    html_url: web,
    default_branch: 'main',
  };
}

/** A signed GitHub `push` of `after` to main of the config repository, with headers. */
export function gitHubPush(
  repo: GiteaRepository,
  cloneUrl: string,
  after: string,
  secret: string,
): { body: string; headers: Record<string, string> } {
  const example = structuredClone(
    gitHubExamples('push').find((p) => (p as { deleted?: boolean }).deleted === false),
  ) as Record<string, any>;
  const payload = {
    ...example,
    ref: 'refs/heads/main',
    after,
    deleted: false,
    created: false,
    repository: repositoryFields(example, repo, cloneUrl),
  };
  const body = JSON.stringify(payload);
  return { body, headers: { ...gitHubHeaders('push', body, secret), 'x-github-delivery': randomUUID() } };
}

/** A signed GitHub `pull_request` delivery of `action` for the Gitea PR `number`, as GitHub would send it. */
export async function gitHubPull(
  gitea: RunningGitea,
  repo: GiteaRepository,
  cloneUrl: string,
  number: number,
  action: 'opened' | 'synchronize',
  secret: string,
): Promise<{ body: string; headers: Record<string, string>; head: string }> {
  const example = structuredClone(
    gitHubExamples('pull_request').find((p) => (p as { action?: string }).action === action),
  ) as Record<string, any>;
  const pull = await getPull(gitea, repo, number);
  const repository = repositoryFields(example, repo, cloneUrl);
  const pr = example['pull_request'];
  example['number'] = number;
  example['repository'] = repository;
  pr.number = number;
  pr.html_url = `${String(repository['html_url'])}/pulls/${number}`;
  pr.state = 'open';
  pr.merged = false;
  pr.labels = [];
  pr.head = { ...pr.head, sha: pull.head.sha, ref: pull.head.ref, repo: repository };
  pr.base = { ...pr.base, ref: 'main', repo: repository };
  if (action === 'synchronize') example['after'] = pull.head.sha;
  const body = JSON.stringify(example);
  return {
    body,
    headers: { ...gitHubHeaders('pull_request', body, secret), 'x-github-delivery': randomUUID() },
    head: pull.head.sha,
  };
}
