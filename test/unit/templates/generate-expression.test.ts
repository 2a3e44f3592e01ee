import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { generateValue, parseExpression, seededBytes } from '../../../src/templates/index.js';

// The rules are library-go's expression generator (pkg/template/generator, expressionvalue.go):
// only `[class]{N}` is generated, everything else is literal text.
const generate = (expression: string, seed = 'seed'): string => {
  const parsed = parseExpression(expression);
  if (!parsed.ok) throw new Error(parsed.message);
  return generateValue(parsed.parts, seededBytes(seed, 'scope', 'P'));
};

const valid: [string, RegExp][] = [
  ['[a-zA-Z0-9]{12}', /^[a-zA-Z0-9]{12}$/],
  ['[A-Z0-9]{8}', /^[A-Z0-9]{8}$/],
  ['[\\w]{10}', /^\w{10}$/],
  ['[\\d]{5}', /^\d{5}$/],
  ['[\\d]{255}', /^\d{255}$/],
  ['[\\a]{40}', /^[a-zA-Z0-9]{40}$/],
  ['[\\A]{4}', /^[~!@#$%^&*()\-_+={}[\]\\|<,>.?/"';:`]{4}$/],
  ['admin[a-z]{4}', /^admin[a-z]{4}$/],
  ['admin[0-9]{2}test[A-Z]{2}', /^admin\d{2}test[A-Z]{2}$/],
  ['[\\w\\A]{8}', /^[\w~!@#$%^&*()\-+={}[\]\\|<,>.?/"';:`]{8}$/],
  ['[a-Z]{30}', /^[a-zA-Z]{30}$/],
  ['[a-z]{012}', /^[a-z]{12}$/],
];
for (const [expression, pattern] of valid) {
  test(`generates a value matching ${expression}`, () => {
    assert.match(generate(expression), pattern);
  });
}

const literal: [string, string][] = [
  ['\\w{8} outside a class', '\\w{8}'],
  ['a class without a length', '[a-z]'],
  ['no class at all', 'password'],
  ['a length without a class', 'x{3}'],
  ['characters a class may not hold', '[a-z_]{3}'],
  ['an unclosed class', '[a-z{8}'],
  ['a non-numeric length', '[a-z]{abc}'],
];
for (const [name, expression] of literal) {
  test(`an expression is literal text, as oc process leaves it: ${name}`, () => {
    assert.is(generate(expression), expression);
  });
}

test('\\a draws letters and digits, as oc does', () => {
  const value = generate('[\\a]{255}');
  assert.match(value, /[0-9]/);
  assert.match(value, /[a-z]/);
  assert.match(value, /[A-Z]/);
});

test('ranges include their last character', () => {
  assert.match(generate('[x-z]{255}'), /z/);
});

const invalid: [string, string][] = [
  ['[a-z]{0}', 'from 1 to 255'],
  ['[\\w]{256}', 'from 1 to 255'],
  ['[a-z]{99999999999999999999}', 'from 1 to 255'],
  ['[abc]{3}', 'malformed'],
  ['[\\x]{3}', 'malformed'],
  ['[\\xa-z]{3}', 'is not a class'],
  ['[z-a]{2}', 'runs backwards'],
  ['[0-a]{2}', 'runs backwards'],
  ['', 'empty'],
];
for (const [expression, message] of invalid) {
  test(`rejects the expression '${expression}', as oc process does`, () => {
    const parsed = parseExpression(expression);
    assert.not.ok(parsed.ok);
    if (!parsed.ok) assert.ok(parsed.message.includes(message), parsed.message);
  });
}

test('the same seed gives the same value; another seed another', () => {
  assert.is(generate('[a-zA-Z0-9]{16}'), generate('[a-zA-Z0-9]{16}'));
  assert.is.not(generate('[a-zA-Z0-9]{16}', 'one'), generate('[a-zA-Z0-9]{16}', 'two'));
});

test('the common classes draw from the same characters as before, so seeded values stay the same', () => {
  assert.is(generate('[a-zA-Z0-9]{16}'), 'z1lib2ilqoA9wfmn');
  assert.is(generate('[A-Z0-9]{8}'), '57HY18ER');
  assert.is(generate('[\\w]{12}'), 'wyhgazeiom97');
});

test.run();
