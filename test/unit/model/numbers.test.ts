import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../src/errors/index.js';
import { parseYamlFile } from '../../../src/model/yaml/parse-yaml-file.js';
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
  ['a 300-digit hex integer', `0x${'f'.repeat(300)}`, /^0xfff+ is too large for JSON/],
  ['.inf', '.inf', /^\.inf is too large for JSON/],
  [
    '.nan',
    '.nan',
    /^\.nan is not a number JSON can carry: it would be applied as null; quote it to keep it as text$/,
  ],
  [
    'an integer past 2^53',
    '12345678901234567891',
    /^12345678901234567891 is an integer beyond ±9,007,199,254,740,991, which gitshift cannot hold exactly: it would be applied as 12345678901234567000; quote it or use a smaller value$/,
  ],
  ['a hex integer past 2^53', '0x20000000000001', /^0x20000000000001 is an integer beyond/],
  ['an octal integer past 2^53', '0o777777777777777777777', /^0o777777777777777777777 is an integer beyond/],
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
