import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreV1Api } from '@kubernetes/client-node';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { planBuild, type BuildPlan } from '../../../src/buildplan/build-plan.js';
import { previewTag, pullRequestCause } from '../../../src/buildplan/preview-build.js';
import { LocalExecutor } from '../../../src/builds/executors/local-executor.js';
import { BuildStore } from '../../../src/builds/records/build-store.js';
import { BuildRunner } from '../../../src/builds/runner/build-runner.js';
import type { BuildOutputEdit } from '../../../src/builds/runner/run-build.js';
import { prepareBuild } from '../../../src/builds/runner/prepare-build.js';
import { fetchGitSource } from '../../../src/builds/source/fetch-git-source.js';
import { systemGit, type GitRunner } from '../../../src/git/git-runner.js';
import { createHttpKubeApi } from '../../../src/kube/http-kube-api.js';
import { indexImageStreams } from '../../../src/model/image-stream-index.js';
import { SYSTEM_CLOCK } from '../../../src/runtime/index.js';
import { runInfo } from '../../../src/serve/builds/build-configs.js';
import { startRegistry, type RunningRegistry } from '../../../testbed/src/registry.js';
import { pushBusybox } from '../../../testbed/src/buildah.js';
import { git, withSandbox, type GitSandbox } from '../../support/git-sandbox.js';
import { recordingLogger } from '../../support/log-recorder.js';
import { loadFiles } from '../../support/repo.js';
import { withCluster } from '../../support/testbed.js';

/**
 * Preview builds end to end on real parts: a source repository with a pull
 * request's head at `refs/pull/7/head` (as GitHub and Gitea serve it), the
 * runner with real buildah (the local executor), a real registry, and the
 * Build records on the testbed's API server.
 */

interface Context {
  registry: RunningRegistry;
  busybox: string;
  work: string;
}

const previews = suite<Context>('preview builds');

previews.before(async (context) => {
  if (!existsSync('/bin/busybox'))
    throw new Error(
      "these tests need Debian's busybox-static (/bin/busybox): apt-get install busybox-static",
    );
  context.registry = await startRegistry();
  context.work = mkdtempSync(join(tmpdir(), 'gitshift-preview-build-'));
  context.busybox = `${context.registry.host}/base/busybox:latest`;
  pushBusybox(context.work, [context.busybox]);
});

previews.after(async (context) => {
  await context.registry.stop();
  rmSync(context.work, { recursive: true, force: true });
});

previews(
  'a preview build of refs/pull/7/head pushes app:pr-7, leaves app:latest alone, writes nothing back, and wait resolves Complete',
  async (context) =>
    withPreviewScene(context, async (scene) => {
      const latestBefore = await manifestDigest(context.registry.host, scene.repository, 'latest');
      const head = pushPullHead(scene.source, 7, dockerfile(context.busybox, 'RUN echo pr-7 > /pr'));
      const started = await scene.runner.start({
        project: scene.project,
        buildConfig: 'app',
        cause: pullRequestCause('owner/app', 7, head),
        ref: 'refs/pull/7/head',
        commit: head,
        preview: { repository: 'owner/app', number: 7, tag: previewTag(7) },
      });
      assert.is(started.spec.output, `${context.registry.host}/${scene.repository}:pr-7`);
      assert.is(started.spec.outputStreamTag, undefined, 'no ImageStreamTag to write back');

      const done = await scene.runner.wait(scene.project, started.name, AbortSignal.timeout(240_000));
      assert.is(done.status.phase, 'Complete', done.status.message);
      const pushed = await manifestDigest(context.registry.host, scene.repository, 'pr-7');
      assert.is(done.status.outputDigest, pushed);
      assert.is(
        done.status.outputDockerImageReference,
        `${context.registry.host}/${scene.repository}@${pushed}`,
      );
      assert.is(done.status.writeBackCommit, undefined);
      assert.equal(scene.writeBacks, [], 'a preview build never writes back');
      assert.is(
        await manifestDigest(context.registry.host, scene.repository, 'latest'),
        latestBefore,
        'the real tag is untouched',
      );
      assert.is(done.spec.revision?.commit, head, 'built from the PR head');
      assert.equal(done.spec.cause, {
        type: 'PullRequest',
        message: `pull request owner/app#7 at ${head.slice(0, 7)}`,
      });

      // The record in the cluster says the same, with the labels a PR's builds are found by.
      const live = await scene.kube.get(
        { apiVersion: 'gitshift.io/v1', kind: 'Build', namespace: scene.project, name: started.name },
        { signal: AbortSignal.timeout(10_000) },
      );
      assert.is(live?.metadata.labels?.['gitshift.io/preview-pr'], '7');
      assert.is(live?.metadata.labels?.['gitshift.io/preview-repository'], 'owner.app');
      const stored = await scene.store.get(scene.project, started.name, AbortSignal.timeout(10_000));
      assert.is(stored?.status.phase, 'Complete');
      assert.is(stored?.status.outputDigest, pushed);
      assert.equal(stored?.spec.preview, { repository: 'owner/app', number: 7, tag: 'pr-7' });

      // Another runner (a serve that did not run it) waits on the record in the cluster.
      const other = scene.newRunner();
      await other.open(AbortSignal.timeout(10_000));
      const seen = await other.wait(scene.project, started.name, AbortSignal.timeout(10_000));
      assert.is(seen.status.phase, 'Complete');
      await other.stop();
    }),
);

