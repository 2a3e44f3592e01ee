/**
 * How the Forge fails on a real Gitea: refusals, a forge in trouble (through
 * a loopback proxy that answers for it first), a caller's abort, and Gitea
 * gone. A failure is always an error, never an empty answer, and no error
 * carries the token.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { createForge, ForgeError, type Forge } from '../../../src/forge/index.js';
import { startGitea } from '../../../testbed/src/gitea.js';
import {
  commitFiles,
  createRepository,
  openPull,
  type GiteaRepository,
  type RunningGitea,
} from '../../support/gitea.js';

interface Context {
  gitea: RunningGitea;
  workDir: string;
  repo: GiteaRepository;
  pullNumber: number;
}

const test = suite<Context>('forge failures on Gitea');
const FAST_RETRY = { attempts: 3, baseMs: 20, maxMs: 100 };

test.before(async (context) => {
  context.workDir = mkdtempSync(join(tmpdir(), 'gitshift-forge-fail-'));
  context.gitea = await startGitea({ workDir: join(context.workDir, 'gitea') });
  context.repo = await createRepository(context.gitea, 'config');
  await commitFiles(context.gitea, context.repo, {
    branch: 'main',
    newBranch: 'change',
    message: 'change',
    files: [{ operation: 'create', path: 'a.yaml', content: 'a: 1\n' }],
  });
  context.pullNumber = (
    await openPull(context.gitea, context.repo, { head: 'change', title: 'change' })
  ).number;
});

test.after(async ({ gitea, workDir }) => {
  await gitea.stop();
  rmSync(workDir, { recursive: true, force: true });
});

const forgeAt = (
  apiUrl: string,
  token: string,
  extra: Partial<Parameters<typeof createForge>[0]> = {},
): Forge => createForge({ kind: 'gitea', apiUrl, token, retry: FAST_RETRY, ...extra });

/** The error `work` throws; fails the test when it resolves. */
async function failure(work: Promise<unknown>): Promise<GitshiftError> {
  const outcome = await work.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a failure, got ${JSON.stringify(outcome.value)}`);
  assert.instance(outcome.error, GitshiftError);
  return outcome.error as GitshiftError;
}

function assertNoToken(error: GitshiftError, token: string): void {
  const seen = `${error.message}\n${JSON.stringify(error.data)}\n${String(error.stack)}`;
  assert.not.ok(seen.includes(token), `the token leaked: ${error.message}`);
}

/**
 * A loopback proxy in front of Gitea: `answer` may answer a request itself
 * (a 503, a 429, or never) instead of passing it on.
 */
async function startProxy(
  target: string,
  answer: (count: number) => { status: number; headers?: Record<string, string> } | 'hang' | 'pass',
): Promise<{ url: string; count: () => number; stop(): Promise<void> }> {
  let count = 0;
  const server: Server = createServer((req, res) => {
    count += 1;
    const decision = answer(count);
    if (decision === 'hang') return;
    if (decision !== 'pass') {
      res.writeHead(decision.status, { 'content-type': 'application/json', ...decision.headers });
      res.end(JSON.stringify({ message: `proxy says ${decision.status}` }));
      return;
    }
    const upstream = new URL(req.url ?? '/', target);
    const forwarded = httpRequest(upstream, { method: req.method, headers: req.headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    forwarded.on('error', (error) => res.destroy(error));
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => count,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

test('an unknown PR is FORGE_REFUSED with status 404, naming what was asked', async ({ gitea, repo }) => {
  const error = await failure(forgeAt(`${gitea.url}/api/v1`, gitea.token).pull(repo, 9999));
  assert.instance(error, ForgeError);
  const forgeError = error as ForgeError;
  assert.is(forgeError.code, 'FORGE_REFUSED');
  assert.is(forgeError.status, 404);
  assert.is(forgeError.method, 'pull');
  assert.not.ok(forgeError.transient);
  assert.match(forgeError.message, `answered 404 to pull: GET /repos/${repo.owner}/${repo.name}/pulls/9999`);
  assertNoToken(forgeError, gitea.token);
});

test('a bad token is FORGE_REFUSED (401), and the bad token is not in the message either', async ({
  gitea,
  repo,
}) => {
  const badToken = 'f'.repeat(40);
  const forge = forgeAt(`${gitea.url}/api/v1`, badToken);
  const error = await failure(forge.openPulls(repo));
  assert.is(error.code, 'FORGE_REFUSED');
  assert.is((error as ForgeError).status, 401);
  assertNoToken(error, badToken);
  const again = await failure(forge.upsertComment(repo, 1, '<!-- m -->', 'x'));
  assert.is(again.code, 'FORGE_REFUSED');
  assertNoToken(again, badToken);
});

test('503 and 429 are retried, waiting what Retry-After asks, then answered', async ({
  gitea,
  repo,
  pullNumber,
}) => {
  const proxy = await startProxy(gitea.url, (n) =>
    n === 1 ? { status: 503 } : n === 2 ? { status: 429, headers: { 'retry-after': '1' } } : 'pass',
  );
  try {
    const forge = forgeAt(`${proxy.url}/api/v1`, gitea.token, {
      retry: { attempts: 3, baseMs: 10, maxMs: 2000 },
    });
    const started = Date.now();
    const pull = await forge.pull(repo, pullNumber);
    assert.is(pull.number, pullNumber);
    assert.is(proxy.count(), 3);
    assert.ok(Date.now() - started >= 1000, `waited ${Date.now() - started} ms for Retry-After: 1`);
  } finally {
    await proxy.stop();
  }
});

test('a forge that stays in trouble is FORGE_UNAVAILABLE after the policy’s attempts', async ({
  gitea,
  repo,
}) => {
  const proxy = await startProxy(gitea.url, () => ({ status: 502 }));
  try {
    const error = await failure(forgeAt(`${proxy.url}/api/v1`, gitea.token).openPulls(repo));
    assert.is(error.code, 'FORGE_UNAVAILABLE');
    assert.ok(error.transient);
    assert.is((error as ForgeError).status, 502);
    assert.is(proxy.count(), FAST_RETRY.attempts);
    assert.match(error.message, '(3 attempts): proxy says 502');
    assertNoToken(error, gitea.token);
  } finally {
    await proxy.stop();
  }
});

test('a forge that does not answer is FORGE_UNAVAILABLE after the request deadline', async ({
  gitea,
  repo,
}) => {
  const proxy = await startProxy(gitea.url, () => 'hang');
  try {
    const forge = forgeAt(`${proxy.url}/api/v1`, gitea.token, {
      timeoutMs: 200,
      retry: { attempts: 2, baseMs: 10, maxMs: 10 },
    });
    const error = await failure(forge.pull(repo, 1));
    assert.is(error.code, 'FORGE_UNAVAILABLE');
    assert.is((error as ForgeError).status, undefined);
    assert.match(error.message, 'no answer within 200 ms');
  } finally {
    await proxy.stop();
  }
});

test('a request aborted by its signal ends at once as ABORTED, without retrying', async ({ gitea, repo }) => {
  const proxy = await startProxy(gitea.url, () => 'hang');
  try {
    const forge = forgeAt(`${proxy.url}/api/v1`, gitea.token);
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(new Error('serve is stopping')), 100);
    const error = await failure(forge.openPulls(repo, controller.signal));
    assert.is(error.code, 'ABORTED');
    assert.match(error.message, 'serve is stopping');
    assert.ok(Date.now() - started < 2000);
    assert.is(proxy.count(), 1);
    assertNoToken(error, gitea.token);
  } finally {
    await proxy.stop();
  }
});

// Last: stops this suite's Gitea.
test('Gitea stopped: openPulls and pull are FORGE_UNAVAILABLE, never an empty list', async ({
  gitea,
  repo,
  pullNumber,
}) => {
  const forge = forgeAt(`${gitea.url}/api/v1`, gitea.token);
  assert.is((await forge.openPulls(repo)).length, 1);
  await gitea.stop();
  const errors = await Promise.all(
    [forge.openPulls(repo), forge.pull(repo, pullNumber), forge.changedFiles(repo, pullNumber)].map(failure),
  );
  for (const error of errors) {
    assert.instance(error, ForgeError);
    assert.is(error.code, 'FORGE_UNAVAILABLE');
    assert.ok(error.transient);
    assert.is((error as ForgeError).status, undefined);
    assert.match(error.message, 'did not answer');
    assert.match(error.message, 'ECONNREFUSED');
    assertNoToken(error, gitea.token);
  }
});

test.run();
