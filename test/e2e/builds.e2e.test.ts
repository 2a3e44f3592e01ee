import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreV1Api, type KubeConfig } from '@kubernetes/client-node';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../testbed/src/free-port.js';
import {
  API_TOKEN,
  apiTokenFile,
  BUILD_GITHUB_SECRET,
  buildApi,
  buildLog,
  buildRepoFiles,
  dockerAppFiles,
  finishedBuild,
  listBuilds,
  postPush,
  pushDelivery,
} from '../support/builds.js';
import { commitFiles, git, remoteFile, withSandbox, type GitSandbox } from '../support/git-sandbox.js';
import { requireRealNode, type RealNode } from '../support/real-node.js';
import { withServe, type ServeProcess } from '../support/serve.js';
import { eventually, withCluster } from '../support/testbed.js';

interface BuildScene {
  readonly serve: ServeProcess;
  readonly project: string;
  readonly source: GitSandbox;
  readonly config: GitSandbox;
  readonly node: RealNode;
  readonly kubeConfig: KubeConfig;
}

/**
 * serve on the real testbed with local builds (buildah on this machine),
 * the real node's registry for images, an application source repository
 * and a config repository that builds it and deploys it on the real node.
 */
async function withBuildScene(
  name: string,
  options: {
    strategy?: Record<string, unknown>;
    spec?: Record<string, unknown>;
    app?: Record<string, string>;
  },
  body: (scene: BuildScene) => Promise<void>,
): Promise<void> {
  const node = requireRealNode();
  await withCluster(async ({ kubeconfigPath, kubeConfig, namespacePrefix }) => {
    const project = `${namespacePrefix}${name}`;
    await withSandbox(options.app ?? dockerAppFiles(node.images.busybox, 'version 1'), async (source) => {
      const files = buildRepoFiles({
        project,
        node,
        sourceUrl: source.url,
        ...(options.strategy === undefined ? {} : { strategy: options.strategy }),
        ...(options.spec === undefined ? {} : { spec: options.spec }),
      });
      await withSandbox(files, async (config) => {
        const work = mkdtempSync(join(tmpdir(), 'gitshift-builds-e2e-'));
        try {
          const port = await freePort();
          const configFile = join(work, 'serve.yaml');
          writeFileSync(
            configFile,
            [
              'apiVersion: gitshift.io/v1alpha1',
              'kind: ServeConfig',
              `listen: 127.0.0.1:${port}`,
              `stateDir: ${join(work, 'state')}`,
              'repository:',
              `  url: ${config.url}`,
              '  pollInterval: 1s',
              'cluster:',
              `  kubeconfig: ${kubeconfigPath}`,
              'api:',
              `  tokenFile: ${apiTokenFile(work)}`,
              'builds:',
              '  executor: local',
              `  insecureRegistries: ["${node.registry}"]`,
              '',
            ].join('\n'),
          );
          await withServe(
            ['--config', configFile],
            { GITSHIFT_GITHUB_SECRET: BUILD_GITHUB_SECRET },
            async (serve) => {
              await eventually('/readyz', async () =>
                (await fetch(`${serve.url}/readyz`)).ok ? true : undefined,
              );
              await body({ serve, project, source, config, node, kubeConfig });
            },
          );
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      });
    });
  });
}

/** Commits to the application's source and tells serve as GitHub would; returns the commit. */
async function pushToSource(
  scene: BuildScene,
  files: Record<string, string>,
  message: string,
): Promise<string> {
  const before = git(scene.source.remote, 'rev-parse', 'main');
  const after = commitFiles(scene.source, files, message);
  const response = await postPush(
    `${scene.serve.url}/hooks/github`,
    pushDelivery(scene.source.url, before, after),
    BUILD_GITHUB_SECRET,
    `e2e-${after.slice(0, 12)}`,
  );
  assert.is(response.status, 202, await response.text());
  return after;
}

/** What the application's pod on the real node answers on port 8080, once one runs `image`. */
async function appAnswer(scene: BuildScene, image: string): Promise<string> {
  const core = scene.kubeConfig.makeApiClient(CoreV1Api);
  return eventually(
    `a pod running ${image} to answer`,
    async () => {
      const pods = await core.listNamespacedPod({ namespace: scene.project });
      const pod = pods.items.find(
        (p) =>
          p.status?.phase === 'Running' &&
          p.metadata?.deletionTimestamp === undefined &&
          p.spec?.containers[0]?.image === image &&
          p.status.podIP !== undefined,
      );
      if (pod === undefined) return undefined;
      try {
        const response = await fetch(`http://${pod.status?.podIP ?? ''}:8080/`, {
          signal: AbortSignal.timeout(2000),
        });
        return response.ok ? (await response.text()).trim() : undefined;
      } catch {
        // Not listening yet.
        return undefined;
      }
    },
    120_000,
  );
}

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

test('a bad Dockerfile fails the build with its log and commits nothing', async () => {
  await withBuildScene('fail', {}, async (scene) => {
    const head = git(scene.config.remote, 'rev-parse', 'main');
    await pushToSource(scene, { Dockerfile: `FROM ${scene.node.images.busybox}\nRUN exit 3\n` }, 'broken');
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

test('the API refuses a request without the token', async () => {
  await withBuildScene('auth', {}, async (scene) => {
    const response = await fetch(`${scene.serve.url}/api/v1/builds`);
    assert.is(response.status, 401);
    assert.is(response.headers.get('www-authenticate'), 'Bearer');
    const wrong = await fetch(`${scene.serve.url}/api/v1/builds`, {
      headers: { authorization: `Bearer not-${API_TOKEN}` },
    });
    assert.is(wrong.status, 401);
  });
});

test.run();
