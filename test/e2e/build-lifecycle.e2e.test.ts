import { createHmac } from 'node:crypto';
import { CoreV1Api, CustomObjectsApi, KubeConfig } from '@kubernetes/client-node';
import { testbedPaths } from '../../testbed/src/paths.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pushToSource, withBuildScene, type BuildScene } from '../support/build-scene.js';
import { API_TOKEN, buildApi, buildLog, finishedBuild, listBuilds, pushDelivery } from '../support/builds.js';
import { commitFiles, git } from '../support/git-sandbox.js';
import { eventually } from '../support/testbed.js';

const HOOK_SECRET = 'bc-url-secret-e2e';

async function startBuild(scene: BuildScene): Promise<string> {
  const response = await buildApi(scene.serve.url, `projects/${scene.project}/buildconfigs/app/builds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const text = await response.text();
  assert.is(response.status, 201, text);
  return (JSON.parse(text) as { name: string }).name;
}

const webhookUrl = (scene: BuildScene, secret: string, type: string): string =>
  `${scene.serve.url}/apis/build.openshift.io/v1/namespaces/${scene.project}/buildconfigs/app/webhooks/${secret}/${type}`;

test("OpenShift's BuildConfig webhook URLs start builds; a wrong secret, another branch or a bad signature start nothing", async () => {
  await withBuildScene(
    'bcurl',
    {
      spec: {
        triggers: [
          { type: 'GitHub', github: { secret: HOOK_SECRET } },
          { type: 'Generic', generic: { secret: HOOK_SECRET, allowEnv: true } },
        ],
      },
    },
    async (scene) => {
      const head = git(scene.source.remote, 'rev-parse', 'main');
      const wrong = await fetch(webhookUrl(scene, 'not-the-secret', 'generic'), { method: 'POST' });
      assert.is(wrong.status, 404);
      const unknown = await fetch(
        `${scene.serve.url}/apis/build.openshift.io/v1/namespaces/${scene.project}/buildconfigs/nope/webhooks/${HOOK_SECRET}/generic`,
        { method: 'POST' },
      );
      assert.is(unknown.status, 404);
      assert.is(
        await wrong.text(),
        await unknown.text(),
        'a wrong secret and an unknown BuildConfig answer alike',
      );

      const body = JSON.parse(pushDelivery(scene.source.url, head, head)) as Record<string, unknown>;
      const otherBranch = JSON.stringify({ ...body, ref: 'refs/heads/feature' });
      const skipped = await fetch(webhookUrl(scene, HOOK_SECRET, 'github'), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-github-event': 'push',
          'x-github-delivery': 'skip-1',
        },
        body: otherBranch,
      });
      assert.is(skipped.status, 200);
      assert.match(await skipped.text(), /feature/);

      const forged = await fetch(webhookUrl(scene, HOOK_SECRET, 'github'), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-github-event': 'push',
          'x-github-delivery': 'forged-1',
          'x-hub-signature-256': `sha256=${createHmac('sha256', 'someone-else').update(JSON.stringify(body)).digest('hex')}`,
        },
        body: JSON.stringify(body),
      });
      assert.is(forged.status, 401);
      const malformed = await fetch(webhookUrl(scene, HOOK_SECRET, 'generic'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"git": {"ref": 7}}',
      });
      assert.is(malformed.status, 400);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      assert.equal(await listBuilds(scene.serve.url, scene.project), [], 'nothing was built');

      // A generic trigger with env: the build gets it.
      const generic = await fetch(webhookUrl(scene, HOOK_SECRET, 'generic'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          git: { ref: 'main', commit: head },
          env: [{ name: 'FROM_HOOK', value: 'yes' }],
        }),
      });
      assert.is(generic.status, 202, await generic.text());
      const built = await finishedBuild(scene.serve.url, scene.project, 'app-1');
      assert.is(built.status.phase, 'Complete', built.status.message);
      assert.is(built.spec.cause.type, 'GenericWebHook');
      assert.equal(built.spec.env, [{ name: 'FROM_HOOK', value: 'yes' }]);
      assert.is(built.spec.revision?.commit, head);
    },
  );
});

test("a BuildConfig webhook's secretReference: the Secret's WebHookSecretKey opens its URL, another secret does not", async () => {
  await withBuildScene(
    'secretref',
    {
      spec: { triggers: [{ type: 'Generic', generic: { secretReference: { name: 'app-hook' } } }] },
      before: async (project) => {
        const kube = new KubeConfig();
        kube.loadFromFile(testbedPaths(process.env).kubeconfig);
        const core = kube.makeApiClient(CoreV1Api);
        await core.createNamespace({ body: { metadata: { name: project } } });
        await core.createNamespacedSecret({
          namespace: project,
          body: {
            metadata: { name: 'app-hook' },
            data: { WebHookSecretKey: Buffer.from('from-a-secret').toString('base64') },
          },
        });
      },
    },
    async (scene) => {
      assert.is((await fetch(webhookUrl(scene, 'not-it', 'generic'), { method: 'POST' })).status, 404);
      const response = await eventually('the Secret read', async () => {
        const answer = await fetch(webhookUrl(scene, 'from-a-secret', 'generic'), { method: 'POST' });
        return answer.status === 404 ? undefined : answer;
      });
      assert.is(response.status, 202, await response.text());
      const built = await finishedBuild(scene.serve.url, scene.project, 'app-1');
      assert.is(built.spec.cause.type, 'GenericWebHook');
    },
  );
});

test('a ConfigChange trigger builds when the BuildConfig first appears, and a restarted serve does not build it again', async () => {
  await withBuildScene('configchange', { spec: { triggers: [{ type: 'ConfigChange' }] } }, async (scene) => {
    const first = await finishedBuild(scene.serve.url, scene.project, 'app-1');
    assert.is(first.status.phase, 'Complete', first.status.message);
    assert.is(first.spec.cause.type, 'ConfigChange');
    assert.is(await scene.serve.stop('SIGTERM'), 0);
    const again = await scene.restart();
    try {
      await eventually('the restarted serve ready', async () =>
        (await fetch(`${again.url}/readyz`)).ok ? true : undefined,
      );
      await new Promise((resolve) => setTimeout(resolve, 3000));
      assert.equal(
        (await listBuilds(again.url, scene.project)).map((b) => b.name),
        ['app-1'],
      );
    } finally {
      await again.stop();
    }
  });
});

test('past completionDeadlineSeconds a build is stopped and Failed; history limits delete old builds and their logs', async () => {
  await withBuildScene(
    'deadline',
    { spec: { completionDeadlineSeconds: 12, successfulBuildsHistoryLimit: 1, failedBuildsHistoryLimit: 1 } },
    async (scene) => {
      commitFiles(scene.source, { Dockerfile: `FROM ${scene.node.images.busybox}\nRUN sleep 90\n` }, 'slow');
      const slow = await startBuild(scene);
      const stopped = await finishedBuild(scene.serve.url, scene.project, slow, 60_000);
      assert.is(stopped.status.phase, 'Failed');
      assert.is(stopped.status.reason, 'BuildPodDeadlineExceeded');
      assert.ok(
        (stopped.status.durationMs ?? 0) < 15_000,
        `stopped after ${stopped.status.durationMs ?? 0} ms`,
      );

      commitFiles(
        scene.source,
        { Dockerfile: `FROM ${scene.node.images.busybox}\nCOPY index.html /www/index.html\n` },
        'quick',
      );
      const first = await startBuild(scene);
      assert.is((await finishedBuild(scene.serve.url, scene.project, first)).status.phase, 'Complete');
      const second = await startBuild(scene);
      assert.is((await finishedBuild(scene.serve.url, scene.project, second)).status.phase, 'Complete');

      // One Complete kept (the newest), one failed kept: the older Complete went, with its log.
      const kept = await eventually('the older build deleted', async () => {
        const names = (await listBuilds(scene.serve.url, scene.project)).map((b) => b.name).sort();
        return names.includes(first) ? undefined : names;
      });
      assert.equal(kept, [slow, second].sort());
      const core = scene.kubeConfig.makeApiClient(CoreV1Api);
      await eventually('its log ConfigMap collected', async () => {
        const maps = await core.listNamespacedConfigMap({ namespace: scene.project });
        const names = maps.items.map((m) => m.metadata?.name);
        return names.includes(`${first}.log`) ? undefined : names;
      });
      const gone = await buildApi(scene.serve.url, `projects/${scene.project}/builds/${first}`);
      assert.is(gone.status, 404);
    },
  );
});

test('records outlive serve: a build interrupted by a stop is Error (ServeRestarted) after the restart, kubectl lists them, logs stay, numbers go on', async () => {
  await withBuildScene('restart', {}, async (scene) => {
    await pushToSource(scene, { 'index.html': 'kept\n' }, 'kept');
    const done = await finishedBuild(scene.serve.url, scene.project, 'app-1');
    assert.is(done.status.phase, 'Complete');

    commitFiles(scene.source, { Dockerfile: `FROM ${scene.node.images.busybox}\nRUN sleep 30\n` }, 'slow');
    const slow = await startBuild(scene);
    await eventually('the slow build running', async () =>
      (await listBuilds(scene.serve.url, scene.project)).find((b) => b.name === slow)?.status.phase ===
      'Running'
        ? true
        : undefined,
    );
    assert.is(await scene.serve.stop('SIGTERM'), 0);

    const again = await scene.restart();
    try {
      await eventually('the restarted serve ready', async () =>
        (await fetch(`${again.url}/readyz`)).ok ? true : undefined,
      );
      const interrupted = await finishedBuild(again.url, scene.project, slow);
      assert.is(interrupted.status.phase, 'Error');
      assert.is(interrupted.status.reason, 'ServeRestarted');
      assert.match(await buildLog(again.url, scene.project, 'app-1'), /committed sha256:/);

      const objects = scene.kubeConfig.makeApiClient(CustomObjectsApi);
      const listed = (await objects.listNamespacedCustomObject({
        group: 'gitshift.io',
        version: 'v1',
        namespace: scene.project,
        plural: 'builds',
      })) as { items: { metadata: { name: string }; status: { phase: string } }[] };
      assert.equal(listed.items.map((i) => [i.metadata.name, i.status.phase]).sort(), [
        ['app-1', 'Complete'],
        [slow, 'Error'],
      ]);
      const response = await fetch(`${again.url}/api/v1/projects/${scene.project}/buildconfigs/app/builds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_TOKEN}`, 'content-type': 'application/json' },
        body: '{}',
      });
      assert.is(response.status, 201);
      assert.is(((await response.json()) as { name: string }).name, 'app-3');
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- the restarted serve's logs ---\n${again.logs()}`, {
        cause: error,
      });
    } finally {
      await again.stop();
    }
  });
});

test.run();
