import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadServeConfig } from '../../../src/serve/serve-config.js';
import { assertGitshiftError } from '../../support/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'gitshift-serve-config-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const HEAD = 'apiVersion: gitshift.io/v1alpha1\nkind: ServeConfig\n';

test('a minimal file gets every default, with paths resolved against the file', () => {
  const config = loadServeConfig(
    file(
      'minimal.yaml',
      `${HEAD}repository:\n  url: file:///srv/config.git\ncluster:\n  kubeconfig: kube.yaml\n`,
    ),
    { HOME: '/home/x', XDG_STATE_HOME: '/state' },
  );
  assert.equal(config.listen, { host: '127.0.0.1', port: 8080 });
  assert.is(config.stateDir, '/state/gitshift');
  assert.is(config.repository.branch, 'main');
  assert.is(config.repository.pollIntervalMs, 30_000);
  assert.is(config.cluster.kubeconfig, join(dir, 'kube.yaml'));
  assert.is(config.cluster.resyncIntervalMs, 180_000);
  assert.is(config.webhooks.githubSecret, undefined);
  assert.is(config.imports.intervalMs, 900_000);
  assert.is(config.writeBack.tagHistory, 10);
});

test('writeBack.tagHistory is read, and one below 1 is refused with file, line and field', () => {
  const body = `${HEAD}repository:\n  url: file:///a.git\ncluster:\n  kubeconfig: k\nwriteBack:\n  tagHistory:`;
  assert.is(loadServeConfig(file('history.yaml', `${body} 3\n`), {}).writeBack.tagHistory, 3);
  assertGitshiftError(
    () => loadServeConfig(file('history-bad.yaml', `${body} 0\n`), {}),
    'SERVE_CONFIG_INVALID',
    /history-bad\.yaml:8:15: writeBack\.tagHistory:/,
  );
});

test('replicas: shards imply leader election; shards 0 and timings out of order are refused naming the fields', () => {
  const body = `${HEAD}repository:\n  url: file:///a.git\ncluster:\n  kubeconfig: k\nreplicas:\n`;
  const sharded = loadServeConfig(file('shards.yaml', `${body}  shards: 3\n  identity: web-1\n`), {});
  assert.equal(
    {
      leaderElection: sharded.replicas.leaderElection,
      shards: sharded.replicas.shards,
      id: sharded.replicas.identity,
    },
    { leaderElection: true, shards: 3, id: 'web-1' },
  );
  assertGitshiftError(
    () => loadServeConfig(file('shards-bad.yaml', `${body}  shards: 0\n`), {}),
    'SERVE_CONFIG_INVALID',
    /shards-bad\.yaml:8:\d+: replicas\.shards:/,
  );
  assertGitshiftError(
    () => loadServeConfig(file('timings-bad.yaml', `${body}  leaseDuration: 5s\n  renewDeadline: 7s\n`), {}),
    'SERVE_CONFIG_INVALID',
    'replicas: leaseDuration (5s) > renewDeadline (7s) > retryPeriod (2s) must hold',
  );
});

test('the environment overrides the file, and secrets come from files or by value', () => {
  const secret = file('github-secret', 'sekrit-github\n');
  const config = loadServeConfig(
    file(
      'env.yaml',
      `${HEAD}listen: 0.0.0.0:9000\nrepository:\n  url: file:///a.git\n  pollInterval: 1m\nwebhooks:\n  githubSecretFile: github-secret\n  registrySecretFile: ${secret}\n`,
    ),
    {
      KUBECONFIG: '/k',
      GITSHIFT_LISTEN: '127.0.0.1:0',
      GITSHIFT_REPO_URL: 'https://example.com/b.git',
      GITSHIFT_POLL_INTERVAL: '500ms',
      GITSHIFT_REGISTRY_SECRET: 'by-value-secret',
    },
  );
  assert.equal(config.listen, { host: '127.0.0.1', port: 0 });
  assert.is(config.repository.url, 'https://example.com/b.git');
  assert.is(config.repository.pollIntervalMs, 500);
  assert.is(config.cluster.kubeconfig, '/k');
  assert.is(config.webhooks.githubSecret, 'sekrit-github');
  assert.is(config.webhooks.registrySecret, 'by-value-secret');
});

test('no config file: the environment alone can configure the daemon', () => {
  const config = loadServeConfig(undefined, { GITSHIFT_REPO_URL: 'file:///c.git', KUBECONFIG: '/k' });
  assert.is(config.repository.url, 'file:///c.git');
});

