import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreV1Api, KubeConfig } from '@kubernetes/client-node';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BuildExecutionFailure, type BuildJob } from '../../src/builds/executor.js';
import { ContextServer } from '../../src/builds/executors/context-server.js';
import { PodExecutor } from '../../src/builds/executors/pod-executor.js';
import { GitshiftError } from '../../src/errors/index.js';
import { readClusterAccess } from '../../src/kube/cluster-access.js';
import { createLogger } from '../../src/observability/logger.js';
import { testbedPaths } from '../../testbed/src/paths.js';
import { freePort } from '../../testbed/src/free-port.js';
import { pushImageWithCommand } from '../../testbed/src/buildah.js';
import { requireRealNode, type RealNode } from '../support/real-node.js';

/**
 * The pod executor on the testbed's real kubelet node: build pods run the
 * host's buildah (vfs, chroot) unprivileged, fetch their context from this
 * process's context server and push to the testbed's shared registry, both
 * on the node's loopback (hostNetwork).
 */

interface Context {
  node: RealNode;
  core: CoreV1Api;
  namespace: string;
  executor: PodExecutor;
  work: string;
  /** A repository prefix in the shared registry, unique to this run. */
  repository: string;
}

// Read before the suite starts: uvu reports nothing of an error thrown in a `before` hook, it only skips the tests.
const node = requireRealNode();

const pods = suite<Context>('pod executor on the real node');

pods.before(async (context) => {
  context.node = node;
  const { kubeconfig } = testbedPaths(process.env);
  const kubeConfig = new KubeConfig();
  kubeConfig.loadFromFile(kubeconfig);
  context.core = kubeConfig.makeApiClient(CoreV1Api);
  context.namespace = `e2e-${process.pid}-builds`;
  await context.core.createNamespace({ body: { metadata: { name: context.namespace } } });
  context.executor = await PodExecutor.start({
    access: await readClusterAccess(kubeconfig),
    builderImage: context.node.images.buildah,
    nodeSelector: context.node.nodeSelector,
    tolerations: context.node.tolerations.map((t) => ({
      ...(t.key === undefined ? {} : { key: t.key }),
      operator: t.operator as 'Exists',
      ...(t.effect === undefined ? {} : { effect: t.effect as 'NoSchedule' }),
    })),
    hostNetwork: true,
    // What the executor notices but gets past (a log it could not read) explains a failure here.
    logger: await createLogger({ level: 'warn', destination: process.stderr }),
  });
  context.work = mkdtempSync(join(tmpdir(), 'gitshift-pod-executor-'));
  context.repository = `${context.node.registry}/e2e-${process.pid}`;
});

pods.after(async (context) => {
  await context.executor?.close();
  await context.core?.deleteNamespace({ name: context.namespace }).catch(() => undefined);
  if (context.work !== undefined) rmSync(context.work, { recursive: true, force: true });
});

pods(
  'builds a Dockerfile in a pod and pushes it: the digest is readable from the registry, the pod is gone',
  async (context) => {
    const dir = contextDir(context, 'ok', {
      Dockerfile: `FROM ${context.node.images.busybox}\nARG GREETING\nRUN echo "$GREETING" > /greeting\nCOPY app.txt /app.txt\n`,
      'app.txt': 'v1\n',
    });
    const log: string[] = [];
    await context.executor.run(
      dockerJob(context, dir, 'web-1', {
        output: `${context.repository}/web:latest`,
        buildArgs: { GREETING: 'hi' },
      }),
      { signal: deadline(), log: (line) => log.push(line) },
    );
    assert.match(await manifestDigest(context.repository, 'web', 'latest'), /^sha256:[0-9a-f]{64}$/);
    const text = log.join('');
    assert.match(text, /--> gitshift step: fetch-context\nfetched the build context: 2 files\n/);
    assert.match(
      text,
      /--> gitshift step: build\n[\s\S]*STEP 3\/4: RUN echo "\$GREETING" > \/greeting\n[\s\S]*--> gitshift step: push\n/,
    );
    assert.equal(await buildPods(context, 'web-1'), [], 'the build pod is deleted');
  },
);

