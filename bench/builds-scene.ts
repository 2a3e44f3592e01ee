/**
 * The builds bench's scene: the running testbed with its real node, one
 * `gitshift serve` (from source, as the e2e tests run it) with local builds
 * and the layer cache on or off, and, per application, a source repository
 * (a bare git remote) and a project in the config repository that builds it
 * into the real node's registry. Also how a build is started through the
 * build API and timed: its followed log is read line by line, each line
 * stamped as it arrives, so the time of each stage can be told apart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreV1Api, KubeConfig } from '@kubernetes/client-node';
import { testbedPaths } from '../testbed/src/paths.js';
import type { BuildRecord } from '../src/buildplan/build-record.js';
import { freePort } from '../testbed/src/free-port.js';
import {
  writeBuildServeConfig,
  BUILD_GITHUB_SECRET,
  buildApi,
  buildRepoFiles,
  postPush,
  pushDelivery,
} from '../test/support/builds.js';
import { commitFiles, git, withSandbox, type GitSandbox } from '../test/support/git-sandbox.js';
import { requireRealNode, type RealNode } from '../test/support/real-node.js';
import { withServe, type ServeProcess } from '../test/support/serve.js';
import { eventually, withCluster } from '../test/support/testbed.js';

/**
 * The testbed's real node, checked Ready in the API server (not only named in
 * the testbed's state file); throws saying how to start it otherwise.
 */
export async function requireReadyRealNode(): Promise<RealNode> {
  const node = requireRealNode();
  const kubeConfig = new KubeConfig();
  kubeConfig.loadFromFile(testbedPaths(process.env).kubeconfig);
  let ready: string | undefined;
  try {
    const found = await kubeConfig.makeApiClient(CoreV1Api).readNode({ name: node.name });
    ready = found.status?.conditions?.find((c) => c.type === 'Ready')?.status;
  } catch (error) {
    throw new Error(
      `cannot read Node ${node.name} from the testbed's API server (${(error as Error).message}): is the testbed up? 'npx tsx testbed/cli.ts status'`,
      { cause: error },
    );
  }
  if (ready !== 'True')
    throw new Error(
      `the testbed's real node ${node.name} is not Ready (Ready=${ready ?? 'unknown'}): see 'npx tsx testbed/cli.ts status'; this bench needs it and never skips`,
    );
  return node;
}

/** One application of the scene: its project and its source repository. */
export interface BenchApp {
  readonly project: string;
  readonly source: GitSandbox;
}

export interface BuildsScene {
  readonly serve: ServeProcess;
  readonly node: RealNode;
  readonly kubeConfig: KubeConfig;
  readonly apps: Readonly<Record<string, BenchApp>>;
}

export interface AppSpec {
  /** The application's files at its first commit. */
  readonly files: Record<string, string>;
  /** A DeploymentConfig on the real node following the build's output. */
  readonly deployment: boolean;
}

/**
 * Runs `body` with serve up and one project per entry of `apps` (the key is
 * the project's suffix). The testbed must already run with its real node:
 * this throws, saying how to start it, otherwise (never skips).
 */
