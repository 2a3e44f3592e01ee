import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { BuildExecutionFailure, type BuildJob } from '../../../src/builds/executor.js';
import { LocalExecutor } from '../../../src/builds/executors/local-executor.js';
import { freePort } from '../../../testbed/src/free-port.js';
import { startRegistry, type RunningRegistry } from '../../../testbed/src/registry.js';
import { pushBusybox, pushImageWithCommand } from '../../../testbed/src/buildah.js';

/**
 * The local executor with real buildah (vfs, chroot) and a real registry
 * (Debian's docker-registry on loopback). The base image is made here from
 * Debian's busybox-static: no download.
 */

interface Context {
  registry: RunningRegistry;
  /** `<registry>/base/busybox:latest`: busybox with its applets linked, `/bin/sh` as command. */
  busybox: string;
  work: string;
  stateDir: string;
}

const local = suite<Context>('local executor');

local.before(async (context) => {
  if (!existsSync('/bin/busybox'))
    throw new Error(
      "these tests need Debian's busybox-static (/bin/busybox): apt-get install busybox-static",
    );
  context.registry = await startRegistry();
  context.work = mkdtempSync(join(tmpdir(), 'gitshift-local-executor-'));
  context.stateDir = join(context.work, 'state');
  context.busybox = `${context.registry.host}/base/busybox:latest`;
  pushBusybox(context.work, [context.busybox]);
});

local.after(async (context) => {
  await context.registry.stop();
  rmSync(context.work, { recursive: true, force: true });
});

local(
  'builds a Dockerfile and pushes it: the digest is readable from the registry afterwards',
  async (context) => {
    const dir = contextDir(context, 'ok', {
      Dockerfile: `FROM ${context.busybox}\nARG GREETING\nRUN echo "$GREETING" > /greeting\nCOPY app.txt /app.txt\nCMD ["cat", "/app.txt"]\n`,
      'app.txt': 'v1\n',
    });
    const output = `${context.registry.host}/shop/web:latest`;
    const log: string[] = [];
    await executor(context).run(
      dockerJob(context, dir, { output, buildArgs: { GREETING: 'hello-from-arg' } }),
      {
        signal: new AbortController().signal,
        log: (chunk) => log.push(chunk),
      },
    );
    const digest = await manifestDigest(context.registry.host, 'shop/web', 'latest');
    assert.match(digest, /^sha256:[0-9a-f]{64}$/);
    assert.ok(
      log.every((line) => line.endsWith('\n') && line.indexOf('\n') === line.length - 1),
      'one line per call',
    );
    assert.ok(log.includes('--> gitshift step: build\n'));
    assert.ok(log.includes('--> gitshift step: push\n'));
    assert.ok(
      log.some((line) => line.startsWith('STEP 3/5: RUN echo')),
      log.join(''),
    );
    assert.equal(readdirSync(join(context.stateDir, 'builds', 'shop')), [], 'the build storage is removed');
  },
);

local(
  'a failing RUN step is DockerBuildFailed, with buildah’s error and the last lines of the log',
  async (context) => {
    const dir = contextDir(context, 'bad', {
      Dockerfile: `FROM ${context.busybox}\nRUN echo about-to-fail && false\n`,
    });
    const log: string[] = [];
    const error = await rejection(
      executor(context).run(dockerJob(context, dir, { output: `${context.registry.host}/shop/bad:latest` }), {
        signal: new AbortController().signal,
        log: (chunk) => log.push(chunk),
      }),
    );
    assert.instance(error, BuildExecutionFailure);
    const failure = error as BuildExecutionFailure;
    assert.is(failure.reason, 'DockerBuildFailed');
    assert.is(failure.code, 'BUILD_FAILED');
    assert.match(
      failure.message,
      /^the Dockerfile build failed: building at STEP "RUN echo about-to-fail && false": exit status 1/,
    );
    assert.match(failure.message, /--- last lines of the build log ---\n[\s\S]*about-to-fail/);
    assert.ok(log.includes('about-to-fail\n'));
    assert.not.ok(log.includes('--> gitshift step: push\n'), 'nothing is pushed');
    assert.is((await fetch(`http://${context.registry.host}/v2/shop/bad/tags/list`)).status, 404);
  },
);

