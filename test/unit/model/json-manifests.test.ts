import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../src/errors/index.js';
import { findJsonSyntaxError } from '../../../src/yaml/read/json-syntax-error.js';
import { objectOf, renderFiles } from '../../support/render.js';
import { loadFiles } from '../../support/repo.js';

const TEMPLATE = readFileSync(new URL('fixtures/redis-ephemeral.json', import.meta.url), 'utf8');
const errors = (files: Record<string, string>): string[] =>
  loadFiles(files)
    .problems.filter((p) => p.severity === 'error')
    .map(formatProblem);

test('a JSON Template in a project folder is processed and rendered', () => {
  const result = renderFiles({ 'projects/cache/redis-ephemeral.json': TEMPLATE });
  assert.equal(result.problems.filter((p) => p.severity === 'error').map(formatProblem), []);
  assert.equal(
    result.skipped.map((s) => s.name),
    [],
  );
  const service = objectOf(result, 'Service', 'redis');
  assert.is(service.spec.ports[0].port, 6379);
  assert.match(objectOf(result, 'Secret', 'redis').stringData['database-password'], /^[a-zA-Z0-9]{16}$/);
  const deployment = objectOf(result, 'Deployment', 'redis');
  assert.is(deployment.spec.template.spec.containers[0].resources.limits.memory, '512Mi');
  assert.is(deployment.metadata.labels?.['template'], 'redis-ephemeral-template');
});

test('a JSON List export loads each item, and a problem in one names its item and line', () => {
  const list = [
    '{',
    '  "apiVersion": "v1",',
    '  "kind": "List",',
    '  "items": [',
    '    {"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "a"}, "data": {"k": "v"}},',
    '    {"apiVersion": "v1", "kind": "Service", "metadata": {"name": "Web"}}',
    '  ]',
    '}',
  ].join('\n');
  const model = loadFiles({ 'projects/shop/export.json': list });
  assert.equal(
    model.projects[0]?.manifests.map((m) => `${m.kind}/${m.name}`),
    ['ConfigMap/a', 'Service/Web'],
  );
  const problem = model.problems.find((p) => p.code === 'INVALID_NAME');
  assert.equal([problem?.line, problem?.field], [6, 'items[1].metadata.name']);
});

test('JSON strings are never taken for YAML 1.1 booleans, and JSON true/false are booleans', () => {
  const configMap =
    '{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "flags"}, "data": {"on": "yes", "off": "No"}}';
  const model = loadFiles({ 'projects/shop/flags.json': configMap });
  assert.equal(model.problems.map(formatProblem), []);
  assert.equal(model.projects[0]?.manifests[0]?.object['data'], { on: 'yes', off: 'No' });
});

test('an empty JSON file holds no objects, and a byte order mark is skipped', () => {
  assert.equal(errors({ 'projects/shop/empty.json': ' \n' }), []);
  const withBom = '\ufeff{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "c"}}';
  const model = loadFiles({ 'projects/shop/bom.json': withBom });
  assert.equal(model.problems.map(formatProblem), []);
  assert.is(model.projects[0]?.manifests[0]?.name, 'c');
  const broken = loadFiles({ 'projects/shop/bom.json': '\ufeff{\n  "a": 1,\n}' }).problems[0];
  assert.equal([broken?.code, broken?.line, broken?.col], ['JSON_SYNTAX', 2, 9]);
});

test('YAML written in a .json file is not JSON', () => {
  assert.equal(errors({ 'projects/shop/cm.json': 'apiVersion: v1\nkind: ConfigMap\n' }), [
    "projects/shop/cm.json:1:1: not JSON: expected a value, found 'a' [JSON_SYNTAX]",
  ]);
});

// text, offset of the error, words of its message
const syntaxErrors: [string, number, string][] = [
  ['{"a": 1 "b": 2}', 8, "expected ',' or '}' after a property value, found '\"'"],
  ['{"a": 1,}', 7, "trailing comma before '}'"],
  ['[1, 2,]', 5, "trailing comma before ']'"],
  ['[1 2]', 3, "expected ',' or ']' after a list item"],
  ['{a: 1}', 1, 'expected a property name in double quotes'],
  ['{"a" 1}', 5, "expected ':' after a property name"],
  ["{'a': 1}", 1, 'expected a property name in double quotes'],
  ['["a\nb"]', 3, 'a line break inside a string'],
  ['["a\\x"]', 3, "bad escape '\\x'"],
  ['["abc', 1, 'string is not closed'],
  ['{"a": [1, 2', 11, "expected ',' or ']' after a list item, found the end of the file"],
  ['', 0, 'expected a value, found the end of the file'],
  ['{} {}', 3, 'a JSON file holds one value'],
  ['{"a": tru}', 6, 'expected a value'],
  ['[-]', 1, "'-' does not start a number"],
  ['{"a": 1} // note', 9, 'a JSON file holds one value'],
  ['[1, /* two */ 2]', 4, 'JSON has no comments'],
  ['{"a": 01}', 7, "expected ',' or '}' after a property value"],
];
for (const [text, offset, words] of syntaxErrors) {
  test(`not JSON: ${JSON.stringify(text)} at offset ${offset}`, () => {
    const found = findJsonSyntaxError(text);
    assert.ok(found, 'an error is found');
    assert.is(found.offset, offset, found.message);
    assert.ok(found.message.includes(words), found.message);
  });
}

test('the syntax check agrees with JSON.parse on every text, JSON or not', () => {
  const agrees = (text: string): boolean => {
    let valid = true;
    try {
      JSON.parse(text);
    } catch {
      valid = false;
    }
    return (findJsonSyntaxError(text) === undefined) === valid;
  };
  fc.assert(fc.property(fc.json(), agrees), { numRuns: 300 });
  const mangled = fc
    .tuple(
      fc.json(),
      fc.nat(),
      fc.constantFrom('', ',', '}', ']', '"', ':', ' ', '\n', '\\', 'x', '-', '0', "'"),
    )
    .map(
      ([text, at, insert]) =>
        text.slice(0, at % (text.length + 1)) + insert + text.slice(at % (text.length + 1)),
    );
  fc.assert(fc.property(mangled, agrees), { numRuns: 2000 });
  fc.assert(fc.property(fc.string(), agrees), { numRuns: 500 });
});

test('nesting deeper than any stack is judged without overflowing', () => {
  const deep = '['.repeat(200_000);
  assert.is(findJsonSyntaxError(`${deep}${']'.repeat(200_000)}`), undefined);
  assert.ok(findJsonSyntaxError(deep));
});

test.run();
