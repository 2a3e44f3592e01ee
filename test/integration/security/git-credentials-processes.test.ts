import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { credentialedGit } from '../../../src/git/git-credentials.js';
import { systemGit } from '../../../src/git/git-runner.js';
import { writeBackEventLog } from '../../../src/serve/write-back-log.js';
import { WriteBack } from '../../../src/writeback/write-back.js';
import type { WriteBackEdit } from '../../../src/writeback/write-back-edit.js';
import { LogLines } from '../../../src/builds/executors/log-lines.js';
import { runBuildProcess } from '../../../src/builds/executors/build-process.js';
import { startGitHttpServer } from '../../support/git-http-server.js';
import { digest, imageStream, remoteFile, withSandbox, type GitSandbox } from '../../support/git-sandbox.js';
import { recordingLogger } from '../../support/log-recorder.js';
import { watchProcesses } from '../../support/process-secrets.js';

/**
 * SECURITY.md says: an HTTPS token reaches git only through a file that an
 * askpass script reads, and gitshift's own GITSHIFT_* variables (webhook
 * secrets and the template seed may be given by value) reach no child. These
 * tests run the real git against git's own http-backend on loopback and read
 * /proc/<pid>/cmdline and /proc/<pid>/environ of every process while it runs.
 */

const secret = (what: string): string => `${what}-${randomBytes(12).toString('hex')}`;

/** Where a test keeps its token file, as serve's tokenFile would be. */
function secretFile(sandbox: GitSandbox): string {
  const dir = sandbox.folder('secrets');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return join(dir, 'token');
}

const IMAGES = imageStream('web', 'spec:\n  dockerImageRepository: reg.example/shop/web\n');
const edit: WriteBackEdit = {
  type: 'image-stream-tag',
  project: 'shop',
  stream: 'web',
  tag: 'latest',
  image: digest(7),
  dockerImageReference: `reg.example/shop/web@${digest(7)}`,
  created: '2026-11-24T12:00:00Z',
};
const reason = { source: 'registry', event: 'push', deliveryId: 'security-1' };
const GIT_AT_WORK = /git(-remote-http| remote-http| fetch| push| send-pack)/;

/** Runs `work` with a secret in this process's environment, as serve holds one given by value. */
async function withSecretVariable<T>(name: string, value: string, work: () => Promise<T>): Promise<T> {
  process.env[name] = value;
  try {
    return await work();
  } finally {
    delete process.env[name];
  }
}

/** serve's write-back (WriteBack over credentialedGit, its events through serve's logger) against `url`. */
async function openServeWriteBack(sandbox: GitSandbox, url: string, tokenFile: string) {
  const workDir = sandbox.folder('serve-state');
  const recorder = recordingLogger('debug');
  const writeBack = await WriteBack.open({
    url,
    branch: 'main',
    workDir,
    author: { name: 'gitshift', email: 'gitshift@example.test' },
    outageRetry: { attempts: 2, baseMs: 1, maxMs: 5 },
    git: credentialedGit({ tokenFile }, { workDir }),
    log: writeBackEventLog({ log: recorder.logger, failed: () => undefined }),
  });
  return { writeBack, lines: recorder.lines };
}

test('a write-back over HTTPS-style auth: the token and serve’s secret variables are in no process’s argv or environment, nor in the log', async () => {
  const token = secret('git-token');
  const webhookSecret = secret('webhook-secret');
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const server = await startGitHttpServer({ root: dirname(sandbox.remote), token, delayMs: 300 });
    try {
      const tokenFile = secretFile(sandbox);
      writeFileSync(tokenFile, `${token}\n`, { mode: 0o600 });
      const { writeBack, lines } = await openServeWriteBack(sandbox, `${server.url}/remote.git`, tokenFile);
      const { result, watch } = await withSecretVariable('GITSHIFT_GITHUB_SECRET', webhookSecret, () =>
        watchProcesses([token, webhookSecret], GIT_AT_WORK, () => writeBack.request(edit, reason)),
      );
      await writeBack.close();
      assert.is(result.status, 'committed', 'the write-back reached the remote');
      assert.match(remoteFile(sandbox, 'projects/shop/images.yaml'), digest(7));
      assert.ok(
        server.requests.some((r) => r.path.endsWith('/git-receive-pack') && r.user !== undefined),
        'the push was authenticated with the token',
      );
      assert.ok(
        [...watch.seen].some((cmdline) => GIT_AT_WORK.test(cmdline)),
        'the watch saw git at work (else it proves nothing)',
      );
      assert.ok(
        watch.environments.some((environ) => /^GIT_ASKPASS=.*askpass\.sh$/m.test(environ)),
        'git found the token through the askpass script',
      );
      assert.equal([...watch.leaks], []);
      const logged = JSON.stringify(lines);
      assert.ok(logged.includes('write-back-pushed'), logged);
      assert.not.ok(logged.includes(token), logged);
    } finally {
      await server.stop();
    }
  });
});

