import fc from 'fast-check';
import { test } from 'uvu';
import {
  generateValue,
  NAMED_CLASSES,
  parseExpression,
  processTemplate,
  seededBytes,
} from '../../src/templates/index.js';

/** A random valid expression, with the regular expression every value it generates must match. */
const piece = fc.oneof(
  fc
    .record({ named: fc.constantFrom('w', 'd', 'a', 'A'), count: fc.integer({ min: 1, max: 255 }) })
    .map(({ named, count }) => ({
      source: `[\\${named}]{${count}}`,
      regex: `[${escapeClass(NAMED_CLASSES[named] ?? '')}]{${count}}`,
    })),
  fc
    .record({
      ranges: fc.subarray(['a-z', 'A-Z', '0-9'], { minLength: 1 }),
      count: fc.integer({ min: 1, max: 255 }),
    })
    .map(({ ranges, count }) => ({
      source: `[${ranges.join('')}]{${count}}`,
      regex: `[${ranges.join('')}]{${count}}`,
    })),
  fc
    .stringMatching(/^[a-z0-9_-]{1,5}$/)
    .map((literal) => ({ source: literal, regex: literal.replace(/-/g, '\\-') })),
  // What oc leaves as text: a named class outside brackets, a class without a length.
  fc.constantFrom({ source: '\\w{8}', regex: '\\\\w\\{8\\}' }, { source: '[a-z]', regex: '\\[a-z\\]' }),
);
const expression = fc.array(piece, { minLength: 1, maxLength: 4 }).map((pieces) => ({
  source: pieces.map((p) => p.source).join(''),
  regex: new RegExp(`^${pieces.map((p) => p.regex).join('')}$`),
}));

test('every generated value matches its expression', () => {
  fc.assert(
    fc.property(expression, fc.string({ minLength: 1 }), ({ source, regex }, seed) => {
      const parsed = parseExpression(source);
      if (!parsed.ok) throw new Error(`${source}: ${parsed.message}`);
      const value = generateValue(parsed.parts, seededBytes(seed, 'scope', 'P'));
      return regex.test(value);
    }),
    { numRuns: 300 },
  );
});

test('generated values are stable for a seed and differ between seeds', () => {
  fc.assert(
    fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
      const parsed = parseExpression('[a-zA-Z0-9]{16}');
      if (!parsed.ok) return false;
      const value = (seed: string) =>
        generateValue(parsed.parts, seededBytes(seed, 'shop/redis', 'PASSWORD'));
      return value(a) === value(a) && (a === b || value(a) !== value(b));
    }),
    { numRuns: 200 },
  );
});

// Text JSON writes as it is (no quote, backslash or control character to escape), with references mixed in.
const plainText = fc.stringMatching(/^[a-zA-Z0-9 ._:/-]{0,12}$/);
const referenceText = fc
  .array(fc.oneof(plainText, fc.constantFrom('${P}', '${J}', '${{J}}', '${NOPE}', 'ü€', '😀')), {
    maxLength: 4,
  })
  .map((parts) => parts.join(''));
const templateValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    referenceText,
    fc.constant('${{J}}'),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(plainText, fc.constant('__proto__'), referenceText), tie('value'), { maxKeys: 4 }),
  ),
})).value;

test('the output size counted before building is the UTF-8 length of what is built, as compact JSON', () => {
  fc.assert(
    fc.property(fc.array(templateValue, { maxLength: 3 }), plainText, (data, label) => {
      const objects = data.map((value, i) => ({
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: `c${i}` },
        data: value,
        spec: { template: { metadata: {} } },
      }));
      const result = processTemplate(
        {
          objects,
          labels: { team: label, '${P}': '${{J}}' },
          parameters: [
            { name: 'P', value: 'pä$' },
            // No quotes in J: inserted as text, they would be escaped, which the count leaves out.
            { name: 'J', value: '[1, 2.5, [true, null], -0]' },
          ],
        },
        { seed: 's', scope: 'p/t' },
      );
      return (
        result.outputBytes ===
        result.objects.reduce((sum, o) => sum + Buffer.byteLength(JSON.stringify(o)), 0)
      );
    }),
    { numRuns: 300 },
  );
});

function escapeClass(chars: string): string {
  return chars.replace(/[\\\]^-]/g, (c) => `\\${c}`);
}

test.run();
