import { flagWords, PROJECT_FLAG, TOP_LEVEL_FLAGS, type CompletionCommand } from './completion-table.js';
import { singleQuote as quote } from './shell-quote.js';

/**
 * A bash completion function for `complete -F`: commands at the first word;
 * after a command, its flags for a word starting with `-`, the folders of
 * ./projects after --project, file names after another flag that takes a
 * value, and its fixed choices or file names otherwise.
 */
export function bashScript(commands: readonly CompletionCommand[]): string {
  const cases = commands
    .map((c) => {
      const valued = c.flags.filter((f) => f.takesValue);
      return [
        `    ${c.name})`,
        `      flags=${quote(flagWords(c.flags).join(' '))}`,
        `      valued=${quote(flagWords(valued).join(' '))}`,
        `      choices=${quote(c.choices.join(' '))}`,
        `      ;;`,
      ].join('\n');
    })
    .join('\n');
  return `# bash completion for gitshift. Install: gitshift completion bash > ~/.local/share/bash-completion/completions/gitshift
# (or in ~/.bashrc: source <(gitshift completion bash))
_gitshift() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}"
  COMPREPLY=()
  if [[ \${COMP_CWORD} -eq 1 ]]; then
    COMPREPLY=($(compgen -W ${quote([...commands.map((c) => c.name), ...TOP_LEVEL_FLAGS].join(' '))} -- "$cur"))
    return 0
  fi
  local flags="" valued="" choices=""
  case "\${COMP_WORDS[1]}" in
${cases}
    *) return 0 ;;
  esac
  if [[ "$prev" == --${PROJECT_FLAG} && " $flags " == *" --${PROJECT_FLAG} "* ]]; then
    local projects=(projects/*/)
    [[ -d "\${projects[0]}" ]] || projects=()
    projects=("\${projects[@]#projects/}")
    COMPREPLY=($(compgen -W "\${projects[*]%/}" -- "$cur"))
  elif [[ -n "$valued" && " $valued " == *" $prev "* ]]; then
    compopt -o filenames 2>/dev/null
    COMPREPLY=($(compgen -f -- "$cur"))
  elif [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$flags" -- "$cur"))
  elif [[ -n "$choices" && \${COMP_CWORD} -eq 2 ]]; then
    COMPREPLY=($(compgen -W "$choices" -- "$cur"))
  else
    compopt -o filenames 2>/dev/null
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
  return 0
}
complete -F _gitshift gitshift
`;
}
