import { CoreV1Api } from '@kubernetes/client-node';
import { httpRegistryClient } from '../../src/images/http-registry-client.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appAnswer, pushToSource, withBuildScene } from '../support/build-scene.js';
import { API_TOKEN, buildApi, buildLog, finishedBuild, listBuilds } from '../support/builds.js';
import { git, remoteFile } from '../support/git-sandbox.js';
import { requireRealNode } from '../support/real-node.js';
import { eventually } from '../support/testbed.js';

test('a git push becomes a build on this machine, a tag commit in Git, and a pod on the real node running the new code', async () => {
  await withBuildScene('push', {}, async (scene) => {
    const commit = await pushToSource(scene, { 'index.html': 'version 2\n' }, 'version 2');
    const [first] = await eventually('the build', async () => {
      const builds = await listBuilds(scene.serve.url, scene.project);
      return builds.length > 0 ? builds : undefined;
    });
    assert.is(first?.name, 'app-1');
    assert.is(first?.spec.cause.type, 'GitHubWebHook');
    const done = await finishedBuild(scene.serve.url, scene.project, 'app-1');
    assert.is(done.status.phase, 'Complete', `${done.status.reason ?? ''}: ${done.status.message ?? ''}`);
    assert.is(done.spec.revision?.commit, commit);
    assert.match(done.status.outputDigest ?? '', /^sha256:[0-9a-f]{64}$/);
    const digest = done.status.outputDigest ?? '';

    // The digest is in Git: the ImageStream's tag, by a write-back commit.
    const stream = remoteFile(scene.config, `projects/${scene.project}/app.yaml`);
    assert.ok(stream.includes(digest), stream);
    assert.match(git(scene.config.remote, 'log', '-1', '--format=%s', 'main'), /Build .*app-1/);
    assert.is(done.status.writeBackCommit, git(scene.config.remote, 'rev-parse', 'main'));

    // The image carries OpenShift's build labels and variables.
    const config = await httpRegistryClient().imageConfig(
      { registryHost: scene.node.registry, repository: `${scene.project}/app` },
      digest,
    );
    assert.is(config.labels['io.openshift.build.commit.id'], commit);
    assert.is(config.labels['io.openshift.build.source-location'], scene.source.url);
    assert.ok(config.env.includes(`OPENSHIFT_BUILD_NAME=app-1`), config.env.join(' '));

    // The DeploymentConfig rolled out on the real node, and the pod answers with the pushed change.
    const image = `${scene.node.registry}/${scene.project}/app@${digest}`;
    assert.is(await appAnswer(scene, image), 'version 2');

    // The log is kept, and says what was built from where.
    const log = await buildLog(scene.serve.url, scene.project, 'app-1');
    assert.match(log, new RegExp(`commit ${commit}`));
    assert.match(log, /committed sha256:/);

    // A second push: a second build, and the new code runs.
    await pushToSource(scene, { 'index.html': 'version 3\n' }, 'version 3');
    const second = await finishedBuild(scene.serve.url, scene.project, 'app-2');
    assert.is(second.status.phase, 'Complete', second.status.message);
    assert.is(
      await appAnswer(
        scene,
        `${scene.node.registry}/${scene.project}/app@${second.status.outputDigest ?? ''}`,
      ),
      'version 3',
    );
  });
});

test('with executor cluster the build runs in a pod on the real node, and the push still ends as a pod running the new code', async () => {
  const node = requireRealNode();
  await withBuildScene(
    'inpod',
    {
      builds: [
        '  executor: cluster',
        `  insecureRegistries: ["${node.registry}"]`,
        '  cluster:',
        `    builderImage: ${node.images.buildah}`,
        `    nodeSelector: ${JSON.stringify(node.nodeSelector)}`,
        `    tolerations: ${JSON.stringify(node.tolerations.map((t) => ({ key: t.key, operator: t.operator, effect: t.effect })))}`,
        // The registry and serve's context server listen on the node's loopback.
        '    hostNetwork: true',
      ],
    },
    async (scene) => {
      await pushToSource(scene, { 'index.html': 'built in a pod\n' }, 'pod');
      const done = await finishedBuild(scene.serve.url, scene.project, 'app-1');
      assert.is(done.status.phase, 'Complete', `${done.status.reason ?? ''}: ${done.status.message ?? ''}`);
      const log = await buildLog(scene.serve.url, scene.project, 'app-1');
      assert.match(log, /STEP \d+\/\d+: COPY index\.html/);
      assert.is(
        await appAnswer(
          scene,
          `${scene.node.registry}/${scene.project}/app@${done.status.outputDigest ?? ''}`,
        ),
        'built in a pod',
      );
      // The build pod is gone once the build ended; its log is kept.
      const core = scene.kubeConfig.makeApiClient(CoreV1Api);
      await eventually('the build pod deleted', async () => {
        const pods = await core.listNamespacedPod({
          namespace: scene.project,
          labelSelector: 'gitshift.io/build',
        });
        return pods.items.length === 0 ? true : undefined;
      });
    },
  );
});

