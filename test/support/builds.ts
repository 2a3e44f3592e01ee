import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildRecord } from '../../src/buildplan/build-record.js';
import type { RealNode } from './real-node.js';
import { stringify } from 'yaml';
import { SETTINGS } from './repo.js';
import { eventually } from './testbed.js';

export const BUILD_GITHUB_SECRET = 'github-build-secret-e2e';
export const API_TOKEN = 'api-token-for-e2e-builds';

/** An application's source: a Dockerfile serving `message` with busybox httpd on port 8080. */
export function dockerAppFiles(busybox: string, message: string, extra = ''): Record<string, string> {
  return {
    Dockerfile: [
      `FROM ${busybox}`,
      'COPY index.html /www/index.html',
      extra,
      'EXPOSE 8080',
      'CMD ["httpd", "-f", "-p", "8080", "-h", "/www"]',
      '',
    ].join('\n'),
    'index.html': `${message}\n`,
  };
}

export interface BuildRepoOptions {
  readonly project: string;
  readonly node: RealNode;
  /** The application's source repository (`file:///…`). */
  readonly sourceUrl: string;
  /** The BuildConfig's spec.strategy. Default: Docker. */
  readonly strategy?: Record<string, unknown>;
  /** More BuildConfig spec fields (runPolicy, triggers, completionDeadlineSeconds, …), over the defaults. */
  readonly spec?: Record<string, unknown>;
  /** Whether the DeploymentConfig is there. Default: true. */
  readonly deployment?: boolean;
  /** More documents of the project's app.yaml. */
  readonly documents?: readonly Record<string, unknown>[];
}

/**
 * A config repository with one application built from `sourceUrl`: an
 * ImageStream `app` in the real node's registry, a BuildConfig `app` with a
 * GitHub trigger writing `app:latest`, and a DeploymentConfig on the real
 * node whose automatic ImageChange trigger follows `app:latest`.
 */
export function buildRepoFiles(options: BuildRepoOptions): Record<string, string> {
  const { project, node, sourceUrl } = options;
  const documents: Record<string, unknown>[] = [
    {
      apiVersion: 'image.openshift.io/v1',
      kind: 'ImageStream',
      metadata: { name: 'app' },
      spec: { dockerImageRepository: `${node.registry}/${project}/app` },
    },
    {
      apiVersion: 'build.openshift.io/v1',
      kind: 'BuildConfig',
      metadata: { name: 'app' },
      spec: {
        source: { git: { uri: sourceUrl } },
        strategy: options.strategy ?? { type: 'Docker' },
        output: { to: { kind: 'ImageStreamTag', name: 'app:latest' } },
        triggers: [{ type: 'GitHub', github: { secret: 'not-the-hook-secret' } }],
        ...options.spec,
      },
    },
    ...(options.deployment === false
      ? []
      : [
          {
            apiVersion: 'apps.openshift.io/v1',
            kind: 'DeploymentConfig',
            metadata: { name: 'app' },
            spec: {
              replicas: 1,
              selector: { app: 'app' },
              triggers: [
                {
                  type: 'ImageChange',
                  imageChangeParams: {
                    automatic: true,
                    containerNames: ['app'],
                    from: { kind: 'ImageStreamTag', name: 'app:latest' },
                  },
                },
              ],
              template: {
                metadata: { labels: { app: 'app' } },
                spec: {
                  terminationGracePeriodSeconds: 0,
                  nodeSelector: { ...node.nodeSelector },
                  tolerations: node.tolerations.map((t) => ({ ...t })),
                  containers: [{ name: 'app', image: ' ', ports: [{ containerPort: 8080 }] }],
                },
              },
            },
          },
        ]),
    ...(options.documents ?? []),
  ];
  return {
    'gitshift.yaml': `${SETTINGS}name: e2e-${project}\n`,
    [`projects/${project}/project.yaml`]: stringify({
      apiVersion: 'project.openshift.io/v1',
      kind: 'Project',
      metadata: { name: project },
    }),
    [`projects/${project}/app.yaml`]: documents.map((d) => stringify(d)).join('---\n'),
  };
}

