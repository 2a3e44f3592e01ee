import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { generateValue, parseExpression, seededBytes } from '../../../src/templates/index.js';

const generate = (expression: string, seed = 'seed'): string => {
  const parsed = parseExpression(expression);
  if (!parsed.ok) throw new Error(parsed.message);
  return generateValue(parsed.parts, seededBytes(seed, 'scope', 'P'));
};

const valid: [string, RegExp][] = [
  ['[a-zA-Z0-9]{12}', /^[a-zA-Z0-9]{12}$/],
  ['[A-Z0-9]{8}', /^[A-Z0-9]{8}$/],
  ['\\w{10}', /^\w{10}$/],
  ['\\d{5}', /^\d{5}$/],
  ['\\a{6}', /^[a-zA-Z]{6}$/],
  ['\\A{4}', /^[~!@#$%^&*()\-_+={}[\]\\|<,>.?/"';:`]{4}$/],
  ['admin[a-z]{4}', /^admin[a-z]{4}$/],
  ['[a-z]', /^[a-z]$/],
  ['[\\d_]{3}', /^[\d_]{3}$/],
  ['x{1}'.replace('x', '[x]'), /^x$/],
  ['\\d{255}', /^\d{255}$/],
];
for (const [expression, pattern] of valid) {
  test(`generates a value matching ${expression}`, () => {
    assert.match(generate(expression), pattern);
  });
}

const invalid: [string, string][] = [
  ['[a-z]{0}', 'from 1 to 255'],
  ['\\w{256}', 'from 1 to 255'],
  ['[a-z{8}', 'never closed'],
  ['[]{3}', 'empty character class'],
  ['\\x{3}', 'unknown class'],
  ['[a-z]{abc}', 'length such as'],
  ['[z-a]{2}', 'runs backwards'],
  ['', 'empty'],
  ['{3}', 'follows no class'],
];
for (const [expression, message] of invalid) {
  test(`rejects the expression '${expression}'`, () => {
    const parsed = parseExpression(expression);
    assert.not.ok(parsed.ok);
    if (!parsed.ok) assert.ok(parsed.message.includes(message), parsed.message);
  });
}

test('the same seed gives the same value; another seed another', () => {
  assert.is(generate('[a-zA-Z0-9]{16}'), generate('[a-zA-Z0-9]{16}'));
  assert.is.not(generate('[a-zA-Z0-9]{16}', 'one'), generate('[a-zA-Z0-9]{16}', 'two'));
});

test.run();
