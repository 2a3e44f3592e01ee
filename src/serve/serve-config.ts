import { readFileSync, statSync } from 'node:fs';
import { readSecretFile } from './secret-file.js';
import { inClusterServiceAccountDir } from '../kube/in-cluster-access.js';
import type { Toleration } from '../builds/executors/build-pod.js';
import { homedir, hostname } from 'node:os';
import { isAbsolute, join, resolve, dirname } from 'node:path';
import { formatProblem, GitshiftError, type Problem } from '../errors/index.js';
import type { ServeConfigWithDefaults } from '../model/generated/index.js';
import { withSchemaDefaults } from '../model/schema-defaults.js';
import { problemAt } from '../yaml/read/problem-at.js';
import { DURATION_EXAMPLES, DURATION_PATTERN, parseDuration } from '../model/duration.js';
import { createSchemaValidator, type SchemaIssue } from '../model/schema-validator.js';
import { bundledSchemas } from '../model/schemas.js';
import { parseYamlFile } from '../yaml/read/parse-yaml-file.js';

/** `gitshift serve`'s configuration with every default filled in and every path absolute. */
export interface ResolvedServeConfig {
  readonly listen: { readonly host: string; readonly port: number };
  /** Where people reach this serve: plan comments link to the full plan under it. */
  readonly publicUrl: string | undefined;
  readonly stateDir: string;
  readonly repository: {
    readonly url: string;
    readonly branch: string;
    readonly path: string;
    readonly pollIntervalMs: number;
    readonly credentials: {
      readonly username: string | undefined;
      readonly tokenFile: string | undefined;
      readonly sshKeyFile: string | undefined;
      readonly knownHostsFile: string | undefined;
    };
  };
  readonly writeBack: {
    readonly branch: string | undefined;
    readonly author: { readonly name: string; readonly email: string };
    readonly batchWindowMs: number;
    /** Items kept per ImageStream tag in status.tags[].items. */
    readonly tagHistory: number;
  };
  readonly cluster: {
    readonly kubeconfig: string;
    readonly resyncIntervalMs: number;
    readonly concurrency: number;
  };
  readonly webhooks: {
    /** The secrets themselves, read from their files or the environment; undefined turns the endpoint off. */
    readonly githubSecret: string | undefined;
    readonly dockerhubSecret: string | undefined;
    readonly registrySecret: string | undefined;
    readonly genericSecret: string | undefined;
    /** A folder with one secret file per project, read on each generic delivery; see project-secrets.ts. */
    readonly genericSecretDir: string | undefined;
    /** BuildConfig webhook URLs refuse unsigned GitHub deliveries. */
    readonly requireGitHubSignature: boolean;
    /** Per endpoint; absent ones keep the webhook receivers' defaults. */
    readonly rateLimits: Readonly<
      Partial<
        Record<
          'github' | 'dockerhub' | 'registry' | 'generic' | 'openshift-build',
          { readonly perSecond: number; readonly burst: number }
        >
      >
    >;
  };
  readonly registries: readonly {
    readonly host: string;
    readonly url: string | undefined;
    readonly insecure: boolean;
    readonly username: string | undefined;
    readonly passwordFile: string | undefined;
    /** Token-service origins the registry's credentials may go to besides its own; see judgeRealm. */
    readonly tokenRealms: readonly string[];
  }[];
  /** Registry requests go only to `registries` hosts (and builds' insecure ones): the SSRF guard. */
  readonly onlyConfiguredRegistries: boolean;
  readonly imports: { readonly intervalMs: number };
  /** The forge that pull requests' comments and statuses go to; undefined turns pull request work off. */
  readonly forge:
    { readonly kind: 'github' | 'gitea'; readonly apiUrl: string; readonly token: string } | undefined;
  readonly pulls: {
    readonly enabled: boolean;
    readonly planTimeoutMs: number;
    readonly concurrency: number;
    readonly sweepIntervalMs: number;
    readonly previewSettleMs: number;
  };
  readonly api: {
    /** The bearer tokens of /api/v1/, read from `api.tokenFile`; empty turns the API's actions off. */
    readonly tokens: readonly string[];
    /** Reads (and the status page) answer without a token. */
    readonly anonymousRead: boolean;
  };
  /** Kubernetes Events recorded in the cluster. */
  readonly events: { readonly enabled: boolean };
  /** Leader election and shards; with neither, this serve does all the work alone. */
  readonly replicas: {
    readonly leaderElection: boolean;
    readonly shards: number;
    readonly identity: string;
    readonly leaseNamespace: string;
    readonly leaseDurationMs: number;
    readonly renewDeadlineMs: number;
    readonly retryPeriodMs: number;
  };
  readonly builds: {
    readonly executor: 'local' | 'cluster';
    readonly registry: string | undefined;
    /** `builds.insecureRegistries` and every `registries` entry marked insecure. */
    readonly insecureRegistries: readonly string[];
    readonly maxRunning: number;
    readonly logLimitBytes: number;
    readonly maxArchiveBytes: number;
    readonly cache: boolean;
    readonly cluster: {
      readonly builderImage: string | undefined;
      readonly nodeSelector: Readonly<Record<string, string>>;
      readonly tolerations: readonly Toleration[];
      readonly hostNetwork: boolean;
      readonly contextListen: { readonly host: string; readonly port: number };
      readonly contextAdvertisedHost: string | undefined;
    };
  };
  /** The containers API: each create, stop or delete a commit of a Job manifest by the caller. */
  readonly containers: {
    readonly enabled: boolean;
    /** A token bucket per caller for writes. */
    readonly rateLimit: { readonly perSecond: number; readonly burst: number };
    readonly maxBodyBytes: number;
    readonly nodeSelector: Readonly<Record<string, string>>;
    readonly tolerations: readonly Toleration[];
  };
}

