import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { KubeApi, LiveObject } from '../../src/kube/kube-api.js';
import { PLAN_COMMENT_MARKER } from '../../src/pulls/plan-comment.js';
import { freePort } from '../../testbed/src/free-port.js';
import {
  cloneUrl,
  commitFiles,
  listComments,
  listStatuses,
  type GiteaComment,
  type GiteaRepository,
  type GiteaStatus,
  type RunningGitea,
} from './gitea.js';
import { startServe, type ServeProcess } from './serve.js';
import { eventually } from './testbed.js';

/** gitshift.yaml with previews on; `previews` adds to or overrides the defaults. */
export function previewSettingsYaml(name: string, previews: Record<string, unknown> = {}): string {
  return stringify({
    apiVersion: 'gitshift.io/v1alpha1',
    kind: 'Settings',
    name,
    routerSuffix: 'apps.test',
    previews: { enabled: true, maxReplicas: 1, ...previews },
  });
}

/** A project kwok can hold: a Project, a ConfigMap saying `colour`, a Deployment of an image never pulled. */
export function colourProject(project: string, colour: string): Record<string, string> {
  const dir = `projects/${project}`;
  return {
    [`${dir}/project.yaml`]: stringify({
      apiVersion: 'project.openshift.io/v1',
      kind: 'Project',
      metadata: { name: project },
    }),
    [`${dir}/settings.yaml`]: colourMap(colour),
    [`${dir}/web.yaml`]: webDeploymentYaml(),
  };
}

/** A Deployment `web` of an image never pulled; `spec` and `container` add to its pod spec and its one container. */
export function webDeploymentYaml(
  spec: Record<string, unknown> = {},
  container: Record<string, unknown> = {},
): string {
  return stringify({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web' },
    spec: {
      replicas: 1,
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: { ...spec, containers: [{ name: 'web', image: 'registry.example/web:1', ...container }] },
      },
    },
  });
}

export function colourMap(colour: string): string {
  return stringify({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'settings' }, data: { colour } });
}

/** The files as the first commit of main, made by Gitea itself. */
export async function seedConfig(
  gitea: RunningGitea,
  repo: GiteaRepository,
  files: Readonly<Record<string, string>>,
): Promise<string> {
  return commitFiles(gitea, repo, {
    branch: 'main',
    message: 'config',
    files: Object.entries(files).map(([path, content]) => ({ operation: 'create', path, content })),
  });
}

export interface PullServe {
  readonly env: Record<string, string>;
  /** `serve.yaml`: a sweep every second, so tests see it act. */
  readonly configFile: string;
  readonly port: number;
}

/**
 * A state folder, a token file and the environment of a serve that tracks
 * `repo` on the Gitea and talks to it as a forge of `kind`; all removed afterwards.
 */
export async function withPullServeEnv<T>(
  options: {
    gitea: RunningGitea;
    repo: GiteaRepository;
    kubeconfigPath: string;
    secret: string;
    kind: 'gitea' | 'github';
  },
  body: (setup: PullServe) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-pulls-e2e-'));
  try {
    const tokenFile = join(dir, 'forge-token');
    writeFileSync(tokenFile, `${options.gitea.token}\n`);
    const configFile = join(dir, 'serve.yaml');
    writeFileSync(
      configFile,
      stringify({
        apiVersion: 'gitshift.io/v1alpha1',
        kind: 'ServeConfig',
        pulls: { sweepInterval: '1s', previewSettleTimeout: '90s' },
      }),
    );
    const port = await freePort();
    const env = {
      KUBECONFIG: options.kubeconfigPath,
      GITSHIFT_LISTEN: `127.0.0.1:${port}`,
      GITSHIFT_STATE_DIR: join(dir, 'state'),
      GITSHIFT_REPO_URL: cloneUrl(options.gitea, options.repo),
      GITSHIFT_POLL_INTERVAL: '1s',
      GITSHIFT_RESYNC_INTERVAL: '10m',
      GITSHIFT_GITHUB_SECRET: options.secret,
      GITSHIFT_FORGE_KIND: options.kind,
      GITSHIFT_FORGE_API_URL: `${options.gitea.url}/api/v1`,
      GITSHIFT_FORGE_TOKEN_FILE: tokenFile,
      // Comments link to the whole plan here.
      GITSHIFT_PUBLIC_URL: `http://127.0.0.1:${port}`,
    };
    return await body({ env, configFile, port });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A daemon stopped even when the body fails; its last logs are in the error. */
export async function withPullDaemon(
  setup: PullServe,
  body: (serve: ServeProcess) => Promise<void>,
): Promise<void> {
  const serve = await startServe(['--config', setup.configFile], setup.env);
  try {
    await body(serve);
  } catch (error) {
    const { actual, expects } = error as { actual?: unknown; expects?: unknown };
    const values =
      actual === undefined && expects === undefined
        ? ''
        : `\n  actual:   ${JSON.stringify(actual)}\n  expected: ${JSON.stringify(expects)}`;
    throw new Error(
      `${(error as Error).message}${values}\n--- serve logs ---\n${serve.logs().slice(-8000)}`,
      { cause: error },
    );
  } finally {
    await serve.stop('SIGKILL');
  }
}

export async function planComments(
  gitea: RunningGitea,
  repo: GiteaRepository,
  number: number,
): Promise<GiteaComment[]> {
  return (await listComments(gitea, repo, number)).filter((c) => c.body.startsWith(PLAN_COMMENT_MARKER));
}

/** The `gitshift/plan` status of a commit once it is no longer pending. */
export async function planStatus(
  gitea: RunningGitea,
  repo: GiteaRepository,
  sha: string,
): Promise<GiteaStatus | undefined> {
  return (await listStatuses(gitea, repo, sha)).find(
    (s) => s.context === 'gitshift/plan' && s.status !== 'pending',
  );
}

export const namespaceOf = (api: KubeApi, name: string): Promise<LiveObject | undefined> =>
  api.get({ apiVersion: 'v1', kind: 'Namespace', name });

/** Gone, or terminating: what is left of a deleted namespace while its objects go. */
export async function namespaceGone(api: KubeApi, name: string, timeoutMs = 60_000): Promise<void> {
  await eventually(
    `namespace ${name} to be deleted`,
    async () => {
      const live = (await namespaceOf(api, name)) as
        (LiveObject & { status?: { phase?: string } }) | undefined;
      return live === undefined || live.status?.phase === 'Terminating' ? true : undefined;
    },
    timeoutMs,
  );
}
