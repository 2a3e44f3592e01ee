import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import { listInventories } from '../../src/reconciler/inventory-store.js';
import {
  addWebhook,
  comment,
  commitFiles,
  createRepository,
  createUser,
  giteaApi,
  withGitea,
  type GiteaPull,
} from '../support/gitea.js';
import {
  colourMap,
  namespaceOf,
  planComments,
  previewSettingsYaml,
  seedConfig,
  withPullDaemon,
  webDeploymentYaml,
  withPullServeEnv,
} from '../support/pulls.js';
import { kubeApiFor } from '../support/sync.js';
import { eventually, withCluster } from '../support/testbed.js';

const SECRET = 'preview-security-secret-e2e';

/** A project whose Deployment reads a Secret of the config: what a fork's preview must never get. */
function securedProject(project: string): Record<string, string> {
  const dir = `projects/${project}`;
  return {
    [`${dir}/project.yaml`]: stringify({
      apiVersion: 'project.openshift.io/v1',
      kind: 'Project',
      metadata: { name: project },
    }),
    [`${dir}/settings.yaml`]: colourMap('blue'),
    [`${dir}/db.yaml`]: stringify({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'db' },
      stringData: { password: 'production-password-not-for-forks' },
    }),
    [`${dir}/web.yaml`]: webDeploymentYaml(
      // Never scheduled: the preview stays unhealthy, as a pod whose Secret was withheld does on a kubelet.
      { nodeSelector: { 'gitshift.test/nowhere': 'true' } },
      { env: [{ name: 'DB_PASSWORD', valueFrom: { secretKeyRef: { name: 'db', key: 'password' } } }] },
    ),
  };
}

test('a fork PR gets no preview until a maintainer says /ok-to-test, and then none of the Secrets, nothing cluster-scoped, nothing outside its namespace', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}shop`;
    const clusterRole = `${namespacePrefix}fork-escalates`;
    await withGitea(async (gitea) => {
      const repo = await createRepository(gitea, `${namespacePrefix}config`);
      await seedConfig(gitea, repo, {
        'gitshift.yaml': previewSettingsYaml(`e2e-${namespacePrefix}`.replace(/-$/, '')),
        ...securedProject(project),
      });
      await withPullServeEnv({ gitea, repo, kubeconfigPath, secret: SECRET, kind: 'gitea' }, (setup) =>
        withPullDaemon(setup, async (serve) => {
          await eventually('the first sync', async () =>
            (await api.get({ apiVersion: 'v1', kind: 'Secret', namespace: project, name: 'db' }))
              ? true
              : undefined,
          );
          await addWebhook(gitea, repo, { url: `${serve.url}/hooks/github`, secret: SECRET });

          // A contributor without write access forks the repository and opens a PR from the fork.
          const contributor = await createUser(gitea, 'contributor');
          await giteaApi(gitea, 'POST', `/repos/${repo.owner}/${repo.name}/forks`, {}, contributor.token);
          const fork = { owner: contributor.username, name: repo.name };
          const dir = `projects/${project}`;
          await commitFiles(gitea, fork, {
            branch: 'main',
            newBranch: 'fork-change',
            message: 'orange, and a ClusterRole',
            files: [
              { operation: 'update', path: `${dir}/settings.yaml`, content: colourMap('orange') },
              {
                operation: 'create',
                path: `${dir}/cluster-role.yaml`,
                content: stringify({
                  apiVersion: 'rbac.authorization.k8s.io/v1',
                  kind: 'ClusterRole',
                  metadata: { name: clusterRole },
                  rules: [{ apiGroups: ['*'], resources: ['*'], verbs: ['*'] }],
                }),
              },
            ],
          });
          const pull = await giteaApi<GiteaPull>(
            gitea,
            'POST',
            `/repos/${repo.owner}/${repo.name}/pulls`,
            { head: `${contributor.username}:fork-change`, base: 'main', title: 'From a fork' },
            contributor.token,
          );
          const namespace = `${project}-pr-${pull.number}`;
          const gated = await eventually(
            'the comment to say the fork needs approval',
            async () =>
              (await planComments(gitea, repo, pull.number)).find((c) => /needs approval/.test(c.body)),
            60_000,
          );
          assert.match(gated.body, namespace);
          assert.match(gated.body, '/ok-to-test');
          assert.match(gated.body, clusterRole, 'the ClusterRole is planned');
          assert.not.ok(await namespaceOf(api, namespace), 'no preview before approval');

          // The fork's author cannot approve their own PR.
          await comment(gitea, repo, pull.number, '/ok-to-test', contributor.token);
          await eventually(
            "the author's /ok-to-test to be ignored",
            () => serve.logged('ok-to-test-ignored', { author: contributor.username }),
            30_000,
          );
          await new Promise((r) => setTimeout(r, 2000));
          assert.not.ok(await namespaceOf(api, namespace), "the author's approval changes nothing");

          // The repository's owner approves: the preview is deployed.
          await comment(gitea, repo, pull.number, '/ok-to-test');
          const approved = await eventually(
            'the preview namespace',
            async () =>
              (await api.get({ apiVersion: 'v1', kind: 'ConfigMap', namespace, name: 'settings' })) as
                { data?: Record<string, string> } | undefined,
            60_000,
          );
          assert.equal(approved.data, { colour: 'orange' }, "the fork's version");
          assert.ok(serve.logged('ok-to-test', { author: gitea.user }));
          // No Secret of the config, no ClusterRole, nothing outside the preview namespace.
          assert.not.ok(
            await api.get({ apiVersion: 'v1', kind: 'Secret', namespace, name: 'db' }),
            'no Secret in the fork preview',
          );
          assert.ok(
            await api.get({ apiVersion: 'apps/v1', kind: 'Deployment', namespace, name: 'web' }),
            'the Deployment that reads it is there',
          );
          assert.not.ok(
            await api.get({
              apiVersion: 'rbac.authorization.k8s.io/v1',
              kind: 'ClusterRole',
              name: clusterRole,
            }),
            'the ClusterRole is never applied',
          );
          const [inventory] = await listInventories(api, namespace);
          assert.ok(inventory, 'the preview has an inventory');
          const kinds = inventory.objects.map((o) => o.kind);
          for (const kind of ['ConfigMap', 'Deployment', 'ResourceQuota'])
            assert.ok(kinds.includes(kind), `${kind} in ${kinds.join(', ')}`);
          for (const ref of inventory.objects)
            assert.ok(
              ref.kind === 'Namespace' ? ref.name === namespace : ref.namespace === namespace,
              `${ref.kind} ${ref.namespace ?? ''}/${ref.name} is in ${namespace}`,
            );

          // The comment says which pod reads a withheld Secret, however unhealthy the preview is.
          const line = await eventually('the preview line to show the unavailable Deployment', async () => {
            const [now] = await planComments(gitea, repo, pull.number);
            const found = now?.body.split('\n').find((l) => l.includes(namespace) && !/needs/.test(l));
            if (found !== undefined && /replicas available/.test(found)) return found;
            throw new Error(`the line is ${found}`); // said when the wait times out
          });
          assert.match(line, /Deployment web reads Secrets left out of fork previews: db/);
          const [last] = await planComments(gitea, repo, pull.number);
          assert.not.match(last?.body ?? '', /needs approval/);
          assert.not.match(last?.body ?? '', 'production-password-not-for-forks', 'no Secret value');
        }),
      );
    });
  });
});

test.run();