/**
 * Environment variables that override the file, for container deployments.
 * Each maps to one field; secrets may be given by value only here, never in the file.
 */
export const SERVE_ENV = {
  GITSHIFT_LISTEN: 'listen',
  GITSHIFT_STATE_DIR: 'stateDir',
  GITSHIFT_REPO_URL: 'repository.url',
  GITSHIFT_REPO_BRANCH: 'repository.branch',
  GITSHIFT_REPO_PATH: 'repository.path',
  GITSHIFT_POLL_INTERVAL: 'repository.pollInterval',
  GITSHIFT_GIT_TOKEN_FILE: 'repository.credentials.tokenFile',
  GITSHIFT_GIT_SSH_KEY_FILE: 'repository.credentials.sshKeyFile',
  GITSHIFT_RESYNC_INTERVAL: 'cluster.resyncInterval',
  GITSHIFT_GITHUB_SECRET_FILE: 'webhooks.githubSecretFile',
  GITSHIFT_DOCKERHUB_SECRET_FILE: 'webhooks.dockerhubSecretFile',
  GITSHIFT_REGISTRY_SECRET_FILE: 'webhooks.registrySecretFile',
  GITSHIFT_GENERIC_SECRET_FILE: 'webhooks.genericSecretFile',
  GITSHIFT_GENERIC_SECRET_DIR: 'webhooks.genericSecretDir',
  GITSHIFT_API_TOKEN_FILE: 'api.tokenFile',
  GITSHIFT_BUILD_EXECUTOR: 'builds.executor',
  GITSHIFT_BUILD_REGISTRY: 'builds.registry',
  GITSHIFT_PUBLIC_URL: 'publicUrl',
  GITSHIFT_FORGE_KIND: 'forge.kind',
  GITSHIFT_FORGE_API_URL: 'forge.apiUrl',
  GITSHIFT_FORGE_TOKEN_FILE: 'forge.tokenFile',
  GITSHIFT_LEADER_ELECT: 'replicas.leaderElection',
  GITSHIFT_SHARDS: 'replicas.shards',
  GITSHIFT_IDENTITY: 'replicas.identity',
  GITSHIFT_LEASE_NAMESPACE: 'replicas.leaseNamespace',
} as const;

/** Variables whose text stands for a number or a boolean in the schema; anything else stays text for the schema to refuse by name. */
const TYPED_ENV: Readonly<Record<string, 'integer' | 'boolean'>> = {
  GITSHIFT_LEADER_ELECT: 'boolean',
  GITSHIFT_SHARDS: 'integer',
};