previews('a failing preview build resolves wait with Failed and pushes nothing', async (context) =>
  withPreviewScene(context, async (scene) => {
    const head = pushPullHead(scene.source, 8, dockerfile(context.busybox, 'RUN echo broken && false'));
    const started = await scene.runner.start({
      project: scene.project,
      buildConfig: 'app',
      cause: pullRequestCause('owner/app', 8, head),
      ref: 'refs/pull/8/head',
      commit: head,
      preview: { repository: 'owner/app', number: 8, tag: previewTag(8) },
    });
    const done = await scene.runner.wait(scene.project, started.name, AbortSignal.timeout(240_000));
    assert.is(done.status.phase, 'Failed');
    assert.is(done.status.reason, 'DockerBuildFailed');
    assert.equal(scene.writeBacks, []);
    const tags = await fetch(`http://${context.registry.host}/v2/${scene.repository}/tags/list`);
    assert.not.ok(((await tags.json()) as { tags: string[] }).tags.includes('pr-8'));
  }),
);

previews("cancelPreview cancels the PR's running build and wait resolves Cancelled", async (context) =>
  withPreviewScene(context, async (scene) => {
    const head = pushPullHead(scene.source, 9, dockerfile(context.busybox, 'RUN sleep 300'));
    const started = await scene.runner.start({
      project: scene.project,
      buildConfig: 'app',
      cause: pullRequestCause('owner/app', 9, head),
      ref: 'refs/pull/9/head',
      commit: head,
      preview: { repository: 'owner/app', number: 9, tag: previewTag(9) },
    });
    const finished = scene.runner.wait(scene.project, started.name, AbortSignal.timeout(120_000));
    // Running: the sleep is under way.
    for (let i = 0; (await scene.runner.get(scene.project, started.name)).status.phase !== 'Running'; i++) {
      if (i > 600) throw new Error('the build never ran');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.is(await scene.runner.cancelPreview('owner/app', 8), 0, 'another PR cancels nothing');
    assert.is(await scene.runner.cancelPreview('owner/app', 9), 1);
    const done = await finished;
    assert.is(done.status.phase, 'Cancelled');
    assert.is(await scene.runner.cancelPreview('owner/app', 9), 0, 'nothing left to cancel');
  }),
);

previews(
  'a server that refuses fetching by commit id: the PR head is fetched by its ref, and an older head of a PR that moved on is still found',
  async (context) =>
    withSandbox({ Dockerfile: dockerfile(context.busybox, '') }, async (source) => {
      const first = pushPullHead(source, 7, { 'a.txt': 'first\n' });
      const second = pushPullHead(source, 7, { 'a.txt': 'second\n' });
      // Protocol v0 refuses a want that is not an advertised tip, as servers without allowReachableSHA1InWant do.
      const runs: string[][] = [];
      const v0 = systemGit({
        env: {
          ...process.env,
          GIT_CONFIG_COUNT: '1',
          GIT_CONFIG_KEY_0: 'protocol.version',
          GIT_CONFIG_VALUE_0: '0',
        },
      });
      const recorded: GitRunner = {
        run: (args, options) => {
          runs.push([...args]);
          return v0.run(args, options);
        },
      };
      const fetchAt = async (commit: string) => {
        runs.length = 0;
        const into = join(context.work, `fetch-${commit.slice(0, 8)}`);
        const revision = await fetchGitSource(
          recorded,
          { uri: source.url, ref: 'refs/pull/7/head', commit, into },
          AbortSignal.timeout(30_000),
        );
        return { revision, into };
      };
      const atHead = await fetchAt(second);
      assert.is(atHead.revision.commit, second);
      assert.not.ok(
        runs.some((args) => args.includes('--unshallow')),
        'the head is fetched shallow',
      );
      const older = await fetchAt(first);
      assert.is(older.revision.commit, first);
      assert.ok(
        runs.some((args) => args.includes('--unshallow')),
        'an older head needs the history',
      );
      assert.ok(existsSync(join(older.into, 'a.txt')));
      assert.not.ok(existsSync(join(older.into, '.git')));
    }),
);

previews.run();

interface PreviewScene {
  readonly project: string;
  /** `<project>/app`, the output repository in the registry. */
  readonly repository: string;
  readonly source: GitSandbox;
  readonly runner: BuildRunner;
  readonly store: BuildStore;
  readonly kube: Awaited<ReturnType<typeof createHttpKubeApi>>;
  /** Every write-back the runner asked for. */
  readonly writeBacks: BuildOutputEdit[];
  /** Another runner on the same records (for a build it does not hold); the caller stops it. */
  newRunner(): BuildRunner;
}

/**
 * A project on the testbed with a BuildConfig `app` (Docker, from the
 * sandbox's repository, output app:latest of an ImageStream in the test
 * registry, app:latest already pushed), and a runner over it.
 */
async function withPreviewScene(
  context: Context,
  body: (scene: PreviewScene) => Promise<void>,
): Promise<void> {
  await withCluster(async ({ kubeconfigPath, kubeConfig, namespacePrefix }) => {
    const project = `${namespacePrefix}shop`;
    await kubeConfig.makeApiClient(CoreV1Api).createNamespace({ body: { metadata: { name: project } } });
    const repository = `${project}/app`;
    pushBusybox(context.work, [`${context.registry.host}/${repository}:latest`]);
    await withSandbox({ Dockerfile: dockerfile(context.busybox, '') }, async (source) => {
      const plan = planApp(project, context.registry.host, source.url);
      const kube = await createHttpKubeApi(kubeconfigPath);
      const store = new BuildStore(kube, SYSTEM_CLOCK, `preview-test-${process.pid}-${project}`);
      const writeBacks: BuildOutputEdit[] = [];
      const workDir = join(context.work, `${project}-contexts`);
      const newRunner = () =>
        new BuildRunner({
          store,
          executor: new LocalExecutor({ stateDir: join(context.work, `${project}-state`) }),
          describe: () => Promise.resolve(runInfo(plan)),
          prepare: (record, request, _info, run) =>
            prepareBuild(
              plan,
              record,
              request,
              {
                workDir,
                git: systemGit(),
                imageConfig: () => Promise.reject(new Error('a Docker build reads no builder image')),
                previousImage: () => undefined,
                insecureRegistries: [context.registry.host],
                cache: false,
                maxArchiveBytes: 1024 * 1024,
                version: 'test',
              },
              run,
            ),
          outputDigest: (pullSpec) => {
            const [repo = '', tag = ''] = pullSpec.slice(context.registry.host.length + 1).split(':');
            return manifestDigest(context.registry.host, repo, tag);
          },
          writeBack: (edit) => {
            writeBacks.push(edit);
            return Promise.resolve([]);
          },
          clock: SYSTEM_CLOCK,
          log: recordingLogger('info').logger,
          waitPollMs: 200,
        });
      const runner = newRunner();
      try {
        await body({ project, repository, source, runner, store, kube, writeBacks, newRunner });
      } finally {
        await runner.stop();
      }
    });
  });
}

function planApp(project: string, registry: string, sourceUrl: string): BuildPlan {
  const files = {
    [`projects/${project}/app.yaml`]: [
      'apiVersion: image.openshift.io/v1',
      'kind: ImageStream',
      'metadata:',
      '  name: app',
      'spec:',
      `  dockerImageRepository: ${registry}/${project}/app`,
      '---',
      'apiVersion: build.openshift.io/v1',
      'kind: BuildConfig',
      'metadata:',
      '  name: app',
      'spec:',
      '  source:',
      '    git:',
      `      uri: ${sourceUrl}`,
      '  strategy:',
      '    type: Docker',
      '  output:',
      '    to:',
      '      kind: ImageStreamTag',
      '      name: app:latest',
      '',
    ].join('\n'),
  };
  const model = loadFiles(files);
  const manifests = new Map(model.projects.map((p) => [p.name, p.manifests]));
  const manifest = model.projects.flatMap((p) => p.manifests).find((m) => m.openshiftKind === 'BuildConfig');
  if (manifest === undefined) throw new Error(`no BuildConfig: ${JSON.stringify(model.problems)}`);
  const planned = planBuild({
    manifest,
    namespace: project,
    streams: indexImageStreams(manifests),
    settings: { registry },
  });
  if (!planned.ok) throw new Error(JSON.stringify(planned.problems));
  return planned.value;
}

function dockerfile(busybox: string, step: string): string {
  return `FROM ${busybox}\n${step}\nCMD ["/bin/sh"]\n`;
}

/** Commits `files` on top of main (or the PR's previous head) and pushes it as refs/pull/<n>/head only; returns the commit. */
function pushPullHead(source: GitSandbox, number: number, files: Record<string, string> | string): string {
  const work = source.folder(`pr-${number}`);
  git(tmpdir(), 'clone', '--quiet', source.url, work);
  const ref = `refs/pull/${number}/head`;
  const hasHead = git(source.remote, 'for-each-ref', ref) !== '';
  if (hasHead) {
    git(work, 'fetch', '--quiet', 'origin', ref);
    git(work, 'checkout', '--quiet', 'FETCH_HEAD');
  }
  const entries = typeof files === 'string' ? { Dockerfile: files } : files;
  for (const [path, text] of Object.entries(entries)) writeFileSync(join(work, path), text);
  git(work, 'add', '--all');
  git(
    work,
    '-c',
    'user.name=Contributor',
    '-c',
    'user.email=c@example.com',
    'commit',
    '--quiet',
    '-m',
    `PR ${number}`,
  );
  git(work, 'push', '--quiet', 'origin', `HEAD:${ref}`);
  const head = git(work, 'rev-parse', 'HEAD');
  rmSync(work, { recursive: true, force: true });
  return head;
}

/** The manifest digest the registry answers for `repository:tag`. */
async function manifestDigest(host: string, repository: string, tag: string): Promise<string> {
  const response = await fetch(`http://${host}/v2/${repository}/manifests/${tag}`, {
    method: 'HEAD',
    headers: {
      accept:
        'application/vnd.oci.image.manifest.v1+json, application/vnd.docker.distribution.manifest.v2+json',
    },
  });
  if (response.status !== 200)
    throw new Error(`${repository}:${tag} is not in the registry (${response.status})`);
  return response.headers.get('docker-content-digest') ?? '';
}
