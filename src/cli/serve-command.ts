import { parseArgs } from 'node:util';
import { GitshiftError } from '../errors/index.js';
import { chooseLogFormat, createLogger, LOG_LEVELS, type LogLevel } from '../observability/logger.js';
import { ServeMetrics } from '../observability/metrics.js';
import { openEventsWorker } from '../serve/events-worker/events-worker-client.js';
import { openSyncWorker } from '../serve/syncing/sync-worker-client.js';
import { startDaemon } from '../serve/daemon.js';
import { gitshiftVersion } from './version.js';
import { loadServeConfig, SECRET_ENV, SERVE_ENV } from '../serve/serve-config.js';
import { connect } from './cluster-options.js';
import { EXIT_OK, type CommandIO } from './io.js';
import { readSeed, SEED_ENV } from './load.js';

const LOG_LEVEL_ENV = 'GITSHIFT_LOG_LEVEL';
const LOG_FORMAT_ENV = 'GITSHIFT_LOG_FORMAT';

const envLines = Object.entries({ ...SERVE_ENV, KUBECONFIG: 'cluster.kubeconfig' })
  .map(([name, field]) => `  ${name.padEnd(32)}${field}`)
  .join('\n');
const secretLines = Object.keys(SECRET_ENV)
  .map((name) => `  ${name}`)
  .join('\n');

export const SERVE_HELP = `Usage: gitshift serve [--config FILE]

Runs gitshift as a daemon. It tracks one branch of the config repository
(polling, and at once on a GitHub push webhook), reconciles every project a new
commit changes, undoes drift on a resync timer, and listens for webhooks:

  POST /hooks/github                    GitHub (X-Hub-Signature-256); a push to the
                                        config repository's branch fetches it now
  POST /hooks/dockerhub/<secret>        Docker Hub push notifications
  POST /hooks/registry/<secret>         Docker Distribution registry notifications
  POST /hooks/generic/<project>/<secret> OpenShift's generic webhook; a project's own
                                        secret is the file named after it in
                                        webhooks.genericSecretDir (a mounted Secret)
  GET  /healthz, /readyz, /status       probes, and what the daemon is doing
  GET  /, /ui/…                         the status page (read-only; actions need the API token)
  GET  /api/v1/…                        the JSON API: projects, objects, events, builds,
                                        previews; POST actions need the API token
  GET  /metrics                         Prometheus metrics (syncs, queue, webhooks,
                                        write-back, fetches, image imports, process)

A pushed image that an ImageStream follows becomes a commit of that stream's
status.tags to the config repository; the commit is fetched and reconciled
like any other, so DeploymentConfigs with an automatic ImageChange trigger
roll out. Logs go to stderr, one JSON object per line (pino), or readable
lines when stdout is a terminal; secrets are removed.

The config file (YAML, kind ServeConfig; schema: schemas/serve-config.schema.json):

  apiVersion: gitshift.io/v1alpha1
  kind: ServeConfig
  listen: 127.0.0.1:8080
  stateDir: /var/lib/gitshift          # clone, write-back journal, webhook replay store; one daemon each
  repository:
    url: https://github.com/acme/config.git
    branch: main
    pollInterval: 30s
    credentials: { tokenFile: /run/secrets/git-token }
  cluster: { kubeconfig: /etc/gitshift/kubeconfig, resyncInterval: 3m, concurrency: 4 }   # in a pod: its ServiceAccount
  webhooks: { githubSecretFile: /run/secrets/github, registrySecretFile: /run/secrets/registry }
  registries: [{ host: registry.acme.com, username: ci, passwordFile: /run/secrets/registry-password,
                 tokenRealms: [https://auth.acme.com] }]   # token services the credentials may go to
  imports: { interval: 15m }
  writeBack: { authorName: gitshift, batchWindow: 50ms, tagHistory: 10 }   # branch: write elsewhere

Environment variables override the file:
${envLines}
Secrets may also be given by value:
${secretLines}
  ${SEED_ENV.padEnd(32)}secret seed for generated template parameters
  ${LOG_LEVEL_ENV.padEnd(32)}--log-level
  ${LOG_FORMAT_ENV.padEnd(32)}--log-format

Options:
  --config FILE        the config file (optional when the environment gives the rest)
  --leader-elect       run as one of several replicas: elect a leader with a Lease in
                       replicas.leaseNamespace; only the leader writes back, builds and
                       handles pull requests; every replica takes webhooks and records
                       them in a ConfigMap inbox there for the leader (GITSHIFT_LEADER_ELECT)
  --shards N           spread projects over N shards, each a Lease held by one replica;
                       implies --leader-elect (GITSHIFT_SHARDS)
  --identity NAME      this replica's name in the Leases; default: host name and pid
                       (GITSHIFT_IDENTITY)
  --log-level LEVEL    fatal, error, warn, info (default), debug, trace or silent
  --log-format FORMAT  json (default when stdout is not a terminal) or pretty
  -h, --help           show this help

SIGTERM or SIGINT stops it gracefully: it stops taking webhooks, answers those
in flight, pushes pending write-backs, lets running reconciles finish, releases
its Leases, and exits 0. A second signal exits at once with status 1. A replica
that loses the lead (its Lease could not be renewed) stops the same way and
exits 1, to be started again as a follower.
`;