test('a refused token is GIT_AUTH_FAILED at once, and neither the error nor the log quotes it', async () => {
  const token = secret('right-token');
  const wrong = secret('wrong-token');
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const server = await startGitHttpServer({ root: dirname(sandbox.remote), token });
    try {
      const tokenFile = secretFile(sandbox);
      writeFileSync(tokenFile, `${wrong}\n`, { mode: 0o600 });
      const { writeBack, lines } = await openServeWriteBack(sandbox, `${server.url}/remote.git`, tokenFile);
      const error = await writeBack.request(edit, reason).catch((e: unknown) => e);
      await writeBack.close();
      assert.instance(error, GitshiftError);
      assert.is((error as GitshiftError).code, 'GIT_AUTH_FAILED');
      const everything = [
        (error as Error).message,
        JSON.stringify((error as GitshiftError).data),
        JSON.stringify(lines),
      ].join('\n');
      assert.not.ok(everything.includes(wrong), everything);
      assert.not.ok(everything.includes(token), everything);
    } finally {
      await server.stop();
    }
  });
});

test('a password in the remote URL is in no process’s argv or environment while git pushes, nor in the log', async () => {
  const token = secret('url-password');
  await withSandbox({ 'projects/shop/images.yaml': IMAGES }, async (sandbox) => {
    const server = await startGitHttpServer({ root: dirname(sandbox.remote), token, delayMs: 300 });
    try {
      const url = server.url.replace('http://', `http://ci:${token}@`);
      const workDir = sandbox.folder('serve-state');
      const recorder = recordingLogger('debug');
      const writeBack = await WriteBack.open({
        url: `${url}/remote.git`,
        branch: 'main',
        workDir,
        author: { name: 'gitshift', email: 'gitshift@example.test' },
        git: credentialedGit({}, { workDir }),
        log: writeBackEventLog({ log: recorder.logger, failed: () => undefined }),
      });
      const { result, watch } = await watchProcesses([token], GIT_AT_WORK, () =>
        writeBack.request(edit, reason),
      );
      await writeBack.close();
      assert.is(result.status, 'committed');
      assert.ok(
        [...watch.seen].some((cmdline) => GIT_AT_WORK.test(cmdline)),
        'the watch saw git at work',
      );
      assert.equal([...watch.leaks], []);
      assert.not.ok(JSON.stringify(recorder.lines).includes(token));
      const config = join(workDir, 'clone.git', 'config');
      assert.is(statSync(config).mode & 0o777, 0o600, 'the clone config, which holds the login, is private');
      assert.not.ok(readFileSync(config, 'utf8').includes(`:${token}@`), 'the URL in it has no password');
    } finally {
      await server.stop();
    }
  });
});

test('builds’ git (the plain system git) and buildah’s processes inherit no GITSHIFT_* variable', async () => {
  const seed = secret('template-seed');
  const hookSecret = secret('registry-secret');
  const env = {
    ...process.env,
    GITSHIFT_TEMPLATE_SEED: seed,
    GITSHIFT_REGISTRY_SECRET: hookSecret,
    SECURITY_TEST_MARKER: 'kept',
  };
  // What git hands to anything it runs (a hook, a helper, ssh): its own environment, printed by an alias.
  const gitSees = (
    await systemGit({ env }).run(['-c', 'alias.environment=!env', 'environment'], { cwd: process.cwd() })
  ).stdout.toString('utf8');
  const buildSees: string[] = [];
  const exit = await runBuildProcess('env', [], {
    env,
    signal: new AbortController().signal,
    lines: new LogLines((line) => buildSees.push(line)),
    what: 'env of a build',
  });
  assert.is(exit, 0);
  for (const [who, seen] of [
    ['git', gitSees],
    ['a build process', buildSees.join('')],
  ] as const) {
    assert.match(seen, /^SECURITY_TEST_MARKER=kept$/m, `${who} gets the rest of the environment`);
    assert.not.match(seen, /^GITSHIFT_/m, `${who} gets no GITSHIFT_* variable`);
    assert.not.ok(seen.includes(seed) || seen.includes(hookSecret), `${who} sees no secret`);
  }
});

test.run();
