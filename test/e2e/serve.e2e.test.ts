import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../testbed/src/free-port.js';
import { pushImage } from '../../testbed/src/oci-image.js';
import type { KubeApi, LiveObject } from '../../src/kube/kube-api.js';
import { commitFiles, git, withSandbox } from '../support/git-sandbox.js';
import { gitHubExamples, gitHubHeaders } from '../integration/webhooks/webhook-harness.js';
import { appRepoFiles } from '../support/app-repo.js';
import { pushDelivery } from '../support/builds.js';
import { withServe } from '../support/serve.js';
import { kubeApiFor } from '../support/sync.js';
import { eventually, withCluster, withRegistry } from '../support/testbed.js';

const REGISTRY_SECRET = 'registry-hook-secret-e2e';
const GITHUB_SECRET = 'github-hook-secret-e2e';

interface Deployment extends LiveObject {
  spec?: { template?: { spec?: { containers?: { name: string; image: string }[] } } };
  status?: { readyReplicas?: number; updatedReplicas?: number; replicas?: number };
}

const deployment = async (api: KubeApi, namespace: string): Promise<Deployment | undefined> =>
  await api.get({ apiVersion: 'apps/v1', kind: 'Deployment', namespace, name: 'app' });

const imageOf = (d: Deployment | undefined): string | undefined =>
  d?.spec?.template?.spec?.containers?.[0]?.image;

/** The folder a test's daemon keeps its state in, and the environment that configures it. */
function serveEnv(
  kubeconfig: string,
  remoteUrl: string,
  port: number,
  pollInterval: string,
): {
  env: Record<string, string>;
  stateDir: string;
} {
  const stateDir = mkdtempSync(join(tmpdir(), 'gitshift-serve-e2e-'));
  return {
    stateDir,
    env: {
      KUBECONFIG: kubeconfig,
      GITSHIFT_LISTEN: `127.0.0.1:${port}`,
      GITSHIFT_STATE_DIR: stateDir,
      GITSHIFT_REPO_URL: remoteUrl,
      GITSHIFT_POLL_INTERVAL: pollInterval,
      GITSHIFT_RESYNC_INTERVAL: '10m',
      GITSHIFT_REGISTRY_SECRET: REGISTRY_SECRET,
      GITSHIFT_GITHUB_SECRET: GITHUB_SECRET,
    },
  };
}

const stages: string[] = [];

test('a skopeo push to the registry becomes a commit of the ImageStream and a rolled-out Deployment', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}app`;
    const port = await freePort();
    {
      await withRegistry(
        { notify: `http://127.0.0.1:${port}/hooks/registry/${REGISTRY_SECRET}` },
        async (registry) =>
          withSandbox(appRepoFiles({ project, registryHost: registry.host }), async (remote) => {
            const { env, stateDir } = serveEnv(kubeconfigPath, remote.url, port, '1s');
            try {
              await withServe([], env, async (serve) => {
                const before = await eventually('the first sync to create the Deployment', async () =>
                  imageOf(await deployment(api, project)),
                );
                assert.is(before, `${registry.host}/team/app:v2`, 'no image pushed yet: the tag by name');

                const pushed = performance.now();
                const image = await pushImage(registry.host, 'team/app', 'v2', `app v2 ${namespacePrefix}`);
                const pinned = `${registry.host}/team/app@${image.digest}`;
                const committed = await eventually('the write-back commit on the remote', () => {
                  const log = git(remote.remote, 'log', '-1', '--format=%an%n%B', 'main');
                  return log.includes(image.digest.slice(7, 19)) || log.includes('registry')
                    ? log
                    : undefined;
                });
                const commitMs = performance.now() - pushed;
                const stream = git(remote.remote, 'show', `main:projects/${project}/app.yaml`);
                assert.match(stream, '# The image stream follows the registry', 'comments are kept');
                assert.match(stream, `dockerImageReference: ${pinned}`);
                assert.match(committed, /^gitshift\n/, 'authored by gitshift');
                assert.match(committed, /Gitshift-Writeback:/);

                await eventually('the Deployment to take the pinned image', async () =>
                  imageOf(await deployment(api, project)) === pinned ? true : undefined,
                );
                const applyMs = performance.now() - pushed;
                await eventually(
                  'the rollout: 2 updated pods Ready (kwok)',
                  async () => {
                    const status = (await deployment(api, project))?.status;
                    return status?.updatedReplicas === 2 &&
                      status.readyReplicas === 2 &&
                      status.replicas === 2
                      ? true
                      : undefined;
                  },
                  60_000,
                );
                const readyMs = performance.now() - pushed;
                stages.push(
                  `registry push → commit ${commitMs.toFixed(0)} ms, → Deployment updated ${applyMs.toFixed(0)} ms, → pods Ready ${readyMs.toFixed(0)} ms`,
                );

                const code = await serve.stop('SIGTERM');
                assert.is(code, 0, 'SIGTERM: a clean exit');
                assert.ok(serve.logged('stopped', { level: 'info', component: 'serve' }), 'stopped logged');
              });
            } finally {
              rmSync(stateDir, { recursive: true, force: true });
            }
          }),
      );
    }
  });
});