interface PushExample {
  ref: string;
  repository: Record<string, unknown>;
}

/** The first branch `push` of @octokit/webhooks-examples, pointed at a local repository. */
export function pushDelivery(remoteUrl: string, before: string, after: string): string {
  const require = createRequire(import.meta.url);
  const examples = require('@octokit/webhooks-examples/api.github.com/index.json') as {
    name: string;
    examples: PushExample[];
  }[];
  const example = examples
    .find((e) => e.name === 'push')
    ?.examples.find((e) => e.ref.startsWith('refs/heads/'));
  if (example === undefined) throw new Error('no branch push among the examples');
  return JSON.stringify({
    ...example,
    ref: 'refs/heads/main',
    before,
    after,
    deleted: false,
    repository: {
      ...example.repository,
      clone_url: remoteUrl,
      git_url: remoteUrl,
      ssh_url: remoteUrl,
      default_branch: 'main',
    },
  });
}

/** Posts a push delivery signed as GitHub signs it; resolves with the answer. */
export async function postPush(
  url: string,
  body: string,
  secret: string,
  delivery: string,
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-github-event': 'push',
      'x-github-delivery': delivery,
      'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    },
    body,
  });
}

/** Writes the API token file serve reads; returns its path. */
export function apiTokenFile(dir: string): string {
  const file = join(dir, 'api-token');
  writeFileSync(file, `${API_TOKEN}\n`);
  return file;
}

/** One call to serve's build API with the test token. */
export async function buildApi(serveUrl: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${serveUrl}/api/v1/${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${API_TOKEN}`,
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

/** The project's builds, newest first. */
export async function listBuilds(serveUrl: string, project: string): Promise<BuildRecord[]> {
  const response = await buildApi(serveUrl, `builds?project=${project}`);
  if (!response.ok) throw new Error(`GET builds: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { items: BuildRecord[] }).items;
}

/** Waits for a build to reach a finished phase and returns it. */
export async function finishedBuild(
  serveUrl: string,
  project: string,
  name: string,
  timeoutMs = 120_000,
): Promise<BuildRecord> {
  return eventually(
    `build ${project}/${name} to finish`,
    async () => {
      const response = await buildApi(serveUrl, `projects/${project}/builds/${name}`);
      if (response.status === 404) return undefined;
      const record = (await response.json()) as BuildRecord;
      return ['Complete', 'Failed', 'Error', 'Cancelled'].includes(record.status.phase) ? record : undefined;
    },
    timeoutMs,
  );
}

/** The build's kept log, from the API. */
export async function buildLog(serveUrl: string, project: string, name: string): Promise<string> {
  return (await buildApi(serveUrl, `projects/${project}/builds/${name}/log`)).text();
}

export interface BuildServeConfig {
  /** A scratch folder: the state directory and the token file go in it. */
  readonly work: string;
  readonly port: number;
  /** The config repository. */
  readonly repositoryUrl: string;
  readonly kubeconfig: string;
  /** The lines under `builds:`, indented by 2. */
  readonly builds: readonly string[];
  /** More top-level lines. */
  readonly extra?: readonly string[];
}

/** serve's config for builds tests and benches: loopback, 1 s polling, the API on with the test token; returns its path. */
export function writeBuildServeConfig(options: BuildServeConfig): string {
  const file = join(options.work, 'serve.yaml');
  writeFileSync(
    file,
    [
      'apiVersion: gitshift.io/v1alpha1',
      'kind: ServeConfig',
      `listen: 127.0.0.1:${options.port}`,
      `stateDir: ${join(options.work, 'state')}`,
      'repository:',
      `  url: ${options.repositoryUrl}`,
      '  pollInterval: 1s',
      'cluster:',
      `  kubeconfig: ${options.kubeconfig}`,
      'api:',
      `  tokenFile: ${apiTokenFile(options.work)}`,
      'builds:',
      ...options.builds,
      ...(options.extra ?? []),
      '',
    ].join('\n'),
  );
  return file;
}
