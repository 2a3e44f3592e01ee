/**
 * What the fuzz targets found, each as its shrunk counterexample: plain
 * tests, so that a fix stays fixed however the targets' generators change.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { parseImageReference } from '../../src/images/image-name.js';
import { setField } from '../../src/writeback/edits/set-field.js';
import { configFilesFromMap } from '../../src/yaml/edit/config-files.js';

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

test.run();
