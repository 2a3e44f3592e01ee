/**
 * What the fuzz targets found, each as its shrunk counterexample: plain
 * tests, so that a fix stays fixed however the targets' generators change.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse, parseAllDocuments } from 'yaml';
import { parseImageReference } from '../../src/images/image-name.js';
import { setField } from '../../src/writeback/edits/set-field.js';
import { configFilesFromMap } from '../../src/yaml/edit/config-files.js';
import { formatProblem } from '../../src/errors/index.js';
import { loadFiles } from '../support/repo.js';

test('a field set to null stays in its own mapping when the line merge would move it one level up', () => {
  // Items indented by 2, mappings by 4: the printed base differs from the file
  // on most lines, and the merge put `a0: null` beside `a`, not inside it.
  // The read-back took the misplaced null for a missing field and let it through.
  const file = 'projects/shop/all.yaml';
  const text = [
    'apiVersion: v1',
    'kind: List',
    'items:',
    '  - apiVersion: v1',
    '    kind: ConfigMap',
    '    a:',
    '        a:',
    '            A: 0',
    '            a0: 0',
    '        b: 1',
    '    metadata:',
    '        name: target',
    '',
  ].join('\n');
  const result = setField(configFilesFromMap(new Map([[file, text]])), {
    file,
    selector: { kind: 'ConfigMap', name: 'target' },
    path: ['a', 'a', 'a0'],
    value: null,
  });
  const [item] = (parse(result.text) as { items: Record<string, unknown>[] }).items;
  assert.equal(item?.['a'], { a: { A: 0, a0: null }, b: 1 });
});

test('a key added to a flow map inside an indented flow sequence leaves YAML the strict reader takes', () => {
  // The merge put the re-printed flow map line at the printer's indentation (5)
  // inside a `[` the file indents by 10: YAML 1.2 and `yaml` refuse that line,
  // js-yaml (the loader's quick reader) took it, so the read-back passed it.
  const file = 'projects/shop/all.yaml';
  const text = [
    'apiVersion: v1',
    'kind: List',
    'items:',
    '    - apiVersion: v1',
    '      kind: ConfigMap',
    '      " ":',
    '          [',
    '              { a: 0, aa: [ 0, 0, "", 0 ], A: "", AA: \u2028 },',
    '              "", # note',
    '              null',
    '          ]',
    '      metadata:',
    '          name: target',
    '',
  ].join('\n');
  const result = setField(configFilesFromMap(new Map([[file, text]])), {
    file,
    selector: { kind: 'ConfigMap', name: 'target' },
    path: [' ', 0, 'fuzzed'],
    value: 0,
  });
  const documents = parseAllDocuments(result.text);
  assert.equal(
    documents.flatMap((document) => document.errors.map((error) => error.message)),
    [],
    result.text,
  );
  const [item] = (documents[0]?.toJS() as { items: Record<string, unknown>[] }).items;
  assert.equal(item?.[' '], [{ a: 0, aa: [0, 0, '', 0], A: '', AA: '\u2028', fuzzed: 0 }, '', null]);
  assert.match(result.text, '# note');
});

test('a first segment with an upper-case letter names a registry host, as Docker reads it', () => {
  // Docker's splitDockerDomain: no Docker Hub name has an upper-case letter, so
  // `REGISTRY/a` pulls from the host REGISTRY; gitshift refused it.
  assert.equal(parseImageReference('REGISTRY/a'), {
    registryHost: 'registry',
    repository: 'a',
    tag: undefined,
    digest: undefined,
    written: 'REGISTRY/a',
  });
  // The path after the host must still be lower case, as Docker requires.
  assert.is(parseImageReference('Team/App'), undefined);
});

test('a list or a map as a key is a problem, not a key quietly made a string', () => {
  // A mutated real manifest had `? [ /bin/echo ]` as a key: both readers made it
  // the string key "/bin/echo" (the careful one with a warning on stderr) and loaded it.
  for (const [text, at] of [
    ['data:\n  ? [/bin/echo]\n  : b\n', '6:5'],
    ['data:\n  [/bin/echo]: b\n', '6:3'],
    ['data: {{a: 1}: b}\n', '5:8'],
  ] as const) {
    const model = loadFiles({
      'projects/p/cm.yaml': `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n${text}`,
    });
    assert.equal(model.problems.map(formatProblem), [
      `projects/p/cm.yaml:${at}: data: a key must be a string, not a list or a map: Kubernetes objects are JSON, whose keys are strings [YAML_SYNTAX]`,
    ]);
  }
  // A question mark inside a value is no key.
  assert.equal(
    loadFiles({
      'projects/p/cm.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  q: "is it ? yes"\n',
    }).problems,
    [],
  );
});

test.run();
