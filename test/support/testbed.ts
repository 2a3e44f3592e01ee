import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CoreV1Api, KubeConfig } from '@kubernetes/client-node';
import { stringify } from 'yaml';
import { createHttpKubeApi } from '../../src/kube/http-kube-api.js';
import { deleteInventoriesWhere } from '../../src/reconciler/inventory-store.js';
import { readState } from '../../testbed/src/control-plane.js';
import { testbedPaths } from '../../testbed/src/paths.js';
import { createPki, type Pki } from '../../testbed/src/pki.js';
import { startRegistry, type RegistryOptions, type RunningRegistry } from '../../testbed/src/registry.js';

export interface Cluster {
  readonly kubeconfigPath: string;
  readonly kubeConfig: KubeConfig;
  /** Unique per call: namespaces a test creates start with it and are deleted afterwards. */
  readonly namespacePrefix: string;
}

let counter = 0;

/**
 * The running testbed control plane. It is never skipped: when it is not up,
 * the test fails and says how to start it.
 */
export async function withCluster<T>(body: (cluster: Cluster) => Promise<T>): Promise<T> {
  const { kubeconfig } = testbedPaths(process.env);
  const kubeconfigPath = process.env['GITSHIFT_E2E_KUBECONFIG'] ?? kubeconfig;
  if (!existsSync(kubeconfigPath)) {
    throw new Error(
      `the real control plane is not running (no ${kubeconfigPath}): run 'npm run testbed:install' once, then 'npm run testbed:up'. e2e tests are never skipped.`,
    );
  }
  const kubeConfig = new KubeConfig();
  kubeConfig.loadFromFile(kubeconfigPath);
  const namespacePrefix = `e2e-${process.pid}-${++counter}-`;
  const core = kubeConfig.makeApiClient(CoreV1Api);
  try {
    return await body({ kubeconfigPath, kubeConfig, namespacePrefix });
  } finally {
    const { items } = await core.listNamespace();
    // A namespace the test deleted itself is skipped while it terminates, and may be gone by the time
    // its delete lands: a 404 there is the outcome the cleanup wants.
    await Promise.all(
      items
        .filter(
          (ns) => ns.metadata?.name?.startsWith(namespacePrefix) === true && !ns.metadata.deletionTimestamp,
        )
        .map((ns) => core.deleteNamespace({ name: ns.metadata?.name ?? '' }).catch(unlessNotFound)),
    );
    // gitshift's inventories of the test's projects, so no later test sees them as removed projects.
    await deleteInventoriesWhere(await createHttpKubeApi(kubeconfigPath), (project) =>
      project.startsWith(namespacePrefix),
    );
  }
}

function unlessNotFound(error: unknown): void {
  if ((error as { code?: unknown } | null)?.code !== 404) throw error;
}

/**
 * The running testbed's certificate authority, to sign client certificates
 * its API server trusts. Not there when GITSHIFT_E2E_KUBECONFIG points at
 * another cluster: a test that needs it fails and says so.
 */
export function testbedPki(): Pki {
  const state = readState(testbedPaths(process.env));
  if (state === undefined || !existsSync(join(state.dataDir, 'pki', 'ca.key')))
    throw new Error(
      "the testbed's CA is not found (no state.json naming its pki/ca.key): these tests need the testbed's own control plane, 'npm run testbed:up'",
    );
  return createPki(state.dataDir);
}

/**
 * Writes a kubeconfig at `path` for the cluster's API server that
 * authenticates as `user` (a kubeconfig user entry, with files relative to
 * `path`); returns `path`.
 */
export function writeUserKubeconfig(cluster: Cluster, path: string, user: Record<string, unknown>): string {
  const server = cluster.kubeConfig.getCurrentCluster();
  if (server === null) throw new Error(`${cluster.kubeconfigPath} names no current cluster`);
  const ca =
    server.caData ?? (server.caFile === undefined ? undefined : readFileSync(server.caFile, 'base64'));
  writeFileSync(
    path,
    stringify({
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: 't', cluster: { server: server.server, 'certificate-authority-data': ca } }],
      users: [{ name: 'u', user }],
      contexts: [{ name: 't', context: { cluster: 't', user: 'u' } }],
      'current-context': 't',
    }),
  );
  return path;
}

/** A Docker Distribution registry on loopback, stopped afterwards. */
export async function withRegistry<T>(
  options: RegistryOptions,
  body: (registry: RunningRegistry) => Promise<T>,
): Promise<T> {
  const registry = await startRegistry(options);
  try {
    return await body(registry);
  } finally {
    await registry.stop();
  }
}

export interface GitRemote {
  /** `file://` URL of a bare repository. */
  readonly url: string;
  readonly path: string;
}

/** A bare git repository in a temporary directory, removed afterwards. */
export async function withGitRemote<T>(body: (remote: GitRemote) => T | Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-remote-'));
  const path = join(dir, 'config.git');
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', path]);
  try {
    return await body({ url: `file://${path}`, path });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Commits `files` to the remote's main branch as a person would, in one commit with `message`. */
export function seedRemote(remote: GitRemote, files: Record<string, string>, message: string): void {
  const work = mkdtempSync(join(tmpdir(), 'gitshift-seed-'));
  try {
    const git = (...args: string[]) =>
      execFileSync('git', [
        '-C',
        work,
        '-c',
        'user.name=Human',
        '-c',
        'user.email=human@example.com',
        ...args,
      ]);
    git('init', '--quiet', '--initial-branch=main');
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(work, path)), { recursive: true });
      writeFileSync(join(work, path), text);
    }
    git('add', '--all');
    git('commit', '--quiet', '-m', message);
    git('push', '--quiet', remote.url, 'main');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export interface Received {
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** An HTTP endpoint on loopback that records what is posted to it. */
export async function withReceiver<T>(body: (url: string, received: Received[]) => Promise<T>): Promise<T> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: text });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await body(`http://127.0.0.1:${port}/events`, received);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Polls until `check` returns a value, or fails naming what it waited for. */
export async function eventually<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${last === undefined ? '' : `: ${describe(last)}`}`,
      );
    await new Promise((r) => setTimeout(r, 200));
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : JSON.stringify(error);
}