pods('a failing RUN step in the pod is DockerBuildFailed with the log’s last lines', async (context) => {
  const dir = contextDir(context, 'bad', {
    Dockerfile: `FROM ${context.node.images.busybox}\nRUN echo about-to-fail && false\n`,
  });
  const error = await rejection(
    context.executor.run(
      dockerJob(context, dir, 'web-2', { output: `${context.repository}/bad:latest` }),
      quiet(),
    ),
  );
  assert.instance(error, BuildExecutionFailure);
  assert.is((error as BuildExecutionFailure).reason, 'DockerBuildFailed');
  assert.match(
    (error as Error).message,
    /^the Dockerfile build failed: building at STEP "RUN echo about-to-fail && false": exit status 1 \(build exited with code 1/,
  );
  assert.match((error as Error).message, /about-to-fail/);
});

pods('a registry that does not answer the pod’s push is PushImageToRegistryFailed', async (context) => {
  const dir = contextDir(context, 'nopush', {
    Dockerfile: `FROM ${context.node.images.busybox}\nRUN true\n`,
  });
  const unreachable = `127.0.0.1:${await freePort()}`;
  const error = await rejection(
    context.executor.run(
      dockerJob(context, dir, 'web-3', { output: `${unreachable}/e2e/web:latest`, insecure: [unreachable] }),
      quiet(),
    ),
  );
  assert.is((error as BuildExecutionFailure).reason, 'PushImageToRegistryFailed', (error as Error).message);
  assert.match((error as Error).message, /connection refused/);
});

pods(
  'a one-line change rebuilt in a new pod takes the unchanged layers from the cache repository',
  async (context) => {
    const dir = contextDir(context, 'cached', {
      Dockerfile: `FROM ${context.node.images.busybox}\nRUN dd if=/dev/urandom of=/blob bs=1M count=20 && sleep 2\nCOPY app.txt /app.txt\n`,
      'app.txt': 'v1\n',
    });
    const build = async (name: string, noCache: boolean): Promise<{ log: string; seconds: number }> => {
      const log: string[] = [];
      const started = performance.now();
      await context.executor.run(
        dockerJob(context, dir, name, {
          output: `${context.repository}/cached:latest`,
          cacheRepository: `${context.repository}/cached-cache`,
          noCache,
        }),
        { signal: deadline(), log: (line) => log.push(line) },
      );
      return { log: log.join(''), seconds: (performance.now() - started) / 1000 };
    };
    const first = await build('cached-1', false);
    assert.not.match(first.log, /Using cache/);
    writeFileSync(join(dir, 'app.txt'), 'v2\n');
    const cached = await build('cached-2', false);
    assert.match(
      cached.log,
      /STEP 2\/3: RUN dd[^\n]*\n--> Cache pulled from remote [^\n]*\n--> Using cache /,
    );
    writeFileSync(join(dir, 'app.txt'), 'v3\n');
    const uncached = await build('cached-3', true);
    assert.not.match(uncached.log, /Using cache|Cache pulled/);
    process.stderr.write(
      `pod executor: one-line change rebuilt with cache ${cached.seconds.toFixed(1)} s, without ${uncached.seconds.toFixed(1)} s (first build ${first.seconds.toFixed(1)} s)\n`,
    );
  },
);

pods(
  'a custom builder image runs with the build’s environment and the source at /tmp/build/inputs',
  async (context) => {
    const builder = `${context.repository}/custom-builder:latest`;
    pushImageWithCommand(context.work, context.node.images.busybox, builder, [
      '/bin/sh',
      '-c',
      'echo "BUILD=$BUILD"; echo "source: $(cat /tmp/build/inputs/hello.txt)"; test "$FAIL" != yes',
    ]);
    const dir = contextDir(context, 'custom', { 'hello.txt': 'hello from the source' });
    const log: string[] = [];
    await context.executor.run(customJob(context, dir, 'custom-1', builder, { BUILD: '{"kind":"Build"}' }), {
      signal: deadline(),
      log: (line) => log.push(line),
    });
    assert.ok(log.includes('BUILD={"kind":"Build"}\n'), log.join(''));
    assert.ok(log.includes('source: hello from the source\n'), log.join(''));
    const failed = await rejection(
      context.executor.run(customJob(context, dir, 'custom-2', builder, { FAIL: 'yes' }), quiet()),
    );
    assert.is((failed as BuildExecutionFailure).reason, 'GenericBuildFailed');
    const missing = await rejection(
      context.executor.run(
        customJob(context, dir, 'custom-3', `${context.repository}/no-such-builder:1`, {}),
        quiet(),
      ),
    );
    assert.is(
      (missing as BuildExecutionFailure).reason,
      'PullBuilderImageFailed',
      (missing as Error).message,
    );
  },
);

pods('a build over its memory limit is OutOfMemoryKilled', async (context) => {
  const builder = `${context.repository}/hungry-builder:latest`;
  // 200 MiB in one buffer under a 48 MiB limit.
  pushImageWithCommand(context.work, context.node.images.busybox, builder, [
    '/bin/sh',
    '-c',
    'dd if=/dev/zero of=/dev/null bs=200M count=1',
  ]);
  const dir = contextDir(context, 'hungry', { 'hello.txt': 'x' });
  const error = await rejection(
    context.executor.run(
      { ...customJob(context, dir, 'hungry-1', builder, {}), limits: { memory: '48Mi' } },
      quiet(),
    ),
  );
  assert.is((error as BuildExecutionFailure).reason, 'OutOfMemoryKilled', (error as Error).message);
});

pods('an abort mid-build deletes the pod and rejects with ABORTED', async (context) => {
  const dir = contextDir(context, 'slow', {
    Dockerfile: `FROM ${context.node.images.busybox}\nRUN echo slow-build-started && sleep 300\n`,
  });
  const controller = new AbortController();
  const started = Date.now();
  const error = await rejection(
    context.executor.run(dockerJob(context, dir, 'slow-1', { output: `${context.repository}/slow:latest` }), {
      signal: AbortSignal.any([controller.signal, deadline()]),
      log: (line) => {
        if (line === 'slow-build-started\n') controller.abort(new Error('cancelled by the test'));
      },
    }),
  );
  assert.instance(error, GitshiftError);
  assert.is((error as GitshiftError).code, 'ABORTED');
  assert.ok(Date.now() - started < 120_000);
  assert.equal(await buildPods(context, 'slow-1'), [], 'no build pod is left');
});

pods('a build pod deleted by someone else is BuildPodDeleted', async (context) => {
  const builder = `${context.repository}/sleepy-builder:latest`;
  pushImageWithCommand(context.work, context.node.images.busybox, builder, [
    '/bin/sh',
    '-c',
    'echo sleepy-started; sleep 300',
  ]);
  const dir = contextDir(context, 'sleepy', { 'hello.txt': 'x' });
  const error = await rejection(
    context.executor.run(customJob(context, dir, 'sleepy-1', builder, {}), {
      signal: deadline(),
      log: (line) => {
        if (line === 'sleepy-started\n')
          void context.core.deleteNamespacedPod({ name: 'sleepy-1-build', namespace: context.namespace });
      },
    }),
  );
  assert.is((error as BuildExecutionFailure).reason, 'BuildPodDeleted', (error as Error).message);
});

pods(
  'a namespace that does not exist is CannotCreateBuildPod with the API server’s reason; a dockerfile outside the context is refused before any pod',
  async (context) => {
    const dir = contextDir(context, 'nowhere', { Dockerfile: 'FROM scratch\n' });
    const job = dockerJob(context, dir, 'web-9', {});
    const error = await rejection(
      context.executor.run({ ...job, namespace: `${context.namespace}-missing` }, quiet()),
    );
    assert.is((error as BuildExecutionFailure).reason, 'CannotCreateBuildPod');
    assert.match(
      (error as Error).message,
      /could not be created: 404 NotFound: namespaces ".*-missing" not found/,
    );
    const outside = await rejection(
      context.executor.run(
        { ...job, run: { ...job.run, dockerfile: '../Dockerfile' } as BuildJob['run'] },
        quiet(),
      ),
    );
    assert.is((outside as GitshiftError).code, 'BUILD_REQUEST_INVALID');
    assert.equal(await buildPods(context, 'web-9'), []);
  },
);

pods.run();

const contexts = suite('context server');

contexts('serves a context once, as a tar.gz, at its unguessable path; then 404', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-context-'));
  const server = await ContextServer.start();
  try {
    writeFileSync(join(dir, 'Dockerfile'), 'FROM scratch\n');
    const offer = server.offer(dir);
    assert.match(offer.url, new RegExp(`^${server.baseUrl}/contexts/[0-9a-f]{64}\\.tar\\.gz$`));
    const first = await fetch(offer.url);
    assert.is(first.status, 200);
    const archive = join(dir, '..', `${dir.split('/').pop() ?? ''}.tar.gz`);
    writeFileSync(archive, Buffer.from(await first.arrayBuffer()));
    assert.equal(execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).split('\n').sort(), [
      '',
      './',
      './Dockerfile',
    ]);
    rmSync(archive);
    assert.is((await fetch(offer.url)).status, 404, 'a second download is refused');
    const revoked = server.offer(dir);
    revoked.revoke();
    assert.is((await fetch(revoked.url)).status, 404, 'a revoked offer is refused');
    assert.is((await fetch(`${server.baseUrl}/contexts/${'0'.repeat(64)}.tar.gz`)).status, 404);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

contexts.run();

function baseJob(context: Context, dir: string, name: string): Omit<BuildJob, 'run'> {
  return {
    namespace: context.namespace,
    name,
    buildConfig: name.replace(/-\d+$/, ''),
    contextDir: dir,
    insecureRegistries: [context.node.registry],
    limits: { cpu: '1', memory: '512Mi' },
  };
}

function dockerJob(
  context: Context,
  dir: string,
  name: string,
  options: {
    output?: string;
    buildArgs?: Record<string, string>;
    cacheRepository?: string;
    noCache?: boolean;
    insecure?: string[];
  },
): BuildJob {
  return {
    ...baseJob(context, dir, name),
    ...(options.output === undefined ? {} : { output: options.output }),
    insecureRegistries: [context.node.registry, ...(options.insecure ?? [])],
    run: {
      type: 'dockerfile',
      dockerfile: 'Dockerfile',
      buildArgs: options.buildArgs ?? {},
      noCache: options.noCache ?? false,
      forcePull: false,
      ...(options.cacheRepository === undefined ? {} : { cacheRepository: options.cacheRepository }),
    },
  };
}

function customJob(
  context: Context,
  dir: string,
  name: string,
  image: string,
  env: Record<string, string>,
): BuildJob {
  return { ...baseJob(context, dir, name), run: { type: 'custom', image, env, forcePull: false } };
}

function contextDir(context: Context, name: string, files: Record<string, string>): string {
  const dir = join(context.work, 'contexts', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

function quiet(): { signal: AbortSignal; log: (line: string) => void } {
  return { signal: deadline(), log: () => undefined };
}

/** A build that runs longer than this is a test failure (ABORTED), not a hang: the runner's deadline, as serve has one. */
function deadline(): AbortSignal {
  return AbortSignal.timeout(240_000);
}

async function rejection(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected the build to fail');
}

async function buildPods(context: Context, build: string): Promise<string[]> {
  const { items } = await context.core.listNamespacedPod({
    namespace: context.namespace,
    labelSelector: `gitshift.io/build=${build}`,
  });
  return items.map((pod) => pod.metadata?.name ?? '');
}

async function manifestDigest(repositoryPrefix: string, name: string, tag: string): Promise<string> {
  const slash = repositoryPrefix.indexOf('/');
  const host = repositoryPrefix.slice(0, slash);
  const repository = `${repositoryPrefix.slice(slash + 1)}/${name}`;
  const response = await fetch(`http://${host}/v2/${repository}/manifests/${tag}`, {
    method: 'HEAD',
    headers: {
      accept:
        'application/vnd.oci.image.manifest.v1+json, application/vnd.docker.distribution.manifest.v2+json',
    },
  });
  assert.is(response.status, 200, `${repository}:${tag} is in the registry`);
  return response.headers.get('docker-content-digest') ?? '';
}
