import { parseArgs } from 'node:util';
import { GitshiftError } from '../errors/index.js';
import { renderRepository } from '../render/render-repository.js';
import { EXIT_OK, EXIT_PROBLEMS, type CommandIO } from './io.js';
import type { CommandSpec } from './command-spec.js';
import { checkKeystoneNames } from './keystone-names-check.js';
import { loadDirectory, readSeed, SEED_ENV, STRICT_FLAG, strictHelp } from './load.js';
import { styleProblem } from './problem-lines.js';
import { summarize } from './summary.js';
import { terminalStyle } from './terminal/index.js';

export const VALIDATE_HELP = `Usage: gitshift validate <dir> [--seed-file FILE] [--strict]

Loads the config repository in <dir> (gitshift.yaml and projects/<name>/*.yaml|yml|json)
and checks every manifest: YAML syntax, schemas of the OpenShift kinds, names,
references between objects and template parameters, then renders it as
'gitshift render' does, without printing objects, so that it reports
everything render would (images not resolved yet, Route host conflicts,
OpenShift kinds left out, ...). When gitshift.yaml names a Keystone, the
Keystone users, groups and projects the Projects name are looked up in it:
one that does not exist is a warning (one warning when Keystone cannot be
asked). Every problem is printed
on stdout as

  path:line:col: field.path: message [CODE]

followed by a summary line.

Options:
  --seed-file FILE  secret seed for generated template parameters
                    (default: the ${SEED_ENV} environment variable)
${strictHelp(20)}  -h, --help        show this help

Exit status: 0 no errors (warnings allowed), 1 errors found, 2 usage error.
`;

/** The options of `gitshift validate`, which its parseArgs reads and shell completion offers. */
export const VALIDATE_OPTIONS = {
  'seed-file': { type: 'string' },
  ...STRICT_FLAG,
  help: { type: 'boolean', short: 'h' },
} as const;

export async function validateCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: VALIDATE_OPTIONS,
  });
  if (values.help === true) {
    io.stdout.write(VALIDATE_HELP);
    return EXIT_OK;
  }
  const directory = requireOneDirectory(positionals, 'validate');
  const model = loadDirectory(directory, {
    seed: readSeed(values['seed-file'], io.env ?? {}),
    strict: values.strict === true,
    // Validating needs no secret: generated parameters take placeholders when no seed is given.
    placeholders: true,
  });
  // Rendering checks what loading cannot (images, hosts, translations): validate reports what render would.
  const rendered = renderRepository(model).problems;
  // The one check that asks something outside the repository: Keystone names (I/O, after the pure load).
  const problems = [...rendered, ...(await checkKeystoneNames(model))];
  const p = terminalStyle(io).stdout;
  for (const problem of problems) io.stdout.write(`${styleProblem(problem, p)}\n`);
  const summary = summarize(problems, model.projects.length);
  const verdict = summary.errors > 0 ? p.error : summary.warnings > 0 ? p.warning : p.ok;
  io.stdout.write(`${verdict(summary.line)}\n`);
  return summary.errors > 0 ? EXIT_PROBLEMS : EXIT_OK;
}

export function requireOneDirectory(positionals: readonly string[], command: string): string {
  const [directory, ...extra] = positionals;
  if (directory === undefined)
    throw new GitshiftError('USAGE', `gitshift ${command}: missing <dir>; see 'gitshift ${command} --help'`);
  if (extra.length > 0)
    throw new GitshiftError(
      'USAGE',
      `gitshift ${command}: unexpected argument '${extra[0] ?? ''}'; one <dir> is expected`,
    );
  return directory;
}

validateCommand.spec = { options: VALIDATE_OPTIONS } satisfies CommandSpec;
