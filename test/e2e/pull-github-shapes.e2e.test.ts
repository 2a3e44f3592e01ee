import { performance } from 'node:perf_hooks';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { PREVIEW_PR_LABEL } from '../../src/previews/index.js';
import {
  cloneUrl,
  closePull,
  commitFiles,
  createRepository,
  getPull,
  giteaApi,
  listStatuses,
  openPull,
  withGitea,
  type GiteaRepository,
  type RunningGitea,
} from '../support/gitea.js';
import {
  colourMap,
  colourProject,
  namespaceGone,
  namespaceOf,
  planComments,
  planStatus,
  previewSettingsYaml,
  seedConfig,
  withPullDaemon,
  withPullServeEnv,
} from '../support/pulls.js';
import type { ServeProcess } from '../support/serve.js';
import { kubeApiFor } from '../support/sync.js';
import { eventually, withCluster } from '../support/testbed.js';
import { gitHubExamples, gitHubHeaders, post } from '../integration/webhooks/webhook-harness.js';

// Serve's forge is `kind: github` against Gitea's GitHub-shaped REST API (api.github.com cannot be
// reached here); the deliveries are GitHub's own example payloads pointed at the Gitea repository.
const SECRET = 'github-shapes-secret-e2e';

interface Target {
  readonly gitea: RunningGitea;
  readonly repo: GiteaRepository;
  readonly repoId: number;
}

/** A real GitHub `pull_request` example of `action`, rewritten to name the Gitea repository and PR. */
async function gitHubDelivery(target: Target, action: string, number: number): Promise<string> {
  const example = gitHubExamples('pull_request').find((p) => (p as { action?: string }).action === action);
  if (example === undefined) throw new Error(`no GitHub pull_request example with action ${action}`);
  const payload = structuredClone(example) as Record<string, any>;
  const { gitea, repo, repoId } = target;
  const pull = await getPull(gitea, repo, number);
  const repository = {
    ...payload['repository'],
    id: repoId,
    name: repo.name,
    full_name: `${repo.owner}/${repo.name}`,
    owner: { ...payload['repository'].owner, login: repo.owner },
    clone_url: cloneUrl(gitea, repo),
    ssh_url: `git@${new URL(gitea.url).hostname}:${repo.owner}/${repo.name}.git`,
    html_url: `${gitea.url}/${repo.owner}/${repo.name}`,
    default_branch: 'main',
  };
  const pr = payload['pull_request'];
  payload['number'] = number;
  payload['repository'] = repository;
  pr.number = number;
  pr.html_url = `${gitea.url}/${repo.owner}/${repo.name}/pulls/${number}`;
  pr.state = action === 'closed' ? 'closed' : 'open';
  pr.merged = false;
  pr.labels = [];
  pr.head = { ...pr.head, sha: pull.head.sha, ref: pull.head.ref, repo: repository };
  pr.base = { ...pr.base, ref: 'main', repo: repository };
  if (action === 'synchronize') payload['after'] = pull.head.sha;
  return JSON.stringify(payload);
}

/** POSTs a delivery to serve's GitHub endpoint with GitHub's headers only (no X-Gitea-*). */
function deliver(url: string, body: string, headers: Record<string, string | undefined>) {
  return post(url, '/hooks/github', { body, headers });
}

