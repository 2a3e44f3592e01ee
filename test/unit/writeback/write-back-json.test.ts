import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify as yamlStringify } from 'yaml';
import { configFilesFromMap } from '../../../src/yaml/edit/config-files.js';
import { judgeReadBack } from '../../../src/yaml/edit/read-back.js';
import { setField } from '../../../src/writeback/edits/set-field.js';
import {
  setImageStreamTag,
  type ImageStreamTagEdit,
} from '../../../src/writeback/edits/set-image-stream-tag.js';
import { parseAllDocuments } from 'yaml';
import { assertGitshiftError } from '../../support/errors.js';
import { D1, D2, LATEST_IS_D2 } from '../../support/image-stream-edit.js';
import { loadFiles } from '../../support/repo.js';

const edit: ImageStreamTagEdit = LATEST_IS_D2;
const NEW_ITEM = { created: edit.created, dockerImageReference: edit.dockerImageReference, image: D2 };
const OLD_ITEM = {
  created: '2026-11-01T00:00:00Z',
  dockerImageReference: `reg.example/shop/web@${D1}`,
  image: D1,
};

type Json = Record<string, unknown>;
const stream = (name: string, status?: Json): Json => ({
  apiVersion: 'image.openshift.io/v1',
  kind: 'ImageStream',
  metadata: { name, labels: { app: 'shop' } },
  spec: { lookupPolicy: { local: false }, tags: [] },
  ...(status === undefined ? {} : { status }),
});
const withHistory = (name: string): Json => stream(name, { tags: [{ tag: 'latest', items: [OLD_ITEM] }] });
const streamList = (...items: Json[]): Json => ({ apiVersion: 'v1', kind: 'ImageStreamList', items });
const json = (value: unknown, space: string | number): string => `${JSON.stringify(value, null, space)}\n`;

const edited = (files: Record<string, string>, change: Partial<ImageStreamTagEdit> = {}) =>
  setImageStreamTag(configFilesFromMap(new Map(Object.entries(files))), { ...edit, ...change });

interface Case {
  readonly name: string;
  readonly file: string;
  readonly text: string;
  readonly expect: string;
}

const cases: Case[] = [
  {
    name: 'an ImageStream in a .json file gets a new tag, in the file’s 4-space layout',
    file: 'projects/shop/web.json',
    text: json(stream('web'), 4),
    expect: json(stream('web', { tags: [{ tag: 'latest', items: [NEW_ITEM] }] }), 4),
  },
  {
    name: 'an existing tag of an ImageStream in a 2-space .json file gets the image first',
    file: 'projects/shop/web.json',
    text: json(withHistory('web'), 2),
    expect: json(stream('web', { tags: [{ tag: 'latest', items: [NEW_ITEM, OLD_ITEM] }] }), 2),
  },
  {
    name: 'a JSON ImageStreamList: the named stream is edited, the other left alone',
    file: 'projects/shop/images.json',
    text: json(streamList(withHistory('api'), stream('web')), 4),
    expect: json(
      streamList(withHistory('api'), stream('web', { tags: [{ tag: 'latest', items: [NEW_ITEM] }] })),
      4,
    ),
  },
  {
    name: 'tab indentation and no final newline are kept',
    file: 'projects/shop/web.json',
    text: JSON.stringify(withHistory('web'), null, '\t'),
    expect: JSON.stringify(
      stream('web', { tags: [{ tag: 'latest', items: [NEW_ITEM, OLD_ITEM] }] }),
      null,
      '\t',
    ),
  },
  {
    name: 'a one-line JSON file stays on one line',
    file: 'projects/shop/web.json',
    text: JSON.stringify(stream('web')),
    expect: JSON.stringify(stream('web', { tags: [{ tag: 'latest', items: [NEW_ITEM] }] })),
  },
  {
    name: 'a YAML ImageStreamList is searched like a kind: List',
    file: 'projects/shop/images.yaml',
    text: 'apiVersion: v1\nkind: ImageStreamList\nitems:\n- kind: ImageStream\n  metadata:\n    name: web\n',
    expect: `apiVersion: v1\nkind: ImageStreamList\nitems:\n- kind: ImageStream\n  metadata:\n    name: web\n  status:\n    tags:\n    - tag: latest\n      items:\n      - created: "2026-11-22T10:00:00Z"\n        dockerImageReference: reg.example/shop/web@${D2}\n        image: ${D2}\n`,
  },
  {
    name: 'a List inside a List is read through, as the loader reads it',
    file: 'projects/shop/images.json',
    text: json({ apiVersion: 'v1', kind: 'List', items: [streamList(stream('web'))] }, 2),
    expect: json(
      {
        apiVersion: 'v1',
        kind: 'List',
        items: [streamList(stream('web', { tags: [{ tag: 'latest', items: [NEW_ITEM] }] }))],
      },
      2,
    ),
  },
];

