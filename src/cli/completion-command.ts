import { parseArgs } from 'node:util';
import { GitshiftError } from '../errors/index.js';
import type { CommandSpec } from './command-spec.js';
import { bashScript } from './completion/bash-script.js';
import { completionTable, type CompletionCommand } from './completion/completion-table.js';
import { fishScript } from './completion/fish-script.js';
import { zshScript } from './completion/zsh-script.js';
import { EXIT_OK, type CommandIO } from './io.js';

export const COMPLETION_HELP = `Usage: gitshift completion bash|zsh|fish

Prints a shell completion script for gitshift's commands and their flags
(file names after a flag that takes a value and for a command's arguments).

  bash   gitshift completion bash > ~/.local/share/bash-completion/completions/gitshift
         (or in ~/.bashrc: source <(gitshift completion bash))
  zsh    gitshift completion zsh > "\${fpath[1]}/_gitshift"
         (or in ~/.zshrc, after compinit: source <(gitshift completion zsh))
  fish   gitshift completion fish > ~/.config/fish/completions/gitshift.fish

Options:
  -h, --help   show this help
`;

/** The options of `gitshift completion`, which its parseArgs reads and shell completion offers. */
export const COMPLETION_OPTIONS = { help: { type: 'boolean', short: 'h' } } as const;

const SCRIPTS: Readonly<Record<string, (commands: readonly CompletionCommand[]) => string>> = {
  bash: bashScript,
  zsh: zshScript,
  fish: fishScript,
};

export async function completionCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: COMPLETION_OPTIONS,
  });
  if (values.help === true) {
    io.stdout.write(COMPLETION_HELP);
    return EXIT_OK;
  }
  const [shell, extra] = positionals;
  const script = shell !== undefined && Object.hasOwn(SCRIPTS, shell) ? SCRIPTS[shell] : undefined;
  if (script === undefined || extra !== undefined)
    throw new GitshiftError('USAGE', `give one shell: ${Object.keys(SCRIPTS).join(', ')}`);
  // Imported here, not at the top: main loads this module, and the table is main's.
  const { COMMANDS, MAIN_HELP } = await import('./main.js');
  const commands = await Promise.all(
    Object.entries(COMMANDS).map(async ([name, load]) => ({ name, spec: (await load()).spec })),
  );
  io.stdout.write(script(completionTable(commands, MAIN_HELP)));
  return EXIT_OK;
}

completionCommand.spec = { options: COMPLETION_OPTIONS, choices: Object.keys(SCRIPTS) } satisfies CommandSpec;
