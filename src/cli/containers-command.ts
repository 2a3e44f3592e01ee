import { parseArgs } from 'node:util';
import type { ContainerStatus } from '../containers/index.js';
import { GitshiftError } from '../errors/index.js';
import { checkLabelName } from '../model/names.js';
import { sleep, SYSTEM_CLOCK } from '../runtime/index.js';
import type { CommandSpec } from './command-spec.js';
import {
  CONTAINERS_CONNECTION_FLAGS,
  CONTAINERS_CONNECTION_HELP,
  ContainersClient,
  containersConnection,
} from './containers-client.js';
import { runRequestOf } from './containers-run-request.js';
import { interruptSignal } from './interrupt.js';
import { EXIT_OK, EXIT_PROBLEMS, type CommandIO } from './io.js';
import { alignColumns } from './terminal/index.js';

export const CONTAINERS_HELP = `Usage: gitshift containers <command> [options]

Containers in a project, after OpenStack's containers service, GitOps style:
each run, stop and rm is a commit in the config repository (a Job manifest in
projects/<project>/containers/<name>.yaml, by you), which serve's reconciler
runs on the cluster; state, exit status and output are read back from it.

Commands:
  run <project>/<name> --image IMAGE [options] [-- COMMAND [ARG...]]
                      create a container; --wait for its end, print its output
                      and exit with its exit status
  list <project>      NAME, STATE, EXIT, STARTED, FINISHED, IMAGE (-o json)
  inspect <project>/<name>
                      state, exit status, start and end, the commit that made it
  logs <project>/<name>
                      its output: stdout and stderr merged, as Kubernetes keeps
                      a container's log
  stop <project>/<name>
                      stop it (a commit setting the Job's spec.suspend)
  rm <project>/<name> delete it (a commit removing its file; the Job is pruned)

Options of run:
  --image IMAGE       from one of serve's registries; pinned to its digest
  --env NAME=VALUE    repeatable
  --workdir DIR       the working directory (absolute)
  --cpu QUANTITY      a CPU limit, e.g. 500m
  --memory QUANTITY   a memory limit, e.g. 64Mi
  --wait              wait until it has ended; print its output; exit with its
                      exit status (1 when it was stopped or its pod failed to start)

Options:
  -o, --output FMT    text (default) or json (list and inspect)
${CONTAINERS_CONNECTION_HELP}
  -h, --help          show this help

Examples:
  gitshift containers run shop/hello --image registry.example.com/tools/busybox:1.36 \\
      --env GREETING=hi --wait -- sh -c 'echo "$GREETING"'
  gitshift containers logs shop/hello
  gitshift containers rm shop/hello

Exit status: 0 done; 1 (run --wait) the container failed or was stopped;
2 bad usage, a refused request or token, or an unreachable serve; 130
interrupted.
`;

export const CONTAINERS_OPTIONS = {
  ...CONTAINERS_CONNECTION_FLAGS,
  output: { type: 'string', short: 'o', default: 'text' },
  image: { type: 'string' },
  env: { type: 'string', multiple: true },
  workdir: { type: 'string' },
  cpu: { type: 'string' },
  memory: { type: 'string' },
  wait: { type: 'boolean' },
} as const;

const SUBCOMMANDS = ['run', 'list', 'inspect', 'logs', 'stop', 'rm'] as const;
type Subcommand = (typeof SUBCOMMANDS)[number];