function typedEnvValue(name: string, text: string): unknown {
  const type = TYPED_ENV[name];
  if (type === 'integer' && /^\d+$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** Secrets given by value in the environment, which win over the file's secret files. */
export const SECRET_ENV = {
  GITSHIFT_GITHUB_SECRET: 'githubSecret',
  GITSHIFT_DOCKERHUB_SECRET: 'dockerhubSecret',
  GITSHIFT_REGISTRY_SECRET: 'registrySecret',
  GITSHIFT_GENERIC_SECRET: 'genericSecret',
} as const;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads and validates the config file (when given), applies the environment
 * over it, validates the result against schemas/serve-config.schema.json and
 * fills in the defaults. Every problem is reported at once, by file, line and
 * field, or by the environment variable that caused it.
 */
export function loadServeConfig(file: string | undefined, env: Env): ResolvedServeConfig {
  const validator = createSchemaValidator(bundledSchemas());
  let value: Record<string, unknown> = { apiVersion: 'gitshift.io/v1alpha1', kind: 'ServeConfig' };
  if (file !== undefined) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (error) {
      throw new GitshiftError('SERVE_CONFIG_INVALID', `cannot read ${file}: ${(error as Error).message}`, {
        file,
      });
    }
    const parsed = parseYamlFile(file, bytes);
    const problems: Problem[] = [...parsed.problems];
    const source = parsed.documents[0];
    if (source !== undefined) {
      for (const issue of validator.validate('ServeConfig', source.value).map(explained))
        problems.push(problemAt(source, issue.path, issue.code, issue.message, { key: issue.atKey }));
      value = source.value as Record<string, unknown>;
    } else if (problems.length === 0) {
      throw new GitshiftError('SERVE_CONFIG_INVALID', `${file} is empty; see 'gitshift serve --help'`, {
        file,
      });
    }
    if (problems.length > 0) throw invalid(problems.map(formatProblem));
  }
  const overridden = applyEnv(value, env);
  const issues = validator.validate('ServeConfig', overridden).map(explained);
  if (issues.length > 0)
    throw invalid(issues.map((i) => `${envNameOf(i.path.join('.'))}: ${i.message} [${i.code}]`));
  // Valid: the schema's defaults fill a copy.
  return resolve_(
    withSchemaDefaults('ServeConfig', overridden),
    file === undefined ? process.cwd() : dirname(file),
    env,
  );
}

function invalid(lines: readonly string[]): GitshiftError {
  return new GitshiftError(
    'SERVE_CONFIG_INVALID',
    `the serve configuration has ${lines.length} problem(s):\n  ${lines.join('\n  ')}`,
    { problems: lines },
  );
}

function envNameOf(field: string): string {
  const name = Object.entries(SERVE_ENV).find(([, path]) => path === field)?.[0];
  return name === undefined ? field : `${field} (from ${name})`;
}

function applyEnv(value: Record<string, unknown>, env: Env): Record<string, unknown> {
  const copy = structuredClone(value);
  for (const [name, path] of Object.entries(SERVE_ENV)) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    const keys = path.split('.');
    let target = copy;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      target[key] = typeof next === 'object' && next !== null ? next : {};
      target = target[key] as Record<string, unknown>;
    }
    target[keys[keys.length - 1] ?? path] = typedEnvValue(name, text);
  }
  return copy;
}