for (const c of cases) {
  test(`write-back JSON: ${c.name}`, () => {
    const result = edited({ [c.file]: c.text });
    assert.is(result.file, c.file);
    assert.ok(result.changed);
    assert.fixture(result.text, c.expect);
  });
}

test('write-back JSON: the edited file loads, and means what the same edit of a YAML file means', () => {
  const object = withHistory('web');
  const fromJson = edited({ 'projects/shop/web.json': json(object, 4) }).text;
  const fromYaml = edited({ 'projects/shop/web.yaml': yamlStringify(object) }).text;
  const manifestOf = (files: Record<string, string>) => {
    const model = loadFiles(files);
    assert.equal(
      model.problems.filter((p) => p.severity === 'error'),
      [],
    );
    const found = model.projects[0]?.manifests.find((m) => m.kind === 'ImageStream');
    assert.ok(found);
    return found?.object;
  };
  const loadedJson = manifestOf({ 'projects/shop/web.json': fromJson });
  assert.equal(loadedJson, manifestOf({ 'projects/shop/web.yaml': fromYaml }));
  assert.equal(loadedJson, JSON.parse(fromJson));
});

test('write-back JSON: applying the same edit twice changes the file once', () => {
  const first = edited({ 'projects/shop/web.json': json(stream('web'), 2) });
  const second = edited({ 'projects/shop/web.json': first.text });
  assert.ok(first.changed);
  assert.not.ok(second.changed);
  assert.is(second.text, first.text);
});

test('write-back JSON: numbers are written as read, unrelated lines keep their spelling', () => {
  const text = [
    '{',
    '    "apiVersion": "image.openshift.io/v1",',
    '    "kind": "ImageStream",',
    '    "metadata": {"name": "web", "annotations": {"a": "caf\\u00e9 \\/ x"}},',
    '    "spec": {',
    '        "tags": [ {"name": "v1", "generation": 1.0, "from": {"kind": "DockerImage", "name": "x:1"}} ],',
    '        "weight": 1e3',
    '    }',
    '}',
    '',
  ].join('\n');
  const result = edited({ 'projects/shop/web.json': text });
  const lines = result.text.split('\n');
  assert.equal(lines.slice(0, 7), text.split('\n').slice(0, 7));
  assert.ok(lines.includes('    },'), 'a comma is added after spec');
  assert.equal(JSON.parse(result.text), {
    ...(JSON.parse(text) as Json),
    status: { tags: [{ tag: 'latest', items: [NEW_ITEM] }] },
  });
});

test('write-back JSON: a line the file writes inline keeps it when an entry is added after it', () => {
  const text = '\ufeff{\n  "kind": "ImageStream",\n  "apiVersion": "v1",\n  "metadata": {"name": "web"}\n}\n';
  const result = edited({ 'projects/shop/web.json': text });
  assert.ok(
    result.text.startsWith(
      '\ufeff{\n  "kind": "ImageStream",\n  "apiVersion": "v1",\n  "metadata": {"name": "web"},\n  "status": {\n',
    ),
  );
  assert.equal(JSON.parse(result.text.slice(1)), {
    kind: 'ImageStream',
    apiVersion: 'v1',
    metadata: { name: 'web' },
    status: { tags: [{ tag: 'latest', items: [NEW_ITEM] }] },
  });
});