test('a bad Dockerfile fails the build with its log and commits nothing', async () => {
  await withBuildScene('fail', {}, async (scene) => {
    const head = git(scene.config.remote, 'rev-parse', 'main');
    await pushToSource(scene, { Dockerfile: `FROM ${scene.node.images.busybox}\nRUN exit 3\n` }, 'broken');
    // Followed while it runs: the answer ends when the build does, with the failure in it.
    const followed = await eventually('the build to follow', async () => {
      const response = await buildApi(
        scene.serve.url,
        `projects/${scene.project}/builds/app-1/log?follow=true`,
      );
      return response.ok ? response.text() : undefined;
    });
    assert.match(followed, /exit 3/);
    const done = await finishedBuild(scene.serve.url, scene.project, 'app-1');
    assert.is(done.status.phase, 'Failed');
    assert.is(done.status.reason, 'DockerBuildFailed');
    assert.is(done.status.outputDigest, undefined);
    const log = await buildLog(scene.serve.url, scene.project, 'app-1');
    assert.match(log, /exit 3/);
    assert.is(git(scene.config.remote, 'rev-parse', 'main'), head, 'nothing committed');
  });
});

test('a running build is cancelled through the API; SerialLatestOnly cancels what waits when a newer push comes', async () => {
  await withBuildScene('cancel', { spec: { runPolicy: 'SerialLatestOnly' } }, async (scene) => {
    const head = git(scene.config.remote, 'rev-parse', 'main');
    const slow = `FROM ${scene.node.images.busybox}\nRUN sleep 20\nCOPY index.html /www/index.html\n`;
    await pushToSource(scene, { Dockerfile: slow, 'index.html': 'a\n' }, 'a');
    await eventually('app-1 running', async () =>
      (await listBuilds(scene.serve.url, scene.project)).find((b) => b.name === 'app-1')?.status.phase ===
      'Running'
        ? true
        : undefined,
    );
    // Two more pushes while app-1 runs: app-2 waits, then app-3 replaces it.
    await pushToSource(scene, { 'index.html': 'b\n' }, 'b');
    await eventually('app-2 queued', async () =>
      (await listBuilds(scene.serve.url, scene.project)).some((b) => b.name === 'app-2') ? true : undefined,
    );
    await pushToSource(scene, { 'index.html': 'c\n' }, 'c');
    const replaced = await finishedBuild(scene.serve.url, scene.project, 'app-2');
    assert.is(replaced.status.phase, 'Cancelled');
    assert.match(replaced.status.message ?? '', /SerialLatestOnly/);

    const cancel = await buildApi(scene.serve.url, `projects/${scene.project}/builds/app-1/cancel`, {
      method: 'POST',
    });
    assert.is(cancel.status, 200, await cancel.text());
    const cancelled = await finishedBuild(scene.serve.url, scene.project, 'app-1');
    assert.is(cancelled.status.phase, 'Cancelled');
    assert.is(cancelled.status.reason, 'CancelledBuild');

    // The newest push still builds, and only it is committed.
    const latest = await finishedBuild(scene.serve.url, scene.project, 'app-3', 180_000);
    assert.is(latest.status.phase, 'Complete', latest.status.message);
    const log = git(scene.config.remote, 'log', '--format=%s', `${head}..main`);
    assert.match(log, /app-3/);
    assert.not.match(log, /app-1|app-2/);
  });
});

test('the API refuses a build action without the token, while reads answer without it (anonymousRead)', async () => {
  await withBuildScene('auth', {}, async (scene) => {
    const start = `${scene.serve.url}/api/v1/projects/shop/buildconfigs/web/builds`;
    const response = await fetch(start, { method: 'POST' });
    assert.is(response.status, 401);
    assert.match(response.headers.get('www-authenticate') ?? '', /^Bearer\b/);
    const wrong = await fetch(start, {
      method: 'POST',
      headers: { authorization: `Bearer not-${API_TOKEN}` },
    });
    assert.is(wrong.status, 401);
    assert.is((await fetch(`${scene.serve.url}/api/v1/builds`)).status, 200);
  });
});

test.run();