export async function serveCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      config: { type: 'string' },
      'log-level': { type: 'string' },
      'log-format': { type: 'string' },
      'leader-elect': { type: 'boolean' },
      shards: { type: 'string' },
      identity: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help === true) {
    io.stdout.write(SERVE_HELP);
    return EXIT_OK;
  }
  if (positionals.length > 0) {
    io.stderr.write(
      `gitshift serve: unexpected argument '${positionals[0] ?? ''}'; see 'gitshift serve --help'\n`,
    );
    return 2;
  }
  const env = io.env ?? {};
  // Checked before the config is read, so a typo in a flag is the first thing reported.
  const level = logLevel(values['log-level'] ?? env[LOG_LEVEL_ENV]);
  const format = chooseLogFormat(logFormat(values['log-format'] ?? env[LOG_FORMAT_ENV]), io.colour === true);
  const config = loadServeConfig(values.config, { ...env, ...replicaFlags(values) });
  const logger = await createLogger({
    level,
    format,
    destination: { write: (line: string) => void io.stderr.write(line) },
  });
  const metrics = new ServeMetrics();
  const api = await connect(config.cluster.kubeconfig);
  // Syncs in a thread of their own: the webhook intake's event loop only receives their reports.
  const syncer = openSyncWorker({
    kubeconfig: config.cluster.kubeconfig,
    log: logger.child({ component: 'reconcile' }),
  });
  // Events and rollouts too: the burst of them at the end of a bulk sync took the intake's loop 60-75 % busy.
  const events = config.events.enabled
    ? openEventsWorker({
        kubeconfig: config.cluster.kubeconfig,
        identity: config.replicas.identity,
        log: logger.child({ component: 'events' }),
        counted: (outcome, by) => metrics.clusterEvent(outcome, by),
      })
    : undefined;
  // Their start-up is over before the intake listens: beside the first deliveries it held them up to 80 ms.
  await Promise.all([syncer.started, events?.started]);
  const daemon = await startDaemon(config, {
    logger,
    metrics,
    api,
    syncer,
    events,
    templateSeed: readSeed(undefined, env),
    version: gitshiftVersion(),
  });
  io.stdout.write(`gitshift serve: listening on ${daemon.url}\n`);
  const signal = await new Promise<NodeJS.Signals | 'lost-lead'>((resolve) => {
    process.once('SIGTERM', () => resolve('SIGTERM'));
    process.once('SIGINT', () => resolve('SIGINT'));
    void daemon.lostLead?.then(() => resolve('lost-lead'));
  });
  const force = (): void => {
    io.stderr.write(`gitshift serve: second signal, exiting without finishing\n`);
    process.exit(1);
  };
  process.once('SIGTERM', force);
  process.once('SIGINT', force);
  logger.child({ component: 'serve' }).info({ signal }, 'signal');
  await daemon.stop();
  if (signal !== 'lost-lead') return EXIT_OK;
  io.stderr.write(`gitshift serve: lost the lead; exiting to start again as a follower\n`);
  return 1;
}

/** The replica flags, as the environment variables they stand for (the flags win). */
export function replicaFlags(values: {
  readonly 'leader-elect'?: boolean | undefined;
  readonly shards?: string | undefined;
  readonly identity?: string | undefined;
}): Record<string, string> {
  return {
    ...(values['leader-elect'] === true ? { GITSHIFT_LEADER_ELECT: 'true' } : {}),
    ...(values.shards === undefined ? {} : { GITSHIFT_SHARDS: values.shards }),
    ...(values.identity === undefined ? {} : { GITSHIFT_IDENTITY: values.identity }),
  };
}

/** `--log-level` or GITSHIFT_LOG_LEVEL; unset is info. */
export function logLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  if ((LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
  throw new GitshiftError('USAGE', `--log-level ${value}: give one of ${LOG_LEVELS.join(', ')}`);
}

/** `--log-format` or GITSHIFT_LOG_FORMAT; unset leaves the choice to the terminal. */
export function logFormat(value: string | undefined): 'json' | 'pretty' | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'json' || value === 'pretty') return value;
  throw new GitshiftError('USAGE', `--log-format ${value}: give json or pretty`);
}