function resolve_(config: ServeConfigWithDefaults, base: string, env: Env): ResolvedServeConfig {
  const path = (p: string): string => (isAbsolute(p) ? p : resolve(base, p));
  const optionalPath = (p: string | undefined): string | undefined => (p === undefined ? undefined : path(p));
  const repository = config.repository;
  if (repository === undefined)
    throw invalid([
      `repository.url: no config repository given; set it in the file or with GITSHIFT_REPO_URL`,
    ]);
  // In a pod without a kubeconfig, the ServiceAccount directory stands for one (readClusterAccess reads either).
  const kubeconfig =
    config.cluster.kubeconfig ??
    (env['KUBECONFIG'] === '' ? undefined : env['KUBECONFIG']) ??
    inClusterServiceAccountDir(env);
  if (kubeconfig === undefined)
    throw invalid([
      `cluster.kubeconfig: no cluster given; set it in the file or set KUBECONFIG (in a pod, the ServiceAccount token is used)`,
    ]);
  const [host, port] = splitHostPort(config.listen);
  const { webhooks, writeBack, cluster } = config;
  const secret = (envName: keyof typeof SECRET_ENV, fileField: string, secretFile: string | undefined) =>
    readSecret(env[envName], optionalPath(secretFile), fileField);
  return {
    listen: { host, port: Number(port) },
    publicUrl: config.publicUrl?.replace(/\/+$/, ''),
    stateDir: path(config.stateDir ?? defaultStateDir(env)),
    repository: {
      url: repository.url,
      branch: repository.branch,
      path: repository.path,
      pollIntervalMs: duration(repository.pollInterval, 'repository.pollInterval'),
      credentials: {
        username: repository.credentials?.username,
        tokenFile: optionalPath(repository.credentials?.tokenFile),
        sshKeyFile: optionalPath(repository.credentials?.sshKeyFile),
        knownHostsFile: optionalPath(repository.credentials?.knownHostsFile),
      },
    },
    writeBack: {
      branch: writeBack.branch,
      author: { name: writeBack.authorName, email: writeBack.authorEmail },
      batchWindowMs: duration(writeBack.batchWindow, 'writeBack.batchWindow'),
      tagHistory: writeBack.tagHistory,
    },
    cluster: {
      kubeconfig: path(kubeconfig),
      resyncIntervalMs: duration(cluster.resyncInterval, 'cluster.resyncInterval'),
      concurrency: cluster.concurrency,
    },
    webhooks: {
      githubSecret: secret('GITSHIFT_GITHUB_SECRET', 'webhooks.githubSecretFile', webhooks.githubSecretFile),
      dockerhubSecret: secret(
        'GITSHIFT_DOCKERHUB_SECRET',
        'webhooks.dockerhubSecretFile',
        webhooks.dockerhubSecretFile,
      ),
      registrySecret: secret(
        'GITSHIFT_REGISTRY_SECRET',
        'webhooks.registrySecretFile',
        webhooks.registrySecretFile,
      ),
      genericSecret: secret(
        'GITSHIFT_GENERIC_SECRET',
        'webhooks.genericSecretFile',
        webhooks.genericSecretFile,
      ),
      genericSecretDir: checkedFolder(optionalPath(webhooks.genericSecretDir), 'webhooks.genericSecretDir'),
      rateLimits: webhooks.rateLimits,
      requireGitHubSignature: webhooks.requireGitHubSignature,
    },
    registries: config.registries.map((r) => ({
      host: r.host,
      url: r.url,
      insecure: r.insecure,
      username: r.username,
      passwordFile: optionalPath(r.passwordFile),
      tokenRealms: r.tokenRealms,
    })),
    onlyConfiguredRegistries: config.onlyConfiguredRegistries,
    imports: { intervalMs: duration(config.imports.interval, 'imports.interval') },
    forge: resolveForge(config.forge, optionalPath(config.forge?.tokenFile)),
    pulls: {
      enabled: config.pulls.enabled,
      planTimeoutMs: duration(config.pulls.planTimeout, 'pulls.planTimeout'),
      concurrency: config.pulls.concurrency,
      sweepIntervalMs: duration(config.pulls.sweepInterval, 'pulls.sweepInterval'),
      previewSettleMs: duration(config.pulls.previewSettleTimeout, 'pulls.previewSettleTimeout'),
    },
    api: { tokens: apiTokens(optionalPath(config.api.tokenFile)), anonymousRead: config.api.anonymousRead },
    events: { enabled: config.events.enabled },
    replicas: resolveReplicas(config.replicas),
    builds: resolveBuilds(config),
    containers: config.containers,
  };
}

function resolveReplicas(replicas: ServeConfigWithDefaults['replicas']): ResolvedServeConfig['replicas'] {
  const leaseDurationMs = duration(replicas.leaseDuration, 'replicas.leaseDuration');
  const renewDeadlineMs = duration(replicas.renewDeadline, 'replicas.renewDeadline');
  const retryPeriodMs = duration(replicas.retryPeriod, 'replicas.retryPeriod');
  // client-go's rule: a leader must give up before another may take over, with retries in between.
  if (!(leaseDurationMs > renewDeadlineMs && renewDeadlineMs > retryPeriodMs))
    throw invalid([
      `replicas: leaseDuration (${replicas.leaseDuration}) > renewDeadline (${replicas.renewDeadline}) > retryPeriod (${replicas.retryPeriod}) must hold`,
    ]);
  return {
    leaderElection: replicas.leaderElection || replicas.shards > 1,
    shards: replicas.shards,
    identity: replicas.identity ?? `${hostname()}-${process.pid}`,
    leaseNamespace: replicas.leaseNamespace,
    leaseDurationMs,
    renewDeadlineMs,
    retryPeriodMs,
  };
}

