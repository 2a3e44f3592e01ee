import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadRepository } from '../../../src/model/load-repository.js';
import {
  createSchemaValidator,
  type SchemaIssue,
  type SchemaValidator,
} from '../../../src/model/schema-validator.js';
import { bundledSchemas, schemasToCompile } from '../../../src/model/schemas.js';
import { snapshotFromFiles } from '../../../src/snapshot/snapshot.js';
import { processTemplate } from '../../../src/templates/index.js';
import { BAD_INPUT_CASES } from '../corpus/bad-input-cases.js';
import { SETTINGS, TEST_SEED, testValidator } from '../../support/repo.js';

// The validators `npm run generate` compiled (src/model/generated/validators.ts) must
// say exactly what compiling schemas/ at run time says, or a stale or wrong
// precompile would change the problems users see without any test noticing.

const runtime = createSchemaValidator(schemasToCompile());
const precompiled = testValidator();

interface Call {
  readonly kind: string;
  readonly value: unknown;
}

/** Every value the loader validates for the bad-input corpus, with its kind. */
function corpusCalls(): Call[] {
  const calls: Call[] = [];
  const recording: SchemaValidator = {
    kinds: runtime.kinds,
    validate(kind, value) {
      calls.push({ kind, value: structuredClone(value) });
      return runtime.validate(kind, value);
    },
  };
  for (const badCase of BAD_INPUT_CASES) {
    const files = new Map<string, string | Uint8Array>(Object.entries(badCase.files));
    const settings = badCase.settings === undefined ? SETTINGS : badCase.settings;
    if (settings !== null && !files.has('gitshift.yaml')) files.set('gitshift.yaml', settings);
    loadRepository(snapshotFromFiles('test', files), {
      validator: recording,
      processTemplate,
      templateSeed: badCase.seed === null ? undefined : TEST_SEED,
    });
  }
  return calls;
}

const WRONG_VALUES: readonly unknown[] = [
  null,
  -1,
  70000,
  1.5,
  '',
  'x:y',
  'not a uri',
  true,
  {},
  ['x'],
  { x: 1 },
];

/** The value with the leaf or branch at `path` replaced. */
function replaced(value: unknown, path: readonly (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, by) : v));
  const object = value as Record<string, unknown>;
  return { ...object, [head]: replaced(object[head], rest, by) };
}

function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, v]) => paths(v, [...prefix, key]))];
}

/** Each corpus value with each of its fields in turn given each wrong value, and an unknown field added. */
function mutations(calls: readonly Call[]): Call[] {
  const out: Call[] = [];
  const seen = new Set<string>();
  for (const { kind, value } of calls) {
    const key = `${kind}|${JSON.stringify(value)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ kind, value });
    for (const path of paths(value)) {
      for (const wrong of WRONG_VALUES) out.push({ kind, value: replaced(value, path, wrong) });
      const branch = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);
      if (branch !== null && typeof branch === 'object' && !Array.isArray(branch))
        out.push({ kind, value: replaced(value, path, { ...branch, replicaz: 1 }) });
    }
  }
  return out;
}

const describeIssues = (issues: readonly SchemaIssue[]): string =>
  JSON.stringify(issues.map((i) => ({ ...i, path: [...i.path] })));

test('the precompiled validators cover exactly the kinds of the schemas', () => {
  const { byKind, precompiled: compiled } = bundledSchemas();
  assert.equal(Object.keys(compiled ?? {}).sort(), Object.keys(byKind).sort());
  assert.equal(precompiled.kinds, runtime.kinds);
});

test('precompiled and run-time validators give the same issues for the bad-input corpus and its mutations', () => {
  const calls = mutations(corpusCalls());
  let withIssues = 0;
  const codes = new Set<string>();
  for (const { kind, value } of calls) {
    const expected = runtime.validate(kind, value);
    const actual = precompiled.validate(kind, value);
    assert.is(describeIssues(actual), describeIssues(expected), `${kind}: ${JSON.stringify(value)}`);
    if (expected.length > 0) withIssues++;
    for (const issue of expected) codes.add(issue.code);
  }
  // The comparison means something only if the inputs break every rule the error mapping knows.
  assert.ok(withIssues > 1000, `only ${withIssues} of ${calls.length} inputs had issues`);
  assert.equal([...codes].sort(), [
    'SCHEMA_ENUM',
    'SCHEMA_PATTERN',
    'SCHEMA_RANGE',
    'SCHEMA_REQUIRED',
    'SCHEMA_TYPE',
    'SCHEMA_UNKNOWN_FIELD',
  ]);
});

const formats: [kind: string, value: unknown][] = [
  [
    'ImageStream',
    {
      apiVersion: 'image.openshift.io/v1',
      kind: 'ImageStream',
      metadata: { name: 'web' },
      status: {
        tags: [
          {
            tag: 'latest',
            items: [
              { created: 'yesterday', dockerImageReference: 'r/web', image: `sha256:${'a'.repeat(64)}` },
            ],
          },
        ],
      },
    },
  ],
  [
    'ServeConfig',
    {
      apiVersion: 'gitshift.io/v1alpha1',
      kind: 'ServeConfig',
      registries: [{ host: 'registry.example.com', url: 'not a uri' }],
    },
  ],
];

test('ajv-formats formats are checked by the precompiled code as at run time (date-time, uri)', () => {
  for (const [kind, value] of formats) {
    const expected = runtime.validate(kind, value);
    assert.ok(
      expected.some((i) => i.code === 'SCHEMA_PATTERN'),
      `format not checked: ${describeIssues(expected)}`,
    );
    assert.is(describeIssues(precompiled.validate(kind, value)), describeIssues(expected));
  }
});

test.run();
