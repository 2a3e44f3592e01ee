import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { asStringMap } from '../../../src/model/values.js';

test('asStringMap keeps a __proto__ key as an ordinary key and drops values that are not strings', () => {
  const map = asStringMap(JSON.parse('{"__proto__": "x", "a": "b", "n": 1}'));
  assert.equal(Object.keys(map), ['__proto__', 'a']);
  assert.is(Object.getOwnPropertyDescriptor(map, '__proto__')?.value, 'x');
  assert.is(Object.getPrototypeOf(map), Object.prototype);
});

test.run();
