import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../testbed/src/free-port.js';
import { pushImage } from '../../testbed/src/oci-image.js';
import { CoreV1Api } from '@kubernetes/client-node';
import { commitFiles, git, withSandbox } from '../support/git-sandbox.js';
import { appRepoFiles } from '../support/app-repo.js';
import { runCli } from '../support/cli.js';
import { configMapYaml, deploymentConfigYaml, explodingTemplateYaml } from '../support/manifests.js';
import { kubeApiFor } from '../support/sync.js';
import { SETTINGS } from '../support/repo.js';
import { startServe, withServe } from '../support/serve.js';
import { eventually, withCluster, withRegistry } from '../support/testbed.js';

const DOCKERHUB_SECRET = 'dockerhub-hook-secret-e2e';
const REGISTRY_SECRET = 'registry-hook-secret-e2e';
const DOCKERHUB_PUSH = JSON.parse(
  readFileSync(new URL('../unit/webhooks/fixtures/dockerhub-push.json', import.meta.url), 'utf8'),
) as { repository: Record<string, unknown>; push_data: Record<string, unknown> };

/** Docker Hub's real payload, for another repository and tag. */
function dockerHubPush(repository: string, tag: string): string {
  const [namespace = '', name = ''] = repository.split('/');
  return JSON.stringify({
    ...DOCKERHUB_PUSH,
    // Docker Hub sends each push with its own time: two pushes are two deliveries, not a replay.
    push_data: { ...DOCKERHUB_PUSH.push_data, tag, pushed_at: Date.now() / 1000 + Math.random() },
    repository: { ...DOCKERHUB_PUSH.repository, repo_name: repository, namespace, name },
  });
}

function serveConfig(options: {
  port: number;
  stateDir: string;
  remoteUrl: string;
  kubeconfig: string;
  /** The registry standing in for Docker Hub; none when the test never asks one (serve watches each configured registry for /readyz). */
  registryHost?: string;
  /** More top-level YAML. */
  extra?: string;
}): string {
  const file = join(options.stateDir, '..', `serve-${options.port}.yaml`);
  writeFileSync(
    file,
    [
      'apiVersion: gitshift.io/v1alpha1',
      'kind: ServeConfig',
      `listen: 127.0.0.1:${options.port}`,
      `stateDir: ${options.stateDir}`,
      'repository:',
      `  url: ${options.remoteUrl}`,
      '  pollInterval: 1s',
      'cluster:',
      `  kubeconfig: ${options.kubeconfig}`,
      '  resyncInterval: 10m',
      // Docker Hub is out of reach: the local registry stands in as its API, so a Docker Hub hint is resolved for real.
      ...(options.registryHost === undefined
        ? []
        : ['registries:', `  - host: docker.io`, `    url: http://${options.registryHost}`]),
      options.extra ?? '',
      '',
    ].join('\n'),
  );
  return file;
}

const post = (url: string, body: string, contentType: string): Promise<Response> =>
  fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });

