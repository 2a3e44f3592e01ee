import { GitshiftError } from '../errors/index.js';
import { checkLabelName, checkSubdomainName } from '../model/names.js';

/** `<project>/<name>` on a command line: a BuildConfig for start-build, a Build for the others. */
export interface BuildTarget {
  readonly project: string;
  readonly name: string;
}

/** Reads `<project>/<name>`; a missing or badly formed one is a USAGE error that shows the expected shape. */
export function parseBuildTarget(
  text: string | undefined,
  what: 'BuildConfig' | 'Build',
  command: string,
): BuildTarget {
  const shape = `<project>/<${what === 'Build' ? 'build' : 'buildconfig'}>`;
  const parts = text?.split('/') ?? [];
  const [project, name] = parts;
  if (text === undefined || parts.length !== 2 || project === undefined || name === undefined)
    throw new GitshiftError(
      'USAGE',
      `expected ${shape}${text === undefined ? '' : `, not '${text}'`}; see 'gitshift ${command} --help'`,
    );
  const problem = checkLabelName(project, 'project') ?? checkSubdomainName(name, what);
  if (problem !== undefined) throw new GitshiftError('USAGE', `${text}: ${problem.message}`);
  return { project, name };
}

/** The API path of a project's build. */
export function buildPath({ project, name }: BuildTarget): string {
  return `/api/v1/projects/${project}/builds/${name}`;
}
