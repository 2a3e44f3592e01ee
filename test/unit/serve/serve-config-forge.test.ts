import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadServeConfig } from '../../../src/serve/serve-config.js';
import { assertGitshiftError } from '../../support/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'gitshift-serve-forge-'));
const HEAD =
  'apiVersion: gitshift.io/v1alpha1\nkind: ServeConfig\nrepository:\n  url: file:///srv/config.git\n';
const ENV = { HOME: '/home/x', XDG_STATE_HOME: '/state', KUBECONFIG: '/k' };
const TOKEN = 'forge-token-0123456789abcdef';
const tokenFile = join(dir, 'forge-token');
writeFileSync(tokenFile, `${TOKEN}\n`);

function configFile(name: string, body: string): string {
  const path = join(dir, `${name}.yaml`);
  writeFileSync(path, `${HEAD}${body}`);
  return path;
}

test('a GitHub forge reads its token from the file and defaults to the public API', () => {
  const file = configFile('github', 'forge:\n  kind: github\n  tokenFile: forge-token\n');
  const config = loadServeConfig(file, ENV);
  assert.equal(config.forge, { kind: 'github', apiUrl: 'https://api.github.com', token: TOKEN });
  assert.equal(config.pulls, {
    enabled: true,
    planTimeoutMs: 60_000,
    concurrency: 2,
    sweepIntervalMs: 300_000,
    previewSettleMs: 300_000,
  });
});

test('a Gitea forge without its API URL is refused, naming the field', () => {
  const file = configFile('gitea-no-url', 'forge:\n  kind: gitea\n  tokenFile: forge-token\n');
  assertGitshiftError(() => loadServeConfig(file, ENV), 'SERVE_CONFIG_INVALID', /forge\.apiUrl/);
});

test('the environment names the forge and the public URL; trailing slashes go', () => {
  const config = loadServeConfig(undefined, {
    ...ENV,
    GITSHIFT_REPO_URL: 'file:///srv/config.git',
    GITSHIFT_FORGE_KIND: 'gitea',
    GITSHIFT_FORGE_API_URL: 'http://127.0.0.1:3000/api/v1/',
    GITSHIFT_FORGE_TOKEN_FILE: tokenFile,
    GITSHIFT_PUBLIC_URL: 'https://gitshift.example.com/',
  });
  assert.equal(config.forge, { kind: 'gitea', apiUrl: 'http://127.0.0.1:3000/api/v1', token: TOKEN });
  assert.is(config.publicUrl, 'https://gitshift.example.com');
});

test('an unreadable or empty token file is refused, naming the field and never a token', () => {
  writeFileSync(join(dir, 'empty-token'), '\n');
  for (const [name, path] of [
    ['missing', 'no-such-file'],
    ['empty', 'empty-token'],
  ] as const) {
    const file = configFile(`token-${name}`, `forge:\n  kind: github\n  tokenFile: ${path}\n`);
    assertGitshiftError(() => loadServeConfig(file, ENV), 'SERVE_CONFIG_INVALID', /forge\.tokenFile/);
  }
});

test('a forge without a kind or with an unknown one is refused at its line', () => {
  assertGitshiftError(
    () => loadServeConfig(configFile('no-kind', 'forge:\n  tokenFile: forge-token\n'), ENV),
    'SERVE_CONFIG_INVALID',
    /no-kind\.yaml:\d+:\d+.*kind/,
  );
  assertGitshiftError(
    () => loadServeConfig(configFile('bad-kind', 'forge:\n  kind: gitlab\n  tokenFile: forge-token\n'), ENV),
    'SERVE_CONFIG_INVALID',
    /bad-kind\.yaml:\d+:\d+.*forge\.kind|forge\.kind/,
  );
});

test('a public URL that is not http(s) is refused', () => {
  assertGitshiftError(
    () => loadServeConfig(configFile('bad-public', 'publicUrl: gitshift.example.com\n'), ENV),
    'SERVE_CONFIG_INVALID',
    /publicUrl/,
  );
});

test.run();
