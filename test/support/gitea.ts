import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGitea, type RunningGitea } from '../../testbed/src/gitea.js';

export type { RunningGitea } from '../../testbed/src/gitea.js';

/** A Gitea of its own in a temporary directory, stopped and removed afterwards. */
export async function withGitea<T>(body: (gitea: RunningGitea) => T | Promise<T>): Promise<T> {
  const workDir = mkdtempSync(join(tmpdir(), 'gitshift-gitea-'));
  const gitea = await startGitea({ workDir });
  try {
    return await body(gitea);
  } finally {
    await gitea.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

export interface GiteaRepository {
  readonly owner: string;
  readonly name: string;
}

/** An answer Gitea gave that was not 2xx; the message has the method, path, status and body, never the token. */
export class GiteaApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** One call to Gitea's REST API as its admin (or as `token`); JSON in, JSON out. */
export async function giteaApi<T = unknown>(
  gitea: Pick<RunningGitea, 'url' | 'token'>,
  method: string,
  path: string,
  body?: unknown,
  token: string = gitea.token,
): Promise<T> {
  const response = await fetch(`${gitea.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `token ${token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok)
    throw new GiteaApiError(response.status, `Gitea ${method} ${path}: ${response.status} ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** A repository of the admin user; `autoInit` gives it a first commit (a README) on main. */
export async function createRepository(
  gitea: RunningGitea,
  name: string,
  { autoInit = true }: { autoInit?: boolean } = {},
): Promise<GiteaRepository> {
  await giteaApi(gitea, 'POST', '/user/repos', { name, auto_init: autoInit, default_branch: 'main' });
  return { owner: gitea.user, name };
}

/** The repository's clone URL, without credentials. */
export function cloneUrl(gitea: RunningGitea, repo: GiteaRepository): string {
  return `${gitea.url}/${repo.owner}/${repo.name}.git`;
}

/**
 * Runs git with Gitea's token as an HTTP header given through the environment
 * (GIT_CONFIG_*), so it is on no command line, in no URL and in no error message.
 */
export function gitWithToken(gitea: RunningGitea, cwd: string, args: readonly string[]): Promise<string> {
  const env = {
    ...process.env,
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'http.extraHeader',
    GIT_CONFIG_VALUE_0: `Authorization: token ${gitea.token}`,
  };
  return new Promise((resolveOutput, reject) => {
    execFile('git', args, { cwd, env, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error === null) resolveOutput(stdout.trim());
      else reject(new Error(`git ${args.join(' ')} failed: ${stderr.split(gitea.token).join('<token>')}`));
    });
  });
}

/** Pushes `refspec` (such as `HEAD:main` or `feature`) of a local repository to the Gitea repository. */
export async function pushToGitea(
  gitea: RunningGitea,
  repo: GiteaRepository,
  localDir: string,
  refspec: string,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  await gitWithToken(gitea, localDir, [
    'push',
    '--quiet',
    ...(force ? ['--force'] : []),
    cloneUrl(gitea, repo),
    refspec,
  ]);
}

export interface FileChange {
  readonly operation: 'create' | 'update' | 'delete';
  readonly path: string;
  /** The new text; not for delete. */
  readonly content?: string;
  /** For a rename: the old path (operation update). */
  readonly fromPath?: string;
}

/**
 * One commit made by Gitea itself (its ChangeFiles API) on `branch`, or on
 * `newBranch` started from `branch`. Gitea pushes it through its own hooks, so
 * it is delivered and synchronizes PRs like a push. Returns the commit's SHA.
 */
export async function commitFiles(
  gitea: RunningGitea,
  repo: GiteaRepository,
  options: { branch: string; newBranch?: string; message: string; files: readonly FileChange[] },
): Promise<string> {
  const files = await Promise.all(
    options.files.map(async (change) => ({
      operation: change.operation,
      path: change.path,
      ...(change.content === undefined ? {} : { content: Buffer.from(change.content).toString('base64') }),
      ...(change.fromPath === undefined ? {} : { from_path: change.fromPath }),
      // update and delete must name the blob they replace.
      ...(change.operation === 'create'
        ? {}
        : { sha: await blobSha(gitea, repo, change.fromPath ?? change.path, options.branch) }),
    })),
  );
  const answer = await giteaApi<{ commit: { sha: string } }>(
    gitea,
    'POST',
    `/repos/${repo.owner}/${repo.name}/contents`,
    {
      branch: options.branch,
      ...(options.newBranch === undefined ? {} : { new_branch: options.newBranch }),
      message: options.message,
      files,
    },
  );
  return answer.commit.sha;
}

async function blobSha(
  gitea: RunningGitea,
  repo: GiteaRepository,
  path: string,
  ref: string,
): Promise<string> {
  const file = await giteaApi<{ sha: string }>(
    gitea,
    'GET',
    `/repos/${repo.owner}/${repo.name}/contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${encodeURIComponent(ref)}`,
  );
  return file.sha;
}

export interface GiteaPull {
  readonly number: number;
  readonly head: { readonly sha: string; readonly ref: string };
  readonly state: string;
  readonly merged: boolean;
}

export async function openPull(
  gitea: RunningGitea,
  repo: GiteaRepository,
  { head, base = 'main', title, body = '' }: { head: string; base?: string; title: string; body?: string },
): Promise<GiteaPull> {
  return giteaApi<GiteaPull>(gitea, 'POST', `/repos/${repo.owner}/${repo.name}/pulls`, {
    head,
    base,
    title,
    body,
  });
}

export function getPull(gitea: RunningGitea, repo: GiteaRepository, number: number): Promise<GiteaPull> {
  return giteaApi<GiteaPull>(gitea, 'GET', `/repos/${repo.owner}/${repo.name}/pulls/${number}`);
}

export async function closePull(gitea: RunningGitea, repo: GiteaRepository, number: number): Promise<void> {
  await giteaApi(gitea, 'PATCH', `/repos/${repo.owner}/${repo.name}/pulls/${number}`, { state: 'closed' });
}

export async function reopenPull(gitea: RunningGitea, repo: GiteaRepository, number: number): Promise<void> {
  await giteaApi(gitea, 'PATCH', `/repos/${repo.owner}/${repo.name}/pulls/${number}`, { state: 'open' });
}

/** Gitea's own merge call: octokit's `pulls.merge` sends a body Gitea does not read. */
export async function mergePull(gitea: RunningGitea, repo: GiteaRepository, number: number): Promise<void> {
  await giteaApi(gitea, 'POST', `/repos/${repo.owner}/${repo.name}/pulls/${number}/merge`, { Do: 'merge' });
}

/** Creates the label in the repository when it is missing, then puts it on the PR; returns its id. */
export async function addLabel(
  gitea: RunningGitea,
  repo: GiteaRepository,
  number: number,
  name: string,
): Promise<number> {
  const base = `/repos/${repo.owner}/${repo.name}`;
  const labels = await giteaApi<{ id: number; name: string }[]>(gitea, 'GET', `${base}/labels?limit=50`);
  const id =
    labels.find((label) => label.name === name)?.id ??
    (await giteaApi<{ id: number }>(gitea, 'POST', `${base}/labels`, { name, color: '#00aabb' })).id;
  await giteaApi(gitea, 'POST', `${base}/issues/${number}/labels`, { labels: [id] });
  return id;
}

export async function removeLabel(
  gitea: RunningGitea,
  repo: GiteaRepository,
  number: number,
  labelId: number,
): Promise<void> {
  await giteaApi(gitea, 'DELETE', `/repos/${repo.owner}/${repo.name}/issues/${number}/labels/${labelId}`);
}

export interface GiteaComment {
  readonly id: number;
  readonly body: string;
  readonly user: { readonly login: string };
}

export function comment(
  gitea: RunningGitea,
  repo: GiteaRepository,
  number: number,
  body: string,
  token?: string,
): Promise<GiteaComment> {
  return giteaApi<GiteaComment>(
    gitea,
    'POST',
    `/repos/${repo.owner}/${repo.name}/issues/${number}/comments`,
    { body },
    token,
  );
}

/** Every comment of the PR: Gitea's comment listing has no pages (it ignores `page` and `limit`) and answers all. */
export function listComments(
  gitea: RunningGitea,
  repo: GiteaRepository,
  number: number,
): Promise<GiteaComment[]> {
  return giteaApi<GiteaComment[]>(
    gitea,
    'GET',
    `/repos/${repo.owner}/${repo.name}/issues/${number}/comments`,
  );
}

/** A commit status as Gitea returns it: the state is called `status`. */
export interface GiteaStatus {
  readonly id: number;
  readonly status: string;
  readonly context: string;
  readonly description: string;
  readonly target_url: string;
}

export function listStatuses(
  gitea: RunningGitea,
  repo: GiteaRepository,
  sha: string,
): Promise<GiteaStatus[]> {
  return giteaApi<GiteaStatus[]>(
    gitea,
    'GET',
    `/repos/${repo.owner}/${repo.name}/commits/${sha}/statuses?limit=50`,
  );
}

export async function addWebhook(
  gitea: RunningGitea,
  repo: GiteaRepository,
  {
    url,
    secret,
    // `pull_request` turns on every PR event (labels, sync, comments on PRs); `issue_comment` those on issues.
    events = ['push', 'pull_request', 'issue_comment'],
  }: { url: string; secret: string; events?: readonly string[] },
): Promise<number> {
  const hook = await giteaApi<{ id: number }>(gitea, 'POST', `/repos/${repo.owner}/${repo.name}/hooks`, {
    type: 'gitea',
    active: true,
    events,
    config: { url, content_type: 'json', secret },
  });
  return hook.id;
}

/** A user who is not an admin, with a token of their own. */
export async function createUser(
  gitea: RunningGitea,
  username: string,
): Promise<{ username: string; token: string }> {
  const password = `pw-${username}-not-secret`;
  await giteaApi(gitea, 'POST', '/admin/users', {
    username,
    email: `${username}@example.com`,
    password,
    must_change_password: false,
  });
  const basic = Buffer.from(`${username}:${password}`).toString('base64');
  const response = await fetch(`${gitea.url}/api/v1/users/${username}/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'tests', scopes: ['all'] }),
  });
  if (!response.ok)
    throw new GiteaApiError(response.status, `Gitea token for ${username}: ${response.status}`);
  const token = ((await response.json()) as { sha1: string }).sha1;
  return { username, token };
}