test('Docker Hub hints are resolved against the registry; unknown repositories and missing tags commit nothing', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const port = await freePort();
    await withRegistry(
      { notify: `http://127.0.0.1:${port}/hooks/registry/${REGISTRY_SECRET}` },
      async (registry) => {
        const project = `${namespacePrefix}hub`;
        const files = appRepoFiles({ project, registryHost: 'docker.io', tag: 'v2' });
        await withSandbox(files, async (sandbox) => {
          const work = mkdtempSync(join(tmpdir(), 'gitshift-serve-daemon-'));
          const stateDir = join(work, 'state');
          const config = serveConfig({
            port,
            stateDir,
            remoteUrl: sandbox.url,
            kubeconfig: kubeconfigPath,
            registryHost: registry.host,
          });
          const env = {
            GITSHIFT_DOCKERHUB_SECRET: DOCKERHUB_SECRET,
            GITSHIFT_REGISTRY_SECRET: REGISTRY_SECRET,
          };
          try {
            await withServe(['--config', config], env, async (serve) => {
              await eventually('/readyz', async () =>
                (await fetch(`${serve.url}/readyz`)).ok ? true : undefined,
              );
              const head = git(sandbox.remote, 'rev-parse', 'main');
              const hub = `${serve.url}/hooks/dockerhub/${DOCKERHUB_SECRET}`;

              // A repository no ImageStream follows: accepted, then nothing happens.
              const unknown = await post(hub, dockerHubPush('nobody/follows', 'v2'), 'application/json');
              assert.is(unknown.status, 202);
              await eventually('the unknown repository logged', () =>
                serve.logged('image-ignored', {
                  level: 'info',
                  component: 'images',
                  reason: /no ImageStream follows docker\.io\/nobody\/follows/,
                }),
              );
              // A followed repository, but a tag the registry does not have: nothing committed.
              const missing = await post(hub, dockerHubPush('team/app', 'v2'), 'application/json');
              assert.is(missing.status, 202);
              await eventually('the missing tag logged', () =>
                serve.logged('image-failed', { level: 'warn', code: 'REGISTRY_TAG_NOT_FOUND' }),
              );
              // A real push, and the registry's notification, for a repository nobody follows.
              await pushImage(registry.host, 'other/app', 'v1', `other ${namespacePrefix}`);
              await eventually('the unknown registry repository logged', () =>
                serve.logged('image-ignored', { image: /other\/app/ }),
              );
              assert.is(git(sandbox.remote, 'rev-parse', 'main'), head, 'nothing was committed');

              // The tag exists now: the same hint is resolved to its digest and committed.
              const image = await pushImage(registry.host, 'team/app', 'v2', `hub ${namespacePrefix}`);
              const again = await post(hub, dockerHubPush('team/app', 'v2'), 'application/json');
              assert.is(again.status, 202);
              await eventually('the Docker Hub commit', () =>
                git(sandbox.remote, 'rev-parse', 'main') === head ? undefined : true,
              );
              const stream = git(sandbox.remote, 'show', `main:projects/${project}/app.yaml`);
              assert.match(stream, `image: ${image.digest}`);
              assert.match(stream, `dockerImageReference: docker.io/team/app@${image.digest}`);
              assert.match(git(sandbox.remote, 'log', '-1', '--format=%B', 'main'), /dockerhub push/);
            });
          } finally {
            rmSync(work, { recursive: true, force: true });
          }
        });
      },
    );
  });
});

