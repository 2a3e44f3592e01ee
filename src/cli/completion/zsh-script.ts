import {
  PROJECT_FLAG,
  TOP_LEVEL_FLAGS,
  type CompletionCommand,
  type CompletionFlag,
} from './completion-table.js';
import { singleQuote } from './shell-quote.js';

/**
 * A zsh completion function: the commands with their summaries (_describe)
 * at the first word; after a command, _arguments with its flags (files after
 * a flag that takes a value) and its fixed choices or files for arguments.
 * Works from fpath (#compdef) and sourced after compinit (compdef).
 */
export function zshScript(commands: readonly CompletionCommand[]): string {
  const described = commands
    .map((c) => `    ${singleQuote(`${c.name.replaceAll(':', '\\:')}:${c.summary.replaceAll(':', '\\:')}`)}`)
    .join('\n');
  const cases = commands
    .map((c) => {
      const argument =
        c.choices.length > 0 ? `'1:${c.name} argument:(${c.choices.join(' ')})'` : `'*:file:_files'`;
      return `    ${c.name}) _arguments -s ${[...c.flags.flatMap(flagSpecs), argument].join(' ')} ;;`;
    })
    .join('\n');
  return `#compdef gitshift
# zsh completion for gitshift. Install: gitshift completion zsh > "\${fpath[1]}/_gitshift"
# (or in ~/.zshrc, after compinit: source <(gitshift completion zsh))
_gitshift_projects() {
  local -a projects
  projects=(projects/*(/N:t))
  compadd -a projects
}
_gitshift() {
  local -a commands
  commands=(
${described}
  )
  if (( CURRENT == 2 )); then
    if [[ $PREFIX == -* ]]; then
      compadd -- ${TOP_LEVEL_FLAGS.join(' ')}
    else
      _describe -t commands 'gitshift command' commands
    fi
    return
  fi
  local command=$words[2]
  shift words
  (( CURRENT-- ))
  case $command in
${cases}
  esac
}
if [[ $funcstack[1] == _gitshift ]]; then
  _gitshift "$@"
else
  compdef _gitshift gitshift
fi
`;
}

/**
 * `--kubeconfig:kubeconfig:_files`, `--strict`, `*--env:env:_files`
 * (repeatable), the short form alike; `--project` takes the folders of ./projects.
 */
function flagSpecs(flag: CompletionFlag): string[] {
  const names = [`--${flag.long}`, ...(flag.short === undefined ? [] : [`-${flag.short}`])];
  const value = flag.long === PROJECT_FLAG ? '_gitshift_projects' : '_files';
  return names.map((name) =>
    singleQuote(`${flag.repeatable ? '*' : ''}${name}${flag.takesValue ? `:${flag.long}:${value}` : ''}`),
  );
}