local('a dockerfile path outside the context is refused before buildah runs', async (context) => {
  const dir = contextDir(context, 'escape', { Dockerfile: `FROM ${context.busybox}\n` });
  const job = dockerJob(context, dir, {});
  const error = await rejection(
    executor(context).run(
      { ...job, run: { ...job.run, dockerfile: '../escape/Dockerfile' } as BuildJob['run'] },
      quiet(),
    ),
  );
  assert.is((error as GitshiftError).code, 'BUILD_REQUEST_INVALID');
  assert.match(
    (error as Error).message,
    /dockerfile "\.\.\/escape\/Dockerfile" must be a path inside its context directory/,
  );
});

local('a base image that cannot be pulled is PullBuilderImageFailed', async (context) => {
  const dir = contextDir(context, 'nobase', {
    Dockerfile: `FROM ${context.registry.host}/base/missing:latest\nRUN true\n`,
  });
  const error = await rejection(executor(context).run(dockerJob(context, dir, {}), quiet()));
  assert.is((error as BuildExecutionFailure).reason, 'PullBuilderImageFailed');
  assert.match((error as Error).message, /base\/missing:latest: reading manifest latest .*manifest unknown/);
});

local('a registry that does not answer the push is PushImageToRegistryFailed', async (context) => {
  const dir = contextDir(context, 'nopush', {
    Dockerfile: `FROM ${context.busybox}\nRUN echo built > /built\n`,
  });
  const unreachable = `127.0.0.1:${await freePort()}`;
  const error = await rejection(
    executor(context).run(
      dockerJob(context, dir, { output: `${unreachable}/shop/web:latest`, insecure: [unreachable] }),
      quiet(),
    ),
  );
  assert.is((error as BuildExecutionFailure).reason, 'PushImageToRegistryFailed');
  assert.match(
    (error as Error).message,
    new RegExp(`^pushing the image to the registry failed: .*${unreachable}.*connection refused`),
  );
});

local(
  'an abort mid-build kills the build’s processes, removes its storage and rejects with ABORTED',
  async (context) => {
    const marker = `gitshift-abort-${process.pid}`;
    const dir = contextDir(context, 'slow', {
      Dockerfile: `FROM ${context.busybox}\nRUN echo ${marker}-started && sleep 300 && echo ${marker}-never\n`,
    });
    const controller = new AbortController();
    const started = Date.now();
    const error = await rejection(
      executor(context).run(
        dockerJob(context, dir, { output: `${context.registry.host}/shop/slow:latest` }),
        {
          signal: controller.signal,
          log: (line) => {
            if (line === `${marker}-started\n`) controller.abort(new Error('cancelled by the test'));
          },
        },
      ),
    );
    assert.instance(error, GitshiftError);
    assert.is((error as GitshiftError).code, 'ABORTED');
    assert.ok(Date.now() - started < 60_000);
    assert.is(processesNamed(marker), '', 'no process of the build is left');
    assert.not.ok(existsSync(join(context.stateDir, 'builds', 'shop', 'web-1')), 'its storage is removed');
    assert.not.ok(
      readFileSync('/proc/mounts', 'utf8').includes(context.stateDir),
      'nothing of it stays mounted',
    );
  },
);

local(
  'a one-line change rebuilt with the cache repository reuses the earlier layers; --no-cache does not',
  async (context) => {
    const dir = contextDir(context, 'cached', {
      Dockerfile: `FROM ${context.busybox}\nRUN dd if=/dev/urandom of=/blob bs=1M count=20 && sleep 2\nCOPY app.txt /app.txt\n`,
      'app.txt': 'v1\n',
    });
    const cacheRepository = `${context.registry.host}/shop/web-cache`;
    const output = `${context.registry.host}/shop/cached:latest`;
    const build = async (noCache: boolean): Promise<{ log: string; seconds: number }> => {
      const log: string[] = [];
      const started = performance.now();
      await executor(context).run(dockerJob(context, dir, { output, cacheRepository, noCache }), {
        signal: new AbortController().signal,
        log: (line) => log.push(line),
      });
      return { log: log.join(''), seconds: (performance.now() - started) / 1000 };
    };
    const first = await build(false);
    assert.not.match(first.log, /Using cache/);
    writeFileSync(join(dir, 'app.txt'), 'v2\n');
    const cached = await build(false);
    // The RUN step, slow and unchanged, comes from the registry; the changed COPY is built again.
    assert.match(
      cached.log,
      /STEP 2\/3: RUN dd[^\n]*\n--> Cache pulled from remote [^\n]*\n--> Using cache /,
    );
    assert.match(cached.log, /STEP 3\/3: COPY app.txt \/app.txt\n(?!--> Using cache)/);
    writeFileSync(join(dir, 'app.txt'), 'v3\n');
    const uncached = await build(true);
    assert.not.match(uncached.log, /Using cache|Cache pulled/);
    process.stderr.write(
      `local executor: one-line change rebuilt with cache ${cached.seconds.toFixed(1)} s, without ${uncached.seconds.toFixed(1)} s (first build ${first.seconds.toFixed(1)} s)\n`,
    );
  },
);

