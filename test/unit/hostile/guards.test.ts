/**
 * The small guards issue 17's hostile input added, table by table: links
 * that lead out, duplicate JSON keys in webhook bodies, nesting depth, and
 * where the limits stop (what is just inside them still loads).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { linkLeadsOut } from '../../../src/model/link-leads-out.js';
import { MAX_GENERATED_LENGTH, parseExpression } from '../../../src/templates/generate-expression.js';
import { duplicateJsonKey } from '../../../src/webhooks/duplicate-json-key.js';
import { nestsDeeperThan } from '../../../src/yaml/read/nesting-depth.js';
import { loadFiles } from '../../support/repo.js';

/** [link path, its text, leads out] */
const links: [string, string, boolean][] = [
  ['projects/shop/a.yaml', '/etc/passwd', true],
  ['projects/shop/a.yaml', '../../../etc/passwd', true],
  ['projects/shop/a.yaml', '../../etc/passwd', false],
  ['projects/shop/a.yaml', 'sub/../../../../x', true],
  ['projects/shop/a.yaml', './b.yaml', false],
  ['projects/shop/a.yaml', '../other/b.yaml', false],
  ['gitshift.yaml', '../gitshift.yaml', true],
  ['gitshift.yaml', 'config/gitshift.yaml', false],
  ['projects/evil', '/etc', true],
  ['projects/shop/a.yaml', '..\\..\\..\\etc\\passwd', true],
  ['projects/shop/a.yaml', 'C:/Windows/win.ini', true],
];
for (const [path, target, out] of links) {
  test(`a link at ${path} to ${target} ${out ? 'leads out' : 'stays inside'}`, () => {
    assert.is(linkLeadsOut(path, target), out);
  });
}

/** [JSON text, the key it holds twice in one object] */
const bodies: [string, string | undefined][] = [
  ['{"a":1,"a":2}', 'a'],
  ['{"a":{"a":1},"b":[{"a":1},{"a":2}]}', undefined],
  ['{"a\\u0062":1,"ab":2}', 'ab'],
  ['{"x":"\\"a\\\\","a":1,"a":3}', 'a'],
  ['[{"a":1},{"a":1}]', undefined],
  ['{"a":"\\\\"}', undefined],
  ['{"events":[{"id":"1","target":{"tag":"v1","tag":"v2"}}]}', 'tag'],
  ['{"a":["x","y"],"a":1}', 'a'],
  ['"a"', undefined],
];
for (const [text, key] of bodies) {
  test(`duplicate key of ${text}: ${String(key)}`, () => {
    JSON.parse(text);
    assert.is(duplicateJsonKey(text), key);
  });
}

test('nesting: 256 levels are inside the limit, 257 are not; no recursion, so a million levels cost no stack', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
    return value;
  };
  assert.not.ok(nestsDeeperThan(nested(256), 256));
  assert.ok(nestsDeeperThan(nested(257), 256));
  assert.ok(nestsDeeperThan(nested(1_000_000), 256));
});

test('an object whose spec nests 250 levels still loads', () => {
  const deep = `${'['.repeat(250)}1${']'.repeat(250)}`;
  const model = loadFiles({
    'projects/shop/app.yaml': `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  x: ${deep}\n`,
  });
  assert.equal(
    model.problems.filter((p) => p.severity === 'error'),
    [],
  );
});

test('a generate expression of exactly the longest value parses; one character more does not', () => {
  const groups = Math.floor(MAX_GENERATED_LENGTH / 255);
  const exact = `${'[\\w]{255}'.repeat(groups)}${'x'.repeat(MAX_GENERATED_LENGTH - groups * 255)}`;
  assert.ok(parseExpression(exact).ok);
  assert.not.ok(parseExpression(`${exact}x`).ok);
});

test.run();