test('/readyz says why until the repository can be fetched; SIGTERM flushes a write-back in flight and exits 0', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const port = await freePort();
    await withRegistry(
      { notify: `http://127.0.0.1:${port}/hooks/registry/${REGISTRY_SECRET}` },
      async (registry) => {
        const project = `${namespacePrefix}drain`;
        await withSandbox(appRepoFiles({ project, registryHost: registry.host }), async (sandbox) => {
          const work = mkdtempSync(join(tmpdir(), 'gitshift-serve-daemon-'));
          // The remote is away when the daemon starts.
          const away = `${sandbox.remote}.away`;
          renameSync(sandbox.remote, away);
          const config = serveConfig({
            port,
            stateDir: join(work, 'state'),
            remoteUrl: sandbox.url,
            kubeconfig: kubeconfigPath,
            registryHost: registry.host,
            // A write-back waits 2 s for company: a SIGTERM right after the push surely finds it pending.
            extra: 'writeBack:\n  batchWindow: 2s',
          });
          try {
            await withServe(
              ['--config', config],
              { GITSHIFT_REGISTRY_SECRET: REGISTRY_SECRET },
              async (serve) => {
                assert.is((await fetch(`${serve.url}/healthz`)).status, 200);
                const notReady = await eventually('a failed fetch reported by /readyz', async () => {
                  const response = await fetch(`${serve.url}/readyz`);
                  const body = (await response.json()) as { reason: string };
                  return response.status === 503 && /GIT_|cannot|fetch/i.test(body.reason)
                    ? body.reason
                    : undefined;
                });
                assert.match(notReady, 'not been loaded yet');
                renameSync(away, sandbox.remote);
                await eventually('/readyz once the remote is back', async () =>
                  (await fetch(`${serve.url}/readyz`)).ok ? true : undefined,
                );
                // A second daemon on the same state dir is refused: its replay store and journal are this one's.
                const second = await startServe(['--config', config], {
                  GITSHIFT_LISTEN: '127.0.0.1:0',
                  GITSHIFT_REGISTRY_SECRET: REGISTRY_SECRET,
                }).then(
                  async (started) => `started at ${started.url}, exit ${await started.stop()}`,
                  (error: Error) => error.message,
                );
                assert.match(second, /exited with 2 before listening/);
                assert.match(second, /state is in use by another gitshift process \(pid \d+\).*own stateDir/);
                const head = git(sandbox.remote, 'rev-parse', 'main');
                const image = await pushImage(registry.host, 'team/app', 'v2', `drain ${namespacePrefix}`);
                await eventually(
                  'the notification taken',
                  () => serve.logged('image-push', { source: 'registry', image: /team\/app:v2$/ }),
                  30_000,
                );
                // At once: the write-back is still in flight, and stopping must finish it.
                assert.is(await serve.stop('SIGTERM'), 0);
                const lines = serve.logLines();
                const signalled = lines.findIndex((l) => l.msg === 'signal' && l['signal'] === 'SIGTERM');
                const committed = lines.findIndex((l) => l.msg === 'image-committed');
                assert.ok(
                  signalled >= 0 && signalled < committed,
                  'the commit was made after the signal, while stopping',
                );
                assert.is.not(
                  git(sandbox.remote, 'rev-parse', 'main'),
                  head,
                  'the pending write-back was pushed',
                );
                assert.match(git(sandbox.remote, 'show', `main:projects/${project}/app.yaml`), image.digest);
              },
            );
          } finally {
            rmSync(work, { recursive: true, force: true });
          }
        });
      },
    );
  });
});

