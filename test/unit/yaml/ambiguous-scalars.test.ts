import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAllDocuments } from 'yaml';
import { configFilesFromMap } from '../../../src/yaml/edit/config-files.js';
import { setField } from '../../../src/writeback/edits/set-field.js';
import {
  setImageStreamTag,
  type ImageStreamTagEdit,
} from '../../../src/writeback/edits/set-image-stream-tag.js';
import { parseYamlFile } from '../../../src/yaml/read/parse-yaml-file.js';
import { assertGitshiftError } from '../../support/errors.js';

// Strings that some YAML reader takes for something else when written plain:
// YAML 1.1 booleans, 1.2 core and 1.1 numbers, nulls, sexagesimals, timestamps.
const DOCKER_TAGS = ['on', 'off', 'yes', 'no', 'y', 'n', 'Y', 'N', 'true', 'null', '1.10', '1e3', '0x1F'];
const MORE_DOCKER_TAGS = ['012', '1_000', 'True', 'NO', '0b101', '0o12', '2026-11-22', '1.0', '10', '0X1F'];
// Not image tags (Docker's grammar refuses them), but values setField may write.
const NOT_DOCKER_TAGS = ['~', '', '12:30', '.inf', '-.inf', '.NaN', '-', '190:20:30', '<<', '='];
const NORMAL = ['latest', 'v1.2.3', 'sha-0a1b2c'];

const D = `sha256:${'2'.repeat(64)}`;
const STREAM = 'apiVersion: image.openshift.io/v1\nkind: ImageStream\nmetadata:\n  name: web\n';
const tagEdit = (tag: string): ImageStreamTagEdit => ({
  project: 'shop',
  stream: 'web',
  tag,
  image: D,
  dockerImageReference: `reg.example/shop/web@${D}`,
  created: '2026-11-22T10:00:00Z',
});

/** The edited file reads as gitshift's loader reads it: no problem at all, and the object read back. */
function loadEdited(file: string, text: string): Record<string, unknown> {
  const parsed = parseYamlFile(file, new TextEncoder().encode(text));
  assert.equal(parsed.problems, [], `${file}:\n${text}`);
  const [document] = parsed.documents;
  assert.ok(document, `${file}:\n${text}`);
  // Kubernetes tools that read YAML 1.1 (go-yaml v2, PyYAML) must see the same values.
  const [yaml11] = parseAllDocuments(text, { schema: 'yaml-1.1', merge: false });
  assert.equal(yaml11?.toJS(), document.value, `YAML 1.1 reads ${file} differently:\n${text}`);
  return document.value as Record<string, unknown>;
}

for (const tag of [...DOCKER_TAGS, ...MORE_DOCKER_TAGS, ...NORMAL]) {
  test(`setImageStreamTag: tag '${tag}' is written so that it loads cleanly and reads back as the string`, () => {
    const files = configFilesFromMap(new Map([['projects/shop/is.yaml', STREAM]]));
    const result = setImageStreamTag(files, tagEdit(tag));
    const object = loadEdited(result.file, result.text);
    const status = object['status'] as { tags: { tag: unknown }[] };
    assert.is(status.tags[0]?.tag, tag, result.text);
    // Quoted exactly when some reader would misread it: go-yaml also takes `0X1F` for a number.
    assert.is(result.text.includes(`- tag: "${tag}"\n`), !NORMAL.includes(tag), result.text);
  });
}

for (const tag of NOT_DOCKER_TAGS) {
  test(`setImageStreamTag: '${tag}' is refused as an image tag`, () => {
    const files = configFilesFromMap(new Map([['projects/shop/is.yaml', STREAM]]));
    assertGitshiftError(
      () => setImageStreamTag(files, tagEdit(tag)),
      'WRITEBACK_EDIT_INVALID',
      /is not an image tag/,
    );
  });
}

const CONFIG_MAP = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  keep: plain\n  old: x\n';

for (const value of [...DOCKER_TAGS, ...MORE_DOCKER_TAGS, ...NOT_DOCKER_TAGS, ...NORMAL]) {
  test(`setField: the string '${value}' as a new value, a replaced plain value and a new key reads back as itself`, () => {
    const file = 'projects/shop/cm.yaml';
    let text = CONFIG_MAP;
    const apply = (path: (string | number)[], v: unknown): void => {
      text = setField(configFilesFromMap(new Map([[file, text]])), {
        file,
        selector: { kind: 'ConfigMap', name: 'c' },
        path,
        value: v,
      }).text;
    };
    apply(['data', 'new'], value); // a new scalar
    apply(['data', 'old'], value); // a plain scalar replaced
    apply(['data', value], 'k'); // a new key
    apply(['metadata', 'annotations'], { [value]: value }); // a new map, key and value
    apply(['spec', 'args'], [value, { [value]: [value] }]); // lists, as rollback restores them
    const object = loadEdited(file, text);
    const data = object['data'] as Record<string, unknown>;
    assert.is(data['new'], value, text);
    assert.is(data['old'], value, text);
    assert.is(data[value], 'k', text);
    assert.is(data['keep'], 'plain', text);
    const metadata = object['metadata'] as { annotations: Record<string, unknown> };
    assert.equal(metadata.annotations, { [value]: value }, text);
    assert.equal((object['spec'] as { args: unknown }).args, [value, { [value]: [value] }], text);
  });
}

test.run();