local(
  'a custom builder runs its own command with the build’s environment and the source at /tmp/build/inputs',
  async (context) => {
    const builder = `${context.registry.host}/builders/custom:latest`;
    pushImageWithCommand(context.work, context.busybox, builder, [
      '/bin/sh',
      '-c',
      'echo "BUILD=$BUILD"; echo "source: $(cat /tmp/build/inputs/hello.txt)"; test "$FAIL" != yes',
    ]);
    const dir = contextDir(context, 'custom', { 'hello.txt': 'hello from the source' });
    const job = (env: Record<string, string>): BuildJob => ({
      ...baseJob(context, dir),
      run: { type: 'custom', image: builder, env, forcePull: false },
    });
    const log: string[] = [];
    await executor(context).run(job({ BUILD: '{"kind":"Build"}' }), {
      signal: new AbortController().signal,
      log: (line) => log.push(line),
    });
    assert.ok(log.includes('BUILD={"kind":"Build"}\n'), log.join(''));
    assert.ok(log.includes('source: hello from the source\n'), log.join(''));

    const failed = await rejection(executor(context).run(job({ FAIL: 'yes' }), quiet()));
    assert.is((failed as BuildExecutionFailure).reason, 'GenericBuildFailed');
    const missing = await rejection(
      executor(context).run(
        {
          ...job({}),
          run: {
            type: 'custom',
            image: `${context.registry.host}/builders/none:1`,
            env: {},
            forcePull: false,
          },
        },
        quiet(),
      ),
    );
    assert.is((missing as BuildExecutionFailure).reason, 'PullBuilderImageFailed');
  },
);

local.run();

function executor(context: Context): LocalExecutor {
  return new LocalExecutor({ stateDir: context.stateDir });
}

function baseJob(context: Context, dir: string): Omit<BuildJob, 'run'> {
  return {
    namespace: 'shop',
    name: 'web-1',
    buildConfig: 'web',
    contextDir: dir,
    insecureRegistries: [context.registry.host],
    limits: {},
  };
}

function dockerJob(
  context: Context,
  dir: string,
  options: {
    output?: string;
    buildArgs?: Record<string, string>;
    cacheRepository?: string;
    noCache?: boolean;
    insecure?: string[];
  },
): BuildJob {
  return {
    ...baseJob(context, dir),
    ...(options.output === undefined ? {} : { output: options.output }),
    insecureRegistries: [context.registry.host, ...(options.insecure ?? [])],
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

function contextDir(context: Context, name: string, files: Record<string, string>): string {
  const dir = join(context.work, 'contexts', name);
  rmSync(dir, { recursive: true, force: true });
  execFileSync('mkdir', ['-p', dir]);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

function quiet(): { signal: AbortSignal; log: (line: string) => void } {
  return { signal: new AbortController().signal, log: () => undefined };
}

async function rejection(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected the build to fail');
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
  assert.is(response.status, 200, `${repository}:${tag} is in the registry`);
  return response.headers.get('docker-content-digest') ?? '';
}

/** Command lines of running processes containing `text` (other than this test's own grep). */
function processesNamed(text: string): string {
  return execFileSync('ps', ['-eo', 'pid,stat,args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(text) && !/ Z/.test(line))
    .join('\n');
}
