import fc from 'fast-check';
import { isInteger, isSafeNumber, parse } from 'lossless-json';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatRendered } from '../../src/cli/rendered-output.js';
import { canonicalJson, parseJson, stringifyJson } from '../../src/yaml/values/lossless-json.js';
import { parseManifestFile } from '../../src/yaml/read/parse-manifest-file.js';
import { renderFiles } from '../support/render.js';

// Kubernetes' int64 fields: every value of the range, weighted towards those a double cannot hold.
const int64 = fc.oneof(
  fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
  fc.constantFrom(2n ** 63n - 1n, -(2n ** 63n), 2n ** 53n + 1n, -(2n ** 53n) - 1n),
);

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A Deployment written as YAML, as JSON, or produced by a Template from `${{P}}`. */
function filesWith(value: bigint, form: 'yaml' | 'json' | 'template'): Record<string, string> {
  const pod = `{"containers": [{"name": "web", "image": "registry.test/web:1"}], "terminationGracePeriodSeconds": ${form === 'template' ? '"${{GRACE}}"' : value}}`;
  const deployment = `{"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "web"}, "spec": {"selector": {"matchLabels": {"app": "web"}}, "template": {"metadata": {"labels": {"app": "web"}}, "spec": ${pod}}}}`;
  if (form === 'template') {
    const template = `{"apiVersion": "template.openshift.io/v1", "kind": "Template", "metadata": {"name": "web"}, "parameters": [{"name": "GRACE", "value": "${value}"}], "objects": [${deployment}]}`;
    return { 'projects/shop/web.json': template };
  }
  if (form === 'json') return { 'projects/shop/web.json': deployment };
  const yaml = [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    '  name: web',
    'spec:',
    '  selector:',
    '    matchLabels: {app: web}',
    '  template:',
    '    metadata:',
    '      labels: {app: web}',
    '    spec:',
    `      terminationGracePeriodSeconds: ${value}`,
    '      containers:',
    '        - name: web',
    '          image: registry.test/web:1',
    '',
  ];
  return { 'projects/shop/web.yaml': yaml.join('\n') };
}

/** Loads rendered output back with gitshift's own reader. */
function readBack(text: string, format: 'yaml' | 'json'): unknown[] {
  const parsed = parseManifestFile(`out.${format}`, bytes(text));
  assert.equal(parsed.problems, []);
  return parsed.documents.map((d) => d.value);
}

for (const form of ['yaml', 'json', 'template'] as const) {
  test(`an int64 written in ${form === 'template' ? 'a Template parameter' : form} is rendered exactly, in YAML and JSON`, () => {
    fc.assert(
      fc.property(int64, (value) => {
        const result = renderFiles(filesWith(value, form));
        assert.equal(
          result.problems.filter((p) => p.severity === 'error'),
          [],
        );
        const [deployment] = result.projects.flatMap((p) => p.objects).filter((o) => o.kind === 'Deployment');
        const grace = (deployment as any).spec.template.spec.terminationGracePeriodSeconds;
        assert.is(BigInt(grace), value);
        for (const format of ['yaml', 'json'] as const) {
          const text = formatRendered(result.projects, format);
          assert.ok(new RegExp(`terminationGracePeriodSeconds"?: ${value}\\b`).test(text), text);
          const loaded = readBack(text, format);
          const all = format === 'json' ? ((loaded[0] as { items: unknown[] }).items ?? []) : loaded;
          assert.equal(canonicalJson(all), canonicalJson(result.projects.flatMap((p) => p.objects)));
        }
      }),
      { numRuns: 40 },
    );
  });
}

test('JSON with int64 values parses and writes back to the same text', () => {
  const value = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      int64,
      fc.integer(),
      fc.string(),
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(fc.string(), tie('node'), { maxKeys: 4 }),
    ),
  })).node;
  fc.assert(
    fc.property(value, (input) => {
      const text = stringifyJson(input);
      assert.is(stringifyJson(parseJson(text)), text);
      assert.is(canonicalJson(parseJson(text)), canonicalJson(input));
    }),
    { numRuns: 300 },
  );
});

test('JSON.parse is taken only where it reads every number exactly: the same values as the exact parse, whatever the spacing and the digits in strings', () => {
  // Strings with long runs of digits, as hex hashes in annotations have, beside int64 numbers.
  const digits = fc.stringMatching(/^[0-9a-f:,[ ]{0,6}[0-9]{14,20}[0-9a-f:,]{0,6}$/);
  const value = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      int64,
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      digits,
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(digits, tie('node'), { maxKeys: 4 }),
    ),
  })).node;
  const exact = (text: string): unknown =>
    parse(text, null, (n) => (isInteger(n) && !isSafeNumber(n) ? BigInt(n) : Number(n)));
  fc.assert(
    fc.property(value, fc.constantFrom(undefined, 1, '\t', ' \n '), (input, space) => {
      const text = stringifyJson(input, space);
      assert.equal(canonicalJson(parseJson(text)), canonicalJson(exact(text)));
    }),
    { numRuns: 500 },
  );
});

test.run();
