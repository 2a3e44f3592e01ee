import { parseArgs } from 'node:util';
import { GitshiftError } from '../errors/index.js';
import { renderRepository } from '../render/render-repository.js';
import { EXIT_OK, EXIT_PROBLEMS, type CommandIO } from './io.js';
import type { CommandSpec } from './command-spec.js';
import { loadDirectory, readSeed, SEED_ENV, STRICT_FLAG, strictHelp } from './load.js';
import { styleProblem } from './problem-lines.js';
import { formatRendered, writeRendered } from './rendered-output.js';
import { summarize } from './summary.js';
import { terminalStyle } from './terminal/index.js';
import { requireOneDirectory } from './validate-command.js';

export const RENDER_HELP = `Usage: gitshift render <dir> [--project NAME] [-o yaml|json] [--out DIR] [--seed-file FILE]
                       [--hooks] [--strict]

Renders the config repository in <dir> to plain Kubernetes objects: Projects
become Namespaces with RoleBindings, quotas and limits; DeploymentConfigs
become Deployments with images resolved from ImageStreams; Routes become
Ingresses; Templates are processed. Output is sorted and identical for the
same input. Projects with errors are reported on stderr and not rendered;
the others are. BuildConfigs render nothing until builds run: stderr says
what each will do.

Options:
  --project NAME    render only this project (the whole repository is still
                    loaded, so references between projects are checked)
  -o, --output FMT  yaml (default) or json
  --out DIR         write one file per object under DIR/<project>/ instead of
                    printing
  --hooks           also write the lifecycle hook Jobs of DeploymentConfigs
                    (under DIR/<project>/hooks/ with --out). gitshift runs
                    them during a rollout; they are left out by default so
                    that 'gitshift render | kubectl apply -f -' cannot run a
                    pre hook by accident
  --routes MODE     ingress renders Routes as Ingresses; openshift keeps
                    native route.openshift.io/v1 Routes for OpenShift clusters
                    (default: routes.mode of gitshift.yaml, else ingress)
  --seed-file FILE  secret seed for generated template parameters
                    (default: the ${SEED_ENV} environment variable)
${strictHelp(20)}  -h, --help        show this help

Exit status: 0 everything rendered, 1 a project was not rendered because of
errors, 2 usage error.
`;

/** The options of `gitshift render`, which its parseArgs reads and shell completion offers. */
export const RENDER_OPTIONS = {
  project: { type: 'string' },
  output: { type: 'string', short: 'o', default: 'yaml' },
  out: { type: 'string' },
  routes: { type: 'string' },
  'seed-file': { type: 'string' },
  hooks: { type: 'boolean' },
  ...STRICT_FLAG,
  help: { type: 'boolean', short: 'h' },
} as const;

export function renderCommand(args: readonly string[], io: CommandIO): number {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: RENDER_OPTIONS,
  });
  if (values.help === true) {
    io.stdout.write(RENDER_HELP);
    return EXIT_OK;
  }
  const format = values.output;
  if (format !== 'yaml' && format !== 'json') {
    throw new GitshiftError('USAGE', `gitshift render: -o must be yaml or json, not '${format}'`);
  }
  const routes = routesMode(values.routes);
  const directory = requireOneDirectory(positionals, 'render');
  const loaded = loadDirectory(directory, {
    seed: readSeed(values['seed-file'], io.env ?? {}),
    strict: values.strict === true,
  });
  const model =
    routes === undefined ? loaded : { ...loaded, settings: { ...loaded.settings, routes: { mode: routes } } };
  const only = values.project;
  if (only !== undefined && !model.projects.some((p) => p.name === only)) {
    const known = model.projects.map((p) => p.name).join(', ') || 'none';
    throw new GitshiftError(
      'USAGE',
      `gitshift render: no project '${only}' in ${directory} (projects: ${known})`,
    );
  }
  const result = renderRepository(model);
  const problems = result.problems.filter(
    (p) => only === undefined || p.project === only || p.project === undefined,
  );
  // Only stderr is styled: stdout is YAML or JSON for kubectl, even on a terminal.
  const { stderr: p } = terminalStyle(io);
  for (const problem of problems) io.stderr.write(`${styleProblem(problem, p)}\n`);
  const projects = result.projects.filter((p) => only === undefined || p.name === only);
  const skipped = result.skipped.filter((s) => only === undefined || s.name === only);
  for (const { name, reason } of skipped)
    io.stderr.write(`${p.error(`project ${name} not rendered: ${reason}`)}\n`);

  for (const project of projects)
    for (const build of project.builds)
      io.stderr.write(`note: ${build.file}: BuildConfig ${project.name}/${build.name} ${build.summary}\n`);
  const hooks = values.hooks === true;
  const hookCount = projects.reduce((n, p) => n + p.hooks.length, 0);
  if (!hooks && hookCount > 0)
    io.stderr.write(
      `note: ${hookCount} lifecycle hook Job${hookCount === 1 ? '' : 's'} not written: gitshift runs them during a rollout; --hooks writes them\n`,
    );
  if (values.out === undefined) io.stdout.write(formatRendered(projects, format, { hooks }));
  else {
    const written = writeRendered(projects, format, values.out, { hooks });
    io.stderr.write(`wrote ${written} files under ${values.out}\n`);
  }
  const objects = projects.reduce((n, p) => n + p.objects.length, 0);
  const summary = summarize(problems, projects.length + skipped.length);
  io.stderr.write(`rendered ${objects} objects in ${projects.length} projects; ${summary.line}\n`);
  return skipped.length > 0 ? EXIT_PROBLEMS : EXIT_OK;
}

function routesMode(flag: string | undefined): 'ingress' | 'openshift' | undefined {
  if (flag === undefined || flag === 'ingress' || flag === 'openshift') return flag;
  throw new GitshiftError('USAGE', `gitshift render: --routes must be ingress or openshift, not '${flag}'`);
}

renderCommand.spec = { options: RENDER_OPTIONS } satisfies CommandSpec;
