import { PROJECT_FLAG, type CompletionCommand, type CompletionFlag } from './completion-table.js';
import { singleQuote } from './shell-quote.js';

/**
 * fish completions: the commands with their summaries while none is given;
 * then the command's flags (see valueOf for their values), and its
 * fixed choices, or files (fish's default), for its arguments.
 */
export function fishScript(commands: readonly CompletionCommand[]): string {
  const lines = [
    '# fish completion for gitshift. Install: gitshift completion fish > ~/.config/fish/completions/gitshift.fish',
    'complete -c gitshift -e',
    "complete -c gitshift -n __fish_use_subcommand -f -l help -s h -d 'show the help'",
    "complete -c gitshift -n __fish_use_subcommand -f -l version -d 'show the version'",
  ];
  for (const c of commands) {
    lines.push(
      `complete -c gitshift -n __fish_use_subcommand -f -a ${c.name}${c.summary === '' ? '' : ` -d ${singleQuote(c.summary)}`}`,
    );
    const when = `-n ${singleQuote(`__fish_seen_subcommand_from ${c.name}`)}`;
    for (const flag of c.flags)
      lines.push(
        `complete -c gitshift ${when} -l ${flag.long}${flag.short === undefined ? '' : ` -s ${flag.short}`}${valueOf(flag)}`,
      );
    if (c.choices.length > 0)
      lines.push(`complete -c gitshift ${when} -f -a ${singleQuote(c.choices.join(' '))}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A flag's value: the folders of ./projects for --project, a file for another that takes one. */
function valueOf(flag: CompletionFlag): string {
  if (!flag.takesValue) return '';
  if (flag.long === PROJECT_FLAG)
    return ` -r -f -a ${singleQuote('(for d in projects/*/; basename $d; end)')}`;
  return ' -r -F';
}