export async function withBuildsScene<T>(
  options: { readonly name: string; readonly cache: boolean; readonly apps: Record<string, AppSpec> },
  body: (scene: BuildsScene) => Promise<T>,
): Promise<T> {
  const node = requireRealNode();
  return withCluster(async ({ kubeconfigPath, kubeConfig, namespacePrefix }) => {
    const entries = Object.entries(options.apps);
    const sources: Record<string, BenchApp> = {};
    // Nested sandboxes, one per application, then the config repository naming them all.
    const withSources = async (index: number): Promise<T> => {
      const entry = entries[index];
      if (entry === undefined) return withConfig();
      const [suffix, spec] = entry;
      return withSandbox(spec.files, async (source) => {
        sources[suffix] = { project: `${namespacePrefix}${options.name}-${suffix}`, source };
        return withSources(index + 1);
      });
    };
    const withConfig = async (): Promise<T> => {
      const files: Record<string, string> = {};
      for (const [suffix, spec] of entries) {
        const app = sources[suffix];
        if (app === undefined) throw new Error(`no source for ${suffix}`);
        Object.assign(
          files,
          buildRepoFiles({
            project: app.project,
            node,
            sourceUrl: app.source.url,
            deployment: spec.deployment,
          }),
        );
      }
      files['gitshift.yaml'] =
        `apiVersion: gitshift.io/v1alpha1\nkind: Settings\nrouterSuffix: apps.test\nname: bench-${namespacePrefix}${options.name}\n`;
      return withSandbox(files, async (config) => {
        const work = mkdtempSync(join(tmpdir(), 'gitshift-bench-builds-'));
        try {
          const port = await freePort();
          const configFile = writeBuildServeConfig({
            work,
            port,
            repositoryUrl: config.url,
            kubeconfig: kubeconfigPath,
            builds: [
              '  executor: local',
              `  cache: ${options.cache}`,
              `  insecureRegistries: ["${node.registry}"]`,
            ],
          });
          return await withServe(
            ['--config', configFile],
            { GITSHIFT_GITHUB_SECRET: BUILD_GITHUB_SECRET },
            async (serve) => {
              await eventually(
                'serve /readyz',
                async () => ((await fetch(`${serve.url}/readyz`)).ok ? true : undefined),
                120_000,
              );
              return body({ serve, node, kubeConfig, apps: sources });
            },
          );
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      });
    };
    return withSources(0);
  });
}

/** One line of output, stamped with Date.now() when it arrived. */
export interface StampedLine {
  readonly at: number;
  readonly text: string;
}

/** A build started and followed to its end. */
export interface TimedBuild {
  readonly record: BuildRecord;
  /** When the request (or delivery) was sent. */
  readonly requestedAt: number;
  /** The record's completionTimestamp, serve's clock (this machine's). */
  readonly completedAt: number;
  readonly lines: readonly StampedLine[];
}

/** Starts a build of `commit` through serve's build API (what `gitshift start-build --commit` sends). */
export async function startBuild(
  scene: BuildsScene,
  app: BenchApp,
  commit: string,
): Promise<{ name: string; requestedAt: number }> {
  const requestedAt = Date.now();
  const response = await buildApi(scene.serve.url, `projects/${app.project}/buildconfigs/app/builds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ commit }),
  });
  if (response.status !== 201) throw new Error(`start-build: ${response.status} ${await response.text()}`);
  const record = (await response.json()) as BuildRecord;
  return { name: record.name, requestedAt };
}

/** Commits `files` to the application's source and posts the signed GitHub push delivery; resolves when serve answers. */
export async function pushToSource(
  scene: BuildsScene,
  app: BenchApp,
  files: Record<string, string>,
  message: string,
): Promise<{ commit: string; requestedAt: number }> {
  const before = git(app.source.remote, 'rev-parse', 'main');
  const commit = commitFiles(app.source, files, message);
  const body = pushDelivery(app.source.url, before, commit);
  const requestedAt = Date.now();
  const response = await postPush(
    `${scene.serve.url}/hooks/github`,
    body,
    BUILD_GITHUB_SECRET,
    `bench-${commit.slice(0, 12)}`,
  );
  if (response.status !== 202) throw new Error(`push delivery: ${response.status} ${await response.text()}`);
  return { commit, requestedAt };
}

/** Follows the build's log (stamping each line) and waits for its record to finish; throws unless Complete. */
export async function followBuild(
  scene: BuildsScene,
  app: BenchApp,
  name: string,
  requestedAt: number,
): Promise<TimedBuild> {
  const lines = await followLog(scene, app, name);
  const record = await eventually(
    `build ${app.project}/${name} to finish`,
    async () => {
      const response = await buildApi(scene.serve.url, `projects/${app.project}/builds/${name}`);
      if (!response.ok) return undefined;
      const found = (await response.json()) as BuildRecord;
      return ['Complete', 'Failed', 'Error', 'Cancelled'].includes(found.status.phase) ? found : undefined;
    },
    60_000,
  );
  if (record.status.phase !== 'Complete')
    throw new Error(
      `build ${app.project}/${name} ended ${record.status.phase} (${record.status.reason ?? ''}: ${record.status.message ?? ''}):\n${lines
        .slice(-30)
        .map((l) => l.text)
        .join('\n')}`,
    );
  const completedAt = Date.parse(record.status.completionTimestamp ?? '');
  if (Number.isNaN(completedAt)) throw new Error(`build ${app.project}/${name} has no completionTimestamp`);
  return { record, requestedAt, completedAt, lines };
}

/** The build's log, followed until it ends, each line stamped on arrival. */
async function followLog(scene: BuildsScene, app: BenchApp, name: string): Promise<StampedLine[]> {
  const response = await buildApi(scene.serve.url, `projects/${app.project}/builds/${name}/log?follow=true`);
  if (!response.ok || response.body === null)
    throw new Error(`build log of ${app.project}/${name}: ${response.status} ${await response.text()}`);
  const lines: StampedLine[] = [];
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of response.body) {
    const at = Date.now();
    pending += decoder.decode(chunk as Uint8Array, { stream: true });
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const text of parts) lines.push({ at, text });
  }
  if (pending !== '') lines.push({ at: Date.now(), text: pending });
  return lines;
}

/** When the first line matching `pattern` arrived; throws naming the pattern when none did. */
export function lineAt(lines: readonly StampedLine[], pattern: RegExp, what: string): number {
  const found = lines.find((line) => pattern.test(line.text));
  if (found === undefined) throw new Error(`no log line for ${what} (${pattern.source})`);
  return found.at;
}
