import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { processTemplate } from '../../../src/templates/index.js';
import {
  configMapOf as cm,
  TEMPLATE_OPTIONS as options,
  templateOf as template,
} from '../../support/template-objects.js';

const substitutions: [string, unknown, unknown][] = [
  ['${P} inside a string', 'host-${NAME}.svc', 'host-redis.svc'],
  ['several references in one string', '${NAME}:${PORT}', 'redis:6379'],
  ['${{P}} alone becomes a number', '${{PORT}}', 6379],
  ['${{P}} alone becomes a boolean', '${{FLAG}}', true],
  ['${{P}} alone becomes an object', '${{OBJ}}', { a: 1 }],
  ['${{P}} inside a longer string is left as written, as oc leaves it', 'port ${{PORT}}', 'port ${{PORT}}'],
  ['${P} beside a ${{P}} in one string is substituted', '${{PORT}}-${NAME}', '${{PORT}}-redis'],
  ['${{P}} whose value is not JSON stays a string', '${{NAME}}', 'redis'],
  ['an undefined parameter is left as written', '${MISSING}', '${MISSING}'],
];
const params = [
  { name: 'NAME', value: 'redis' },
  { name: 'PORT', value: '6379' },
  { name: 'FLAG', value: 'true' },
  { name: 'OBJ', value: '{"a":1}' },
];
for (const [name, input, expected] of substitutions) {
  test(`substitution: ${name}`, () => {
    const result = processTemplate(template([cm({ v: input, list: [input] })], params), options);
    assert.equal(result.objects[0]?.['data'], { v: expected, list: [expected] });
  });
}

test('${P} in map keys is substituted, as oc process does', () => {
  const result = processTemplate(
    template([cm({ '${NAME}': 'x', 'svc-${NAME}.${PORT}': { '${NAME}': '${PORT}' } })], params),
    options,
  );
  assert.equal(result.problems, []);
  assert.equal(result.objects[0]?.['data'], { redis: 'x', 'svc-redis.6379': { redis: '6379' } });
});

test('a key that is exactly ${{P}} takes the value as text', () => {
  const result = processTemplate(template([cm({ '${{PORT}}': 'x' })], params), options);
  assert.equal(result.objects[0]?.['data'], { '6379': 'x' });
});

test('two keys that become the same are an error at the second', () => {
  const result = processTemplate(template([cm({ redis: 'a', '${NAME}': 'b' })], params), options);
  assert.equal(
    result.problems.map((p) => [p.code, p.severity, p.field]),
    [['TEMPLATE_KEY_CONFLICT', 'error', 'objects[0].data["${NAME}"]']],
  );
  assert.equal(result.objects, []);
});

test('an undefined parameter in a key is a warning and the key is left as written', () => {
  const result = processTemplate(template([cm({ '${MISSING}': 'x' })], params), options);
  assert.equal(result.objects[0]?.['data'], { '${MISSING}': 'x' });
  assert.equal(
    result.problems.map((p) => [p.code, p.field]),
    [['TEMPLATE_PARAMETER_UNDEFINED', 'objects[0].data["${MISSING}"]']],
  );
});

test('${{P}} inside a longer string is a warning naming the field', () => {
  const result = processTemplate(template([cm({ v: 'port ${{PORT}}' })], params), options);
  assert.equal(
    result.problems.map((p) => [p.code, p.severity, p.field]),
    [['TEMPLATE_REFERENCE_LEFT_AS_TEXT', 'warning', 'objects[0].data.v']],
  );
});

const namespaces: [string, unknown, unknown][] = [
  ['a written namespace is stripped', 'elsewhere', undefined],
  ['a namespace that references a parameter is kept and substituted', '${NAME}', 'redis'],
  ['a namespace with a reference inside is kept', 'ns-${NAME}', 'ns-redis'],
  ['a namespace of ${{P}} is stripped, as oc strips it', '${{NAME}}', undefined],
  ['a namespace that is not a string is stripped', 5, undefined],
];
for (const [name, namespace, expected] of namespaces) {
  test(`namespaces as oc process treats them: ${name}`, () => {
    const object = { ...cm({}), metadata: { name: 'c', namespace } };
    const result = processTemplate(template([object], params), options);
    const metadata = result.objects[0]?.['metadata'] as Record<string, unknown>;
    assert.is(metadata['namespace'], expected);
    assert.is('namespace' in metadata, expected !== undefined);
  });
}

test('an undefined parameter is a warning with its exact field path', () => {
  const result = processTemplate(template([cm({ v: '${MISSING}' })], params), options);
  assert.equal(result.problems, [
    {
      code: 'TEMPLATE_PARAMETER_UNDEFINED',
      severity: 'warning',
      field: 'objects[0].data.v',
      message: '${MISSING} names no parameter of this template; it is left as written',
    },
  ]);
});

test('given values win over value and generate', () => {
  const p = [
    { name: 'A', value: 'default' },
    { name: 'B', generate: 'expression', from: '[a-z]{8}' },
  ];
  const result = processTemplate(template([cm({ a: '${A}', b: '${B}' })], p), {
    ...options,
    values: { A: 'given', B: 'also' },
  });
  assert.equal(result.objects[0]?.['data'], { a: 'given', b: 'also' });
});

test('a required parameter without a value is an error', () => {
  const result = processTemplate(template([], [{ name: 'A', required: true }]), options);
  assert.equal(
    result.problems.map((p) => [p.code, p.field]),
    [['TEMPLATE_PARAMETER_REQUIRED', 'parameters[0]']],
  );
});

test('a required parameter with a generated value is fine', () => {
  const result = processTemplate(
    template([], [{ name: 'A', required: true, generate: 'expression', from: '[\\d]{4}' }]),
    options,
  );
  assert.equal(result.problems, []);
  assert.match(result.parameters['A'] ?? '', /^\d{4}$/);
});

