/**
 * The pull request stage of `npm run demo`, on real parts: a Gitea forge
 * (built from its Go module), `gitshift serve` as a person runs it
 * (bin/gitshift.js, with the forge's token in a file), the testbed's control
 * plane, its real node and its ingress controller. A person opens a pull
 * request that changes an application's page and replicas; serve answers the
 * signed delivery with the plan as one comment (printed here as the forge
 * shows it) and a `gitshift/plan` status, then deploys the PR's version into
 * a preview namespace whose host answers through the ingress controller,
 * beside production. Closing the PR deletes the preview. Each step is timed
 * from the action that caused it. Expects `npm run build` done and the testbed
 * up with its real node.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { stringify } from 'yaml';
import { startGitea, type RunningGitea } from '../testbed/src/gitea.js';
import { freePort } from '../testbed/src/free-port.js';
import { PLAN_COMMENT_MARKER } from '../src/pulls/plan-comment.js';
import { createHttpKubeApi } from '../src/kube/http-kube-api.js';
import { deleteInventory } from '../src/reconciler/inventory-store.js';
import {
  addWebhook,
  cloneUrl,
  closePull,
  commitFiles,
  createRepository,
  listComments,
  listStatuses,
  openPull,
  type GiteaRepository,
} from '../test/support/gitea.js';
import { getThroughIngress, requireIngressController } from '../test/support/ingress.js';
import { requireRealNode } from '../test/support/real-node.js';
import { webProject } from '../test/support/web-project.js';

/** Unique per run: the testbed is shared and keeps what other runs made until they delete it. */
const PROJECT = `shop-${randomBytes(3).toString('hex')}`;
const HOST = `${PROJECT}.apps.demo`;
const SECRET = randomBytes(16).toString('hex');

