import { parseArgs } from 'node:util';
import { stringifyJson } from '../yaml/values/lossless-json.js';
import { formatPlan, hasChanges, planAsJson } from '../reconciler/format-plan.js';
import { syncRepository } from '../reconciler/sync-repository.js';
import { renderRepository } from '../render/render-repository.js';
import { CLUSTER_FLAGS, connect, kubeconfigPath } from './cluster-options.js';
import type { CommandIO } from './io.js';
import type { CommandSpec } from './command-spec.js';
import { loadSnapshot, readSeed, SEED_ENV, STRICT_FLAG, strictHelp } from './load.js';
import { planColours } from './plan-colours.js';
import { styleProblem } from './problem-lines.js';
import { readConfigSource, SOURCE_FLAGS, SOURCE_HELP, SOURCE_USAGE } from './source-options.js';
import { terminalStyle } from './terminal/index.js';

export const PLAN_EXIT = { inSync: 0, error: 1, changes: 2 } as const;

export const PLAN_HELP = `Usage: gitshift plan <dir|url> [--ref BRANCH] [--path SUBDIR] [--kubeconfig FILE]
                     [--project NAME] [-o text|json] [--strict]

Shows what 'gitshift sync' would change in the cluster, per project: objects
to create (+), fields to update (~), fields changed in the cluster behind Git's
back (!), and objects to prune (-). Updates are computed by the API server's
dry run of the server-side apply (field manager 'gitshift'), so only fields
gitshift manages can differ: defaults, status and bookkeeping never show.
Nothing in the cluster is changed.

${SOURCE_USAGE}

Options:
  --kubeconfig FILE         cluster to compare with (default: $KUBECONFIG)
  --project NAME            plan only this project
  -o, --output FMT          text (default; coloured on a terminal) or json
  --seed-file FILE          secret seed for generated template parameters
                            (default: the ${SEED_ENV} environment variable)
${strictHelp(28)}${SOURCE_HELP}  -h, --help                show this help

Exit status (usable in CI): 0 the cluster matches Git, 2 changes pending,
1 errors (invalid manifests, cluster unreachable, bad usage).
`;

/** The options of `gitshift plan`, which its parseArgs reads and shell completion offers. */
export const PLAN_OPTIONS = {
  ...CLUSTER_FLAGS,
  output: { type: 'string', short: 'o', default: 'text' },
  'seed-file': { type: 'string' },
  ...STRICT_FLAG,
  ...SOURCE_FLAGS,
} as const;

export async function planCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: PLAN_OPTIONS,
  });
  if (values.help === true) {
    io.stdout.write(PLAN_HELP);
    return PLAN_EXIT.inSync;
  }
  const target = positionals[0];
  if (
    target === undefined ||
    positionals.length > 1 ||
    (values.output !== 'text' && values.output !== 'json')
  ) {
    io.stderr.write(
      `gitshift plan: expected one <dir> or <url> and -o text|json; see 'gitshift plan --help'\n`,
    );
    return PLAN_EXIT.error;
  }
  const env = io.env ?? {};
  const api = await connect(kubeconfigPath(values.kubeconfig, env, 'plan'));
  const say = (line: string): void => {
    io.stderr.write(`${line}\n`);
  };
  const source = await readConfigSource(target, values, { command: 'plan', env, say });
  const model = loadSnapshot(source.snapshot, {
    seed: readSeed(values['seed-file'], env),
    strict: values.strict === true,
  });
  const rendered = renderRepository(model);
  const style = terminalStyle(io, values.output);
  for (const problem of rendered.problems) io.stderr.write(`${styleProblem(problem, style.stderr)}\n`);
  const sync = await syncRepository(api, model, rendered, { only: values.project, planOnly: true });
  const builds = new Map(rendered.projects.map((p) => [p.name, p.builds]));
  if (values.output === 'json') io.stdout.write(`${stringifyJson(planAsJson(sync, builds), 2)}\n`);
  else io.stdout.write(formatPlan(sync, planColours(style.stdout), builds));
  if (sync.skipped.length > 0) return PLAN_EXIT.error;
  return hasChanges(sync) ? PLAN_EXIT.changes : PLAN_EXIT.inSync;
}

planCommand.spec = { options: PLAN_OPTIONS } satisfies CommandSpec;
