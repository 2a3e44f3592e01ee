import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { describeRef } from '../kube/object-ref.js';
import { syncRepository } from '../reconciler/sync-repository.js';
import { throwIfAborted } from '../runtime/index.js';
import { interruptSignal } from './interrupt.js';
import { waitHealthy } from '../reconciler/wait-healthy.js';
import { renderRepository } from '../render/render-repository.js';
import { CLUSTER_FLAGS, connect, kubeconfigPath, parseCount, parseDuration } from './cluster-options.js';
import { EXIT_OK, EXIT_PROBLEMS, type CommandIO } from './io.js';
import type { CommandSpec } from './command-spec.js';
import { loadSnapshot, readSeed, SEED_ENV, STRICT_FLAG, strictHelp } from './load.js';
import { readConfigSource, SOURCE_FLAGS, SOURCE_HELP, SOURCE_USAGE } from './source-options.js';
import { styleProblem } from './problem-lines.js';
import { formatSyncSummary } from './sync-summary.js';
import { syncProgress } from './sync-progress.js';
import { terminalStyle } from './terminal/index.js';

export const SYNC_HELP = `Usage: gitshift sync <dir|url> [--ref BRANCH] [--path SUBDIR] [--kubeconfig FILE]
                     [--project NAME] [--wait] [--timeout 5m] [--strict]

Applies the config repository to the cluster with server-side apply (field
manager 'gitshift'), in stages: CRDs and Namespaces; ServiceAccounts, RBAC,
quotas, ConfigMaps, Secrets, PVCs; Services; workloads and custom resources;
Ingresses. Objects that already match are not written. Objects gitshift applied
before and Git no longer has are pruned, in reverse order — only objects
carrying gitshift's labels and listed in its inventory
(ConfigMaps in the gitshift-system namespace), and never one annotated
gitshift.io/prune: disabled. Projects with invalid manifests are not touched;
the others are synced.

${SOURCE_USAGE}

Options:
  --kubeconfig FILE         cluster to sync (default: $KUBECONFIG)
  --project NAME            sync only this project
  --wait                    wait until every applied object is healthy
  --timeout DURATION        how long --wait waits (default: 5m)
  --allow-mass-prune        allow deleting all of a project's objects, or more
                            than prune.maxDeleteRatio of them, in one sync
  --allow-project-deletion  allow deleting projects whose folder was removed
  --concurrency N           projects synced at once (default: 8); objects
                            within a stage of a project go 8 at a time
  --revision TEXT           what to record as the synced revision (default: the
                            commit fetched from <url>, or the git commit <dir>
                            is at, '-dirty' when it has uncommitted changes;
                            see 'gitshift status')
  --seed-file FILE          secret seed for generated template parameters
                            (default: the ${SEED_ENV} environment variable)
  --verbose                 without a terminal, also a line for each stage of
                            each project as it starts
${strictHelp(28)}${SOURCE_HELP}  -h, --help                show this help

On a terminal, stderr shows a bar of the projects synced (then of the objects
healthy, with --wait) with each project's result above it; elsewhere each
project's result, the count of projects synced about every tenth, and what
--wait waits for are lines (each stage too, with --verbose).

Exit status: 0 synced (and healthy with --wait), 1 a project had errors, was
refused, or did not become healthy, 2 usage error, 130 interrupted (Ctrl-C:
the sync or the wait stops where it is and says what it abandoned).
`;

/** The options of `gitshift sync`, which its parseArgs reads and shell completion offers. */
export const SYNC_OPTIONS = {
  ...CLUSTER_FLAGS,
  wait: { type: 'boolean' },
  timeout: { type: 'string', default: '5m' },
  'allow-mass-prune': { type: 'boolean' },
  'allow-project-deletion': { type: 'boolean' },
  revision: { type: 'string' },
  concurrency: { type: 'string', default: '8' },
  'seed-file': { type: 'string' },
  verbose: { type: 'boolean' },
  ...STRICT_FLAG,
  ...SOURCE_FLAGS,
} as const;

