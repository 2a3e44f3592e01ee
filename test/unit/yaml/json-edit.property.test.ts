import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { configFilesFromMap } from '../../../src/yaml/edit/config-files.js';
import { setImageStreamTag } from '../../../src/writeback/edits/set-image-stream-tag.js';

const PATH = 'projects/shop/web.json';
const image = `sha256:${'3'.repeat(64)}`;
const edit = {
  project: 'shop',
  stream: 'web',
  tag: 'latest',
  image,
  dockerImageReference: `r/web@${image}`,
  created: '2026-11-22T10:00:00Z',
};

// Annotations and labels of any JSON text, a spec of any JSON value: what a real export may hold.
const stream = fc.record({
  apiVersion: fc.constant('image.openshift.io/v1'),
  kind: fc.constant('ImageStream'),
  metadata: fc.record({
    name: fc.constant('web'),
    annotations: fc.dictionary(fc.string({ minLength: 1 }), fc.string({ unit: 'binary' })),
  }),
  spec: fc.jsonValue(),
});

test('a JSON ImageStream printed by JSON.stringify is edited as JSON.stringify would print the edited value', () => {
  fc.assert(
    fc.property(
      stream,
      fc.constantFrom<string | number>(2, 4, '\t'),
      fc.boolean(),
      (object, space, newline) => {
        const text = `${JSON.stringify(object, null, space)}${newline ? '\n' : ''}`;
        const result = setImageStreamTag(configFilesFromMap(new Map([[PATH, text]])), edit);
        const item = { created: edit.created, dockerImageReference: edit.dockerImageReference, image };
        const expected = JSON.parse(text) as Record<string, unknown>;
        expected['status'] = { tags: [{ tag: 'latest', items: [item] }] };
        assert.is(result.text, `${JSON.stringify(expected, null, space)}${newline ? '\n' : ''}`);
      },
    ),
    { numRuns: 200 },
  );
});

test.run();
