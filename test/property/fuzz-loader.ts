/**
 * The loader's fuzz target: any bytes as the files of a config repository
 * give problems or a model, never an exception, and every problem names a
 * file. PROJECT_LOAD_FAILED and PROJECT_RENDER_FAILED are the loader's and
 * the renderer's last line of defence against their own exceptions, so a
 * problem with either code is a crash too.
 */
import fc from 'fast-check';
import { stringify } from 'yaml';
import { loadRepository } from '../../src/model/load-repository.js';
import { renderRepository } from '../../src/render/render-repository.js';
import { snapshotFromFiles } from '../../src/snapshot/snapshot.js';
import { processTemplate } from '../../src/templates/index.js';
import { SETTINGS, TEST_SEED, testValidator } from '../support/repo.js';
import { deepNesting, mutationOf } from './fuzz-bytes.js';
import { realManifests, realManifestValues } from './fuzz-corpus.js';
import { replacedAt, valuePath } from './fuzz-values.js';
import type { FuzzTarget, Generated } from './fuzz-target.js';

const CRASH_CODES: ReadonlySet<string> = new Set(['PROJECT_LOAD_FAILED', 'PROJECT_RENDER_FAILED']);
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Kinds the loader treats specially, and some it passes through. */
const KINDS = [
  ['project.openshift.io/v1', 'Project'],
  ['image.openshift.io/v1', 'ImageStream'],
  ['build.openshift.io/v1', 'BuildConfig'],
  ['apps.openshift.io/v1', 'DeploymentConfig'],
  ['route.openshift.io/v1', 'Route'],
  ['template.openshift.io/v1', 'Template'],
  ['gitshift.io/v1alpha1', 'TemplateValues'],
  ['v1', 'List'],
  ['v1', 'Service'],
  ['v1', 'ConfigMap'],
  ['v1', 'Secret'],
  ['apps/v1', 'Deployment'],
  ['batch/v1', 'CronJob'],
] as const;

/** A manifest of a known kind with arbitrary contents: what reaches the schema checks and the renderer. */
const structuredManifest = fc
  .record({
    kind: fc.constantFrom(...KINDS),
    name: fc.oneof(fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/), fc.string({ maxLength: 300 })),
    extra: fc.dictionary(
      fc.constantFrom(
        'spec',
        'status',
        'objects',
        'parameters',
        'items',
        'data',
        'labels',
        'tags',
        'metadata',
      ),
      fc.jsonValue({ maxDepth: 5 }),
      { maxKeys: 4 },
    ),
  })
  .map(({ kind: [apiVersion, kind], name, extra }) => ({
    apiVersion,
    kind,
    metadata: { name },
    ...extra,
  }));

/** A real manifest with one value somewhere inside replaced or removed. */
const mutatedValue = fc
  .tuple(fc.constantFrom(...realManifestValues()), valuePath, fc.option(fc.jsonValue({ maxDepth: 3 })))
  .map(([value, path, replacement]) => replacedAt(value, path, replacement));

/** The text of a manifest file in any of the forms a repository may hold. */
const fileBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 4096 }) },
  { weight: 4, arbitrary: mutationOf(realManifests().map((f) => f.bytes)) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.oneof(structuredManifest, mutatedValue), fc.boolean())
      .map(([value, asJson]) => encode(asJson ? JSON.stringify(value) : stringify(value))),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(structuredManifest, { maxLength: 4 })
      .map((docs) => encode(docs.map((d) => stringify(d)).join('---\n'))),
  },
  { weight: 1, arbitrary: deepNesting.map(encode) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 2000 }).map(encode) },
);

const projectName = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 70 }).filter((s) => !s.includes('/')) },
);
const fileName = fc
  .tuple(fc.stringMatching(/^[a-z0-9_-]{1,8}$/), fc.constantFrom('.yaml', '.yml', '.json'))
  .map(([stem, ext]) => stem + ext);

/** A whole repository: gitshift.yaml (kept, mutated or missing) and some project folders. */
const repository = fc.record({
  settings: fc.oneof(
    { weight: 6, arbitrary: fc.constant<Uint8Array | undefined>(encode(SETTINGS)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: mutationOf([encode(SETTINGS)]) },
  ),
  files: fc.array(fc.tuple(projectName, fileName, fileBytes), { minLength: 1, maxLength: 5 }),
});

/** Runs `load` and fails with the first warning a library would have printed on stderr: a problem should have said it. */
function withoutWarnings<T>(load: () => T): T {
  const warnings: string[] = [];
  const emitWarning = process.emitWarning.bind(process);
  process.emitWarning = (warning: string | Error) => {
    warnings.push(String(warning));
  };
  try {
    const result = load();
    if (warnings.length > 0) throw new Error(`loading printed a warning: ${warnings[0]}`);
    return result;
  } finally {
    process.emitWarning = emitWarning;
  }
}

function loadAndRender({ settings, files }: Generated<typeof repository>): void {
  const all = new Map<string, Uint8Array>();
  if (settings !== undefined) all.set('gitshift.yaml', settings);
  for (const [project, name, bytes] of files) all.set(`projects/${project}/${name}`, bytes);
  const { model, rendered } = withoutWarnings(() => {
    const loaded = loadRepository(snapshotFromFiles('fuzz', all), {
      validator: testValidator(),
      processTemplate,
      templateSeed: TEST_SEED,
    });
    return { model: loaded, rendered: renderRepository(loaded) };
  });
  for (const problem of [...model.problems, ...rendered.problems]) {
    if (CRASH_CODES.has(problem.code)) throw new Error(`the loader threw inside: ${problem.message}`);
    if (problem.file === '') throw new Error(`a problem names no file: ${problem.message} [${problem.code}]`);
  }
}

export const loaderTargets: readonly FuzzTarget[] = [
  {
    name: 'loader: any bytes as a repository give problems or a model, never an exception',
    testRuns: 500,
    property: () => fc.property(repository, loadAndRender),
  },
];
