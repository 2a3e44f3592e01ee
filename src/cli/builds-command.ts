import { parseArgs } from 'node:util';
import type { BuildRecord } from '../buildplan/build-record.js';
import { GitshiftError } from '../errors/index.js';
import { checkLabelName } from '../model/names.js';
import { formatBuildTable } from './build-table.js';
import { interruptSignal } from './interrupt.js';
import { EXIT_OK, type CommandIO } from './io.js';
import type { CommandSpec } from './command-spec.js';
import { ServeClient } from './serve-client.js';
import { terminalStyle } from './terminal/index.js';
import { SERVE_API_FLAGS, SERVE_API_OPTIONS_HELP, serveConnection } from './serve-connection.js';

export const BUILDS_HELP = `Usage: gitshift builds [project] [-o text|json]

Lists builds, newest first: every project's, or one project's. The columns
are NAME, PHASE (New, Pending, Running, Complete, Failed, Error, Cancelled),
CAUSE (GitHubWebHook, GenericWebHook, ImageChange, ConfigChange, Manual,
Binary), COMMIT, DURATION, STARTED and REASON (why a build did not complete,
in OpenShift's words: DockerBuildFailed, FetchSourceFailed, ...).

The CLI asks serve over its authenticated HTTP API (GET /api/v1/builds), which
owns the build queue and the live logs; the same records are in the cluster
as Build objects of gitshift.io, so 'kubectl get builds.gitshift.io -A' shows
them too, without serve.

Options:
  -o, --output FMT    text (default) or json (the records, as serve gives them)
${SERVE_API_OPTIONS_HELP}
  -h, --help          show this help

Exit status: 0 listed (also when there are none); 2 bad usage, a refused token
or an unreachable serve; 130 interrupted.
`;

/** Builds asked per request: the API's largest page. */
const PAGE_LIMIT = 500;

/** The options of `gitshift builds`, which its parseArgs reads and shell completion offers. */
export const BUILDS_OPTIONS = {
  ...SERVE_API_FLAGS,
  output: { type: 'string', short: 'o', default: 'text' },
} as const;

export async function buildsCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: BUILDS_OPTIONS,
  });
  if (values.help === true) {
    io.stdout.write(BUILDS_HELP);
    return EXIT_OK;
  }
  const [project, extra] = positionals;
  if (extra !== undefined)
    throw new GitshiftError('USAGE', `takes at most one project, not '${positionals.join(' ')}'`);
  if (values.output !== 'text' && values.output !== 'json')
    throw new GitshiftError('USAGE', `-o ${values.output}: give text or json`);
  const badProject = project === undefined ? undefined : checkLabelName(project, 'project');
  if (badProject !== undefined) throw new GitshiftError('USAGE', badProject.message);
  const connection = serveConnection(values, io.env ?? {});
  const interrupt = interruptSignal();
  try {
    const client = new ServeClient(connection, interrupt.signal);
    const records = await listAll(client, project);
    if (values.output === 'json') io.stdout.write(`${JSON.stringify({ items: records }, null, 2)}\n`);
    else if (records.length === 0)
      io.stdout.write(project === undefined ? 'no builds\n' : `no builds in project ${project}\n`);
    else
      io.stdout.write(
        formatBuildTable(records, {
          now: Date.now(),
          allProjects: project === undefined,
          style: terminalStyle(io, values.output).stdout,
        }),
      );
    return EXIT_OK;
  } finally {
    interrupt.dispose();
  }
}

/** Every page of the listing. */
async function listAll(client: ServeClient, project: string | undefined): Promise<BuildRecord[]> {
  const records: BuildRecord[] = [];
  let next: string | undefined;
  do {
    const query = new URLSearchParams({ limit: String(PAGE_LIMIT) });
    if (project !== undefined) query.set('project', project);
    if (next !== undefined) query.set('continue', next);
    const page = await client.json<{ items: BuildRecord[]; continue?: string }>(
      'GET',
      `/api/v1/builds?${query.toString()}`,
    );
    records.push(...page.items);
    next = page.continue;
  } while (next !== undefined);
  return records;
}

buildsCommand.spec = { options: BUILDS_OPTIONS } satisfies CommandSpec;