test('write-back JSON: an empty .json file holds no stream, as the loader reads it', () => {
  assertGitshiftError(
    () => edited({ 'projects/shop/a.json': '', 'projects/shop/b.json': ' \n' }),
    'WRITEBACK_TARGET_NOT_FOUND',
    /no ImageStream 'web' in projects\/shop\//,
  );
});

test('write-back JSON: an integer beyond 2^53 is written exactly as read', () => {
  const text =
    '{\n  "kind": "ImageStream",\n  "apiVersion": "v1",\n  "metadata": {"name": "web", "generation": 9223372036854775807}\n}\n';
  const result = edited({ 'projects/shop/web.json': text });
  assert.match(result.text, /"generation": 9223372036854775807/);
});

test('write-back: a YAML file with an integer beyond 2^53 is edited, the integer kept exactly', () => {
  const text =
    'kind: ImageStream\napiVersion: v1\nmetadata:\n  name: web\n  generation: 9223372036854775807\n';
  const result = edited({ 'projects/shop/web.yaml': text });
  assert.ok(result.text.startsWith(text));
  assert.ok(result.text.includes('tag: latest'));
});

test('write-back JSON: CRLF line endings are kept', () => {
  const text = json(stream('web'), 2).replace(/\n/g, '\r\n');
  const result = edited({ 'projects/shop/web.json': text });
  assert.fixture(
    result.text,
    json(stream('web', { tags: [{ tag: 'latest', items: [NEW_ITEM] }] }), 2).replace(/\n/g, '\r\n'),
  );
});

test('write-back JSON: a broken JSON file does not matter when the stream is elsewhere', () => {
  const result = edited({
    'projects/shop/a-broken.json': '{"kind": "ImageStream",\n',
    'projects/shop/b.json': json(stream('web'), 2),
  });
  assert.is(result.file, 'projects/shop/b.json');
  assert.ok(result.changed);
});

test('write-back JSON: a file that is YAML but not JSON is named, when the stream is not found elsewhere', () => {
  assertGitshiftError(
    () => edited({ 'projects/shop/web.json': '{"kind": "ImageStream",\n "metadata": {"name": "web"},\n}\n' }),
    'WRITEBACK_FILE_INVALID',
    /^projects\/shop\/web\.json is not valid JSON: line 2, column 29: trailing comma/,
  );
});

test('write-back JSON: setField edits a .json file and keeps it JSON', () => {
  const before = json({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { a: '1' } }, 4);
  const result = setField(configFilesFromMap(new Map([['projects/shop/c.json', before]])), {
    file: 'projects/shop/c.json',
    selector: { kind: 'ConfigMap', name: 'c' },
    path: ['data', 'b'],
    value: 'on',
  });
  assert.fixture(
    result.text,
    json({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { a: '1', b: 'on' } }, 4),
  );
});

test('write-back JSON: setField refuses a file that is neither YAML nor JSON', () => {
  assertGitshiftError(
    () =>
      setField(configFilesFromMap(new Map([['projects/shop/c.txt', '{}']])), {
        file: 'projects/shop/c.txt',
        selector: { kind: 'ConfigMap', name: 'c' },
        path: ['data', 'b'],
        value: 'x',
      }),
    'WRITEBACK_EDIT_INVALID',
    /'projects\/shop\/c\.txt' is not a YAML or JSON file path/,
  );
});

test('write-back JSON: read-back reads a .json file as JSON, so YAML that is not JSON is refused', () => {
  const meant = parseAllDocuments('{"kind": "ImageStream", "n": 1}');
  const documents = Array.isArray(meant) ? meant : [meant];
  const judged = judgeReadBack(
    'projects/shop/x.json',
    '{"kind": "ImageStream", "n": 1,}\n',
    documents,
    () => [],
  );
  assert.is(judged.ok, false);
  assert.match(judged.ok ? '' : judged.reason, /JSON_SYNTAX/);
  assert.ok(
    judgeReadBack('projects/shop/x.json', '{"kind": "ImageStream", "n": 1}\n', documents, () => []).ok,
  );
});

test.run();