async function pullRequestScene(
  body: (scene: Target & { api: KubeApi; project: string; serve: ServeProcess }) => Promise<void>,
): Promise<void> {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}shop`;
    await withGitea(async (gitea) => {
      // A name of its own: serve sweeps every preview in the cluster, other tests' included.
      const repo = await createRepository(gitea, `${namespacePrefix}config`);
      const { id: repoId } = await giteaApi<{ id: number }>(
        gitea,
        'GET',
        `/repos/${repo.owner}/${repo.name}`,
      );
      await seedConfig(gitea, repo, {
        'gitshift.yaml': previewSettingsYaml(`e2e-${namespacePrefix}`.replace(/-$/, '')),
        ...colourProject(project, 'blue'),
      });
      await withPullServeEnv({ gitea, repo, kubeconfigPath, secret: SECRET, kind: 'github' }, (setup) =>
        withPullDaemon(setup, async (serve) => {
          await eventually('the first sync', async () =>
            (await namespaceOf(api, project)) === undefined ? undefined : true,
          );
          await body({ api, gitea, repo, repoId, project, serve });
        }),
      );
    });
  });
}

const timings: string[] = [];

test('GitHub-shaped deliveries: one plan comment edited on synchronize, a gitshift/plan status, a preview removed on closed', async () => {
  await pullRequestScene(async ({ api, gitea, repo, repoId, project, serve }) => {
    const url = (): string => serve.url;
    const target = { gitea, repo, repoId };
    const settings = `projects/${project}/settings.yaml`;
    const first = await commitFiles(gitea, repo, {
      branch: 'main',
      newBranch: 'red',
      message: 'red',
      files: [{ operation: 'update', path: settings, content: colourMap('red') }],
    });
    const { number } = await openPull(gitea, repo, { head: 'red', title: 'Red' });
    const namespace = `${project}-pr-${number}`;

    const started = performance.now();
    const opened = await gitHubDelivery(target, 'opened', number);
    const accepted = await deliver(url(), opened, gitHubHeaders('pull_request', opened, SECRET));
    assert.is(accepted.status, 202, JSON.stringify(accepted.json));
    const status = await eventually('the plan status', () => planStatus(gitea, repo, first), 60_000);
    timings.push(`opened → status ${(performance.now() - started).toFixed(0)} ms`);
    assert.is(status.status, 'success', status.description);
    const [comment, ...more] = await planComments(gitea, repo, number);
    assert.ok(comment, 'a plan comment');
    assert.is(more.length, 0, 'one plan comment');
    assert.match(comment.body, first.slice(0, 7));
    assert.match(comment.body, /data\.colour/);
    const preview = await eventually('the preview namespace', () => namespaceOf(api, namespace), 60_000);
    assert.is(preview.metadata.labels?.[PREVIEW_PR_LABEL], String(number));
    const map = await eventually('the PR colour in the preview', () =>
      api.get({ apiVersion: 'v1', kind: 'ConfigMap', namespace, name: 'settings' }),
    );
    assert.equal((map as { data?: Record<string, string> }).data, { colour: 'red' });

    const second = await commitFiles(gitea, repo, {
      branch: 'red',
      message: 'green',
      files: [{ operation: 'update', path: settings, content: colourMap('green') }],
    });
    const sync = await gitHubDelivery(target, 'synchronize', number);
    assert.is((await deliver(url(), sync, gitHubHeaders('pull_request', sync, SECRET))).status, 202);
    await eventually('the status of the second push', () => planStatus(gitea, repo, second), 60_000);
    const edited = await planComments(gitea, repo, number);
    assert.is(edited.length, 1, 'still one plan comment');
    assert.is(edited[0]?.id, comment.id, 'the same comment, edited in place');
    assert.match(edited[0]?.body ?? '', second.slice(0, 7));
    await eventually('the preview to follow the push', async () => {
      const live = await api.get({ apiVersion: 'v1', kind: 'ConfigMap', namespace, name: 'settings' });
      return (live as { data?: Record<string, string> } | undefined)?.data?.['colour'] === 'green'
        ? true
        : undefined;
    });

    // Delivered before Gitea closes it: the sweep, which asks the forge, then still sees it open.
    const closed = await gitHubDelivery(target, 'closed', number);
    const closedAt = performance.now();
    assert.is((await deliver(url(), closed, gitHubHeaders('pull_request', closed, SECRET))).status, 202);
    await namespaceGone(api, namespace, 30_000);
    timings.push(`closed → namespace deleted ${(performance.now() - closedAt).toFixed(0)} ms`);
    // The delivery deleted it, not the periodic sweep (which may log the terminating namespace later).
    const lines = serve.logLines();
    const byDelivery = lines.findIndex(
      (l) => l.msg === 'previews-deleted' && l['pull'] === `${repo.owner}/${repo.name}#${number}`,
    );
    const bySweep = lines.findIndex((l) => l.msg === 'preview-swept' && l['namespace'] === namespace);
    assert.ok(byDelivery >= 0, 'the closed delivery deleted the preview');
    assert.is(bySweep, -1, 'not the sweep');
    await closePull(gitea, repo, number);
    await eventually('the comment to say the preview was deleted', async () =>
      (await planComments(gitea, repo, number)).find((c) => /🗑 deleted/.test(c.body)),
    );
    assert.ok(await namespaceOf(api, project), 'production is untouched');
  });
});

test('an unsigned or wrongly signed GitHub pull_request delivery is refused and nothing is planned', async () => {
  await pullRequestScene(async ({ gitea, repo, repoId, project, serve }) => {
    const url = (): string => serve.url;
    const head = await commitFiles(gitea, repo, {
      branch: 'main',
      newBranch: 'sneaky',
      message: 'sneaky',
      files: [
        { operation: 'update', path: `projects/${project}/settings.yaml`, content: colourMap('black') },
      ],
    });
    const { number } = await openPull(gitea, repo, { head: 'sneaky', title: 'Sneaky' });
    const body = await gitHubDelivery({ gitea, repo, repoId }, 'opened', number);
    const signed = gitHubHeaders('pull_request', body, SECRET);
    const unsigned = await deliver(url(), body, { ...signed, 'x-hub-signature-256': undefined });
    const forged = await deliver(url(), body, gitHubHeaders('pull_request', body, 'not-the-secret'));
    const tampered = await deliver(url(), body.replace('"opened"', '"opened" '), signed);
    for (const [what, answer] of [
      ['unsigned', unsigned],
      ['signed with another secret', forged],
      ['changed after signing', tampered],
    ] as const)
      assert.ok(
        [401, 403].includes(answer.status),
        `${what}: ${answer.status} ${JSON.stringify(answer.json)}`,
      );
    await new Promise((r) => setTimeout(r, 4000));
    assert.equal(await planComments(gitea, repo, number), [], 'no plan comment');
    const statuses = await listStatuses(gitea, repo, head);
    assert.equal(
      statuses.filter((s) => s.context === 'gitshift/plan'),
      [],
      'no status, not even pending',
    );
  });
});

test.after(() => {
  for (const line of timings) process.stderr.write(`github shapes e2e: ${line}\n`);
});

test.run();
