import { parseArgs } from 'node:util';
import { GitshiftError } from '../errors/index.js';
import { writeBuildLog } from './build-progress.js';
import { parseBuildTarget } from './build-target.js';
import { interruptSignal } from './interrupt.js';
import { EXIT_OK, type CommandIO } from './io.js';
import type { CommandSpec } from './command-spec.js';
import { ServeClient } from './serve-client.js';
import { SERVE_API_FLAGS, SERVE_API_OPTIONS_HELP, serveConnection } from './serve-connection.js';

export const BUILD_LOGS_HELP = `Usage: gitshift build-logs <project>/<build> [--follow]

Prints a build's log. Logs are kept after the build's pod is gone (in a
ConfigMap beside the Build record, up to serve's size cap; past it the
middle is dropped and the head and tail kept). With --follow, the log is
streamed as the build writes it, until the build finishes.

The CLI asks serve over its authenticated HTTP API (GET
/api/v1/projects/<project>/builds/<build>/log), which holds the live logs of
running builds.

Options:
  -f, --follow        stream until the build finishes
${SERVE_API_OPTIONS_HELP}
  -h, --help          show this help

Exit status: 0 printed; 2 bad usage, an unknown build, a refused token or an
unreachable serve; 130 interrupted.
`;

/** The options of `gitshift build-logs`, which its parseArgs reads and shell completion offers. */
export const BUILD_LOGS_OPTIONS = { ...SERVE_API_FLAGS, follow: { type: 'boolean', short: 'f' } } as const;

export async function buildLogsCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: BUILD_LOGS_OPTIONS,
  });
  if (values.help === true) {
    io.stdout.write(BUILD_LOGS_HELP);
    return EXIT_OK;
  }
  if (positionals.length > 1)
    throw new GitshiftError('USAGE', `takes one <project>/<build>, not ${positionals.length} arguments`);
  const target = parseBuildTarget(positionals[0], 'Build', 'build-logs');
  const connection = serveConnection(values, io.env ?? {});
  const interrupt = interruptSignal();
  try {
    await writeBuildLog(new ServeClient(connection, interrupt.signal), target, values.follow === true, io);
    return EXIT_OK;
  } finally {
    interrupt.dispose();
  }
}

buildLogsCommand.spec = { options: BUILD_LOGS_OPTIONS } satisfies CommandSpec;
