import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runPiped } from '../../support/terminal.js';

/** The script `gitshift completion <shell>` prints, in a file a shell can source. */
async function scriptFile(shell: string): Promise<string> {
  const { code, stdout, stderr } = await runPiped(['completion', shell]);
  assert.is(code, 0, stderr);
  const file = join(mkdtempSync(join(tmpdir(), 'gitshift-completion-')), `gitshift.${shell}`);
  writeFileSync(file, stdout);
  return file;
}

function shellPresent(shell: string): void {
  try {
    execFileSync('sh', ['-c', `command -v ${shell}`]);
  } catch {
    throw new Error(
      `${shell} is not installed: 'npm run testbed:install' installs it (Debian package ${shell})`,
    );
  }
}

/** A folder with a file and a folder in it, for the file name completions, and a config repository's projects. */
function workDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-completion-cwd-'));
  mkdirSync(join(dir, 'examples'));
  mkdirSync(join(dir, 'projects', 'shop'), { recursive: true });
  mkdirSync(join(dir, 'projects', 'cafe'));
  writeFileSync(join(dir, 'kubeconfig.yaml'), '');
  return dir;
}

test('bash: commands, a command’s flags, the completion shells, files after a flag that takes one, projects after --project', async () => {
  const script = await scriptFile('bash');
  const complete = (words: string[]): string =>
    execFileSync(
      'bash',
      [
        '-c',
        `source "$0"; COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); _gitshift; printf '%s\\n' "\${COMPREPLY[@]}"`,
        script,
        ...words,
      ],
      { cwd: workDir(), encoding: 'utf8' },
    ).trim();
  assert.is(complete(['gitshift', 'sy']), 'sync');
  assert.is(complete(['gitshift', 'sync', '--kube']), '--kubeconfig');
  assert.is(complete(['gitshift', 'start-build', '--fo']), '--follow');
  assert.is(complete(['gitshift', 'completion', '']), 'bash\nzsh\nfish');
  assert.is(complete(['gitshift', 'sync', '--kubeconfig', 'kube']), 'kubeconfig.yaml');
  assert.is(complete(['gitshift', 'validate', 'ex']), 'examples');
  assert.is(complete(['gitshift', '--vers']), '--version');
  assert.is(complete(['gitshift', 'plan', '.', '--project', '']), 'cafe\nshop');
});

test('fish: commands with their summaries, flags, the completion shells', async () => {
  shellPresent('fish');
  const script = await scriptFile('fish');
  const complete = (line: string): string =>
    execFileSync('fish', ['--no-config', '-c', `source ${script}; complete -C ${JSON.stringify(line)}`], {
      cwd: workDir(),
      encoding: 'utf8',
    }).trim();
  assert.is(complete('gitshift sy'), 'sync\tapply a config repository to a cluster, and prune');
  assert.is(complete('gitshift sync --kube'), '--kubeconfig');
  assert.is(complete('gitshift completion '), 'bash\nfish\nzsh');
  assert.is(complete('gitshift sync --kubeconfig kube'), 'kubeconfig.yaml');
  assert.is(complete('gitshift status --project sh'), 'shop');
});

test('zsh: what a Tab completes on the command line, in an interactive zsh', async () => {
  shellPresent('zsh');
  const script = await scriptFile('zsh');
  const out = join(mkdtempSync(join(tmpdir(), 'gitshift-zsh-')), 'buffers');
  const lines = [
    'gitshift sy',
    'gitshift sync --kube',
    'gitshift completion f',
    'gitshift --vers',
    'gitshift sync --kubeconfig kube',
    'gitshift sync . --project sh',
  ];
  // zpty runs an interactive zsh; after each Tab, Ctrl-Y (bound below) writes the command line to a file.
  const driver = `
zmodload zsh/zpty
zpty z 'zsh -f -i'
zpty -w z 'autoload -Uz compinit; compinit -u -D; source ${script}'
zpty -w z 'show-buffer() { print -r -- "<$BUFFER>" >> ${out}; BUFFER= }; zle -N show-buffer; bindkey "^Y" show-buffer'
i=0
for line in ${lines.map((l) => `'${l}'`).join(' ')}; do
  (( i++ ))
  zpty -w -n z "$line"$'\\t'
  zpty -w -n z $'\\x19'
  # zle reads the keys in order; wait (up to 20 s) until this line's buffer is written.
  for _ in {1..200}; do
    [[ -f ${out} && $(wc -l < ${out}) -ge $i ]] && break
    sleep 0.1
  done
done
zpty -d z
cat ${out}
`;
  const buffers = execFileSync('zsh', ['-f', '-c', driver], { cwd: workDir(), encoding: 'utf8' });
  assert.is(
    buffers,
    [
      '<gitshift sync >',
      '<gitshift sync --kubeconfig >',
      '<gitshift completion fish >',
      '<gitshift --version >',
      '<gitshift sync --kubeconfig kubeconfig.yaml >',
      '<gitshift sync . --project shop >',
      '',
    ].join('\n'),
  );
});

test.run();
