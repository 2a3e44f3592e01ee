/**
 * The chaos run's scene on real parts: the testbed's API server and real
 * node, a Gitea holding the config repository (and answering as the forge),
 * a registry the write-back ImageStream follows, an application source the
 * build project builds, and `gitshift serve` on one state directory and one
 * port, started again after each kill. How serve is started (from dist or
 * from source) is the caller's choice.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { deleteInventoriesWhere } from '../../src/reconciler/inventory-store.js';
import { freePort } from '../../testbed/src/free-port.js';
import { startRegistry, type RunningRegistry } from '../../testbed/src/registry.js';
import { dockerAppFiles, apiTokenFile } from './builds.js';
import { chaosProjects, chaosRepoFiles, type ChaosProjects } from './chaos-repo.js';
import { git, withSandbox } from './git-sandbox.js';
import {
  cloneUrl,
  createRepository,
  gitWithToken,
  withGitea,
  type GiteaRepository,
  type RunningGitea,
} from './gitea.js';
import { requireRealNode, type RealNode } from './real-node.js';
import { kubeApiFor } from './sync.js';
import { testbedPaths } from '../../testbed/src/paths.js';

export const CHAOS_GITHUB_SECRET = 'chaos-github-secret';
export const CHAOS_REGISTRY_SECRET = 'chaos-registry-secret';

/** A running serve as the harness needs it. */
export interface ChaosServe {
  /** Whether it logged an event with this `msg` (since it started). */
  logged(msg: string): boolean;
  /** Its last log lines, for a failure's message. */
  tail(lines: number): string;
  /** Sends the signal; resolves once the process has exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** Starts `gitshift serve --config <file>` with `env` added; resolves once it listens. */
export type StartServe = (configFile: string, env: Readonly<Record<string, string>>) => Promise<ChaosServe>;

export interface ChaosScene {
  readonly run: string;
  readonly api: KubeApi;
  readonly kubeconfigPath: string;
  readonly gitea: RunningGitea;
  readonly repo: GiteaRepository;
  readonly registry: RunningRegistry;
  readonly node: RealNode;
  readonly projects: ChaosProjects;
  /** serve's one address, the same across restarts. */
  readonly url: string;
  readonly stateDir: string;
  readonly configFile: string;
  /** A working clone of the config repository (fetch before reading). */
  readonly clone: string;
  readonly say: (line: string) => void;
  /** Starts serve on the scene's config and state. */
  start(): Promise<ChaosServe>;
  /** Fetches the config repository into the clone; main's head. */
  fetchMain(): Promise<string>;
  /** Commits `files` on top of main in the clone and pushes; the new head. */
  commitToMain(files: Readonly<Record<string, string>>, message: string): Promise<string>;
}

export async function withChaosScene<T>(
  options: {
    readonly projects: number;
    readonly startServe: StartServe;
    readonly say: (line: string) => void;
  },
  body: (scene: ChaosScene) => Promise<T>,
): Promise<T> {
  const node = requireRealNode();
  const run = Date.now().toString(36).slice(-6);
  const projects = chaosProjects(run, options.projects);
  const kubeconfigPath = testbedPaths(process.env).kubeconfig;
  const api = await kubeApiFor(kubeconfigPath);
  const work = mkdtempSync(join(tmpdir(), 'gitshift-chaos-'));
  const registry = await startRegistry({});
  try {
    return await withGitea(async (gitea) =>
      withSandbox(dockerAppFiles(node.images.busybox, 'built under chaos'), async (source) => {
        const repo = await createRepository(gitea, `chaos-${run}`, { autoInit: false });
        const clone = join(work, 'clone');
        const files = chaosRepoFiles({
          run,
          projects,
          registryHost: registry.host,
          node,
          sourceUrl: source.url,
        });
        git(work, 'init', '--quiet', '--initial-branch=main', clone);
        writeFiles(clone, files);
        commitAll(clone, 'config for the chaos run');
        await gitWithToken(gitea, clone, ['push', '--quiet', cloneUrl(gitea, repo), 'HEAD:main']);
        const port = await freePort();
        const url = `http://127.0.0.1:${port}`;
        const stateDir = join(work, 'state');
        const token = join(work, 'gitea-token');
        writeFileSync(token, `${gitea.token}\n`, { mode: 0o600 });
        const configFile = join(work, 'serve.yaml');
        writeFileSync(
          configFile,
          stringify({
            apiVersion: 'gitshift.io/v1alpha1',
            kind: 'ServeConfig',
            listen: `127.0.0.1:${port}`,
            stateDir,
            repository: {
              url: cloneUrl(gitea, repo),
              branch: 'main',
              pollInterval: '1s',
              credentials: { username: gitea.user, tokenFile: token },
            },
            cluster: { kubeconfig: kubeconfigPath, resyncInterval: '10m' },
            registries: [{ host: registry.host, insecure: true }],
            forge: { kind: 'gitea', apiUrl: `${gitea.url}/api/v1`, tokenFile: token },
            publicUrl: url,
            pulls: { sweepInterval: '5s', previewSettleTimeout: '30s' },
            api: { tokenFile: apiTokenFile(work) },
            builds: clusterBuilds(node),
          }),
        );
        const env = {
          GITSHIFT_GITHUB_SECRET: CHAOS_GITHUB_SECRET,
          GITSHIFT_REGISTRY_SECRET: CHAOS_REGISTRY_SECRET,
          GITSHIFT_LOG_LEVEL: 'info',
        };
        const fetchMain = async (): Promise<string> => {
          await gitWithToken(gitea, clone, [
            'fetch',
            '--quiet',
            cloneUrl(gitea, repo),
            '+main:refs/remotes/origin/main',
          ]);
          return git(clone, 'rev-parse', 'refs/remotes/origin/main');
        };
        const scene: ChaosScene = {
          run,
          api,
          kubeconfigPath,
          gitea,
          repo,
          registry,
          node,
          projects,
          url,
          stateDir,
          configFile,
          clone,
          say: options.say,
          start: () => options.startServe(configFile, env),
          fetchMain,
          async commitToMain(changes, message) {
            await fetchMain();
            git(clone, 'reset', '--quiet', '--hard', 'refs/remotes/origin/main');
            writeFiles(clone, changes);
            commitAll(clone, message);
            await gitWithToken(gitea, clone, ['push', '--quiet', cloneUrl(gitea, repo), 'HEAD:main']);
            return git(clone, 'rev-parse', 'HEAD');
          },
        };
        return body(scene);
      }),
    );
  } finally {
    await registry.stop();
    await removeRun(api, run, options.say);
    rmSync(work, { recursive: true, force: true });
  }
}

/** serve's `builds` section for build pods on the real node, pushing to its registry. */
export function clusterBuilds(node: RealNode): Record<string, unknown> {
  return {
    executor: 'cluster',
    insecureRegistries: [node.registry],
    cluster: {
      builderImage: node.images.buildah,
      nodeSelector: { ...node.nodeSelector },
      tolerations: node.tolerations.map((t) => ({ key: t.key, operator: t.operator, effect: t.effect })),
      // The registry and serve's context server listen on the node's loopback.
      hostNetwork: true,
    },
  };
}

function writeFiles(dir: string, files: Readonly<Record<string, string>>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

function commitAll(dir: string, message: string): void {
  git(dir, 'add', '--all');
  git(dir, '-c', 'user.name=Chaos', '-c', 'user.email=chaos@example.com', 'commit', '--quiet', '-m', message);
}

/** Deletes the run's namespaces (previews included: they start with a project's name) and inventories. */
async function removeRun(api: KubeApi, run: string, say: (line: string) => void): Promise<void> {
  const prefix = `chaos-${run}-`;
  const namespaces = await api.list('v1', 'Namespace', '');
  const failures: string[] = [];
  await Promise.all([
    ...namespaces
      .filter((ns) => ns.metadata.name.startsWith(prefix))
      .map((ns) =>
        api
          .delete({ apiVersion: 'v1', kind: 'Namespace', name: ns.metadata.name })
          .catch((error: unknown) => {
            failures.push(`namespace ${ns.metadata.name}: ${(error as Error).message}`);
          }),
      ),
    deleteInventoriesWhere(api, (project) => project.startsWith(prefix)).catch((error: unknown) => {
      failures.push(`inventories: ${(error as Error).message}`);
    }),
  ]);
  if (failures.length > 0) say(`chaos: cleanup left ${failures.join('; ')}`);
}
