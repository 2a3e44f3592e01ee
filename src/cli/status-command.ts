import { parseArgs } from 'node:util';
import { describeRef } from '../kube/object-ref.js';
import type { HealthStatus } from '../reconciler/health.js';
import { readProjectStatuses, type ProjectStatus } from '../reconciler/project-status.js';
import type { DriftRecord } from '../reconciler/sync-record.js';
import type { ProjectSummary } from '../serve/view/status-view.js';
import { CLUSTER_FLAGS, connect, kubeconfigPath } from './cluster-options.js';
import { interruptSignal } from './interrupt.js';
import type { CommandSpec } from './command-spec.js';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE, type CommandIO } from './io.js';
import { ServeClient } from './serve-client.js';
import { SERVE_API_FLAGS, SERVER_ENV, TOKEN_FILE_ENV, serveConnection } from './serve-connection.js';
import { readServerProjects } from './status-from-server.js';
import { palette, terminalStyle, type Palette } from './terminal/index.js';

export const STATUS_HELP = `Usage: gitshift status [--kubeconfig FILE | --server URL [--token-file FILE]]
                       [--project NAME] [-o text|json]

Shows every project gitshift has synced to the cluster: the revision last
synced, when a sync last changed something, the health of its objects now
(read live: Deployment rollouts, Jobs, Namespaces, CRDs, ...), the last error
and the last drift seen (objects changed in the cluster behind Git's back, and
whether they were put back). The record is kept in the cluster, in the
project's inventory ConfigMap in the gitshift-system namespace.

With --server, asks a running \`gitshift serve\` instead (its JSON API,
/api/v1/projects): no cluster credentials needed, and each project's sync
state against the commit serve tracks (Synced, Syncing, OutOfSync, Failed,
Blocked, Unknown) is shown too.

Options:
  --kubeconfig FILE  cluster to read (default: $KUBECONFIG)
  --server URL       serve to ask, e.g. http://127.0.0.1:8080 (default:
                     $${SERVER_ENV}, unless --kubeconfig is given)
  --token-file FILE  a file holding serve's API token, when serve does not
                     answer reads without one (default: $${TOKEN_FILE_ENV})
  --project NAME     only this project
  -o, --output FMT   text (default) or json
  -h, --help         show this help

Exit status: 0 every project healthy and without errors, 1 otherwise, 2 usage error.
`;

/** The options of `gitshift status`. */
export const STATUS_OPTIONS = {
  ...CLUSTER_FLAGS,
  ...SERVE_API_FLAGS,
  output: { type: 'string', short: 'o', default: 'text' },
} as const;

/** One project's line and details, from the cluster or from serve: what formatStatuses prints. */
export interface StatusRow {
  readonly project: string;
  readonly health: HealthStatus;
  readonly objects: number;
  /** The config repository that synced it (from the cluster). */
  readonly repository?: string | undefined;
  /** Where it stands against Git, and why (from serve). */
  readonly sync?: { readonly state: string; readonly reason: string | undefined } | undefined;
  readonly revision: string | undefined;
  readonly changedAt: string | undefined;
  readonly unhealthy: readonly {
    readonly status: string;
    readonly object: string;
    readonly message: string;
  }[];
  readonly lastError: { readonly message: string; readonly at: string } | undefined;
  readonly drift: DriftRecord | undefined;
}

export async function statusCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: STATUS_OPTIONS,
  });
  if (values.help === true) {
    io.stdout.write(STATUS_HELP);
    return EXIT_OK;
  }
  if (positionals.length > 0 || (values.output !== 'text' && values.output !== 'json')) {
    io.stderr.write(`gitshift status: takes no arguments and -o text|json; see 'gitshift status --help'\n`);
    return EXIT_USAGE;
  }
  const env = io.env ?? {};
  const server = values.server ?? (values.kubeconfig === undefined ? env[SERVER_ENV] : undefined);
  const { rows, json } =
    server === undefined || server === ''
      ? await fromCluster(values.kubeconfig, values.project, env)
      : await fromServer({ server, 'token-file': values['token-file'] }, values.project, env);
  if (values.output === 'json') io.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
  else io.stdout.write(formatStatuses(rows, values.project, terminalStyle(io, values.output).stdout));
  const fine = rows.every(
    (r) => r.health === 'Healthy' && r.lastError === undefined && r.sync?.state !== 'Blocked',
  );
  return fine && (values.project === undefined || rows.length > 0) ? EXIT_OK : EXIT_PROBLEMS;
}

