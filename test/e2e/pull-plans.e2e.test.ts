import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { KubeApi, LiveObject } from '../../src/kube/kube-api.js';
import {
  addWebhook,
  commitFiles,
  createRepository,
  mergePull,
  openPull,
  withGitea,
} from '../support/gitea.js';
import { planComments, planStatus, seedConfig, withPullDaemon, withPullServeEnv } from '../support/pulls.js';
import { SETTINGS, yaml } from '../support/repo.js';
import { kubeApiFor } from '../support/sync.js';
import { eventually, withCluster } from '../support/testbed.js';

const GITHUB_SECRET = 'gitea-hook-secret-e2e';

function configFiles(project: string, other: string): Record<string, string> {
  return {
    'gitshift.yaml': `${SETTINGS}name: e2e-${project}\n`,
    [`projects/${project}/project.yaml`]: yaml`
      apiVersion: project.openshift.io/v1
      kind: Project
      metadata:
        name: ${project}
    `,
    [`projects/${project}/web.yaml`]: webYaml(1),
    [`projects/${project}/settings.yaml`]: settingsMapYaml('blue'),
    [`projects/${other}/project.yaml`]: yaml`
      apiVersion: project.openshift.io/v1
      kind: Project
      metadata:
        name: ${other}
    `,
    [`projects/${other}/settings.yaml`]: settingsMapYaml('green'),
  };
}

function webYaml(replicas: number): string {
  return yaml`
    apiVersion: apps/v1
    kind: Deployment
    metadata:
      name: web
    spec:
      replicas: ${replicas}
      selector:
        matchLabels: { app: web }
      template:
        metadata:
          labels: { app: web }
        spec:
          containers:
            - name: web
              image: registry.example/web:1
  `;
}

function settingsMapYaml(colour: string): string {
  return yaml`
    apiVersion: v1
    kind: ConfigMap
    metadata:
      name: settings
    data:
      colour: ${colour}
  `;
}

interface Deployment extends LiveObject {
  spec?: { replicas?: number };
}

async function replicas(api: KubeApi, namespace: string): Promise<number | undefined> {
  const live = (await api.get({ apiVersion: 'apps/v1', kind: 'Deployment', namespace, name: 'web' })) as
    Deployment | undefined;
  return live?.spec?.replicas;
}

test('a PR on the real Gitea gets one plan comment, edited on each push, a status, and its merge is applied', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}web`;
    const other = `${namespacePrefix}other`;
    await withGitea(async (gitea) => {
      const repo = await createRepository(gitea, 'config');
      await seedConfig(gitea, repo, configFiles(project, other));
      await withPullServeEnv({ gitea, repo, kubeconfigPath, secret: GITHUB_SECRET, kind: 'gitea' }, (setup) =>
        withPullDaemon(setup, async (serve) => {
          await eventually('the first sync', async () =>
            (await replicas(api, project)) === 1 ? true : undefined,
          );
          await addWebhook(gitea, repo, { url: `${serve.url}/hooks/github`, secret: GITHUB_SECRET });

          // A PR that changes one project's Deployment and ConfigMap.
          const first = await commitFiles(gitea, repo, {
            branch: 'main',
            newBranch: 'more-replicas',
            message: 'three replicas, red',
            files: [
              { operation: 'update', path: `projects/${project}/web.yaml`, content: webYaml(3) },
              {
                operation: 'update',
                path: `projects/${project}/settings.yaml`,
                content: settingsMapYaml('red'),
              },
            ],
          });
          const pull = await openPull(gitea, repo, { head: 'more-replicas', title: 'More replicas' });
          const status = await eventually(
            'the plan status of the PR head',
            () => planStatus(gitea, repo, first),
            60_000,
          );
          assert.is(status.status, 'success', status.description);
          assert.match(status.description, /1 project/);
          assert.match(status.target_url, `/pulls/${repo.owner}/config/${pull.number}/plan`);
          const [comment, ...more] = await planComments(gitea, repo, pull.number);
          assert.ok(comment, 'one plan comment');
          assert.is(more.length, 0, 'only one plan comment');
          assert.match(comment.body, first.slice(0, 7));
          assert.match(comment.body, 'spec.replicas');
          assert.match(comment.body, /data\.colour/);
          assert.match(comment.body, project);
          assert.not.match(comment.body, other, 'a project the PR leaves alone is not planned');
          assert.match(comment.body, /planned in [\d.]+ (ms|s)/);
          // /status shows the PR's work.
          const daemon = (await (await fetch(`${serve.url}/status`)).json()) as {
            pulls?: { work: { pull: string; state: string; runs: number }[] };
          };
          const work = daemon.pulls?.work.find((w) => w.pull === `${repo.owner}/config#${pull.number}`);
          assert.ok(work !== undefined && work.runs >= 1, JSON.stringify(daemon.pulls));
          // The whole plan answers at the status's link.
          const full = await fetch(status.target_url);
          assert.is(full.status, 200);
          assert.match(await full.text(), 'spec.replicas');

          // A second push: the same comment, edited; a status on the new head.
          const second = await commitFiles(gitea, repo, {
            branch: 'more-replicas',
            message: 'four replicas',
            files: [{ operation: 'update', path: `projects/${project}/web.yaml`, content: webYaml(4) }],
          });
          await eventually(
            'the plan status of the second push',
            () => planStatus(gitea, repo, second),
            60_000,
          );
          const edited = await planComments(gitea, repo, pull.number);
          assert.is(edited.length, 1, 'still one plan comment');
          assert.is(edited[0]?.id, comment.id, 'the same comment, edited in place');
          assert.match(edited[0]?.body ?? '', second.slice(0, 7));
          assert.match(edited[0]?.body ?? '', '→ 4');

          // A PR with a schema error fails, and the comment says where.
          const broken = await commitFiles(gitea, repo, {
            branch: 'main',
            newBranch: 'broken',
            message: 'a Route without a target',
            files: [
              {
                operation: 'create',
                path: `projects/${project}/route.yaml`,
                content:
                  'apiVersion: route.openshift.io/v1\nkind: Route\nmetadata:\n  name: web\nspec:\n  to: 5\n',
              },
            ],
          });
          const brokenPull = await openPull(gitea, repo, { head: 'broken', title: 'Broken' });
          const failed = await eventually('the failed status', () => planStatus(gitea, repo, broken), 60_000);
          assert.is(failed.status, 'failure', failed.description);
          const [brokenComment] = await planComments(gitea, repo, brokenPull.number);
          assert.match(brokenComment?.body ?? '', new RegExp(`projects/${project}/route\\.yaml:\\d+:\\d+`));

          // Nothing was applied by planning; merging applies.
          assert.is(await replicas(api, project), 1, 'plans change nothing in the cluster');
          await mergePull(gitea, repo, pull.number);
          await eventually('the merged change applied', async () =>
            (await replicas(api, project)) === 4 ? true : undefined,
          );
        }),
      );
    });
  });
});

test.run();
