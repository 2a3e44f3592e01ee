import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../src/errors/index.js';
import { parseYamlFile } from '../../../src/yaml/read/parse-yaml-file.js';
import { loadFiles } from '../../support/repo.js';

const FILE = 'projects/shop/cm.yaml';
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A ConfigMap-like document whose line 4 holds `value: <literal>`, the literal at column 10. */
const document = (literal: string, careful: boolean): string =>
  `kind: Thing\n${careful ? 'anchor: &a 1\n' : 'plain: 1\n'}spec:\n  value: ${literal}\n`;

const outOfRange: [string, string, RegExp][] = [
  [
    '1e400',
    '1e400',
    /^1e400 is too large for JSON: it would be applied as null; quote it or use a smaller value$/,
  ],
  ['-1e400', '-1e400', /^-1e400 is too large for JSON/],
  [
    'a 300-digit hex integer',
    `0x${'f'.repeat(300)}`,
    /^0xfff+ is an integer beyond ±9,223,372,036,854,775,807, more than any Kubernetes field holds/,
  ],
  ['.inf', '.inf', /^\.inf is too large for JSON/],
  [
    '.nan',
    '.nan',
    /^\.nan is not a number JSON can carry: it would be applied as null; quote it to keep it as text$/,
  ],
  [
    'an integer past int64',
    '12345678901234567891',
    /^12345678901234567891 is an integer beyond ±9,223,372,036,854,775,807, more than any Kubernetes field holds: the API server would refuse it; quote it or use a smaller value$/,
  ],
  ['int64 max + 1', '9223372036854775808', /^9223372036854775808 is an integer beyond/],
  ['int64 min - 1', '-9223372036854775809', /^-9223372036854775809 is an integer beyond/],
  ['a hex integer past int64', '0x10000000000000000', /^0x10000000000000000 is an integer beyond/],
  [
    'an octal integer past int64',
    '0o7777777777777777777777',
    /^0o7777777777777777777777 is an integer beyond/,
  ],
];

for (const careful of [false, true]) {
  const path = careful ? 'careful reader' : 'quick reader';
  for (const [name, literal, message] of outOfRange) {
    test(`a number beyond what JSON carries is an error at its position (${path}): ${name}`, () => {
      const parsed = parseYamlFile(FILE, bytes(document(literal, careful)));
      assert.equal(
        parsed.problems.map((p) => [p.code, p.severity, p.line, p.col, p.field]),
        [['NUMBER_OUT_OF_RANGE', 'error', 4, 10, 'spec.value']],
        parsed.problems.map(formatProblem).join('\n'),
      );
      assert.match(parsed.problems[0]?.message ?? '', message);
    });
  }
}

/** Integers beyond ±2^53 that Kubernetes' int64 fields hold: read exactly, as bigint. */
const exactInt64: [string, bigint][] = [
  ['9223372036854775807', 9223372036854775807n],
  ['-9223372036854775808', -9223372036854775808n],
  ['9007199254740993', 9007199254740993n],
  ['+9007199254740993', 9007199254740993n],
  ['0x7fffffffffffffff', 9223372036854775807n],
  ['0o777777777777777777777', 0o777777777777777777777n],
];
for (const careful of [false, true]) {
  for (const [literal, exact] of exactInt64) {
    test(`an int64 beyond 2^53 is read exactly (${careful ? 'careful' : 'quick'} reader): ${literal}`, () => {
      const parsed = parseYamlFile(FILE, bytes(document(literal, careful)));
      assert.equal(parsed.problems, []);
      const spec = (parsed.documents[0]?.value as { spec: { value: unknown } }).spec;
      assert.is(spec.value, exact);
    });
  }
}

const carried = [
  '9007199254740991',
  '-9007199254740991',
  '0x1fffffffffffff',
  '1e20',
  '0.1',
  '1.7976931348623157e308',
  '5e-324',
  '"1e400"',
  "'12345678901234567891'",
];
for (const careful of [false, true]) {
  for (const literal of carried) {
    test(`a number JSON carries is fine (${careful ? 'careful' : 'quick'} reader): ${literal}`, () => {
      const parsed = parseYamlFile(FILE, bytes(document(literal, careful)));
      assert.equal(parsed.problems, []);
      assert.is(parsed.documents.length, 1);
    });
  }
}

test('a number beyond JSON in a manifest blocks its project, reported once, not again by the schema', () => {
  const dc = [
    'apiVersion: apps.openshift.io/v1',
    'kind: DeploymentConfig',
    'metadata:',
    '  name: web',
    'spec:',
    '  replicas: 1e400',
    '  template:',
    '    spec:',
    '      containers:',
    '        - name: web',
    '          image: nginx:1.27',
    '',
  ].join('\n');
  const model = loadFiles({
    'projects/shop/dc.yaml': dc,
    'projects/ok/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n',
  });
  assert.equal(model.problems.map(formatProblem), [
    'projects/shop/dc.yaml:6:13: spec.replicas: 1e400 is too large for JSON: it would be applied as null; quote it or use a smaller value [NUMBER_OUT_OF_RANGE]',
  ]);
  assert.equal(
    model.projects.map((p) => [p.name, p.blocked]),
    [
      ['ok', false],
      ['shop', true],
    ],
  );
});

test.run();
