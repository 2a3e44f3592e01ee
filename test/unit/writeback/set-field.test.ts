import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { applyEdits } from '../../../src/writeback/write-back-edit.js';
import { configFilesFromMap } from '../../../src/yaml/edit/config-files.js';
import { setField, type FieldEdit } from '../../../src/writeback/edits/set-field.js';
import { assertGitshiftError } from '../../support/errors.js';

const DC = `# web deployment
apiVersion: apps.openshift.io/v1
kind: DeploymentConfig
metadata:
  name: web
spec:
  replicas: 2 # scaled by hand
  template:
    spec:
      containers:
        - name: web
          image: "reg.example/web:1"
---
apiVersion: v1
kind: List
items:
  - kind: ConfigMap
    apiVersion: v1
    metadata:
      name: settings
    data:
      LOG_LEVEL: 'info'
`;

const FILE = 'projects/shop/web.yaml';
const files = configFilesFromMap(new Map([[FILE, DC]]));
const dc = { kind: 'DeploymentConfig', name: 'web' };

interface Case {
  readonly name: string;
  readonly edit: Omit<FieldEdit, 'file'> & { file?: string };
  readonly expect: { text: string; changed?: boolean } | { code: string; message: RegExp };
}

const cases: Case[] = [
  {
    name: 'a scalar keeps its comment',
    edit: { selector: dc, path: ['spec', 'replicas'], value: 3 },
    expect: { text: DC.replace('replicas: 2 #', 'replicas: 3 #') },
  },
  {
    name: 'a quoted string stays quoted',
    edit: {
      selector: dc,
      path: ['spec', 'template', 'spec', 'containers', 0, 'image'],
      value: 'reg.example/web:2',
    },
    expect: { text: DC.replace('"reg.example/web:1"', '"reg.example/web:2"') },
  },
  {
    name: 'missing maps on the way are created',
    edit: { selector: dc, path: ['metadata', 'annotations', 'gitshift.io/rollback'], value: '3' },
    expect: {
      text: DC.replace(
        '  name: web\nspec:',
        `  name: web\n  annotations:\n    gitshift.io/rollback: "3"\nspec:`,
      ),
    },
  },
  {
    name: 'an object inside a kind: List',
    edit: { selector: { kind: 'ConfigMap', name: 'settings' }, path: ['data', 'LOG_LEVEL'], value: 'debug' },
    expect: { text: DC.replace("LOG_LEVEL: 'info'", "LOG_LEVEL: 'debug'") },
  },
  {
    name: 'a collection value',
    edit: { selector: { kind: 'ConfigMap', name: 'settings' }, path: ['data'], value: { A: '1' } },
    expect: { text: DC.replace("      LOG_LEVEL: 'info'\n", '      A: "1"\n') },
  },
  {
    name: 'an equal value changes nothing',
    edit: { selector: dc, path: ['spec', 'replicas'], value: 2 },
    expect: { text: DC, changed: false },
  },
  {
    name: 'a missing file',
    edit: { file: 'projects/shop/nope.yaml', selector: dc, path: ['spec'], value: 1 },
    expect: { code: 'WRITEBACK_TARGET_NOT_FOUND', message: /projects\/shop\/nope\.yaml does not exist/ },
  },
  {
    name: 'a missing object',
    edit: { selector: { kind: 'DeploymentConfig', name: 'api' }, path: ['spec'], value: 1 },
    expect: { code: 'WRITEBACK_TARGET_NOT_FOUND', message: /web\.yaml has no DeploymentConfig 'api'/ },
  },
  {
    name: 'a path through a scalar',
    edit: { selector: dc, path: ['spec', 'replicas', 'x'], value: 1 },
    expect: {
      code: 'WRITEBACK_EDIT_INVALID',
      message: /cannot set spec\.replicas\.x of DeploymentConfig 'web'/,
    },
  },
  {
    name: 'a file path outside the repository',
    edit: { file: '../etc/passwd.yaml', selector: dc, path: ['a'], value: 1 },
    expect: { code: 'WRITEBACK_EDIT_INVALID', message: /not a YAML or JSON file path inside the repository/ },
  },
  {
    name: 'an empty path',
    edit: { selector: dc, path: [], value: {} },
    expect: { code: 'WRITEBACK_EDIT_INVALID', message: /empty field path/ },
  },
];

for (const c of cases) {
  test(`setField: ${c.name}`, () => {
    const run = () => setField(files, { file: FILE, ...c.edit });
    if ('code' in c.expect) {
      assertGitshiftError(run, c.expect.code, c.expect.message);
      return;
    }
    const result = run();
    assert.is(result.changed, c.expect.changed ?? true);
    assert.fixture(result.text, c.expect.text);
  });
}

test('setField: a file that is not YAML is a typed error naming the file', () => {
  const broken = configFilesFromMap(new Map([['projects/shop/bad.yaml', 'a: [1, 2\nb: }\n']]));
  assertGitshiftError(
    () => setField(broken, { file: 'projects/shop/bad.yaml', selector: dc, path: ['a'], value: 1 }),
    'WRITEBACK_FILE_INVALID',
    /^projects\/shop\/bad\.yaml is not valid YAML/,
  );
});

test('applyEdits: edits of one batch build on each other, and a failing edit leaves the others', () => {
  const { changed, outcomes } = applyEdits(files, [
    { type: 'field', file: FILE, selector: dc, path: ['spec', 'replicas'], value: 4 },
    { type: 'field', file: FILE, selector: { kind: 'Nope', name: 'x' }, path: ['a'], value: 1 },
    {
      type: 'field',
      file: FILE,
      selector: { kind: 'ConfigMap', name: 'settings' },
      path: ['data', 'X'],
      value: 'y',
    },
  ]);
  assert.equal(
    outcomes.map((o) => o.ok),
    [true, false, true],
  );
  const text = changed.get(FILE) ?? '';
  assert.match(text, /replicas: 4 # scaled by hand/);
  // `y` is a boolean to YAML 1.1 readers (and refused by the loader): it is written quoted.
  assert.match(text, /LOG_LEVEL: 'info'\n {6}X: "y"\n/);
});

test('setField: -0 where 0 stands changes nothing, since JSON carries both as 0 (fuzz seed 1072626225)', () => {
  const text = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: zero\na:\n  - aA: [0, ""] # kept\n';
  const zero = configFilesFromMap(new Map([[FILE, text]]));
  const result = setField(zero, {
    file: FILE,
    selector: { kind: 'ConfigMap', name: 'zero' },
    path: ['a', 0, 'aA', 0],
    value: -0,
  });
  assert.is(result.changed, false);
  assert.fixture(result.text, text);
});

test.run();
