import { asName, asRecord, asRecordList } from '../model/values.js';
import { type BuildPlanProblem, unsupported } from './plan-problem.js';

/** What a build's source is, read from `spec.source`. */
export interface PlannedSource {
  /**
   * `Git`: fetched from `git.uri`; `Binary`: uploaded by start-build;
   * `Dockerfile`: only the inline Dockerfile; `None`: nothing (Custom builds may need none).
   */
  readonly type: 'Git' | 'Binary' | 'Dockerfile' | 'None';
  readonly git?: PlannedGitSource;
  /** A folder of the source, relative, normalised (`app/web`), never escaping it. */
  readonly contextDir?: string;
  /** Inline Dockerfile: used instead of the source's, as OpenShift does. */
  readonly dockerfile?: string;
  readonly binary?: { readonly asFile?: string };
  /** The Secret to fetch the source with (`source.sourceSecret.name`). */
  readonly sourceSecret?: string;
}

export interface PlannedGitSource {
  readonly uri: string;
  /** Branch, tag or commit; undefined means the repository's default branch (never assumed to be `master`). */
  readonly ref?: string;
  readonly httpProxy?: string;
  readonly httpsProxy?: string;
  readonly noProxy?: string;
}

const SOURCE = 'spec.source';

export function planSource(
  spec: Readonly<Record<string, unknown>>,
  problems: BuildPlanProblem[],
): PlannedSource {
  const source = asRecord(spec['source']);
  for (const [key, what] of [
    ['images', 'files copied from other images'],
    ['secrets', 'Secrets given to the build'],
    ['configMaps', 'ConfigMaps given to the build'],
  ] as const) {
    if (asRecordList(source[key]).length > 0)
      problems.push(
        unsupported(
          `${SOURCE}.${key}`,
          `${what} are not supported: gitshift builds read only the source; put what the build needs in the source or the builder image`,
        ),
      );
  }
  const contextDir = relativePath(source['contextDir'], `${SOURCE}.contextDir`, problems);
  const dockerfile =
    typeof source['dockerfile'] === 'string' && source['dockerfile'].trim() !== ''
      ? source['dockerfile']
      : undefined;
  const sourceSecret = asName(asRecord(source['sourceSecret'])['name']);
  const common = {
    ...(contextDir === undefined ? {} : { contextDir }),
    ...(dockerfile === undefined ? {} : { dockerfile }),
    ...(sourceSecret === undefined ? {} : { sourceSecret }),
  };
  const gitValue = source['git'];
  const binaryValue = source['binary'];
  const hasBinary = binaryValue !== undefined && binaryValue !== null;
  if (gitValue !== undefined && gitValue !== null) {
    if (hasBinary)
      problems.push(
        unsupported(
          `${SOURCE}.binary`,
          'a build takes its source from Git or from an upload, not both: remove git or binary',
        ),
      );
    const git = asRecord(gitValue);
    const uri = asName(git['uri']);
    if (uri === undefined) {
      problems.push(unsupported(`${SOURCE}.git.uri`, 'must name the repository to build'));
      return { type: 'None', ...common };
    }
    const planned: PlannedGitSource = { uri };
    const optional = ['ref', 'httpProxy', 'httpsProxy', 'noProxy'] as const;
    const extras = Object.fromEntries(
      optional.flatMap((key) => {
        const value = asName(git[key]);
        return value === undefined ? [] : [[key, value]];
      }),
    ) as Partial<PlannedGitSource>;
    return { type: 'Git', git: { ...planned, ...extras }, ...common };
  }
  if (hasBinary) {
    const asFile = asName(asRecord(binaryValue)['asFile']);
    if (asFile !== undefined && (asFile.includes('/') || asFile === '.' || asFile === '..'))
      problems.push(
        unsupported(`${SOURCE}.binary.asFile`, `'${asFile}' must be a file name, without folders`),
      );
    return { type: 'Binary', binary: asFile === undefined ? {} : { asFile }, ...common };
  }
  if (dockerfile !== undefined) return { type: 'Dockerfile', ...common };
  return { type: 'None', ...common };
}

/**
 * A path inside the source (`contextDir`, `dockerfilePath`): relative,
 * `./` and trailing `/` removed; one that escapes the source is refused.
 */
export function relativePath(
  value: unknown,
  field: string,
  problems: BuildPlanProblem[],
): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') {
    problems.push(unsupported(field, 'must be a path'));
    return undefined;
  }
  if (value.startsWith('/') || value.includes('\\')) {
    problems.push(
      unsupported(field, `'${value}' must be a path relative to the source, with forward slashes`),
    );
    return undefined;
  }
  const parts = value.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..')) {
    problems.push(unsupported(field, `'${value}' leads out of the source with '..'`));
    return undefined;
  }
  return parts.length === 0 ? undefined : parts.join('/');
}