test('a signed GitHub push delivery makes the daemon fetch at once and apply the pushed change', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}gh`;
    const port = await freePort();
    await withSandbox(appRepoFiles({ project, registryHost: '127.0.0.1:1' }), async (remote) => {
      // Polling every 10 minutes: only the webhook can make this change arrive within the test.
      const { env, stateDir } = serveEnv(kubeconfigPath, remote.url, port, '10m');
      try {
        await withServe([], env, async (serve) => {
          await eventually('the first sync', async () =>
            (await api.get({ apiVersion: 'v1', kind: 'ConfigMap', namespace: project, name: 'greeting' }))
              ? true
              : undefined,
          );
          const before = git(remote.remote, 'rev-parse', 'main');
          const after = commitFiles(
            remote,
            appRepoFiles({ project, registryHost: '127.0.0.1:1', greeting: '2' }),
            'greeting 2',
          );
          const body = pushDelivery(remote.url, before, after);
          const signature = `sha256=${createHmac('sha256', GITHUB_SECRET).update(body).digest('hex')}`;
          const sent = performance.now();
          const response = await fetch(`${serve.url}/hooks/github`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-github-event': 'push',
              'x-github-delivery': `e2e-${namespacePrefix}`,
              'x-hub-signature-256': signature,
            },
            body,
          });
          const answerMs = performance.now() - sent;
          assert.is(response.status, 202, await response.text());
          await eventually('the pushed ConfigMap value', async () => {
            const map = (await api.get({
              apiVersion: 'v1',
              kind: 'ConfigMap',
              namespace: project,
              name: 'greeting',
            })) as (LiveObject & { data?: Record<string, string> }) | undefined;
            return map?.data?.['greeting'] === '2' ? true : undefined;
          });
          stages.push(
            `GitHub push delivery answered in ${answerMs.toFixed(0)} ms, applied ${(performance.now() - sent).toFixed(0)} ms after sending`,
          );
          assert.ok(serve.logged('revision', { level: 'info', commit: /^[0-9a-f]{12}$/ }), 'revision logged');

          // A pull request is accepted and recorded for previews; /status shows it beside the push.
          const pr = gitHubExamples('pull_request')[0] as { pull_request: { number: number } };
          const prBody = JSON.stringify(pr);
          const prAnswer = await fetch(`${serve.url}/hooks/github`, {
            method: 'POST',
            headers: gitHubHeaders('pull_request', prBody, GITHUB_SECRET),
            body: prBody,
          });
          assert.is(prAnswer.status, 202, await prAnswer.text());
          const status = (await (await fetch(`${serve.url}/status`)).json()) as {
            webhooks: { recent: { event: string; fields: Record<string, unknown> }[] };
          };
          const [newest, older] = status.webhooks.recent;
          assert.is(newest?.event, 'pull-request');
          assert.is(newest?.fields['forge'], 'github');
          assert.is(newest?.fields['number'], pr.pull_request.number);
          assert.is(older?.event, 'github-push');
          assert.is(older?.fields['action'], 'fetch');
          assert.is(older?.fields['delivery'], `e2e-${namespacePrefix}`);
        });
      } finally {
        rmSync(stateDir, { recursive: true, force: true });
      }
    });
  });
});

test.after(() => {
  for (const line of stages) console.log(`  stage: ${line}`);
});

test.run();
