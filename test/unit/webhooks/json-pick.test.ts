import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { JsonPickError, pickJson, skipValue, type PickShape } from '../../../src/webhooks/json-pick.js';

/** What pickJson must give: the shape's fields of JSON.parse's value, nested shapes picked inside objects. */
function project(value: unknown, shape: PickShape): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const object = value as Record<string, unknown>;
  for (const [key, wanted] of Object.entries(shape)) {
    if (!Object.hasOwn(object, key)) continue;
    const field = object[key];
    const isObject = typeof field === 'object' && field !== null && !Array.isArray(field);
    Object.defineProperty(out, key, {
      value: wanted !== true && isObject ? project(field, wanted) : field,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return out;
}

// Not `constructor`: uvu's deep equality compares constructors, and that key would be the one compared.
const keys = fc.constantFrom('a', 'b', 'ref', 'x y', 'é', 'q"uote', 'back\\slash', '__proto__');
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    tie('object'),
  ),
  object: fc.dictionary(keys, tie('value'), { maxKeys: 5 }),
}));
const shape: fc.Arbitrary<PickShape> = fc.letrec((tie) => ({
  shape: fc.dictionary(keys, fc.oneof({ depthSize: 'small' }, fc.constant(true as const), tie('shape')), {
    maxKeys: 4,
  }),
})).shape as fc.Arbitrary<PickShape>;

test('on any JSON object, compact or indented, what is picked is what JSON.parse gives', () => {
  fc.assert(
    fc.property(json.object, shape, fc.constantFrom(undefined, 1, '\t'), (object, wanted, indent) => {
      const text = JSON.stringify(object, null, indent);
      assert.equal(pickJson(text, wanted), project(JSON.parse(text), wanted));
      assert.is(skipValue(text, 0), text.length);
    }),
    { numRuns: 2000 },
  );
});

test('of two equal keys the last counts, as for JSON.parse; an escaped key is its decoded text', () => {
  const text = '{"ref": "one", "r\\u0065f": "two", "deep": {"k": 1}, "deep": {"k": 2}}';
  assert.equal(pickJson(text, { ref: true, deep: { k: true } }), { ref: 'two', deep: { k: 2 } });
});

test('a nested shape over a value that is not an object gives the value whole, for the caller to refuse', () => {
  assert.equal(
    pickJson('{"repository": null, "pusher": [1]}', { repository: { a: true }, pusher: { name: true } }),
    {
      repository: null,
      pusher: [1],
    },
  );
});

test('every prefix of a JSON object short of the whole is refused', () => {
  fc.assert(
    fc.property(json.object, (object) => {
      const text = JSON.stringify(object);
      for (let end = 0; end < text.length; end++)
        assert.throws(
          () => pickJson(text.slice(0, end), {}),
          (error: unknown) => error instanceof JsonPickError,
          text.slice(0, end),
        );
    }),
    { numRuns: 300 },
  );
});

const notJson = [
  '',
  '[]',
  '"text"',
  '{"a": 1,}',
  '{"a" 1}',
  '{a: 1}',
  "{'a': 1}",
  '{"a": [1, 2,]}',
  '{"a": [1 2]}',
  '{"a": NaN}',
  '{"a": 01}',
  '{"a": 1.}',
  '{"a": -}',
  '{"a": .5}',
  '{"a": tru}',
  '{"a": nul}',
  '{"a": "open}',
  '{"a": 1} x',
  '{"a": 1}}',
  '{"a": {"b": 1}',
  `{"a": ${'['.repeat(600)}${']'.repeat(600)}}`,
];
for (const text of notJson)
  test(`${JSON.stringify(text.slice(0, 40))} is refused, with where`, () => {
    assert.throws(
      () => pickJson(text, { a: true }),
      (error: unknown) => {
        return error instanceof SyntaxError && /position \d+|JSON/.test(error.message);
      },
    );
  });

test('a picked string with a bad escape is refused by JSON.parse; a skipped one is not read', () => {
  assert.throws(
    () => pickJson('{"a": "\\x"}', { a: true }),
    (error: unknown) => error instanceof SyntaxError,
  );
  assert.equal(pickJson('{"a": 1, "b": "\\x"}', { a: true }), { a: 1 });
});

test.run();
