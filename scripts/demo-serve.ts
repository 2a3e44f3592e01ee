/**
 * The second half of `npm run demo`: gitshift serve on real parts. A bare
 * config repository made from examples/image-updates, a Docker Distribution
 * registry that notifies gitshift, and the testbed's control plane (KUBECONFIG).
 * Two images are pushed with skopeo; each becomes a commit in the config
 * repository and a rollout, shown as it happens. Expects `npm run build` done.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createHttpKubeApi } from '../src/kube/http-kube-api.js';
import type { KubeApi, LiveObject } from '../src/kube/kube-api.js';
import { freePort } from '../testbed/src/free-port.js';
import { pushImage } from '../testbed/src/oci-image.js';
import { startRegistry } from '../testbed/src/registry.js';

const EXAMPLE = 'examples/image-updates';
const PROJECT = 'shop';
const SECRET = 'demo-registry-secret';

interface Deployment extends LiveObject {
  spec?: { template?: { spec?: { containers?: { image: string }[] } } };
  status?: { readyReplicas?: number; updatedReplicas?: number; replicas?: number };
}

const say = (text: string): void => console.log(text);
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`demo: gave up after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Copies a child's output line by line, each line marked as the daemon's. */
function prefixLines(stream: NodeJS.ReadableStream | null): void {
  let partial = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`    serve | ${line}\n`);
  });
}

async function deployment(api: KubeApi): Promise<Deployment | undefined> {
  return await api.get({ apiVersion: 'apps/v1', kind: 'Deployment', namespace: PROJECT, name: 'web' });
}