export async function syncCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: SYNC_OPTIONS,
  });
  if (values.help === true) {
    io.stdout.write(SYNC_HELP);
    return EXIT_OK;
  }
  const [target] = positionals;
  if (target === undefined || positionals.length > 1) {
    io.stderr.write(`gitshift sync: expected one <dir> or <url>; see 'gitshift sync --help'\n`);
    return 2;
  }
  const timeoutMs = parseDuration(values.timeout, '--timeout');
  const projectConcurrency = parseCount(values.concurrency, '--concurrency');
  const env = io.env ?? {};
  const api = await connect(kubeconfigPath(values.kubeconfig, env, 'sync'));
  const say = (line: string): void => {
    io.stderr.write(`${line}\n`);
  };
  const source = await readConfigSource(target, values, { command: 'sync', env, say });
  const model = loadSnapshot(source.snapshot, {
    seed: readSeed(values['seed-file'], env),
    strict: values.strict === true,
  });
  const rendered = renderRepository(model);
  const style = terminalStyle(io);
  for (const problem of rendered.problems) io.stderr.write(`${styleProblem(problem, style.stderr)}\n`);
  // Ctrl-C stops the sync or the wait where it is, with what was abandoned (exit 130), not mid-request.
  const interrupt = interruptSignal();
  const progress = syncProgress(io, {
    bar: style.progressBar,
    verbose: values.verbose === true,
    projects: rendered.projects.filter((p) => values.project === undefined || p.name === values.project)
      .length,
    signal: interrupt.signal,
  });
  try {
    const started = performance.now();
    const sync = await syncRepository(api, model, rendered, {
      only: values.project,
      revision: values.revision ?? (await source.revision()),
      projectConcurrency,
      allowMassPrune: values['allow-mass-prune'] === true,
      allowProjectDeletion: values['allow-project-deletion'] === true,
      say: progress.say,
      signal: interrupt.signal,
    });
    progress.clear();
    // Projects cut short report ABORTED failures; the run as a whole was interrupted, which says more.
    throwIfAborted(interrupt.signal, 'the sync');
    const { error, warning } = style.stderr;
    let failed = sync.skipped.length > 0;
    for (const { name, reason } of sync.skipped) say(error(`project ${name} not synced: ${reason}`));
    for (const result of sync.results) {
      for (const message of result.errors) say(error(`project ${result.project}: ${message}`));
      if (result.pruneRefused !== undefined)
        say(error(`project ${result.project}: prune refused: ${result.pruneRefused}`));
      for (const drift of result.drifted)
        say(
          warning(
            `project ${result.project}: drift in ${describeRef(drift.ref)}: ${drift.changes.map((c) => c.path).join(', ')}`,
          ),
        );
      failed ||= result.errors.length > 0 || result.pruneRefused !== undefined;
    }
    for (const removed of sync.removed) {
      if (removed.refused !== undefined) say(error(`project ${removed.project}: ${removed.refused}`));
      else say(`project ${removed.project}: removed`);
      failed ||= removed.refused !== undefined;
    }
    io.stdout.write(
      formatSyncSummary(sync, { seconds: (performance.now() - started) / 1000, failed }, style.stdout),
    );
    if (values.wait === true) {
      const refs = sync.plans.flatMap((p) => p.objects.map((o) => o.ref));
      progress.waitFor(refs.length);
      const health = await waitHealthy(api, refs, { timeoutMs, say: progress.say, signal: interrupt.signal });
      progress.clear();
      const { ok, error: bad } = style.stdout;
      io.stdout.write(`health: ${health.status === 'Healthy' ? ok(health.status) : bad(health.status)}\n`);
      for (const o of health.objects.filter((x) => x.health.status !== 'Healthy')) {
        io.stdout.write(`  ${describeRef(o.ref)}: ${bad(o.health.status)}: ${o.health.message}\n`);
      }
      failed ||= health.status !== 'Healthy';
    }
    return failed ? EXIT_PROBLEMS : EXIT_OK;
  } finally {
    progress.clear();
    interrupt.dispose();
  }
}

syncCommand.spec = { options: SYNC_OPTIONS } satisfies CommandSpec;
