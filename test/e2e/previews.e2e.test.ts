import { performance } from 'node:perf_hooks';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import type { KubeApi } from '../../src/kube/kube-api.js';
import {
  addWebhook,
  closePull,
  commitFiles,
  createRepository,
  openPull,
  reopenPull,
  withGitea,
  type GiteaRepository,
  type RunningGitea,
} from '../support/gitea.js';
import { getThroughIngress, requireIngressController, type IngressController } from '../support/ingress.js';
import { requireRealNode, type RealNode } from '../support/real-node.js';
import {
  namespaceOf,
  planComments,
  seedConfig,
  withPullDaemon,
  withPullServeEnv,
  type PullServe,
} from '../support/pulls.js';
import { kubeApiFor } from '../support/sync.js';
import { eventually, withCluster } from '../support/testbed.js';
import { webProject } from '../support/web-project.js';

const GITHUB_SECRET = 'gitea-preview-secret-e2e';

const settingsYaml = (name: string): string =>
  stringify({
    apiVersion: 'gitshift.io/v1alpha1',
    kind: 'Settings',
    name,
    routerSuffix: 'apps.test',
    previews: { enabled: true, maxReplicas: 1 },
  });

async function answers(controller: IngressController, host: string, page: string, timeoutMs = 90_000) {
  await eventually(
    `${host} to answer '${page}'`,
    async () => {
      const { status, body } = await getThroughIngress(controller, host);
      return status === 200 && body === page ? true : undefined;
    },
    timeoutMs,
  );
}

async function gone(api: KubeApi, name: string, timeoutMs = 60_000): Promise<void> {
  await eventually(
    `namespace ${name} to be gone`,
    async () => ((await namespaceOf(api, name)) === undefined ? true : undefined),
    timeoutMs,
  );
}

const planComment = async (gitea: RunningGitea, repo: GiteaRepository, number: number) =>
  (await planComments(gitea, repo, number))[0];

interface Scene {
  readonly api: KubeApi;
  readonly gitea: RunningGitea;
  readonly repo: GiteaRepository;
  readonly node: RealNode;
  readonly controller: IngressController;
  readonly project: string;
  readonly setup: PullServe;
}

async function withPreviewScene(body: (scene: Scene) => Promise<void>): Promise<void> {
  const node = requireRealNode();
  const controller = requireIngressController();
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}shop`;
    await withGitea(async (gitea) => {
      const repo = await createRepository(gitea, 'config');
      const files = {
        'gitshift.yaml': settingsYaml(`e2e-${namespacePrefix}`.replace(/-$/, '')),
        ...webProject(node, project, 'main', `${project}.apps.test`),
      };
      await seedConfig(gitea, repo, files);
      await withPullServeEnv(
        { gitea, repo, kubeconfigPath, secret: GITHUB_SECRET, kind: 'gitea' },
        async (setup) => {
          await addWebhook(gitea, repo, {
            url: `http://127.0.0.1:${setup.port}/hooks/github`,
            secret: GITHUB_SECRET,
          });
          await body({ api, gitea, repo, node, controller, project, setup });
        },
      );
    });
  });
}

const stages: string[] = [];