export async function containersCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: CONTAINERS_OPTIONS,
  });
  const [sub, target, ...rest] = positionals;
  if (values.help === true || sub === undefined) {
    io.stdout.write(CONTAINERS_HELP);
    return sub === undefined && values.help !== true ? 2 : EXIT_OK;
  }
  if (!(SUBCOMMANDS as readonly string[]).includes(sub))
    throw new GitshiftError(
      'USAGE',
      `unknown containers command '${sub}': give one of ${SUBCOMMANDS.join(', ')}`,
    );
  if (values.output !== 'text' && values.output !== 'json')
    throw new GitshiftError('USAGE', `-o ${values.output}: give text or json`);
  const command = sub as Subcommand;
  if (command !== 'run' && rest.length > 0)
    throw new GitshiftError(
      'USAGE',
      `containers ${command} takes one argument, not '${positionals.slice(1).join(' ')}'`,
    );
  const where = parseTarget(target, command === 'list');
  // A run's request is checked for its shape before serve is looked for.
  const request = command === 'run' ? runRequestOf(where.name, values, rest) : undefined;
  const connection = containersConnection(values, io.env ?? {});
  const interrupt = interruptSignal();
  try {
    const client = new ContainersClient(connection, interrupt.signal);
    const path = `/api/v1/projects/${where.project}/containers`;
    const one = `${path}/${where.name}`;
    switch (command) {
      case 'list': {
        const { items } = await client.json<{ items: ContainerStatus[] }>('GET', path);
        io.stdout.write(values.output === 'json' ? `${JSON.stringify({ items }, null, 2)}\n` : table(items));
        return EXIT_OK;
      }
      case 'inspect': {
        const status = await client.json<ContainerStatus & { commit: string | null }>('GET', one);
        io.stdout.write(values.output === 'json' ? `${JSON.stringify(status, null, 2)}\n` : describe(status));
        return EXIT_OK;
      }
      case 'logs':
        io.stdout.write(await client.text('GET', `${one}/logs`));
        return EXIT_OK;
      case 'stop':
      case 'rm': {
        const written = await client.json<{ commit: string }>(
          command === 'stop' ? 'POST' : 'DELETE',
          command === 'stop' ? `${one}/stop` : one,
        );
        io.stdout.write(
          `container ${where.project}/${where.name} ${command === 'stop' ? 'stopped' : 'deleted'} in commit ${written.commit.slice(0, 12)}\n`,
        );
        return EXIT_OK;
      }
      case 'run': {
        const written = await client.json<{ commit: string }>('POST', path, request);
        io.stderr.write(
          `container ${where.project}/${where.name} created in commit ${written.commit.slice(0, 12)}\n`,
        );
        if (values.wait !== true) return EXIT_OK;
        const ended = await waitForEnd(client, one, interrupt.signal);
        if (ended.pod !== undefined) io.stdout.write(await client.text('GET', `${one}/logs`));
        io.stderr.write(
          `container ${where.project}/${where.name} ${ended.state}${ended.exitCode === undefined ? '' : ` with exit status ${ended.exitCode}`}\n`,
        );
        return ended.state === 'Succeeded' ? EXIT_OK : (ended.exitCode ?? EXIT_PROBLEMS);
      }
    }
  } finally {
    interrupt.dispose();
  }
}

containersCommand.spec = {
  options: CONTAINERS_OPTIONS,
  choices: SUBCOMMANDS,
} satisfies CommandSpec;

/** `<project>/<name>`, or (list) `<project>`; both DNS-1123 labels. */
function parseTarget(target: string | undefined, projectOnly: boolean): { project: string; name: string } {
  const shape = projectOnly ? '<project>' : '<project>/<name>';
  if (target === undefined) throw new GitshiftError('USAGE', `give ${shape}`);
  const [project = '', name = '', ...more] = target.split('/');
  if (more.length > 0 || (projectOnly ? target.includes('/') : name === ''))
    throw new GitshiftError('USAGE', `'${target}' is not ${shape}`);
  for (const [value, kind] of [
    [project, 'project'],
    ...(projectOnly ? [] : [[name, 'container']]),
  ] as const) {
    const problem = checkLabelName(value, kind);
    if (problem !== undefined) throw new GitshiftError('USAGE', problem.message);
  }
  return { project, name };
}

/** Polls inspect until the container has ended (Succeeded, Failed or Stopped). */
async function waitForEnd(
  client: ContainersClient,
  path: string,
  signal: AbortSignal,
): Promise<ContainerStatus> {
  for (;;) {
    const status = await client.json<ContainerStatus>('GET', path);
    if (status.state === 'Succeeded' || status.state === 'Failed' || status.state === 'Stopped')
      return status;
    await sleep(SYSTEM_CLOCK, 250, signal);
  }
}

function table(items: readonly ContainerStatus[]): string {
  if (items.length === 0) return 'no containers\n';
  return alignColumns([
    ['NAME', 'STATE', 'EXIT', 'STARTED', 'FINISHED', 'IMAGE'],
    ...items.map((c) => [
      c.name,
      c.reason === undefined || c.state === 'Succeeded' ? c.state : `${c.state} (${c.reason})`,
      c.exitCode === undefined ? '-' : String(c.exitCode),
      c.startedAt ?? '-',
      c.finishedAt ?? '-',
      c.image ?? '-',
    ]),
  ]);
}

function describe(status: ContainerStatus & { commit: string | null }): string {
  const rows: [string, string | number | null | undefined][] = [
    ['Name', `${status.project}/${status.name}`],
    ['State', status.reason === undefined ? status.state : `${status.state} (${status.reason})`],
    ['Exit status', status.exitCode],
    ['Image', status.image],
    ['Started', status.startedAt],
    ['Finished', status.finishedAt],
    ['Created by', status.createdBy],
    ['Commit', status.commit],
    ['Pod', status.pod],
  ];
  return alignColumns(
    rows
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [`${key}:`, String(value)]),
  );
}