export async function addCollaborator(
  gitea: RunningGitea,
  repo: GiteaRepository,
  username: string,
  permission: 'read' | 'write' | 'admin',
): Promise<void> {
  await giteaApi(gitea, 'PUT', `/repos/${repo.owner}/${repo.name}/collaborators/${username}`, { permission });
}

/** One webhook delivery as it arrived: its headers and the exact bytes of its body. */
export interface Delivery {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  /** The body parsed as JSON, for predicates; undefined when it is not JSON. */
  readonly json: unknown;
}

export interface DeliveryReceiver {
  /** `http://127.0.0.1:<port>/hook`. */
  readonly url: string;
  /** Every delivery received so far, in order. */
  readonly deliveries: readonly Delivery[];
  /**
   * The first delivery matching `predicate` not yet returned by `next`:
   * one already received or the next to arrive. Fails after `timeoutMs`.
   */
  next(
    predicate: (delivery: Delivery) => boolean,
    timeoutMs?: number,
    signal?: AbortSignal,
  ): Promise<Delivery>;
  stop(): Promise<void>;
}

/** A loopback HTTP server that answers every delivery 200 and keeps it. */
export async function startDeliveryReceiver(): Promise<DeliveryReceiver> {
  const deliveries: Delivery[] = [];
  const claimed = new Set<Delivery>();
  const waiters = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        json = undefined; // a non-JSON body is kept as bytes; predicates see no JSON
      }
      deliveries.push({
        method: req.method ?? 'POST',
        path: req.url ?? '/',
        headers: req.headers,
        body,
        json,
      });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
      for (const wake of [...waiters]) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const claim = (predicate: (delivery: Delivery) => boolean): Delivery | undefined => {
    const found = deliveries.find((delivery) => !claimed.has(delivery) && predicate(delivery));
    if (found !== undefined) claimed.add(found);
    return found;
  };

  return {
    url: `http://127.0.0.1:${port}/hook`,
    deliveries,
    next(predicate, timeoutMs = 10_000, signal) {
      const ready = claim(predicate);
      if (ready !== undefined) return Promise.resolve(ready);
      return new Promise<Delivery>((resolve, reject) => {
        const done = (): void => {
          clearTimeout(timer);
          waiters.delete(wake);
          signal?.removeEventListener('abort', aborted);
        };
        const wake = (): void => {
          const found = claim(predicate);
          if (found === undefined) return;
          done();
          resolve(found);
        };
        const aborted = (): void => {
          done();
          reject(signal?.reason as Error);
        };
        const timer = setTimeout(() => {
          done();
          const seen = deliveries.map(
            (d) => `${String(d.headers['x-gitea-event'] ?? d.headers['x-github-event'])}`,
          );
          reject(
            new Error(`no matching delivery within ${timeoutMs} ms (received: ${seen.join(', ') || 'none'})`),
          );
        }, timeoutMs);
        waiters.add(wake);
        signal?.addEventListener('abort', aborted, { once: true });
      });
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
