import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { freePort } from '../../testbed/src/free-port.js';
import { buildRepoFiles, dockerAppFiles, writeBuildServeConfig } from './builds.js';
import { addWebhook, cloneUrl, createRepository, type GiteaRepository, type RunningGitea } from './gitea.js';
import { seedConfig } from './pulls.js';
import type { RealNode } from './real-node.js';
import { withServe, type ServeProcess } from './serve.js';
import { kubeApiFor } from './sync.js';
import { eventually, withCluster } from './testbed.js';

/** An application's source repository on Gitea, the config repository that builds and previews it, and serve. */
export interface SourcePreviewScene {
  readonly api: KubeApi;
  readonly app: GiteaRepository;
  readonly config: GiteaRepository;
  readonly serve: ServeProcess;
  readonly project: string;
  /** The production Route's host; a PR's preview answers at `pr-<n>-<host>`. */
  readonly host: string;
}

/**
 * The config repository's files: a BuildConfig building `sourceUrl` (Docker,
 * busybox httpd on the real node), a DeploymentConfig of its output, a
 * Service and a Route at `host`, previews on.
 */
export function sourcePreviewFiles(
  node: RealNode,
  project: string,
  host: string,
  sourceUrl: string,
): Record<string, string> {
  const files = buildRepoFiles({
    project,
    node,
    sourceUrl,
    documents: [
      {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: 'app' },
        spec: { selector: { app: 'app' }, ports: [{ name: 'http', port: 80, targetPort: 8080 }] },
      },
      {
        apiVersion: 'route.openshift.io/v1',
        kind: 'Route',
        metadata: { name: 'app' },
        spec: { host, to: { kind: 'Service', name: 'app' }, port: { targetPort: 8080 } },
      },
    ],
  });
  files['gitshift.yaml'] = stringify({
    apiVersion: 'gitshift.io/v1alpha1',
    kind: 'Settings',
    name: `e2e-${project}`,
    routerSuffix: 'apps.test',
    previews: { enabled: true },
  });
  return files;
}

/**
 * serve with local builds and a Gitea forge, tracking a config repository that
 * previews an application's source repository, both on `gitea`; the app's
 * webhook points at serve. The first sync is done when `body` runs.
 */
export async function withSourcePreviewScene<T>(
  gitea: RunningGitea,
  node: RealNode,
  secret: string,
  body: (scene: SourcePreviewScene) => Promise<T>,
): Promise<T> {
  return withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}app`;
    const host = `${project}.apps.test`;
    const app = await createRepository(gitea, `${namespacePrefix}app`.replace(/-+$/, ''));
    const config = await createRepository(gitea, `${namespacePrefix}config`.replace(/-+$/, ''));
    await seedConfig(gitea, app, dockerAppFiles(node.images.busybox, 'version 1'));
    await seedConfig(gitea, config, sourcePreviewFiles(node, project, host, cloneUrl(gitea, app)));
    const work = mkdtempSync(join(tmpdir(), 'gitshift-source-previews-'));
    try {
      const tokenFile = join(work, 'forge-token');
      writeFileSync(tokenFile, `${gitea.token}\n`);
      const port = await freePort();
      const configFile = writeBuildServeConfig({
        work,
        port,
        repositoryUrl: cloneUrl(gitea, config),
        kubeconfig: kubeconfigPath,
        builds: ['  executor: local', `  insecureRegistries: ["${node.registry}"]`],
        extra: [
          'forge:',
          '  kind: gitea',
          `  apiUrl: ${gitea.url}/api/v1`,
          `  tokenFile: ${tokenFile}`,
          'pulls:',
          '  sweepInterval: 1s',
          '  previewSettleTimeout: 120s',
        ],
      });
      await addWebhook(gitea, app, { url: `http://127.0.0.1:${port}/hooks/github`, secret });
      return await withServe(['--config', configFile], { GITSHIFT_GITHUB_SECRET: secret }, async (serve) => {
        await eventually('the first sync', async () =>
          (await api.get({ apiVersion: 'v1', kind: 'Service', namespace: project, name: 'app' })) ===
          undefined
            ? undefined
            : true,
        );
        return body({ api, app, config, serve, project, host });
      });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
}
