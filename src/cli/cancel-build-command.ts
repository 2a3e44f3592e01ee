import { parseArgs } from 'node:util';
import { isFinished, type BuildRecord } from '../buildplan/build-record.js';
import { GitshiftError } from '../errors/index.js';
import { buildPath, parseBuildTarget } from './build-target.js';
import { interruptSignal } from './interrupt.js';
import { EXIT_OK, type CommandIO } from './io.js';
import type { CommandSpec } from './command-spec.js';
import { ServeClient } from './serve-client.js';
import { SERVE_API_FLAGS, SERVE_API_OPTIONS_HELP, serveConnection } from './serve-connection.js';

export const CANCEL_BUILD_HELP = `Usage: gitshift cancel-build <project>/<build>

Cancels a build that is New, Pending or Running: a queued build leaves the
queue, a running one is stopped (its pod or process is killed) and the Build
ends Cancelled with reason CancelledBuild, and nothing is pushed or committed.
A build that has already finished is left as it is, and said so.

The CLI asks serve over its authenticated HTTP API (POST
/api/v1/projects/<project>/builds/<build>/cancel): serve runs the build.

Options:
${SERVE_API_OPTIONS_HELP}
  -h, --help          show this help

Exit status: 0 cancelled, or already finished; 2 bad usage, an unknown build,
a refused token or an unreachable serve; 130 interrupted.
`;

export async function cancelBuildCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: SERVE_API_FLAGS,
  });
  if (values.help === true) {
    io.stdout.write(CANCEL_BUILD_HELP);
    return EXIT_OK;
  }
  if (positionals.length > 1)
    throw new GitshiftError('USAGE', `takes one <project>/<build>, not ${positionals.length} arguments`);
  const target = parseBuildTarget(positionals[0], 'Build', 'cancel-build');
  const connection = serveConnection(values, io.env ?? {});
  const interrupt = interruptSignal();
  try {
    const record = await new ServeClient(connection, interrupt.signal).json<BuildRecord>(
      'POST',
      `${buildPath(target)}/cancel`,
    );
    const { phase } = record.status;
    const name = `build ${target.project}/${target.name}`;
    io.stdout.write(
      phase === 'Cancelled'
        ? `${name} cancelled\n`
        : isFinished(phase)
          ? `${name} had already finished: ${phase}\n`
          : // The runner stops a running build's process or pod; the record follows.
            `${name} is being cancelled (${phase} now)\n`,
    );
    return EXIT_OK;
  } finally {
    interrupt.dispose();
  }
}

cancelBuildCommand.spec = { options: SERVE_API_FLAGS } satisfies CommandSpec;
