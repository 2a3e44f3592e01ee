import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import { freePort } from '../../testbed/src/free-port.js';
import { PLAN_COMMENT_MARKER } from '../../src/pulls/plan-comment.js';
import { buildRepoFiles, dockerAppFiles, writeBuildServeConfig } from '../support/builds.js';
import {
  addWebhook,
  closePull,
  cloneUrl,
  commitFiles,
  createRepository,
  giteaApi,
  listComments,
  openPull,
  withGitea,
} from '../support/gitea.js';
import { getThroughIngress, requireIngressController } from '../support/ingress.js';
import { requireRealNode } from '../support/real-node.js';
import { withServe } from '../support/serve.js';
import { kubeApiFor } from '../support/sync.js';
import { eventually, withCluster } from '../support/testbed.js';

const GITHUB_SECRET = 'gitea-source-preview-secret';

const stages: string[] = [];

test('a PR on an application source repository builds its head and deploys it as a preview that answers through the ingress controller, without a commit to Git; closing it removes the preview', async () => {
  const node = requireRealNode();
  const controller = requireIngressController();
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}app`;
    await withGitea(async (gitea) => {
      const app = await createRepository(gitea, 'app');
      const config = await createRepository(gitea, 'config');
      const seed = async (repo: typeof app, files: Record<string, string>): Promise<void> => {
        await commitFiles(gitea, repo, {
          branch: 'main',
          message: 'first',
          files: Object.entries(files).map(([path, content]) => ({
            operation: 'create' as const,
            path,
            content,
          })),
        });
      };
      await seed(app, dockerAppFiles(node.images.busybox, 'version 1'));
      const host = `${project}.apps.test`;
      const files = buildRepoFiles({
        project,
        node,
        sourceUrl: cloneUrl(gitea, app),
        documents: [
          {
            apiVersion: 'v1',
            kind: 'Service',
            metadata: { name: 'app' },
            spec: { selector: { app: 'app' }, ports: [{ name: 'http', port: 80, targetPort: 8080 }] },
          },
          {
            apiVersion: 'route.openshift.io/v1',
            kind: 'Route',
            metadata: { name: 'app' },
            spec: { host, to: { kind: 'Service', name: 'app' }, port: { targetPort: 8080 } },
          },
        ],
      });
      files['gitshift.yaml'] = stringify({
        apiVersion: 'gitshift.io/v1alpha1',
        kind: 'Settings',
        name: `e2e-${project}`,
        routerSuffix: 'apps.test',
        previews: { enabled: true },
      });
      await seed(config, files);
      const work = mkdtempSync(join(tmpdir(), 'gitshift-source-previews-'));
      try {
        const tokenFile = join(work, 'forge-token');
        writeFileSync(tokenFile, `${gitea.token}\n`);
        const port = await freePort();
        const configFile = writeBuildServeConfig({
          work,
          port,
          repositoryUrl: cloneUrl(gitea, config),
          kubeconfig: kubeconfigPath,
          builds: ['  executor: local', `  insecureRegistries: ["${node.registry}"]`],
          extra: [
            'forge:',
            '  kind: gitea',
            `  apiUrl: ${gitea.url}/api/v1`,
            `  tokenFile: ${tokenFile}`,
            'pulls:',
            '  sweepInterval: 1s',
            '  previewSettleTimeout: 120s',
          ],
        });
        await addWebhook(gitea, app, { url: `http://127.0.0.1:${port}/hooks/github`, secret: GITHUB_SECRET });
        const configCommits = async (): Promise<number> =>
          (await giteaApi<unknown[]>(gitea, 'GET', `/repos/${config.owner}/config/commits?sha=main&limit=50`))
            .length;
        await withServe(
          ['--config', configFile],
          { GITSHIFT_GITHUB_SECRET: GITHUB_SECRET },
          async (serve) => {
            await eventually('the first sync', async () =>
              (await api.get({ apiVersion: 'v1', kind: 'Service', namespace: project, name: 'app' })) ===
              undefined
                ? undefined
                : true,
            );
            const commitsBefore = await configCommits();
            const pushed = performance.now();
            await commitFiles(gitea, app, {
              branch: 'main',
              newBranch: 'new-page',
              message: 'a page from the pull request',
              files: [{ operation: 'update', path: 'index.html', content: 'from the pull request\n' }],
            });
            const pull = await openPull(gitea, app, { head: 'new-page', title: 'New page' });
            const previewHost = `pr-${pull.number}-${host}`;
            await eventually(
              `${previewHost} to answer with the PR's page`,
              async () => {
                const { status, body } = await getThroughIngress(controller, previewHost);
                return status === 200 && body === 'from the pull request\n' ? true : undefined;
              },
              120_000,
            );
            const readyMs = performance.now() - pushed;
            const comment = await eventually('the preview comment on the source PR', async () => {
              const found = (await listComments(gitea, app, pull.number)).find((c) =>
                c.body.startsWith(PLAN_COMMENT_MARKER),
              );
              return found?.body.includes(`http://${previewHost}/`) === true ? found : undefined;
            });
            assert.match(comment.body, 'gitshift previews');
            assert.is(await configCommits(), commitsBefore, 'a preview build writes nothing back to Git');
            assert.is(
              (await getThroughIngress(controller, host)).status === 200 &&
                (await getThroughIngress(controller, host)).body === 'from the pull request\n',
              false,
              'production does not take the PR image',
            );
            assert.ok(serve.logged('previews-deployed'));

            const closed = performance.now();
            await closePull(gitea, app, pull.number);
            const namespace = `${project}-pr-${pull.number}`;
            await eventually(
              `namespace ${namespace} gone`,
              async () =>
                (await api.get({ apiVersion: 'v1', kind: 'Namespace', name: namespace })) === undefined
                  ? true
                  : undefined,
              60_000,
            );
            stages.push(
              `source PR opened → built and answering ${readyMs.toFixed(0)} ms; closed → namespace gone ${(performance.now() - closed).toFixed(0)} ms`,
            );
          },
        );
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    });
  });
});

test.after(() => {
  for (const line of stages) process.stderr.write(`source previews e2e: ${line}\n`);
});

test.run();
