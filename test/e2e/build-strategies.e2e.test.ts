import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../testbed/src/free-port.js';
import { appAnswer, withBuildScene, type BuildScene } from '../support/build-scene.js';
import { API_TOKEN, buildApi, buildLog, finishedBuild, listBuilds } from '../support/builds.js';
import { runCli } from '../support/cli.js';
import { git, remoteFile } from '../support/git-sandbox.js';
import { requireRealNode } from '../support/real-node.js';
import { pushS2iBuilder } from '../support/s2i-builder.js';
import { eventually, withRegistry } from '../support/testbed.js';

const REGISTRY_SECRET = 'registry-hook-secret-builds-e2e';

/** What the app's pod serves at `path`, once a pod runs the build's output. */
async function servedBy(scene: BuildScene, digest: string | undefined, path: string): Promise<string> {
  const image = `${scene.node.registry}/${scene.project}/app@${digest ?? ''}`;
  await appAnswer(scene, image);
  return appAnswer(scene, image, path);
}

async function startBuild(scene: BuildScene, body: unknown = {}): Promise<string> {
  const response = await buildApi(scene.serve.url, `projects/${scene.project}/buildconfigs/app/builds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  assert.is(response.status, 201, text);
  return (JSON.parse(text) as { name: string }).name;
}

test('S2I: a builder image made here assembles the source and the result runs its run script; moving the builder rebuilds', async () => {
  const node = requireRealNode();
  const port = await freePort();
  // The builder lives in a registry that tells serve about pushes, as a Distribution registry does.
  await withRegistry(
    { notify: `http://127.0.0.1:${port}/hooks/registry/${REGISTRY_SECRET}` },
    async (registry) => {
      let builderDigest = '';
      let project = '';
      await withBuildScene(
        's2i',
        {
          port,
          app: { 'index.html': 'assembled source\n' },
          strategy: {
            type: 'Source',
            sourceStrategy: { from: { kind: 'ImageStreamTag', name: 'builder:latest' }, incremental: true },
          },
          spec: {
            triggers: [{ type: 'ImageChange', imageChange: {} }],
          },
          documents: (name) => {
            project = name;
            return [
              {
                apiVersion: 'image.openshift.io/v1',
                kind: 'ImageStream',
                metadata: { name: 'builder' },
                spec: { dockerImageRepository: `${registry.host}/${name}/builder` },
                status: {
                  tags: [
                    {
                      tag: 'latest',
                      items: [
                        {
                          created: '2026-11-24T00:00:00Z',
                          dockerImageReference: `${registry.host}/${name}/builder@${builderDigest}`,
                          image: builderDigest,
                        },
                      ],
                    },
                  ],
                },
              },
            ];
          },
          builds: ['  executor: local', `  insecureRegistries: ["${node.registry}", "${registry.host}"]`],
          env: { GITSHIFT_REGISTRY_SECRET: REGISTRY_SECRET },
          before: async (name) => {
            builderDigest = (await pushS2iBuilder(`${registry.host}/${name}/builder:latest`, '1')).digest;
          },
        },
        async (scene) => {
          const first = await startBuild(scene);
          const done = await finishedBuild(scene.serve.url, scene.project, first);
          assert.is(
            done.status.phase,
            'Complete',
            `${done.status.reason ?? ''} ${done.status.message ?? ''}`,
          );
          assert.is(done.spec.strategy, 'Source');
          assert.match(await buildLog(scene.serve.url, scene.project, first), /assembling with builder 1/);
          assert.is(await servedBy(scene, done.status.outputDigest, '/'), 'assembled source');
          assert.is(await servedBy(scene, done.status.outputDigest, '/builder.txt'), '1');

          // A new builder is pushed: the registry tells serve, the builder's tag moves in Git, and the app rebuilds.
          await pushS2iBuilder(`${registry.host}/${project}/builder:latest`, '2');
          const rebuilt = await eventually(
            'the ImageChange build',
            async () =>
              (await listBuilds(scene.serve.url, scene.project)).find(
                (b) => b.spec.cause.type === 'ImageChange',
              ),
            120_000,
          );
          assert.match(rebuilt.spec.cause.image ?? '', new RegExp(`${project}/builder@sha256:`));
          const second = await finishedBuild(scene.serve.url, scene.project, rebuilt.name);
          assert.is(second.status.phase, 'Complete', second.status.message);
          const log = await buildLog(scene.serve.url, scene.project, rebuilt.name);
          assert.match(log, /assembling with builder 2/);
          // Incremental: the previous image's artifacts were saved and restored.
          assert.match(log, /restored artifacts/);
          assert.is(await servedBy(scene, second.status.outputDigest, '/builder.txt'), '2');

          // The build's own output moving (its write-back commit) starts nothing more.
          await new Promise((resolve) => setTimeout(resolve, 5000));
          assert.is((await listBuilds(scene.serve.url, scene.project)).length, 2);
        },
      );
    },
  );
});

test('a binary build from a directory, started with the CLI, builds what was uploaded', async () => {
  await withBuildScene(
    'binary',
    { spec: { source: { type: 'Binary', binary: {} }, triggers: [] } },
    async (scene) => {
      const dir = mkdtempSync(join(tmpdir(), 'gitshift-binary-'));
      const tokenFile = join(dir, '..', `${dir.split('/').pop() ?? 'x'}-token`);
      try {
        writeFileSync(
          join(dir, 'Dockerfile'),
          `FROM ${scene.node.images.busybox}\nCOPY index.html /www/index.html\nCMD ["httpd", "-f", "-p", "8080", "-h", "/www"]\n`,
        );
        writeFileSync(join(dir, 'index.html'), 'uploaded from a laptop\n');
        writeFileSync(tokenFile, `${API_TOKEN}\n`);
        const head = git(scene.config.remote, 'rev-parse', 'main');
        const run = await runCli(['start-build', `${scene.project}/app`, '--from-dir', dir, '--wait'], {
          GITSHIFT_SERVER: scene.serve.url,
          GITSHIFT_TOKEN_FILE: tokenFile,
        });
        assert.is(run.code, 0, `${run.stdout}\n${run.stderr}`);
        const [build] = await listBuilds(scene.serve.url, scene.project);
        assert.is(build?.spec.cause.type, 'Binary');
        assert.is(build?.status.phase, 'Complete');
        assert.not.equal(git(scene.config.remote, 'rev-parse', 'main'), head);
        assert.ok(
          remoteFile(scene.config, `projects/${scene.project}/app.yaml`).includes(
            build?.status.outputDigest ?? '-',
          ),
        );
        assert.is(await servedBy(scene, build?.status.outputDigest, '/'), 'uploaded from a laptop');

        // A binary BuildConfig started without an upload fails and says how to start it.
        const bare = await startBuild(scene);
        const failed = await finishedBuild(scene.serve.url, scene.project, bare);
        assert.is(failed.status.phase, 'Failed');
        assert.match(failed.status.message ?? '', /--from-dir/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        rmSync(tokenFile, { force: true });
      }
    },
  );
});

test.run();