async function main(): Promise<void> {
  const kubeconfig = process.env['KUBECONFIG'];
  if (kubeconfig === undefined) throw new Error('demo: KUBECONFIG is not set; start the testbed first');
  const api = await createHttpKubeApi(kubeconfig);
  const work = mkdtempSync(join(tmpdir(), 'gitshift-serve-demo-'));
  const port = await freePort();
  const registry = await startRegistry({ notify: `http://127.0.0.1:${port}/hooks/registry/${SECRET}` });
  let serve: ReturnType<typeof spawn> | undefined;
  try {
    say(`    registry: ${registry.host} (Debian docker-registry), notifying gitshift on port ${port}`);
    const remote = join(work, 'config.git');
    git(work, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
    const clone = join(work, 'clone');
    cpSync(EXAMPLE, clone, { recursive: true });
    const appFile = join(clone, 'projects', PROJECT, 'app.yaml');
    writeFileSync(appFile, readFileSync(appFile, 'utf8').replaceAll('127.0.0.1:5000', registry.host));
    git(clone, 'init', '--quiet', '--initial-branch=main');
    git(clone, 'add', '--all');
    git(
      clone,
      '-c',
      'user.name=Demo',
      '-c',
      'user.email=demo@example.com',
      'commit',
      '--quiet',
      '-m',
      'shop: follow team/app',
    );
    git(clone, 'push', '--quiet', remote, 'HEAD:main');
    say(`    config repository: file://${remote} (from ${EXAMPLE})`);

    const config = join(work, 'serve.yaml');
    writeFileSync(
      config,
      [
        'apiVersion: gitshift.io/v1alpha1',
        'kind: ServeConfig',
        `listen: 127.0.0.1:${port}`,
        `stateDir: ${join(work, 'state')}`,
        'repository:',
        `  url: file://${remote}`,
        '  branch: main',
        '  pollInterval: 5s',
        'cluster:',
        `  kubeconfig: ${kubeconfig}`,
        'webhooks:',
        `  registrySecretFile: ${join(work, 'registry-secret')}`,
        '',
      ].join('\n'),
    );
    writeFileSync(join(work, 'registry-secret'), `${SECRET}\n`);
    say(`\n==> gitshift serve --config ${config}`);
    say(readFileSync(config, 'utf8').trimEnd().replace(/^/gm, '    '));
    // Its stderr is a pipe here, not a terminal: ask for the readable log lines rather than JSON.
    serve = spawn(
      process.execPath,
      ['bin/gitshift.js', 'serve', '--config', config, '--log-format', 'pretty'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const exited = new Promise<number | null>((resolve) => serve?.once('exit', resolve));
    prefixLines(serve.stdout);
    prefixLines(serve.stderr);

    await waitFor('the first sync of shop', async () =>
      (await deployment(api)) === undefined ? undefined : true,
    );
    say(
      `    shop/web exists; its image: ${(await deployment(api))?.spec?.template?.spec?.containers?.[0]?.image ?? '?'}`,
    );

    for (const [round, content] of ['hello from v1', 'hello from v2'].entries()) {
      say(`\n==> push ${round + 1}: skopeo copy an image ("${content}") to ${registry.host}/team/app:latest`);
      const before = git(remote, 'rev-parse', 'main');
      const started = performance.now();
      const image = await pushImage(registry.host, 'team/app', 'latest', content);
      say(`    pushed ${image.digest}`);
      const commit = await waitFor('the write-back commit', () => {
        const head = git(remote, 'rev-parse', 'main');
        return Promise.resolve(head === before ? undefined : head);
      });
      const committedMs = performance.now() - started;
      say(`\n    the config repository got a commit, ${committedMs.toFixed(0)} ms after the push:`);
      say(
        git(remote, 'show', '--stat', '--format=    %h by %an: %s%n%n%b', commit).replace(
          /^(?! {4})/gm,
          '    ',
        ),
      );
      say(git(remote, 'show', '--format=', '--unified=1', commit).replace(/^/gm, '      '));
      const pinned = `${registry.host}/team/app@${image.digest}`;
      await waitFor('the Deployment to take the new image', async () =>
        (await deployment(api))?.spec?.template?.spec?.containers?.[0]?.image === pinned ? true : undefined,
      );
      const appliedMs = performance.now() - started;
      await waitFor('the rollout', async () => {
        const status = (await deployment(api))?.status;
        return status?.updatedReplicas === 2 && status.readyReplicas === 2 && status.replicas === 2
          ? true
          : undefined;
      });
      say(
        `    shop/web: image ${pinned}\n    push → commit ${committedMs.toFixed(0)} ms, → Deployment updated ${appliedMs.toFixed(0)} ms, → 2 pods Ready ${(performance.now() - started).toFixed(0)} ms`,
      );
    }

    await showWhatServeShows(api, `http://127.0.0.1:${port}`);

    say('\n==> SIGTERM: gitshift serve finishes its work and exits');
    serve.kill('SIGTERM');
    const code = await exited;
    say(`    exit status ${code ?? 'signal'}`);
    if (code !== 0) throw new Error(`demo: gitshift serve exited with ${code ?? 'a signal'}`);
  } finally {
    if (serve !== undefined && serve.exitCode === null) serve.kill('SIGKILL');
    await registry.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();

/** The same story as the status page tells it: `status --server`, the API's activity, and the cluster's Events. */
async function showWhatServeShows(api: KubeApi, url: string): Promise<void> {
  say(`\n==> what serve shows (the status page is at ${url}/ while it runs)`);
  say(`    $ gitshift status --server ${url}`);
  const status = execFileSync(process.execPath, ['bin/gitshift.js', 'status', '--server', url], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  say(status.trimEnd().replace(/^/gm, '    '));
  const activity = (await (await fetch(`${url}/api/v1/events?project=shop&limit=4`)).json()) as {
    items: { at: string; kind: string; summary: string }[];
  };
  say(`    $ curl ${url}/api/v1/events?project=shop   (newest first)`);
  for (const entry of activity.items) say(`    ${entry.at}  ${entry.kind.padEnd(13)} ${entry.summary}`);
  const events = (await api.list('events.k8s.io/v1', 'Event', ''))
    .map(
      (e) =>
        e as LiveObject & {
          reportingController?: string;
          reason?: string;
          note?: string;
          regarding?: { kind?: string; name?: string };
        },
    )
    .filter((e) => e.metadata.namespace === 'shop' && e.reportingController === 'gitshift.io/serve');
  say("    the cluster's Events in shop written by gitshift (kubectl get events -n shop shows them)");
  for (const e of events.slice(-6))
    say(
      `    ${(e.reason ?? '').padEnd(16)} ${`${e.regarding?.kind ?? ''}/${e.regarding?.name ?? ''}`.padEnd(22)} ${e.note ?? ''}`,
    );
}