test('a wrong field is reported with file, line and field', () => {
  const path = file(
    'bad.yaml',
    `${HEAD}repository:\n  url: file:///a.git\n  pollIntervall: 30s\ncluster:\n  concurrency: 0\n`,
  );
  assertGitshiftError(
    () => loadServeConfig(path, { KUBECONFIG: '/k' }),
    'SERVE_CONFIG_INVALID',
    /2 problem\(s\)[\s\S]*bad\.yaml:5:3: repository\.pollIntervall:[\s\S]*bad\.yaml:7:16: cluster\.concurrency:/,
  );
});

test('a bad environment value names the variable', () => {
  assertGitshiftError(
    () =>
      loadServeConfig(undefined, {
        GITSHIFT_REPO_URL: 'file:///c.git',
        KUBECONFIG: '/k',
        GITSHIFT_POLL_INTERVAL: 'soon',
      }),
    'SERVE_CONFIG_INVALID',
    /repository\.pollInterval \(from GITSHIFT_POLL_INTERVAL\)/,
  );
});

test('missing repository, missing cluster, unreadable or empty secret files are errors', () => {
  assertGitshiftError(
    () => loadServeConfig(undefined, { KUBECONFIG: '/k' }),
    'SERVE_CONFIG_INVALID',
    /repository\.url: no config repository/,
  );
  assertGitshiftError(
    () => loadServeConfig(undefined, { GITSHIFT_REPO_URL: 'file:///c.git' }),
    'SERVE_CONFIG_INVALID',
    /cluster\.kubeconfig: no cluster/,
  );
  const empty = file('empty-secret', '\n');
  assertGitshiftError(
    () =>
      loadServeConfig(undefined, {
        GITSHIFT_REPO_URL: 'file:///c.git',
        KUBECONFIG: '/k',
        GITSHIFT_GITHUB_SECRET_FILE: empty,
      }),
    'SERVE_CONFIG_INVALID',
    /webhooks\.githubSecretFile: .* is empty/,
  );
  assertGitshiftError(
    () =>
      loadServeConfig(undefined, {
        GITSHIFT_REPO_URL: 'file:///c.git',
        KUBECONFIG: '/k',
        GITSHIFT_GITHUB_SECRET_FILE: join(dir, 'nope'),
      }),
    'SERVE_CONFIG_INVALID',
    /cannot read .*nope: ENOENT/,
  );
  assertGitshiftError(
    () => loadServeConfig(join(dir, 'absent.yaml'), {}),
    'SERVE_CONFIG_INVALID',
    /cannot read .*absent\.yaml/,
  );
  assertGitshiftError(() => loadServeConfig(file('blank.yaml', ''), {}), 'SERVE_CONFIG_INVALID', /is empty/);
  assertGitshiftError(
    () => loadServeConfig(file('syntax.yaml', 'a: [\n'), {}),
    'SERVE_CONFIG_INVALID',
    /syntax\.yaml:\d+:\d+/,
  );
});

test('webhooks.genericSecretDir is resolved against the file and must be a folder when serve starts', () => {
  const body = `${HEAD}repository:\n  url: file:///a.git\ncluster:\n  kubeconfig: k\nwebhooks:\n  genericSecretDir:`;
  mkdirSync(join(dir, 'generic-secrets'), { recursive: true });
  const config = loadServeConfig(file('generic-dir.yaml', `${body} generic-secrets\n`), {});
  assert.is(config.webhooks.genericSecretDir, join(dir, 'generic-secrets'));
  assert.is(config.webhooks.genericSecret, undefined);
  const fromEnv = loadServeConfig(undefined, {
    GITSHIFT_REPO_URL: 'file:///a.git',
    KUBECONFIG: '/k',
    GITSHIFT_GENERIC_SECRET_DIR: join(dir, 'generic-secrets'),
  });
  assert.is(fromEnv.webhooks.genericSecretDir, join(dir, 'generic-secrets'));
  assertGitshiftError(
    () => loadServeConfig(file('generic-missing.yaml', `${body} no-such-folder\n`), {}),
    'SERVE_CONFIG_INVALID',
    `webhooks.genericSecretDir: cannot read ${join(dir, 'no-such-folder')}: ENOENT`,
  );
  assertGitshiftError(
    () => loadServeConfig(file('generic-file.yaml', `${body} generic-file.yaml\n`), {}),
    'SERVE_CONFIG_INVALID',
    `webhooks.genericSecretDir: ${join(dir, 'generic-file.yaml')} is not a folder`,
  );
});

test.run();
