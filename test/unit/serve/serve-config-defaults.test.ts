import { mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadServeConfig, type ResolvedServeConfig } from '../../../src/serve/serve-config.js';

const dir = mkdtempSync(join(tmpdir(), 'gitshift-serve-defaults-'));
const HEAD = 'apiVersion: gitshift.io/v1alpha1\nkind: ServeConfig\n';
/** A replica's default name in the Leases. */
const IDENTITY = `${hostname()}-${process.pid}`;
const ENV = { HOME: '/home/x', XDG_STATE_HOME: '/state', KUBECONFIG: '/k' };

/** What `gitshift serve` ran with, given only a repository URL, before the schema became the only place of the defaults. */
const EFFECTIVE_BEFORE: ResolvedServeConfig = {
  listen: { host: '127.0.0.1', port: 8080 },
  publicUrl: undefined,
  stateDir: '/state/gitshift',
  repository: {
    url: 'file:///srv/config.git',
    branch: 'main',
    path: '',
    pollIntervalMs: 30_000,
    credentials: {
      username: undefined,
      tokenFile: undefined,
      sshKeyFile: undefined,
      knownHostsFile: undefined,
    },
  },
  writeBack: {
    branch: undefined,
    author: { name: 'gitshift', email: 'gitshift@localhost' },
    batchWindowMs: 50,
    tagHistory: 10,
  },
  cluster: { kubeconfig: '/k', resyncIntervalMs: 180_000, concurrency: 4 },
  webhooks: {
    githubSecret: undefined,
    dockerhubSecret: undefined,
    registrySecret: undefined,
    genericSecret: undefined,
    genericSecretDir: undefined,
    rateLimits: {},
    requireGitHubSignature: false,
  },
  registries: [],
  onlyConfiguredRegistries: false,
  imports: { intervalMs: 900_000 },
  forge: undefined,
  pulls: {
    enabled: true,
    planTimeoutMs: 60_000,
    concurrency: 2,
    sweepIntervalMs: 300_000,
    previewSettleMs: 300_000,
  },
  api: { tokens: [], anonymousRead: true },
  events: { enabled: true },
  replicas: {
    leaderElection: false,
    shards: 1,
    identity: IDENTITY,
    leaseNamespace: 'gitshift-system',
    leaseDurationMs: 10_000,
    renewDeadlineMs: 7_000,
    retryPeriodMs: 2_000,
  },
  builds: {
    executor: 'local',
    registry: undefined,
    insecureRegistries: [],
    maxRunning: 2,
    logLimitBytes: 262_144,
    maxArchiveBytes: 104_857_600,
    cache: true,
    cluster: {
      builderImage: undefined,
      nodeSelector: {},
      tolerations: [],
      hostNetwork: false,
      contextListen: { host: '127.0.0.1', port: 0 },
      contextAdvertisedHost: undefined,
    },
  },
  containers: {
    enabled: true,
    rateLimit: { perSecond: 1, burst: 20 },
    maxBodyBytes: 65_536,
    nodeSelector: {},
    tolerations: [],
  },
};

// what, config file (after apiVersion and kind)
const minimal: [string, string][] = [
  ['a repository alone', 'repository:\n  url: file:///srv/config.git\n'],
  [
    'empty sections',
    'repository:\n  url: file:///srv/config.git\nwriteBack: {}\ncluster: {}\nwebhooks: {}\nimports: {}\n',
  ],
];
for (const [what, body] of minimal) {
  test(`a config file of ${what} runs with the defaults gitshift applied before`, () => {
    const path = join(dir, `${what.replace(/\W+/g, '-')}.yaml`);
    writeFileSync(path, `${HEAD}${body}`);
    assert.equal(loadServeConfig(path, ENV), EFFECTIVE_BEFORE);
  });
}

test('no config file: the environment alone gets the same defaults', () => {
  assert.equal(
    loadServeConfig(undefined, { ...ENV, GITSHIFT_REPO_URL: 'file:///srv/config.git' }),
    EFFECTIVE_BEFORE,
  );
});

test('a registry listed without its optional fields gets them as before', () => {
  const path = join(dir, 'registry.yaml');
  writeFileSync(
    path,
    `${HEAD}repository:\n  url: file:///srv/config.git\nregistries:\n  - host: r.example.com\n`,
  );
  assert.equal(loadServeConfig(path, ENV).registries, [
    {
      host: 'r.example.com',
      url: undefined,
      insecure: false,
      username: undefined,
      passwordFile: undefined,
      tokenRealms: [],
    },
  ]);
});

test.run();
