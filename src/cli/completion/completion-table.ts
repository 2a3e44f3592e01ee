import type { CommandOptions, CommandSpec } from '../command-spec.js';

/** A flag as the shells complete it. */
export interface CompletionFlag {
  /** Without dashes: `kubeconfig`. */
  readonly long: string;
  readonly short?: string;
  /** Takes a value (the next word): a file name by default, since most of gitshift's do (FILE, DIR). */
  readonly takesValue: boolean;
  /** May be given more than once (`--env A=1 --env B=2`). */
  readonly repeatable: boolean;
}

export interface CompletionCommand {
  readonly name: string;
  /** Its line in `gitshift --help`; empty when it has none. */
  readonly summary: string;
  readonly flags: readonly CompletionFlag[];
  /** Fixed words for its first argument; otherwise file names are offered (a <dir>, or nothing better known). */
  readonly choices: readonly string[];
}

/**
 * The flag whose value is a project: completed with the folders under
 * ./projects, the layout of a config repository, which costs no gitshift run.
 */
export const PROJECT_FLAG = 'project';

/** The words `gitshift` takes before any command. */
export const TOP_LEVEL_FLAGS: readonly string[] = ['--help', '-h', '--version'];

/**
 * The completion table from main's table of commands (each command's
 * `spec`: its parseArgs options) and the command summaries of the main help.
 * A command without a spec is completed by name, with --help.
 */
export function completionTable(
  commands: readonly { readonly name: string; readonly spec: CommandSpec | undefined }[],
  mainHelp: string,
): CompletionCommand[] {
  const summaries = commandSummaries(mainHelp);
  return commands.map(({ name, spec }) => ({
    name,
    summary: summaries.get(name) ?? '',
    flags: flagsOf(spec?.options ?? { help: { type: 'boolean', short: 'h' } }),
    choices: spec?.choices ?? [],
  }));
}

function flagsOf(options: CommandOptions): CompletionFlag[] {
  return Object.entries(options).map(([long, option]) => ({
    long,
    ...(option.short === undefined ? {} : { short: option.short }),
    takesValue: option.type === 'string',
    repeatable: option.multiple === true,
  }));
}

/**
 * `name → summary` from the help's Commands: section, where a line is
 * `  <name> <args>   <summary>`, or `  <name> <args>` with the summary on
 * the next, deeper line; a summary may go on over deeper lines.
 */
export function commandSummaries(help: string): Map<string, string> {
  const summaries = new Map<string, string>();
  const lines = help.split('\n');
  const start = lines.indexOf('Commands:');
  if (start < 0) return summaries;
  let current: string | undefined;
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') break;
    if (/^ {2}\S/.test(line)) {
      // `name <args>` and the summary are apart by two spaces or more.
      const [head = '', summary = ''] = line.trim().split(/\s{2,}/);
      current = head.split(' ')[0] ?? '';
      summaries.set(current, summary);
    } else if (current !== undefined) {
      summaries.set(current, `${summaries.get(current) ?? ''} ${line.trim()}`.trim());
    }
  }
  return summaries;
}

/** Every way a command's flags are written: `--kubeconfig`, `-o`. */
export function flagWords(flags: readonly CompletionFlag[]): string[] {
  return flags.flatMap((f) => [`--${f.long}`, ...(f.short === undefined ? [] : [`-${f.short}`])]);
}
