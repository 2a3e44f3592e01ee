import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { processTemplate } from '../../../src/templates/index.js';
import {
  configMapOf as cm,
  TEMPLATE_OPTIONS as options,
  templateOf as template,
} from '../../support/template-objects.js';

/** Bytes of a value as compact JSON, the size the limits count. */
const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

test('a reference repeated past the longest string JavaScript can hold is a problem, not a RangeError', () => {
  // 400 KiB × 1,500 = 614,400,000 characters, over V8's limit of about 2^29; the template is ~406 KB.
  const big = 'x'.repeat(400 * 1024);
  const result = processTemplate(
    template([cm({ v: '${P}'.repeat(1500) })], [{ name: 'P', value: big }]),
    options,
  );
  assert.equal(
    result.problems.map((p) => [p.code, p.severity, p.field]),
    [['TEMPLATE_OUTPUT_TOO_LARGE', 'error', 'objects[0]']],
  );
  assert.equal(result.objects, []);
});

test('a 10 KB parameter referenced 20,000 times is refused with its size, before the string is built', () => {
  const value = 'y'.repeat(10 * 1024);
  const result = processTemplate(
    template([cm({ v: '${P}'.repeat(20_000) })], [{ name: 'P', value }]),
    options,
  );
  const size = jsonBytes(cm({ v: '' })) + 10 * 1024 * 20_000;
  assert.equal(result.problems, [
    {
      code: 'TEMPLATE_OUTPUT_TOO_LARGE',
      severity: 'error',
      field: 'objects[0]',
      message: `objects[0] would be ${size.toLocaleString('en-US')} bytes after substitution, over the limit of 1,048,576 per object; reference large parameters less often or split the object`,
    },
  ]);
  assert.equal(result.objects, []);
});

test('${{P}} references count the value they become', () => {
  const value = JSON.stringify({ list: Array.from({ length: 1000 }, (_, i) => `item-${i}`) });
  const data = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, '${{P}}']));
  const result = processTemplate(template([cm(data)], [{ name: 'P', value }]), options);
  assert.equal(
    result.problems.map((p) => [p.code, p.field]),
    [['TEMPLATE_OUTPUT_TOO_LARGE', 'objects[0]']],
  );
});

test('template labels count once on every object and again on its pod template', () => {
  const label = 'l'.repeat(60);
  const dc = {
    apiVersion: 'apps.openshift.io/v1',
    kind: 'DeploymentConfig',
    metadata: { name: 'd' },
    spec: { template: { metadata: {} } },
  };
  const result = processTemplate(
    template([dc, cm({ a: '${P}' })], [{ name: 'P', value: 'ü' }], { team: label }),
    options,
  );
  assert.equal(result.problems, []);
  assert.is(result.outputBytes, jsonBytes(result.objects[0]) + jsonBytes(result.objects[1]));
});

const sizes: [string, unknown][] = [
  ['plain strings', cm({ a: 'b', c: '' })],
  ['numbers, booleans, null and lists', cm({ a: [1, -2.5, true, false, null], b: { c: [] } })],
  ['substituted text and multi-byte characters', cm({ a: 'x-${P}-${P}', é: '€${P}' })],
  ['${{P}} becoming a value', cm({ a: '${{J}}', b: ['${{J}}'] })],
  ['an undefined reference left as written', cm({ a: '${NOPE}', b: '${{NOPE}}' })],
];
for (const [name, object] of sizes) {
  test(`the size counted is the object's compact JSON in UTF-8: ${name}`, () => {
    const parameters = [
      { name: 'P', value: 'päßword' },
      { name: 'J', value: '{ "n": 12, "list": ["a", "ö"] }' },
    ];
    const result = processTemplate(template([object], parameters), options);
    assert.is(result.outputBytes, jsonBytes(result.objects[0]));
  });
}

test('the per-object limit is an option', () => {
  const result = processTemplate(template([cm({ a: 'x'.repeat(200) })], []), {
    ...options,
    maxTemplateObjectBytes: 100,
  });
  assert.equal(
    result.problems.map((p) => p.message),
    [
      `objects[0] would be ${jsonBytes(cm({ a: 'x'.repeat(200) }))} bytes after substitution, over the limit of 100 per object; reference large parameters less often or split the object`,
    ],
  );
});

test('the per-project limit counts what earlier templates of the project produced', () => {
  const objects = [cm({ a: 'x'.repeat(100) }, 'one'), cm({ a: 'x'.repeat(100) }, 'two')];
  const one = jsonBytes(objects[0]);
  const result = processTemplate(template(objects, []), {
    ...options,
    maxTemplateProjectBytes: 1000,
    projectBytesBefore: 1000 - one - 10,
  });
  assert.equal(result.problems, [
    {
      code: 'TEMPLATE_OUTPUT_TOO_LARGE',
      severity: 'error',
      field: 'objects[1]',
      message: `objects[1] would bring the project's template output to ${(1000 - 10 + jsonBytes(objects[1])).toLocaleString('en-US')} bytes, over the limit of 1,000 per project; reference large parameters less often or split the project`,
    },
  ]);
  assert.equal(result.objects, []);
});

test('labels too large for one object are reported at labels', () => {
  const result = processTemplate(
    template([cm({})], [{ name: 'P', value: 'z'.repeat(1000) }], { a: '${P}${P}' }),
    { ...options, maxTemplateObjectBytes: 1500 },
  );
  assert.equal(
    result.problems.map((p) => [p.code, p.field]),
    [['TEMPLATE_OUTPUT_TOO_LARGE', 'labels']],
  );
});

test('references in keys are counted before the keys are built', () => {
  // One key of 1,500 references to a 400 KiB value would be ~614 MB: over V8's longest string.
  const big = 'x'.repeat(400 * 1024);
  const result = processTemplate(
    template([cm({ ['${P}'.repeat(1500)]: 'v' })], [{ name: 'P', value: big }]),
    options,
  );
  assert.equal(
    result.problems.map((p) => [p.code, p.severity, p.field]),
    [['TEMPLATE_OUTPUT_TOO_LARGE', 'error', 'objects[0]']],
  );
  assert.equal(result.objects, []);
});

test('references in label keys are counted before the labels are built', () => {
  const big = 'x'.repeat(400 * 1024);
  const result = processTemplate(
    template([cm({})], [{ name: 'P', value: big }], { ['${P}'.repeat(1500)]: 'v' }),
    options,
  );
  assert.equal(
    result.problems.map((p) => [p.code, p.field]),
    [['TEMPLATE_OUTPUT_TOO_LARGE', 'labels']],
  );
});

test.run();