async function fromCluster(
  kubeconfig: string | undefined,
  only: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): Promise<{ rows: StatusRow[]; json: unknown }> {
  const api = await connect(kubeconfigPath(kubeconfig, env, 'status'));
  const statuses = await readProjectStatuses(api, { only });
  return { rows: statuses.map(rowOfCluster), json: statuses };
}

async function fromServer(
  values: { readonly server: string; readonly 'token-file': string | undefined },
  only: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): Promise<{ rows: StatusRow[]; json: unknown }> {
  const connection = serveConnection(values, env, { tokenRequired: false });
  const interrupt = interruptSignal();
  try {
    const projects = await readServerProjects(new ServeClient(connection, interrupt.signal), only);
    return { rows: projects.map(rowOfServer), json: projects };
  } finally {
    interrupt.dispose();
  }
}

function rowOfCluster(s: ProjectStatus): StatusRow {
  return {
    project: s.project,
    health: s.health,
    objects: s.objects,
    repository: s.repository,
    revision: s.record.revision,
    changedAt: s.record.changedAt,
    unhealthy: s.unhealthy.map((o) => ({
      status: o.health.status,
      object: describeRef(o.ref),
      message: o.health.message,
    })),
    lastError: s.record.lastError,
    drift: s.record.drift,
  };
}

function rowOfServer(p: ProjectSummary): StatusRow {
  return {
    project: p.name,
    health: p.health,
    objects: p.objects,
    sync: { state: p.syncState, reason: p.syncReason },
    revision: p.revision,
    changedAt: p.lastChangedAt,
    unhealthy: (p.unhealthy ?? []).map((o) => ({
      status: o.health,
      object: describeRef(o),
      message: o.message,
    })),
    lastError: p.lastError,
    drift: p.drift,
  };
}

/**
 * The text of `gitshift status`, the same from the cluster or from serve; on
 * a terminal the project bold, its health and sync state in traffic-light
 * colours, a last error red and a drift yellow.
 */
export function formatStatuses(
  rows: readonly StatusRow[],
  only: string | undefined,
  p: Palette = palette(false),
): string {
  if (rows.length === 0)
    return only === undefined
      ? 'no project has been synced to this cluster yet\n'
      : `project ${only} has not been synced to this cluster\n`;
  const lines: string[] = [];
  for (const s of rows) {
    lines.push(`project ${p.strong(s.project)}: ${styleHealth(s.health, p)}, ${s.objects} object(s)`);
    if (s.sync !== undefined)
      lines.push(
        `  sync:         ${styleSyncState(s.sync.state, p)}${s.sync.reason === undefined ? '' : ` (${s.sync.reason})`}`,
      );
    if (s.repository !== undefined) lines.push(`  repository:   ${s.repository}`);
    lines.push(`  revision:     ${s.revision ?? p.faint('(not recorded)')}`);
    lines.push(`  last changed: ${s.changedAt ?? p.faint('(never)')}`);
    for (const o of s.unhealthy) lines.push(`  ${styleHealth(o.status, p)}: ${o.object}: ${o.message}`);
    if (s.lastError !== undefined)
      lines.push(`  last error:   ${p.error(s.lastError.message)} (since ${s.lastError.at})`);
    if (s.drift !== undefined) {
      const what = s.drift.objects.map((o) => `${o.object} (${o.fields.join(', ')})`).join('; ');
      lines.push(
        `  last drift:   ${s.drift.at}: ${p.warning(what)}; ${s.drift.healed ? 'put back' : p.warning('left in place')}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

function styleHealth(health: string, p: Palette): string {
  if (health === 'Healthy') return p.ok(health);
  if (health === 'Degraded' || health === 'Missing') return p.error(health);
  return p.warning(health);
}

function styleSyncState(state: string, p: Palette): string {
  if (state === 'Synced') return p.ok(state);
  if (state === 'Failed' || state === 'Blocked') return p.error(state);
  if (state === 'Unknown') return p.faint(state);
  return p.warning(state);
}

statusCommand.spec = { options: STATUS_OPTIONS } satisfies CommandSpec;
