import { parseArgs } from 'node:util';
import { describeRef } from '../kube/object-ref.js';
import { readProjectStatuses, type ProjectStatus } from '../reconciler/project-status.js';
import { CLUSTER_FLAGS, connect, kubeconfigPath } from './cluster-options.js';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE, type CommandIO } from './io.js';

export const STATUS_HELP = `Usage: gitshift status [--kubeconfig FILE] [--project NAME] [-o text|json]

Shows every project gitshift has synced to the cluster: the revision last
synced, when a sync last changed something, the health of its objects now
(read live: Deployment rollouts, Jobs, Namespaces, CRDs, ...), the last error
and the last drift seen (objects changed in the cluster behind Git's back, and
whether they were put back). The record is kept in the cluster, in the
project's inventory ConfigMap in the gitshift-system namespace.

Options:
  --kubeconfig FILE  cluster to read (default: $KUBECONFIG)
  --project NAME     only this project
  -o, --output FMT   text (default) or json
  -h, --help         show this help

Exit status: 0 every project healthy and without errors, 1 otherwise, 2 usage error.
`;

export async function statusCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      ...CLUSTER_FLAGS,
      output: { type: 'string', short: 'o', default: 'text' },
    },
  });
  if (values.help === true) {
    io.stdout.write(STATUS_HELP);
    return EXIT_OK;
  }
  if (positionals.length > 0 || (values.output !== 'text' && values.output !== 'json')) {
    io.stderr.write(`gitshift status: takes no arguments and -o text|json; see 'gitshift status --help'\n`);
    return EXIT_USAGE;
  }
  const api = await connect(kubeconfigPath(values.kubeconfig, io.env ?? {}, 'status'));
  const statuses = await readProjectStatuses(api, { only: values.project });
  if (values.output === 'json') io.stdout.write(`${JSON.stringify(statuses, null, 2)}\n`);
  else io.stdout.write(formatStatuses(statuses, values.project));
  const fine = statuses.every((s) => s.health === 'Healthy' && s.record.lastError === undefined);
  return fine && (values.project === undefined || statuses.length > 0) ? EXIT_OK : EXIT_PROBLEMS;
}

export function formatStatuses(statuses: readonly ProjectStatus[], only: string | undefined): string {
  if (statuses.length === 0)
    return only === undefined
      ? 'no project has been synced to this cluster yet\n'
      : `project ${only} has not been synced to this cluster\n`;
  const lines: string[] = [];
  for (const s of statuses) {
    const { revision, changedAt, lastError, drift } = s.record;
    lines.push(`project ${s.project}: ${s.health}, ${s.objects} object(s)`);
    lines.push(`  repository:   ${s.repository}`);
    lines.push(`  revision:     ${revision ?? '(not recorded)'}`);
    lines.push(`  last changed: ${changedAt ?? '(never)'}`);
    for (const o of s.unhealthy)
      lines.push(`  ${o.health.status}: ${describeRef(o.ref)}: ${o.health.message}`);
    if (lastError !== undefined) lines.push(`  last error:   ${lastError.message} (since ${lastError.at})`);
    if (drift !== undefined) {
      const what = drift.objects.map((o) => `${o.object} (${o.fields.join(', ')})`).join('; ');
      lines.push(`  last drift:   ${drift.at}: ${what}; ${drift.healed ? 'put back' : 'left in place'}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
