import { parseArgs } from 'node:util';
import { GitshiftError } from '../errors/index.js';
import type { CommandSpec } from './command-spec.js';
import { EXIT_OK, type CommandIO } from './io.js';
import { terminalStyle } from './terminal/index.js';
import { gitshiftCommit, gitshiftVersion } from './version.js';

export const VERSION_HELP = `Usage: gitshift version [-o text|json]
       gitshift --version

Prints gitshift's version (from its package.json), the Node.js version it
runs on and, when known, the git commit it was built from (GITSHIFT_COMMIT,
or the checkout it runs in).

Options:
  -o, --output FMT  text (default) or json: {"version", "node", "commit"}
  -h, --help        show this help
`;

export const VERSION_OPTIONS = {
  output: { type: 'string', short: 'o', default: 'text' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface VersionInfo {
  readonly version: string;
  readonly node: string;
  /** Undefined when gitshift runs from a package without a recorded commit. */
  readonly commit: string | undefined;
}

/** `gitshift 0.1.0 (commit 3f2a9c1, node v20.19.0)`. */
export function formatVersion(
  { version, node, commit }: VersionInfo,
  strong: (text: string) => string,
): string {
  const from = commit === undefined ? '' : `commit ${commit.slice(0, 12)}, `;
  return `${strong(`gitshift ${version}`)} (${from}node ${node})\n`;
}

export function versionCommand(args: readonly string[], io: CommandIO): number {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: VERSION_OPTIONS,
  });
  if (values.help === true) {
    io.stdout.write(VERSION_HELP);
    return EXIT_OK;
  }
  if (positionals.length > 0)
    throw new GitshiftError('USAGE', `takes no arguments, not '${positionals.join(' ')}'`);
  if (values.output !== 'text' && values.output !== 'json')
    throw new GitshiftError('USAGE', `-o ${values.output}: give text or json`);
  const info: VersionInfo = {
    version: gitshiftVersion(),
    node: process.version,
    commit: gitshiftCommit(io.env ?? {}),
  };
  if (values.output === 'json')
    io.stdout.write(`${JSON.stringify({ ...info, commit: info.commit ?? null }, null, 2)}\n`);
  else io.stdout.write(formatVersion(info, terminalStyle(io, values.output).stdout.strong));
  return EXIT_OK;
}

versionCommand.spec = { options: VERSION_OPTIONS } satisfies CommandSpec;