test('generated values need a seed', () => {
  const result = processTemplate(template([], [{ name: 'A', generate: 'expression', from: '[\\w]{4}' }]), {
    seed: undefined,
    scope: 's',
  });
  assert.equal(
    result.problems.map((p) => p.code),
    ['TEMPLATE_SEED_MISSING'],
  );
});

test("labels go on each object's metadata only, never into pod templates or selectors", () => {
  const dc = {
    apiVersion: 'v1',
    kind: 'DeploymentConfig',
    metadata: { name: 'd', labels: { own: 'x', app: 'mine' } },
    spec: {
      selector: { app: 'd' },
      template: { metadata: { labels: { app: 'd' } } },
    },
  };
  const deployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'e' },
    spec: { selector: { matchLabels: { app: 'e' } }, template: { metadata: { labels: { app: 'e' } } } },
  };
  const result = processTemplate(
    template([dc, deployment, cm({})], [{ name: 'NAME', value: 'redis' }], {
      template: '${NAME}-t',
      app: 'overrides',
    }),
    options,
  );
  const [first, second, third] = result.objects as Record<string, any>[];
  assert.equal(first?.['metadata'].labels, { own: 'x', app: 'overrides', template: 'redis-t' });
  assert.equal(first?.['spec'], dc.spec);
  assert.equal(second?.['metadata'].labels, { template: 'redis-t', app: 'overrides' });
  assert.equal(second?.['spec'], deployment.spec);
  assert.equal(third?.['metadata'].labels, { template: 'redis-t', app: 'overrides' });
});

test('label keys and values are substituted as text, ${{P}} included', () => {
  const result = processTemplate(template([cm({})], params, { '${NAME}-port': '${{PORT}}' }), options);
  assert.equal(result.objects[0]?.['metadata'], { name: 'c', labels: { 'redis-port': '6379' } });
});

test('a __proto__ key inside an object is kept as an ordinary key, as oc process keeps it', () => {
  const data = JSON.parse('{"__proto__": {"x": "${NAME}"}, "list": [{"__proto__": "${NAME}"}]}') as unknown;
  const result = processTemplate(
    template([{ ...cm({}), data }], params, JSON.parse('{"__proto__": "${NAME}"}') as Record<string, string>),
    options,
  );
  const object = result.objects[0] as Record<string, any>;
  assert.equal(Object.keys(object['data']), ['__proto__', 'list']);
  assert.equal(Object.getOwnPropertyDescriptor(object['data'], '__proto__')?.value, { x: 'redis' });
  assert.is(Object.getPrototypeOf(object['data']), Object.prototype);
  assert.equal(Object.getOwnPropertyDescriptor(object['data'].list[0], '__proto__')?.value, 'redis');
  assert.equal(Object.getOwnPropertyDescriptor(object['metadata'].labels, '__proto__')?.value, 'redis');
  assert.is(JSON.stringify(object['data']), '{"__proto__":{"x":"redis"},"list":[{"__proto__":"redis"}]}');
});

for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
  test(`a parameter named ${name} takes its own value, not one inherited by plain objects`, () => {
    const result = processTemplate(template([cm({ v: `\${${name}}` })], [{ name, value: 'own' }]), options);
    assert.equal(result.problems, []);
    assert.equal(result.objects[0]?.['data'], { v: 'own' });
    assert.equal(result.parameters[name], 'own');
  });
}

const outOfRange: [string, string][] = [
  ['1e400', '1e400'],
  ['-1e400', '-1e400'],
  ['an integer past int64', '123456789012345678901'],
  ['int64 max + 1', '9223372036854775808'],
  ['a number deep inside an object', '{"a": [1, {"b": 1e999}]}'],
];
for (const [name, value] of outOfRange) {
  test(`\${{P}} with a number JSON cannot carry is an error at the field: ${name}`, () => {
    const result = processTemplate(template([cm({ v: '${{P}}' })], [{ name: 'P', value }]), options);
    assert.equal(
      result.problems.map((p) => [p.code, p.severity, p.field]),
      [['NUMBER_OUT_OF_RANGE', 'error', 'objects[0].data.v']],
    );
  });
}

for (const value of [
  '0.1',
  '9007199254740991',
  '-9007199254740991',
  '1e20',
  '1.7976931348623157e308',
  '"1e400"',
]) {
  test(`\${{P}} with a number JSON carries is fine: ${value}`, () => {
    const result = processTemplate(template([cm({ v: '${{P}}' })], [{ name: 'P', value }]), options);
    assert.equal(result.problems, []);
  });
}

const exactInt64: [string, unknown][] = [
  ['9223372036854775807', 9223372036854775807n],
  ['-9223372036854775808', -9223372036854775808n],
  ['[9007199254740993, 1, "9007199254740993"]', [9007199254740993n, 1, '9007199254740993']],
  ['{"a": {"b": 1234567890123456789}}', { a: { b: 1234567890123456789n } }],
];
for (const [value, exact] of exactInt64) {
  test(`\${{P}} with an int64 beyond 2^53 takes it exactly, as oc process does: ${value}`, () => {
    const result = processTemplate(template([cm({ v: '${{P}}' })], [{ name: 'P', value }]), options);
    assert.equal(result.problems, []);
    assert.equal((result.objects[0]?.['data'] as Record<string, unknown>)['v'], exact);
  });
}

test('processing does not change its input', () => {
  const input = template([cm({ v: '${NAME}' })], params, { a: '${NAME}' });
  const copy = structuredClone(input);
  processTemplate(input, options);
  assert.equal(input, copy);
});

test.run();