test('a PR gets a preview namespace whose host answers with the PR content through the ingress controller; closing it deletes the namespace', async () => {
  await withPreviewScene(async ({ api, gitea, repo, node, controller, project, setup }) => {
    await withPullDaemon(setup, async () => {
      await answers(controller, `${project}.apps.test`, 'main');
      const opened = performance.now();
      await commitFiles(gitea, repo, {
        branch: 'main',
        newBranch: 'new-page',
        message: 'a new page',
        files: [
          {
            operation: 'update',
            path: `projects/${project}/web.yaml`,
            content: webProject(node, project, 'page of PR 1')[`projects/${project}/web.yaml`] ?? '',
          },
        ],
      });
      const pull = await openPull(gitea, repo, { head: 'new-page', title: 'New page' });
      const previewHost = `pr-${pull.number}-${project}.apps.test`;
      const namespace = `${project}-pr-${pull.number}`;
      await answers(controller, previewHost, 'page of PR 1');
      const readyMs = performance.now() - opened;
      const comment = await eventually('the comment to show the preview ready', async () => {
        const found = await planComment(gitea, repo, pull.number);
        return found?.body.includes(`http://${previewHost}/`) === true && /ready/.test(found.body)
          ? found
          : undefined;
      });
      assert.match(comment.body, namespace);
      const live = await namespaceOf(api, namespace);
      assert.is(live?.metadata.labels?.['gitshift.io/preview-pr'], String(pull.number));
      assert.is(live?.metadata.annotations?.['gitshift.io/preview-repository-name'], `${repo.owner}/config`);
      const quota = await api.get({
        apiVersion: 'v1',
        kind: 'ResourceQuota',
        namespace,
        name: 'gitshift-preview-quota',
      });
      assert.ok(quota, 'the preview has its ResourceQuota');
      assert.is(
        (await getThroughIngress(controller, `${project}.apps.test`)).body,
        'main',
        'production untouched',
      );

      const closed = performance.now();
      await closePull(gitea, repo, pull.number);
      await eventually('the preview host to stop answering', async () =>
        (await getThroughIngress(controller, previewHost)).status === 404 ? true : undefined,
      );
      const unroutedMs = performance.now() - closed;
      await gone(api, namespace);
      stages.push(
        `PR opened → preview answering ${readyMs.toFixed(0)} ms; closed → host 404 ${unroutedMs.toFixed(0)} ms, namespace gone ${(performance.now() - closed).toFixed(0)} ms`,
      );
      const after = await planComment(gitea, repo, pull.number);
      assert.match(after?.body ?? '', /deleted/);

      // Reopened, then closed and reopened at once: the preview waits for its namespace's deletion and comes back.
      await reopenPull(gitea, repo, pull.number);
      await answers(controller, previewHost, 'page of PR 1');
      const before = (await namespaceOf(api, namespace))?.metadata.uid;
      await closePull(gitea, repo, pull.number);
      await eventually('the host down and the namespace being deleted', async () => {
        const live = await namespaceOf(api, namespace);
        const down = (await getThroughIngress(controller, previewHost)).status === 404;
        return down && (live === undefined || live.metadata.deletionTimestamp !== undefined)
          ? true
          : undefined;
      });
      await reopenPull(gitea, repo, pull.number);
      const reopened = performance.now();
      await answers(controller, previewHost, 'page of PR 1');
      const after2 = await namespaceOf(api, namespace);
      assert.is.not(after2?.metadata.uid, before, 'a new namespace, not the one being deleted');
      assert.is(after2?.metadata.deletionTimestamp, undefined);
      stages.push(
        `reopened while its namespace was being deleted → preview answering again ${(performance.now() - reopened).toFixed(0)} ms`,
      );
      await closePull(gitea, repo, pull.number);
      await gone(api, namespace);
    });
  });
});

test('a PR closed while serve is down loses its preview at the next start, by the start-up sweep', async () => {
  await withPreviewScene(async ({ api, gitea, repo, node, controller, project, setup }) => {
    let namespace = '';
    let number = 0;
    await withPullDaemon(setup, async () => {
      await answers(controller, `${project}.apps.test`, 'main');
      await commitFiles(gitea, repo, {
        branch: 'main',
        newBranch: 'other-page',
        message: 'another page',
        files: [
          {
            operation: 'update',
            path: `projects/${project}/web.yaml`,
            content: webProject(node, project, 'other page')[`projects/${project}/web.yaml`] ?? '',
          },
        ],
      });
      number = (await openPull(gitea, repo, { head: 'other-page', title: 'Other page' })).number;
      namespace = `${project}-pr-${number}`;
      await eventually('the preview namespace', async () => await namespaceOf(api, namespace), 60_000);
    });
    // serve was killed: the close is delivered to nobody.
    await closePull(gitea, repo, number);
    await new Promise((r) => setTimeout(r, 2000));
    assert.ok(await namespaceOf(api, namespace), 'nothing deleted it while serve was down');
    await withPullDaemon(setup, async (serve) => {
      await gone(api, namespace);
      assert.ok(serve.logged('preview-swept', { namespace }), 'the sweep says why');
    });
  });
});

test.after(() => {
  for (const line of stages) process.stderr.write(`previews e2e: ${line}\n`);
});

test.run();