test("one project's hostile commit blocks only that project: a later commit of another project is applied, and /status names the cause", async () => {
  await withCluster(async ({ kubeconfigPath, kubeConfig, namespacePrefix }) => {
    const hostile = `${namespacePrefix}hostile`;
    const other = `${namespacePrefix}other`;
    const greeting = (value: string): Record<string, string> => ({
      [`projects/${other}/config.yaml`]: configMapYaml({ name: 'greeting', data: { value } }),
    });
    const core = kubeConfig.makeApiClient(CoreV1Api);
    const greetingIs = (value: string) => async () => {
      const map = await core.readNamespacedConfigMap({ name: 'greeting', namespace: other });
      return map.data?.['value'] === value ? true : undefined;
    };
    const files = {
      'gitshift.yaml': SETTINGS,
      [`projects/${hostile}/config.yaml`]: configMapYaml({ name: 'calm', data: { value: '1' } }),
      ...greeting('1'),
    };
    await withSandbox(files, async (sandbox) => {
      const work = mkdtempSync(join(tmpdir(), 'gitshift-serve-hostile-'));
      const port = await freePort();
      const config = serveConfig({
        port,
        stateDir: join(work, 'state'),
        remoteUrl: sandbox.url,
        kubeconfig: kubeconfigPath,
      });
      try {
        await withServe(['--config', config], {}, async (serve) => {
          await eventually('the first commit applied', greetingIs('1'), 60_000);
          commitFiles(
            sandbox,
            {
              // 600 MB once substituted: past what V8 can hold in one string.
              [`projects/${hostile}/template.yaml`]: explodingTemplateYaml({
                references: 2_000,
                parameterBytes: 300 * 1024,
              }),
            },
            'hostile',
          );
          const later = commitFiles(sandbox, greeting('2'), 'an unrelated change');
          await eventually('the later commit of the other project applied', greetingIs('2'), 60_000);

          const status = (await (await fetch(`${serve.url}/status`)).json()) as {
            commit: string;
            blocked: { project: string; errors: string[] }[];
            lastLoadFailure?: unknown;
          };
          assert.is(status.commit, later);
          assert.is(status.lastLoadFailure, undefined);
          const blocked = status.blocked.find((b) => b.project === hostile);
          assert.ok(blocked, `the hostile project is listed as blocked: ${JSON.stringify(status.blocked)}`);
          assert.match(blocked.errors.join('\n'), `projects/${hostile}/template.yaml`);
          const ready = await fetch(`${serve.url}/readyz`);
          assert.is(ready.status, 200);
          assert.match(((await ready.json()) as { reason: string }).reason, /1 project\(s\) blocked/);
          assert.equal(
            serve.logLines().filter((l) => l.msg === 'fetch-failed' || l.msg === 'load-failed'),
            [],
            'no fetch or load was reported failed',
          );
          // The hostile project keeps what it had: nothing of it was applied half-way.
          const calm = await core.readNamespacedConfigMap({ name: 'calm', namespace: hostile });
          assert.is(calm.data?.['value'], '1');
        });
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    });
  });
});

test('a bad config file stops serve before it starts, naming file, line and field (exit 2)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-serve-bad-'));
  try {
    const file = join(dir, 'serve.yaml');
    writeFileSync(
      file,
      'apiVersion: gitshift.io/v1alpha1\nkind: ServeConfig\nlisten: everywhere\nrepository: {}\n',
    );
    const run = await runCli(['serve', '--config', file], {});
    assert.is(run.code, 2);
    assert.match(run.stderr, /serve\.yaml:3:9: listen: .*SCHEMA_PATTERN/);
    assert.match(run.stderr, /serve\.yaml:4:13: repository\.url: required field 'url' is missing/);
    assert.match(run.stderr, /\[SERVE_CONFIG_INVALID\]/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('SIGTERM during a hook rollout wait stops serve within 5 s and logs what it abandoned', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const project = `${namespacePrefix}stuck-hook`;
    // The pre hook's pod can be scheduled nowhere, and its deadline is far off: the rollout waits on it for minutes.
    const stuck = deploymentConfigYaml({
      image: 'registry.test/web:1',
      strategy: {
        type: 'Rolling',
        rollingParams: {
          timeoutSeconds: 600,
          pre: { failurePolicy: 'Abort', execNewPod: { containerName: 'web', command: ['migrate'] } },
        },
      },
      podSpec: { nodeSelector: { nowhere: 'true' } },
    });
    const api = await kubeApiFor(kubeconfigPath);
    await withSandbox(
      { 'gitshift.yaml': SETTINGS, [`projects/${project}/web.yaml`]: stuck },
      async (sandbox) => {
        const work = mkdtempSync(join(tmpdir(), 'gitshift-serve-stuck-'));
        const port = await freePort();
        const config = serveConfig({
          port,
          stateDir: join(work, 'state'),
          remoteUrl: sandbox.url,
          kubeconfig: kubeconfigPath,
        });
        try {
          await withServe(['--config', config], {}, async (serve) => {
            await eventually(
              'the pre hook Job created, the rollout waiting on it',
              async () => {
                const jobs = await api.list('batch/v1', 'Job', 'gitshift.io/hook-of=web');
                return jobs.some((j) => j.metadata.namespace === project) ? true : undefined;
              },
              60_000,
            );
            const signalled = Date.now();
            const code = await serve.stop('SIGTERM');
            const took = Date.now() - signalled;
            assert.ok(took < 5000, `serve stopped ${took} ms after SIGTERM`);
            assert.is(code, 0);
            const abandoned = serve.logged('abandoned');
            assert.ok(abandoned, 'the daemon says it abandoned a sync');
            assert.match(JSON.stringify(abandoned), project === '' ? /./ : /\*|stuck-hook/);
            const sync = serve.logged('sync-abandoned');
            assert.ok(sync, 'the sync says what it was doing');
            assert.match(JSON.stringify(sync), /Job\/[^"]*web-hook-pre[^"]*was abandoned: serve is stopping/);
          });
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      },
    );
  });
});

test.run();
