import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FieldChange } from '../../../src/reconciler/field-diff.js';
import { formatPlan, NO_COLOURS, planAsJson } from '../../../src/reconciler/format-plan.js';
import { isSecret, RedactedValue, redactChanges } from '../../../src/reconciler/redact-secrets.js';
import { stringifyJson } from '../../../src/yaml/values/lossless-json.js';

const SECRET = { apiVersion: 'v1', kind: 'Secret', namespace: 'web', name: 'db' };
const PLAIN = 'pa55-Wörd';
const BASE64 = Buffer.from(PLAIN).toString('base64');
const LAST_APPLIED = 'metadata.annotations.kubectl.kubernetes.io/last-applied-configuration';

/** The changes as text, the way a plan shows each value. */
const shown = (changes: readonly FieldChange[]): string[] =>
  changes.map((c) => `${c.path}: ${show(c.from)} → ${show(c.to)}`);

const show = (value: unknown): string =>
  value === undefined
    ? '(none)'
    : value instanceof RedactedValue
      ? value.toString()
      : typeof value === 'string'
        ? value
        : stringifyJson(value);

const CASES: readonly [string, FieldChange[], string[]][] = [
  [
    'a data key shows its decoded size',
    [{ path: 'data.password', from: Buffer.from('old').toString('base64'), to: BASE64 }],
    ['data.password: REDACTED (3 bytes) → REDACTED (10 bytes)'],
  ],
  [
    'a stringData key shows its UTF-8 size',
    [{ path: 'stringData.password', from: undefined, to: PLAIN }],
    ['stringData.password: (none) → REDACTED (10 bytes)'],
  ],
  [
    'a key with dots in its name',
    [{ path: 'data.tls.crt', from: BASE64, to: undefined }],
    ['data.tls.crt: REDACTED (10 bytes) → (none)'],
  ],
  [
    'a whole data map appearing shows each key',
    [
      {
        path: 'data',
        from: undefined,
        to: { user: Buffer.from('admin').toString('base64'), password: BASE64 },
      },
    ],
    ['data.password: (none) → REDACTED (10 bytes)', 'data.user: (none) → REDACTED (5 bytes)'],
  ],
  [
    'a whole stringData map going',
    [{ path: 'stringData', from: { token: PLAIN }, to: undefined }],
    ['stringData.token: REDACTED (10 bytes) → (none)'],
  ],
  [
    'the last-applied annotation holds the values: its size only',
    [{ path: LAST_APPLIED, from: undefined, to: `{"data":{"password":"${BASE64}"}}` }],
    [`${LAST_APPLIED}: (none) → REDACTED (${`{"data":{"password":""}}`.length + BASE64.length} bytes)`],
  ],
  [
    'other fields stay as they are',
    [{ path: 'type', from: 'Opaque', to: 'kubernetes.io/tls' }],
    ['type: Opaque → kubernetes.io/tls'],
  ],
];

for (const [name, changes, expected] of CASES) {
  test(`redactChanges: ${name}`, () => {
    const redacted = redactChanges(SECRET, changes);
    assert.equal(shown(redacted), expected);
    assert.not.ok(stringifyJson(redacted).includes(BASE64));
    assert.not.ok(stringifyJson(redacted).includes(PLAIN));
  });
}

test('redactChanges: annotations or metadata arriving whole keep other annotations and lose the last-applied value', () => {
  const annotations = {
    'kubectl.kubernetes.io/last-applied-configuration': `{"stringData":{"p":"${PLAIN}"}}`,
    team: 'web',
  };
  const [byAnnotations] = redactChanges(SECRET, [
    { path: 'metadata.annotations', from: undefined, to: annotations },
  ]);
  assert.is(
    stringifyJson(byAnnotations?.to),
    `{"kubectl.kubernetes.io/last-applied-configuration":"REDACTED (${Buffer.byteLength(annotations['kubectl.kubernetes.io/last-applied-configuration'])} bytes)","team":"web"}`,
  );
  const [byMetadata] = redactChanges(SECRET, [
    { path: 'metadata', from: { annotations }, to: { name: 'db' } },
  ]);
  assert.not.ok(stringifyJson(byMetadata).includes(PLAIN));
  assert.ok(stringifyJson(byMetadata?.from).includes('"team":"web"'));
});

test('redactChanges: a whole Secret arriving at the root path shows no value', () => {
  const [root] = redactChanges(SECRET, [
    { path: '', from: undefined, to: { data: { p: BASE64 }, stringData: { q: PLAIN }, type: 'Opaque' } },
  ]);
  assert.is(
    stringifyJson(root?.to),
    '{"data":{"p":"REDACTED (10 bytes)"},"stringData":{"q":"REDACTED (10 bytes)"},"type":"Opaque"}',
  );
});

test('redactChanges: only v1 Secrets; a ConfigMap shows its data', () => {
  const changes = [{ path: 'data.password', from: undefined, to: PLAIN }];
  assert.is(redactChanges({ ...SECRET, kind: 'ConfigMap' }, changes), changes);
  assert.ok(isSecret(SECRET));
  assert.not.ok(isSecret({ ...SECRET, apiVersion: 'example.com/v1' }));
});

test("the CLI's plan, as text and as JSON, never shows a Secret's value", () => {
  const sync = {
    plans: [
      {
        project: 'web',
        objects: [
          {
            ref: SECRET,
            desired: {
              apiVersion: 'v1',
              kind: 'Secret',
              metadata: { name: 'db', namespace: 'web' },
              data: { password: BASE64 },
            },
            live: undefined,
            action: 'update' as const,
            changes: [
              { path: 'data.password', from: undefined, to: BASE64 },
              { path: 'stringData', from: undefined, to: { token: PLAIN } },
              { path: LAST_APPLIED, from: undefined, to: `{"data":{"password":"${BASE64}"}}` },
            ],
          },
        ],
        prunes: [],
        pruneVerdict: { prune: true as const },
      },
    ],
    results: [],
    skipped: [],
    removed: [],
  };
  const text = formatPlan(sync, NO_COLOURS);
  assert.ok(text.includes('      data.password: (none) → REDACTED (10 bytes)\n'));
  assert.ok(text.includes('      stringData.token: (none) → REDACTED (10 bytes)\n'));
  const json = stringifyJson(planAsJson(sync), 2);
  assert.ok(json.includes('"to": "REDACTED (10 bytes)"'));
  for (const output of [text, json, JSON.stringify(planAsJson(sync))]) {
    assert.not.ok(output.includes(BASE64));
    assert.not.ok(output.includes(PLAIN));
  }
});

test.run();
