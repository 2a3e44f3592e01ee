import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigSource, type ConfigSourceEvent } from '../../../src/source/config-source.js';
import { startGitHttpServer, type GitHttpServer } from '../../support/git-http-server.js';
import { SETTINGS } from '../../support/repo.js';
import { commitFiles, git, imageStream, withSandbox, type GitSandbox } from '../../support/git-sandbox.js';
import { gitshiftRejection } from '../../support/errors.js';

const TOKEN = 'tok-3f9a1c7e5d2b8h4k';
const files = {
  'gitshift.yaml': SETTINGS,
  'projects/shop/images.yaml': imageStream('web'),
  'projects/blog/images.yaml': imageStream('blog'),
};

/** A sandbox served over HTTP by git-http-backend, and a folder for secrets. */
async function withHttpRemote(
  options: { token?: string; dumb?: boolean },
  body: (sandbox: GitSandbox, server: GitHttpServer, url: string, secrets: string) => Promise<void>,
): Promise<void> {
  await withSandbox(files, async (sandbox) => {
    const server = await startGitHttpServer({ root: dirname(sandbox.remote), ...options });
    const secrets = mkdtempSync(join(tmpdir(), 'gitshift-secrets-'));
    try {
      await body(sandbox, server, `${server.url}/${basename(sandbox.remote)}`, secrets);
    } finally {
      await server.stop();
      rmSync(secrets, { recursive: true, force: true });
    }
  });
}

function tokenFile(dir: string, token: string): string {
  const file = join(dir, 'token');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return file;
}

test('smart HTTP with a token file: the default branch, a shallow fetch, then an incremental one', async () => {
  await withHttpRemote({ token: TOKEN }, async (sandbox, server, url, secrets) => {
    const workDir = sandbox.folder('source');
    const config = new ConfigSource({ url, workDir, credentials: { tokenFile: tokenFile(secrets, TOKEN) } });
    await config.open();
    assert.is(config.branch, 'main');
    assert.is(config.branchChoice, 'remote-default');
    const first = await config.fetch();
    assert.is(first.head, git(sandbox.remote, 'rev-parse', 'main'));
    assert.ok(existsSync(join(workDir, 'repo.git', 'shallow')), 'shallow over smart HTTP');
    const shop = commitFiles(sandbox, { 'projects/shop/images.yaml': imageStream('api') }, 'shop');
    const update = await config.fetch();
    assert.equal([update.head, update.changed.projects], [shop, ['shop']]);
    const authenticated = server.requests.filter((r) => r.status === 200);
    assert.ok(authenticated.length > 0);
    assert.ok(authenticated.every((r) => r.user === 'x-access-token'));
    // Neither the askpass script nor the repository's config holds the token.
    for (const file of ['credentials/askpass.sh', 'repo.git/config']) {
      assert.not.match(readFileSync(join(workDir, file), 'utf8'), TOKEN, file);
    }
  });
});

test('a user name and token in the URL: the token moves to a private file, the URL keeps the name', async () => {
  await withHttpRemote({ token: TOKEN }, async (sandbox, server, url) => {
    const workDir = sandbox.folder('source');
    const withToken = url.replace('http://', `http://alice:${TOKEN}@`);
    const config = new ConfigSource({ url: withToken, workDir });
    assert.is(config.url, url.replace('http://', 'http://alice@'));
    await config.open();
    await config.fetch();
    assert.ok(server.requests.some((r) => r.user === 'alice'));
    assert.not.match(readFileSync(join(workDir, 'repo.git', 'config'), 'utf8'), TOKEN);
    await config.stop();
    assert.not.ok(existsSync(join(workDir, 'credentials', 'url-token')), 'stop() removes the token file');
  });
});

test('a wrong token and no token are GIT_AUTH_FAILED, and the message never shows the token', async () => {
  await withHttpRemote({ token: TOKEN }, async (sandbox, _server, url, secrets) => {
    const wrong = 'wrong-token-1234567';
    const cases = [
      { credentials: { tokenFile: tokenFile(secrets, wrong) }, branch: 'main' },
      { credentials: {}, branch: 'main' },
    ];
    for (const { credentials, branch } of cases) {
      const config = new ConfigSource({ url, workDir: sandbox.folder('source'), credentials, branch });
      await config.open();
      const error = await gitshiftRejection(config.fetch());
      assert.is(error.code, 'GIT_AUTH_FAILED', error.message);
      assert.match(error.message, /refused the credentials/);
      assert.not.match(error.message, wrong);
      assert.not.match(error.message, TOKEN);
    }
    const inUrl = new ConfigSource({
      url: url.replace('http://', `http://bob:${wrong}@`),
      workDir: sandbox.folder('source'),
      branch: 'main',
    });
    await inUrl.open();
    const error = await gitshiftRejection(inUrl.fetch());
    assert.is(error.code, 'GIT_AUTH_FAILED');
    assert.not.match(error.message, wrong);
    assert.not.match(JSON.stringify(error.data), wrong);
  });
});

test('asking an unauthenticated remote for its default branch fails the same way', async () => {
  await withHttpRemote({ token: TOKEN }, async (sandbox, _server, url) => {
    const config = new ConfigSource({ url, workDir: sandbox.folder('source') });
    const error = await gitshiftRejection(config.open());
    assert.is(error.code, 'GIT_AUTH_FAILED');
  });
});

test('a dumb HTTP server cannot fetch shallow: a clear error, or a full fetch only when allowed', async () => {
  await withHttpRemote({ dumb: true }, async (sandbox, _server, url) => {
    git(sandbox.remote, 'update-server-info');
    const strict = new ConfigSource({ url, workDir: sandbox.folder('source'), branch: 'main' });
    await strict.open();
    const error = await gitshiftRejection(strict.fetch());
    assert.is(error.code, 'GIT_SHALLOW_UNSUPPORTED', error.message);
    assert.match(error.message, /--allow-full-fetch/);

    const events: ConfigSourceEvent[] = [];
    const workDir = sandbox.folder('source');
    const allowed = new ConfigSource({
      url,
      workDir,
      branch: 'main',
      allowFullFetch: true,
      log: (event) => events.push(event),
    });
    await allowed.open();
    const first = await allowed.fetch();
    assert.is(first.head, git(sandbox.remote, 'rev-parse', 'main'));
    assert.ok(
      events.some((e) => e.type === 'full-fetch'),
      'the full fetch is logged, not silent',
    );
    assert.not.ok(existsSync(join(workDir, 'repo.git', 'shallow')));
    const shop = commitFiles(sandbox, { 'projects/shop/images.yaml': imageStream('api') }, 'shop');
    git(sandbox.remote, 'update-server-info');
    const update = await allowed.fetch();
    assert.equal([update.head, update.changed.projects], [shop, ['shop']]);
    assert.is(events.filter((e) => e.type === 'full-fetch').length, 1, 'said once, remembered after');
  });
});

test.run();
