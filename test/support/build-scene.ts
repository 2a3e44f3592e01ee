import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreV1Api, type KubeConfig } from '@kubernetes/client-node';
import * as assert from 'uvu/assert';
import { freePort } from '../../testbed/src/free-port.js';
import {
  writeBuildServeConfig,
  BUILD_GITHUB_SECRET,
  buildRepoFiles,
  dockerAppFiles,
  postPush,
  pushDelivery,
} from './builds.js';
import { commitFiles, git, withSandbox, type GitSandbox } from './git-sandbox.js';
import { requireRealNode, type RealNode } from './real-node.js';
import { startServe, withServe, type ServeProcess } from './serve.js';
import { eventually, withCluster } from './testbed.js';

export interface BuildScene {
  readonly serve: ServeProcess;
  readonly project: string;
  readonly source: GitSandbox;
  readonly config: GitSandbox;
  readonly node: RealNode;
  readonly kubeConfig: KubeConfig;
  /** Starts another serve on the same config file and state (after `serve` stopped); the caller stops it. */
  restart(): Promise<ServeProcess>;
}

/**
 * serve on the real testbed with local builds (buildah on this machine),
 * the real node's registry for images, an application source repository
 * and a config repository that builds it and deploys it on the real node.
 */
export async function withBuildScene(
  name: string,
  options: {
    readonly strategy?: Record<string, unknown>;
    readonly spec?: Record<string, unknown>;
    /** The application source's first commit. Default: dockerAppFiles 'version 1'. */
    readonly app?: Record<string, string>;
    /** More documents of the project's app.yaml, given the project's name. */
    readonly documents?: (project: string) => Record<string, unknown>[];
    /** serve listens here (known before it starts, for a registry that notifies it). Default: a free port. */
    readonly port?: number;
    /** The `builds:` section's lines after `builds:`. Default: local executor, the real node's registry insecure. */
    readonly builds?: readonly string[];
    /** More top-level lines of serve's config. */
    readonly serveConfig?: readonly string[];
    /** More environment for serve. */
    readonly env?: Readonly<Record<string, string>>;
    /** Runs before the repositories are made, given the project's name (to push images they name). */
    readonly before?: (project: string) => Promise<void>;
  },
  body: (scene: BuildScene) => Promise<void>,
): Promise<void> {
  const node = requireRealNode();
  await withCluster(async ({ kubeconfigPath, kubeConfig, namespacePrefix }) => {
    const project = `${namespacePrefix}${name}`;
    await options.before?.(project);
    await withSandbox(options.app ?? dockerAppFiles(node.images.busybox, 'version 1'), async (source) => {
      const files = buildRepoFiles({
        project,
        node,
        sourceUrl: source.url,
        ...(options.strategy === undefined ? {} : { strategy: options.strategy }),
        ...(options.spec === undefined ? {} : { spec: options.spec }),
        ...(options.documents === undefined ? {} : { documents: options.documents(project) }),
      });
      await withSandbox(files, async (config) => {
        const work = mkdtempSync(join(tmpdir(), 'gitshift-builds-e2e-'));
        try {
          const port = options.port ?? (await freePort());
          const configFile = writeBuildServeConfig({
            work,
            port,
            repositoryUrl: config.url,
            kubeconfig: kubeconfigPath,
            builds: options.builds ?? ['  executor: local', `  insecureRegistries: ["${node.registry}"]`],
            ...(options.serveConfig === undefined ? {} : { extra: options.serveConfig }),
          });
          await withServe(
            ['--config', configFile],
            { GITSHIFT_GITHUB_SECRET: BUILD_GITHUB_SECRET, ...options.env },
            async (serve) => {
              await eventually('/readyz', async () =>
                (await fetch(`${serve.url}/readyz`)).ok ? true : undefined,
              );
              const restart = () =>
                startServe(['--config', configFile], {
                  GITSHIFT_GITHUB_SECRET: BUILD_GITHUB_SECRET,
                  ...options.env,
                });
              await body({ serve, project, source, config, node, kubeConfig, restart });
            },
          );
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      });
    });
  });
}

/** Commits to the application's source and tells serve as GitHub would; returns the commit. */
export async function pushToSource(
  scene: BuildScene,
  files: Record<string, string>,
  message: string,
): Promise<string> {
  const before = git(scene.source.remote, 'rev-parse', 'main');
  const after = commitFiles(scene.source, files, message);
  const response = await postPush(
    `${scene.serve.url}/hooks/github`,
    pushDelivery(scene.source.url, before, after),
    BUILD_GITHUB_SECRET,
    `e2e-${after.slice(0, 12)}`,
  );
  assert.is(response.status, 202, await response.text());
  return after;
}

/** What the application's pod on the real node answers on port 8080, once one runs `image`. */
export async function appAnswer(scene: BuildScene, image: string, path = '/'): Promise<string> {
  const core = scene.kubeConfig.makeApiClient(CoreV1Api);
  return eventually(
    `a pod running ${image} to answer`,
    async () => {
      const pods = await core.listNamespacedPod({ namespace: scene.project });
      const pod = pods.items.find(
        (p) =>
          p.status?.phase === 'Running' &&
          p.metadata?.deletionTimestamp === undefined &&
          p.spec?.containers[0]?.image === image &&
          p.status.podIP !== undefined,
      );
      if (pod === undefined) return undefined;
      try {
        const response = await fetch(`http://${pod.status?.podIP ?? ''}:8080${path}`, {
          signal: AbortSignal.timeout(2000),
        });
        return response.ok ? (await response.text()).trim() : undefined;
      } catch {
        // Not listening yet.
        return undefined;
      }
    },
    120_000,
  );
}
