import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAllDocuments, type Document } from 'yaml';
import type { GitshiftError } from '../../../src/errors/index.js';
import { applyEdits, type WriteBackEdit } from '../../../src/writeback/write-back-edit.js';
import { configFilesFromMap } from '../../../src/yaml/edit/config-files.js';
import { judgeReadBack, type ReadBack } from '../../../src/yaml/edit/read-back.js';
import { setField } from '../../../src/writeback/edits/set-field.js';
import { parseYamlFile } from '../../../src/yaml/read/parse-yaml-file.js';
import { DEFAULT_MAX_FILE_BYTES } from '../../../src/yaml/read/yaml-limits.js';
import { assertGitshiftError } from '../../support/errors.js';

interface Case {
  readonly name: string;
  /** The file before the edit. */
  readonly before: string;
  /** What the edited documents mean, written as YAML. */
  readonly meant: string;
  /** The new text to judge. */
  readonly text: string;
  readonly expect: { ok: true } | { ok: false; field: string | undefined; reason: RegExp };
}

const cases: Case[] = [
  {
    name: 'a text that reads back as meant, with no problem, may be committed',
    before: 'kind: ImageStream\n',
    meant: 'kind: ImageStream\ntag: "on"\n',
    text: 'kind: ImageStream\ntag: "on"\n',
    expect: { ok: true },
  },
  {
    name: 'a number where a string was meant is named by its field',
    before: 'kind: ImageStream\n',
    meant: 'kind: ImageStream\nstatus: {tags: [{tag: "1.10"}]}\n',
    text: 'kind: ImageStream\nstatus: {tags: [{tag: 1.10}]}\n',
    expect: { ok: false, field: 'status.tags[0].tag', reason: /^would read back as 1\.1, not "1\.10"$/ },
  },
  {
    name: 'a problem the loader reports that the file did not have is refused',
    before: 'kind: ImageStream\n',
    meant: 'kind: ImageStream\ntag: "on"\n',
    text: 'kind: ImageStream\ntag: on\n',
    expect: {
      ok: false,
      field: 'tag',
      reason: /would not load \(YAML_AMBIGUOUS_BOOLEAN at line 2: unquoted 'on'/,
    },
  },
  {
    name: 'a problem the file already had is not the edit’s fault',
    before: 'kind: ConfigMap\nflag: on\nn: 1\n',
    meant: 'kind: ConfigMap\nflag: "on"\nn: 2\n',
    text: 'kind: ConfigMap\nflag: on\nn: 2\n',
    expect: { ok: true },
  },
  {
    name: 'the same problem once more than before is the edit’s',
    before: 'kind: ConfigMap\nflag: on\n',
    meant: 'kind: ConfigMap\nflag: "on"\nother: "on"\n',
    text: 'kind: ConfigMap\nflag: on\nother: on\n',
    expect: { ok: false, field: 'other', reason: /YAML_AMBIGUOUS_BOOLEAN/ },
  },
  {
    name: 'a document more than meant is refused',
    before: 'a: 1\n',
    meant: 'a: 1\n',
    text: 'a: 1\n---\nb: 2\n',
    expect: { ok: false, field: 'document 2', reason: /extra document/ },
  },
  {
    name: 'the field of the second document is said with its document',
    before: 'a: 1\n---\nb: 2\n',
    meant: 'a: 1\n---\nb: "012"\n',
    text: 'a: 1\n---\nb: 012\n',
    expect: { ok: false, field: 'b (document 2)', reason: /would read back as 12, not "012"/ },
  },
  {
    name: 'a file grown over the loader’s size limit has no field at fault',
    before: 'a: 1\n',
    meant: 'a: 1\n',
    text: `a: 1\n# ${'x'.repeat(DEFAULT_MAX_FILE_BYTES)}\n`,
    expect: { ok: false, field: undefined, reason: /FILE_TOO_LARGE/ },
  },
];

for (const c of cases) {
  test(`judgeReadBack: ${c.name}`, () => {
    const meant = parseAllDocuments(c.meant) as Document.Parsed[];
    const before = () => parseYamlFile('f.yaml', new TextEncoder().encode(c.before)).problems;
    const judged: ReadBack = judgeReadBack('f.yaml', c.text, meant, before);
    if (c.expect.ok) {
      assert.equal(judged, { ok: true });
      return;
    }
    assert.is(judged.ok, false);
    if (judged.ok) return;
    assert.is(judged.field, c.expect.field);
    assert.match(judged.reason, c.expect.reason);
  });
}

test('judgeReadBack: a clean text asks nothing about the file before the edit', () => {
  const meant = parseAllDocuments('a: "on"\n') as Document.Parsed[];
  const judged = judgeReadBack('f.yaml', 'a: "on"\n', meant, () => {
    throw new Error('parsed the file before the edit');
  });
  assert.ok(judged.ok);
});

const FILE = 'projects/shop/cm.yaml';
const CONFIG_MAP = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  a: x # kept\n';
const HUGE = 'x'.repeat(DEFAULT_MAX_FILE_BYTES);
const field = (path: string[], value: unknown): WriteBackEdit & { type: 'field' } => ({
  type: 'field',
  file: FILE,
  selector: { kind: 'ConfigMap', name: 'c' },
  path,
  value,
});

test('setField: an edit after which the loader would refuse the file is a typed error naming file and field', () => {
  const files = configFilesFromMap(new Map([[FILE, CONFIG_MAP]]));
  assertGitshiftError(
    () => setField(files, field(['data', 'big'], HUGE)),
    'WRITEBACK_RESULT_INVALID',
    /^projects\/shop\/cm\.yaml: data\.big: the edited file would not load \(FILE_TOO_LARGE .*; the edit is refused$/,
  );
});

test('applyEdits: only the edit that makes its file unloadable is refused; the others of that file land', () => {
  const files = configFilesFromMap(new Map([[FILE, CONFIG_MAP]]));
  const { changed, outcomes } = applyEdits(files, [
    field(['data', 'b'], 'on'),
    field(['data', 'big'], HUGE),
    field(['data', 'c'], '1.10'),
  ]);
  assert.equal(
    outcomes.map((o) => o.ok),
    [true, false, true],
  );
  const refused = outcomes[1];
  assert.ok(refused !== undefined && !refused.ok);
  assert.is((refused.error as GitshiftError).code, 'WRITEBACK_RESULT_INVALID');
  assert.equal((refused.error as GitshiftError).data, { file: FILE, field: 'data.big' });
  assert.is(changed.get(FILE), `${CONFIG_MAP}  b: "on"\n  c: "1.10"\n`);
});

test('applyEdits: a file whose every edit is refused is not changed', () => {
  const files = configFilesFromMap(new Map([[FILE, CONFIG_MAP]]));
  const { changed, outcomes } = applyEdits(files, [field(['data', 'big'], HUGE)]);
  assert.equal(
    outcomes.map((o) => o.ok),
    [false],
  );
  assert.is(changed.size, 0);
});

test.run();
