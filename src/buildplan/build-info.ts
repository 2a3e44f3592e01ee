import type { NameValue } from './env-var.js';

/** The source revision a build uses, as the runner read it from Git. */
export interface SourceRevision {
  readonly commit?: string | undefined;
  /** The ref the build checked out: the BuildConfig's `ref`, or the default branch's name. */
  readonly ref?: string | undefined;
  readonly message?: string | undefined;
  readonly authorName?: string | undefined;
  readonly authorEmail?: string | undefined;
  /** As git prints it, e.g. `Tue Nov 24 02:01:17 2026 +0000`. */
  readonly date?: string | undefined;
}

/** What the labels and `OPENSHIFT_BUILD_*` variables are made from. */
export interface BuildInfoInput {
  /** The build's name, `<bc>-<n>`. */
  readonly buildName: string;
  readonly namespace: string;
  /** `source.git.uri`, when the build has a Git source. */
  readonly sourceLocation?: string | undefined;
  /** `source.git.ref` as the BuildConfig gives it. */
  readonly sourceRef?: string | undefined;
  readonly contextDir?: string | undefined;
  readonly revision?: SourceRevision | undefined;
  /** `output.imageLabels`: they override the generated labels of the same name. */
  readonly imageLabels: readonly NameValue[];
}

const LABEL_PREFIX = 'io.openshift.build.';

/**
 * The labels OpenShift's builders put on every image they build: where the
 * source came from and which commit, sorted by name, then the BuildConfig's
 * `output.imageLabels`, which win. Empty values are left out, as OpenShift does.
 */
export function buildLabels(input: BuildInfoInput): NameValue[] {
  const { revision } = input;
  const generated = new Map<string, string | undefined>([
    [
      'commit.author',
      revision?.authorName === undefined || revision.authorName === ''
        ? undefined
        : `${revision.authorName} <${revision.authorEmail ?? ''}>`,
    ],
    ['commit.date', revision?.date],
    ['commit.id', revision?.commit],
    // The ref the BuildConfig asked for wins over git's view of it, as in OpenShift.
    ['commit.ref', nonEmpty(input.sourceRef) ?? revision?.ref],
    ['commit.message', firstLine(revision?.message)],
    ['source-location', input.sourceLocation],
    ['source-context-dir', input.contextDir],
  ]);
  const labels = new Map<string, string>();
  for (const key of [...generated.keys()].sort()) {
    const value = oneLine(generated.get(key));
    if (value !== undefined && value !== '') labels.set(`${LABEL_PREFIX}${key}`, value);
  }
  for (const { name, value } of input.imageLabels) {
    labels.delete(name);
    labels.set(name, value);
  }
  return [...labels].map(([name, value]) => ({ name, value }));
}

/** `OPENSHIFT_BUILD_NAME`, `_NAMESPACE`, `_SOURCE`, `_REFERENCE`, `_COMMIT`: what OpenShift sets in built images. */
export function buildEnvironment(input: BuildInfoInput): NameValue[] {
  const env: NameValue[] = [
    { name: 'OPENSHIFT_BUILD_NAME', value: input.buildName },
    { name: 'OPENSHIFT_BUILD_NAMESPACE', value: input.namespace },
  ];
  if (input.sourceLocation !== undefined) {
    env.push({ name: 'OPENSHIFT_BUILD_SOURCE', value: input.sourceLocation });
    const ref = nonEmpty(input.sourceRef);
    if (ref !== undefined) env.push({ name: 'OPENSHIFT_BUILD_REFERENCE', value: ref });
    const commit = nonEmpty(input.revision?.commit);
    if (commit !== undefined) env.push({ name: 'OPENSHIFT_BUILD_COMMIT', value: commit });
  }
  return env;
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text === '' ? undefined : text;
}

/** A commit message's subject: labels are one line. */
function firstLine(text: string | undefined): string | undefined {
  return text?.split(/\r?\n/)[0]?.trim();
}

/** Line breaks (an author's name could hold one) become spaces: a Dockerfile word is one line. */
function oneLine(text: string | undefined): string | undefined {
  return text?.replace(/\s*[\r\n]+\s*/g, ' ');
}
