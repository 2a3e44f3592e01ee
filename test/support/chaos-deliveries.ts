/**
 * What the chaos run sends serve, as the senders would: registry push
 * notifications and GitHub-format pull_request deliveries, each sent again
 * while serve does not answer (it is being killed and restarted) until it
 * is answered. Only a 202 counts as accepted.
 */
import { randomUUID } from 'node:crypto';
import { gitHubExamples, gitHubHeaders } from '../integration/webhooks/webhook-harness.js';
import { cloneUrl, getPull, type GiteaRepository, type RunningGitea } from './gitea.js';

export interface Delivery {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** A Docker Distribution notification of `repository:tag` pushed with `digest`; its secret is in the path. */
export function registryPush(
  secret: string,
  registryHost: string,
  repository: string,
  tag: string,
  digest: string,
): Delivery {
  return {
    path: `/hooks/registry/${secret}`,
    headers: { 'content-type': 'application/vnd.docker.distribution.events.v1+json' },
    body: JSON.stringify({
      events: [
        {
          id: randomUUID(),
          timestamp: new Date().toISOString(),
          action: 'push',
          target: {
            mediaType: 'application/vnd.oci.image.manifest.v1+json',
            digest,
            repository,
            tag,
            url: `http://${registryHost}/v2/${repository}/manifests/${digest}`,
          },
          request: { host: registryHost },
        },
      ],
    }),
  };
}

/** A signed `pull_request` delivery of `action` for the Gitea PR `number` of the config repository. */
export async function pullRequestEvent(
  gitea: RunningGitea,
  repo: GiteaRepository,
  number: number,
  action: 'opened' | 'closed',
  secret: string,
): Promise<Delivery> {
  const example = structuredClone(
    gitHubExamples('pull_request').find((p) => (p as { action?: string }).action === action) ??
      gitHubExamples('pull_request')[0],
  ) as Record<string, any>;
  const pull = await getPull(gitea, repo, number);
  const url = cloneUrl(gitea, repo);
  const web = url.replace(/\.git$/, '');
  const repository = {
    ...example['repository'],
    name: repo.name,
    full_name: `${repo.owner}/${repo.name}`,
    owner: { ...example['repository'].owner, login: repo.owner, name: repo.owner },
    clone_url: url,
    html_url: web,
    default_branch: 'main',
  };
  const pr = example['pull_request'];
  Object.assign(example, { action, number, repository });
  Object.assign(pr, {
    number,
    html_url: `${web}/pulls/${number}`,
    state: action === 'closed' ? 'closed' : 'open',
    merged: false,
    labels: [],
    head: { ...pr.head, sha: pull.head.sha, ref: pull.head.ref, repo: repository },
    base: { ...pr.base, ref: 'main', repo: repository },
  });
  const body = JSON.stringify(example);
  return {
    path: '/hooks/github',
    headers: { ...gitHubHeaders('pull_request', body, secret), 'x-github-delivery': randomUUID() },
    body,
  };
}

/**
 * Sends `delivery` to `baseUrl` until it is answered other than 503 or not
 * at all (a registry's notification queue and GitHub's redelivery do the
 * same), or `signal` aborts; the last status (0: never answered).
 */
export async function deliver(baseUrl: string, delivery: Delivery, signal: AbortSignal): Promise<number> {
  for (;;) {
    const status = await fetch(`${baseUrl}${delivery.path}`, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
      signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    if ((status !== 0 && status !== 503) || signal.aborted) return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
