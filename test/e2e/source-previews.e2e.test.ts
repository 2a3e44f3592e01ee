import { performance } from 'node:perf_hooks';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PLAN_COMMENT_MARKER } from '../../src/pulls/plan-comment.js';
import { closePull, commitFiles, giteaApi, listComments, openPull, withGitea } from '../support/gitea.js';
import { getThroughIngress, requireIngressController } from '../support/ingress.js';
import { requireRealNode } from '../support/real-node.js';
import { withSourcePreviewScene } from '../support/source-previews.js';
import { eventually } from '../support/testbed.js';

const GITHUB_SECRET = 'gitea-source-preview-secret';

const stages: string[] = [];

test('a PR on an application source repository builds its head and deploys it as a preview that answers through the ingress controller, without a commit to Git; closing it removes the preview', async () => {
  const node = requireRealNode();
  const controller = requireIngressController();
  await withGitea((gitea) =>
    withSourcePreviewScene(gitea, node, GITHUB_SECRET, async ({ api, app, config, serve, project, host }) => {
      const configCommits = async (): Promise<number> =>
        (
          await giteaApi<unknown[]>(
            gitea,
            'GET',
            `/repos/${config.owner}/${config.name}/commits?sha=main&limit=50`,
          )
        ).length;
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
      assert.not.equal(
        (await getThroughIngress(controller, host)).body,
        'from the pull request\n',
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
    }),
  );
});

test.after(() => {
  for (const line of stages) process.stderr.write(`source previews e2e: ${line}\n`);
});

test.run();