const say = (text: string): void => console.log(text);
const indent = (text: string, by = '    '): string => text.replace(/^(?=.)/gm, by);
const since = (start: number): string => `${((performance.now() - start) / 1000).toFixed(1)} s`;

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`demo: timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(100);
  }
}

function configFiles(page: string, replicas: number): Record<string, string> {
  const node = requireRealNode();
  const files = webProject(node, PROJECT, page, HOST);
  const web = `projects/${PROJECT}/web.yaml`;
  files[web] = (files[web] ?? '').replace(/replicas: 1\b/, `replicas: ${replicas}`);
  return {
    'gitshift.yaml': stringify({
      apiVersion: 'gitshift.io/v1alpha1',
      kind: 'Settings',
      name: `demo-${PROJECT}`,
      routerSuffix: 'apps.demo',
      previews: { enabled: true, maxReplicas: 1 },
    }),
    ...files,
  };
}

interface RunningServe {
  readonly log: string[];
  stop(): Promise<void>;
}

function startServe(config: string): RunningServe {
  const child = spawn(
    process.execPath,
    ['bin/gitshift.js', 'serve', '--config', config, '--log-format', 'json'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => log.push(chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => log.push(chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    log,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function planComment(gitea: RunningGitea, repo: GiteaRepository, number: number) {
  return (await listComments(gitea, repo, number)).find((c) => c.body.startsWith(PLAN_COMMENT_MARKER));
}

async function main(): Promise<void> {
  const ingress = requireIngressController();
  const work = mkdtempSync(join(tmpdir(), 'gitshift-demo-pulls-'));
  const gitea = await startGitea({ workDir: join(work, 'gitea') });
  let serve: RunningServe | undefined;
  try {
    say(`    Gitea ${gitea.url} (built from code.gitea.io/gitea), ingress controller ${ingress.url}`);
    const repo = await createRepository(gitea, 'config');
    await commitFiles(gitea, repo, {
      branch: 'main',
      message: `project ${PROJECT}: a page served on the real node`,
      files: Object.entries(configFiles('the shop, as it is in production', 1)).map(([path, content]) => ({
        operation: 'create' as const,
        path,
        content,
      })),
    });
    const port = await freePort();
    const tokenFile = join(work, 'forge-token');
    const secretFile = join(work, 'hook-secret');
    writeFileSync(tokenFile, `${gitea.token}\n`, { mode: 0o600 });
    writeFileSync(secretFile, `${SECRET}\n`, { mode: 0o600 });
    const config = join(work, 'serve.yaml');
    writeFileSync(
      config,
      stringify({
        apiVersion: 'gitshift.io/v1alpha1',
        kind: 'ServeConfig',
        listen: `127.0.0.1:${port}`,
        publicUrl: `http://127.0.0.1:${port}`,
        stateDir: join(work, 'state'),
        repository: { url: cloneUrl(gitea, repo), pollInterval: '2s' },
        cluster: { kubeconfig: process.env['KUBECONFIG'] },
        webhooks: { githubSecretFile: secretFile },
        forge: { kind: 'gitea', apiUrl: `${gitea.url}/api/v1`, tokenFile },
      }),
    );
    await addWebhook(gitea, repo, { url: `http://127.0.0.1:${port}/hooks/github`, secret: SECRET });
    serve = startServe(config);
    const started = performance.now();
    await until(`${HOST} to answer`, async () => {
      const answer = await getThroughIngress(ingress, HOST);
      return answer.status === 200 ? answer.body : undefined;
    });
    say(
      `    production: http://${HOST}/ answers "${(await getThroughIngress(ingress, HOST)).body}" (synced and Ready ${since(started)} after serve started)`,
    );

    say('');
    say('==> a person opens a pull request: a new page, and 3 replicas');
    const changed = configFiles('the shop, as the pull request has it', 3);
    const head = await commitFiles(gitea, repo, {
      branch: 'main',
      newBranch: 'new-page',
      message: 'A new page, and three replicas',
      files: [
        {
          operation: 'update',
          path: `projects/${PROJECT}/web.yaml`,
          content: changed[`projects/${PROJECT}/web.yaml`] ?? '',
        },
      ],
    });
    const opened = performance.now();
    const pull = await openPull(gitea, repo, { head: 'new-page', title: 'A new page' });
    const status = await until('the gitshift/plan status', async () =>
      (await listStatuses(gitea, repo, head)).find(
        (s) => s.context === 'gitshift/plan' && s.status !== 'pending',
      ),
    );
    say(
      `    status gitshift/plan: ${status.status} — "${status.description}" (${since(opened)} after the PR was opened)`,
    );
    const comment = await until('the plan comment', () => planComment(gitea, repo, pull.number));
    say(`    the comment on ${gitea.url}/${repo.owner}/${repo.name}/pulls/${pull.number}:`);
    say(indent(comment.body.replace(`${PLAN_COMMENT_MARKER}\n`, ''), '    │ '));

    say('');
    say("==> the preview: the PR's version in its own namespace, its host prefixed");
    const previewHost = `pr-${pull.number}-${HOST}`;
    const page = await until(`${previewHost} to answer with the PR's page`, async () => {
      const answer = await getThroughIngress(ingress, previewHost);
      return answer.status === 200 && answer.body.includes('pull request') ? answer.body : undefined;
    });
    say(`    http://${previewHost}/ answers "${page}" (${since(opened)} after the PR was opened)`);
    say(`    http://${HOST}/ still answers "${(await getThroughIngress(ingress, HOST)).body}"`);
    const ready = await until('the comment to show the preview ready', async () => {
      const found = await planComment(gitea, repo, pull.number);
      return found?.body.includes('ready') === true ? found : undefined;
    });
    const previewRow = ready.body.split('\n').find((line) => line.includes(previewHost));
    say(`    the comment's preview row: ${previewRow ?? '(none)'}`);

    say('');
    say('==> the pull request is closed: its preview goes');
    const closed = performance.now();
    await closePull(gitea, repo, pull.number);
    await until(`${previewHost} to stop answering`, async () =>
      (await getThroughIngress(ingress, previewHost)).status === 404 ? true : undefined,
    );
    say(`    http://${previewHost}/ answers 404 (${since(closed)} after the close)`);
  } catch (error) {
    if (serve !== undefined)
      process.stderr.write(`--- serve's log ---\n${serve.log.join('').slice(-6000)}\n`);
    throw error;
  } finally {
    await serve?.stop();
    await gitea.stop();
    // The testbed may be shared and outlive the demo: the project goes with its namespace and inventory.
    const api = await createHttpKubeApi(process.env['KUBECONFIG'] ?? '');
    await api.delete({ apiVersion: 'v1', kind: 'Namespace', name: PROJECT });
    await deleteInventory(api, PROJECT);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