function resolveBuilds({ builds, registries }: ServeConfigWithDefaults): ResolvedServeConfig['builds'] {
  if (builds.executor === 'cluster' && builds.cluster.builderImage === undefined)
    throw invalid([
      'builds.cluster.builderImage: executor cluster runs build pods from this image; name one',
    ]);
  const [host, port] = splitHostPort(builds.cluster.contextListen);
  if (!/^\d+$/.test(port) || Number(port) > 65535)
    throw invalid([`builds.cluster.contextListen: '${builds.cluster.contextListen}' is not host:port`]);
  return {
    executor: builds.executor,
    registry: builds.registry,
    insecureRegistries: [
      ...new Set([...builds.insecureRegistries, ...registries.filter((r) => r.insecure).map((r) => r.host)]),
    ],
    maxRunning: builds.maxRunning,
    logLimitBytes: builds.logLimitBytes,
    maxArchiveBytes: builds.maxArchiveBytes,
    cache: builds.cache,
    cluster: {
      builderImage: builds.cluster.builderImage,
      nodeSelector: builds.cluster.nodeSelector,
      tolerations: builds.cluster.tolerations,
      hostNetwork: builds.cluster.hostNetwork,
      contextListen: { host, port: Number(port) },
      contextAdvertisedHost: builds.cluster.contextAdvertisedHost,
    },
  };
}

const GITHUB_API = 'https://api.github.com';

function resolveForge(
  forge: ServeConfigWithDefaults['forge'],
  tokenFile: string | undefined,
): ResolvedServeConfig['forge'] {
  if (forge === undefined || tokenFile === undefined) return undefined;
  if (forge.kind === 'gitea' && forge.apiUrl === undefined)
    throw invalid(['forge.apiUrl: a Gitea or Forgejo forge needs its API URL, https://<host>/api/v1']);
  const read = readSecretFile(tokenFile);
  if (read.kind !== 'secret') throw invalid([`forge.tokenFile: ${read.problem}`]);
  return {
    kind: forge.kind,
    apiUrl: (forge.apiUrl ?? GITHUB_API).replace(/\/+$/, ''),
    token: read.secret,
  };
}

/** The API's tokens, one per non-empty line of the file; a file that cannot be read or holds none is an error. */
function apiTokens(file: string | undefined): readonly string[] {
  if (file === undefined) return [];
  const read = readSecretFile(file);
  if (read.kind !== 'secret') throw invalid([`api.tokenFile: ${read.problem}`]);
  return read.secret
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function splitHostPort(listen: string): [string, string] {
  const at = listen.lastIndexOf(':');
  return [listen.slice(0, at).replace(/^\[|\]$/g, ''), listen.slice(at + 1)];
}

/** A duration field's milliseconds; the schema's pattern has checked its grammar, which is the parser's. */
function duration(text: string, field: string): number {
  return parseDuration(text, field, 'SERVE_CONFIG_INVALID');
}

/** Ajv says a duration "must match pattern ^(?:…)$"; say instead what a duration looks like. */
function explained(issue: SchemaIssue): SchemaIssue {
  const ajvSays = `must match pattern "${DURATION_PATTERN}"`;
  if (!issue.message.endsWith(ajvSays)) return issue;
  const message = `${issue.message.slice(0, -ajvSays.length)}is not a duration such as ${DURATION_EXAMPLES}`;
  return { ...issue, message };
}

function defaultStateDir(env: Env): string {
  const xdg = env['XDG_STATE_HOME'];
  return join(xdg !== undefined && xdg !== '' ? xdg : join(homedir(), '.local', 'state'), 'gitshift');
}

/** A secret by value from the environment, else the trimmed content of its file; a file that cannot be read or is empty is an error. */
function readSecret(
  fromEnv: string | undefined,
  file: string | undefined,
  field: string,
): string | undefined {
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (file === undefined) return undefined;
  const read = readSecretFile(file);
  if (read.kind !== 'secret') throw invalid([`${field}: ${read.problem}`]);
  return read.secret;
}

/** A folder that must exist when serve starts (its files may come and go later); undefined passes through. */
function checkedFolder(folder: string | undefined, field: string): string | undefined {
  if (folder === undefined) return undefined;
  let isFolder: boolean;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch (error) {
    throw invalid([`${field}: cannot read ${folder}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`]);
  }
  if (!isFolder) throw invalid([`${field}: ${folder} is not a folder`]);
  return folder;
}
