import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../testbed/src/free-port.js';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { git, withSandbox, type GitSandbox } from './git-sandbox.js';
import { requireRealNode, type RealNode } from './real-node.js';
import { SETTINGS } from './repo.js';
import { startServe, type ServeProcess } from './serve.js';
import { kubeApiFor } from './sync.js';
import { eventually, withCluster } from './testbed.js';

/** A serve with the containers API on the real node, its config repository and its API token. */
export interface ContainersScene {
  readonly serve: ServeProcess;
  readonly sandbox: GitSandbox;
  readonly project: string;
  readonly token: string;
  readonly tokenFile: string;
  readonly node: RealNode;
  readonly kube: KubeApi;
  /** `/api/v1/projects/<project>/containers` on serve. */
  readonly base: string;
  /** A call to serve with the API token (or the headers given instead). */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** The config repository's head. */
  head(): string;
}

export interface SceneOptions {
  /** containers.rateLimit. Default: serve's default. */
  readonly rateLimit?: { readonly perSecond: number; readonly burst: number };
  /** gitshift.yaml (a Keystone, say). Default: the tests' minimal settings. */
  readonly settings?: string;
  /** The project's Project manifest (its members, its Keystone project), given its name. Default: a bare Project. */
  readonly projectManifest?: (project: string) => string;
}

/**
 * Runs `body` with a project (a namespace and a ConfigMap) in a config
 * repository and a `gitshift serve` process reconciling it, whose
 * containers run on the testbed's real node and pull from its registry
 * (serve's only registry). Everything is stopped and removed afterwards.
 */
export async function withContainersScene<T>(
  options: SceneOptions,
  body: (scene: ContainersScene) => Promise<T>,
): Promise<T> {
  const node = requireRealNode();
  return withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const project = `${namespacePrefix}run`;
    const files = {
      'gitshift.yaml': options.settings ?? SETTINGS,
      [`projects/${project}/project.yaml`]:
        options.projectManifest?.(project) ??
        `apiVersion: project.openshift.io/v1\nkind: Project\nmetadata:\n  name: ${project}\n`,
      [`projects/${project}/settings.yaml`]: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  mode: test\n`,
    };
    return withSandbox(files, async (sandbox) => {
      const work = mkdtempSync(join(tmpdir(), 'gitshift-containers-'));
      const token = `containers-token-${process.pid}`;
      const tokenFile = join(work, 'api-token');
      writeFileSync(tokenFile, `${token}\n`, { mode: 0o600 });
      const port = await freePort();
      const config = join(work, 'serve.yaml');
      writeFileSync(
        config,
        serveYaml({ port, work, url: sandbox.url, kubeconfigPath, tokenFile, node, options }),
      );
      const serve = await startServe(['--config', config], {});
      try {
        await eventually('serve to load the config repository', async () =>
          (await fetch(`${serve.url}/readyz`)).ok ? true : undefined,
        );
        const base = `/api/v1/projects/${project}/containers`;
        const scene: ContainersScene = {
          serve,
          sandbox,
          project,
          token,
          tokenFile,
          node,
          kube: await kubeApiFor(kubeconfigPath),
          base,
          call: (method, path, requestBody, headers) =>
            fetch(`${serve.url}${path}`, {
              method,
              headers: headers ?? {
                authorization: `Bearer ${token}`,
                ...(requestBody === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(requestBody === undefined
                ? {}
                : { body: typeof requestBody === 'string' ? requestBody : JSON.stringify(requestBody) }),
            }),
          head: () => git(sandbox.remote, 'rev-parse', 'main'),
        };
        return await body(scene);
      } catch (error) {
        throw new Error(`${(error as Error).message}\n--- gitshift serve logs ---\n${serve.logs()}`, {
          cause: error,
        });
      } finally {
        await serve.stop('SIGKILL');
        rmSync(work, { recursive: true, force: true });
      }
    });
  });
}

function serveYaml(input: {
  port: number;
  work: string;
  url: string;
  kubeconfigPath: string;
  tokenFile: string;
  node: RealNode;
  options: SceneOptions;
}): string {
  const { node, options } = input;
  const tolerations = node.tolerations.map(
    (t) => `      - { key: ${JSON.stringify(t.key)}, operator: Exists, effect: ${t.effect} }`,
  );
  return [
    'apiVersion: gitshift.io/v1alpha1',
    'kind: ServeConfig',
    `listen: 127.0.0.1:${input.port}`,
    `stateDir: ${join(input.work, 'state')}`,
    'repository:',
    `  url: ${input.url}`,
    '  pollInterval: 1s',
    'cluster:',
    `  kubeconfig: ${input.kubeconfigPath}`,
    '  resyncInterval: 10m',
    'registries:',
    `  - host: ${JSON.stringify(node.registry)}`,
    '    insecure: true',
    'api:',
    `  tokenFile: ${input.tokenFile}`,
    'containers:',
    `  nodeSelector: ${JSON.stringify(node.nodeSelector)}`,
    '  tolerations:',
    ...tolerations,
    ...(options.rateLimit === undefined
      ? []
      : [`  rateLimit: { perSecond: ${options.rateLimit.perSecond}, burst: ${options.rateLimit.burst} }`]),
    '',
  ].join('\n');
}
