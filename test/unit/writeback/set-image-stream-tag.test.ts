import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { configFilesFromMap } from '../../../src/yaml/edit/config-files.js';
import {
  DEFAULT_TAG_HISTORY,
  setImageStreamTag,
  type ImageStreamTagEdit,
} from '../../../src/writeback/edits/set-image-stream-tag.js';
import { assertGitshiftError } from '../../support/errors.js';
import { D1, D2, LATEST_IS_D2 } from '../../support/image-stream-edit.js';

const edit: ImageStreamTagEdit = LATEST_IS_D2;
const NEW_ITEM = (indent: string): string =>
  `${indent}- created: "2026-11-22T10:00:00Z"\n${indent}  dockerImageReference: reg.example/shop/web@${D2}\n${indent}  image: ${D2}\n`;

const WITH_HISTORY = `# Images of the shop.
apiVersion: image.openshift.io/v1   # OpenShift 3 spelling
kind: ImageStream
metadata:
  name: web
  labels: {app: shop,  tier: 'front'}
spec:
  dockerImageRepository: reg.example/shop/web
status:
  tags:
    - tag: latest   # what the deployments follow
      items:
        # newest first
        - created: '2026-11-01T00:00:00Z'
          dockerImageReference: reg.example/shop/web@${D1}
          image: ${D1}
`;

interface Case {
  readonly name: string;
  readonly files: Record<string, string>;
  readonly edit?: Partial<ImageStreamTagEdit>;
  /** The whole expected file, or the expected error. */
  readonly expect: { file: string; text: string; changed?: boolean } | { code: string; message: RegExp };
}

const cases: Case[] = [
  {
    name: 'prepends the newest item and keeps comments, quoting, spacing and flow maps',
    files: { 'projects/shop/images.yaml': WITH_HISTORY },
    expect: {
      file: 'projects/shop/images.yaml',
      text: WITH_HISTORY.replace(
        '        # newest first\n',
        `        # newest first\n${NEW_ITEM('        ')}`,
      ),
    },
  },
  {
    name: 'is unchanged when the newest item already has the digest',
    files: { 'projects/shop/images.yaml': WITH_HISTORY },
    edit: { image: D1, dockerImageReference: `reg.example/shop/web@${D1}` },
    expect: { file: 'projects/shop/images.yaml', text: WITH_HISTORY, changed: false },
  },
  {
    name: 'creates status, tags and the tag entry when absent',
    files: { 'projects/shop/is.yml': 'kind: ImageStream\napiVersion: v1\nmetadata:\n  name: web\n' },
    expect: {
      file: 'projects/shop/is.yml',
      text: `kind: ImageStream\napiVersion: v1\nmetadata:\n  name: web\nstatus:\n  tags:\n    - tag: latest\n      items:\n${NEW_ITEM('        ')}`,
    },
  },
  {
    name: 'adds a second tag beside the first, turning an empty flow list into a block list',
    files: {
      'projects/shop/a.yaml':
        'kind: ImageStream\nmetadata:\n  name: web\nstatus:\n  tags:\n  - tag: stable\n    items: []\n',
    },
    edit: { tag: 'stable' },
    expect: {
      file: 'projects/shop/a.yaml',
      text: `kind: ImageStream\nmetadata:\n  name: web\nstatus:\n  tags:\n  - tag: stable\n    items:\n${NEW_ITEM('    ')}`,
    },
  },
  {
    name: 'finds the stream in the second document of a file and leaves the first alone',
    files: {
      'projects/shop/all.yaml': `kind: Service\napiVersion: v1\nmetadata: {name: web}   # keep\n---\n${WITH_HISTORY}`,
    },
    expect: {
      file: 'projects/shop/all.yaml',
      text: `kind: Service\napiVersion: v1\nmetadata: {name: web}   # keep\n---\n${WITH_HISTORY.replace('        # newest first\n', `        # newest first\n${NEW_ITEM('        ')}`)}`,
    },
  },
  {
    name: 'finds the stream inside a kind: List',
    files: {
      'projects/shop/list.yaml':
        'apiVersion: v1\nkind: List\nitems:\n- kind: ImageStream\n  metadata:\n    name: other\n- kind: ImageStream\n  metadata:\n    name: web\n',
    },
    expect: {
      file: 'projects/shop/list.yaml',
      text: `apiVersion: v1\nkind: List\nitems:\n- kind: ImageStream\n  metadata:\n    name: other\n- kind: ImageStream\n  metadata:\n    name: web\n  status:\n    tags:\n    - tag: latest\n      items:\n${NEW_ITEM('      ')}`,
    },
  },
  {
    name: 'looks in sub-folders of the project and skips files that are not YAML',
    files: {
      'projects/shop/README.md': 'web',
      'projects/shop/images/web.yaml': 'kind: ImageStream\nmetadata:\n  name: web\n',
    },
    expect: {
      file: 'projects/shop/images/web.yaml',
      text: `kind: ImageStream\nmetadata:\n  name: web\nstatus:\n  tags:\n    - tag: latest\n      items:\n${NEW_ITEM('        ')}`,
    },
  },
  {
    name: 'keeps CRLF line endings',
    files: { 'projects/shop/w.yaml': 'kind: ImageStream\r\nmetadata:\r\n  name: web # w\r\n' },
    expect: {
      file: 'projects/shop/w.yaml',
      text: `kind: ImageStream\nmetadata:\n  name: web # w\nstatus:\n  tags:\n    - tag: latest\n      items:\n${NEW_ITEM('        ')}`.replace(
        /\n/g,
        '\r\n',
      ),
    },
  },
  {
    name: 'a broken file does not matter when the stream is elsewhere',
    files: { 'projects/shop/a-broken.yaml': 'kind: [unclosed\n', 'projects/shop/b.yaml': WITH_HISTORY },
    expect: {
      file: 'projects/shop/b.yaml',
      text: WITH_HISTORY.replace(
        '        # newest first\n',
        `        # newest first\n${NEW_ITEM('        ')}`,
      ),
    },
  },
  {
    name: 'stream not found',
    files: { 'projects/shop/images.yaml': WITH_HISTORY, 'projects/other/web.yaml': WITH_HISTORY },
    edit: { stream: 'api' },
    expect: { code: 'WRITEBACK_TARGET_NOT_FOUND', message: /no ImageStream 'api' in projects\/shop\// },
  },
  {
    name: 'a file that is not YAML, when the stream is not found elsewhere, is named',
    files: { 'projects/shop/images.yaml': 'kind: ImageStream\nmetadata: {name: web\n' },
    expect: { code: 'WRITEBACK_FILE_INVALID', message: /^projects\/shop\/images\.yaml is not valid YAML/ },
  },
  {
    name: 'duplicate keys make a file invalid rather than silently edited',
    files: { 'projects/shop/images.yaml': 'kind: ImageStream\nkind: ImageStream\nmetadata:\n  name: web\n' },
    expect: { code: 'WRITEBACK_FILE_INVALID', message: /images\.yaml is not valid YAML/ },
  },
  {
    name: 'status that is not a mapping',
    files: { 'projects/shop/images.yaml': 'kind: ImageStream\nmetadata:\n  name: web\nstatus: broken\n' },
    expect: { code: 'WRITEBACK_FILE_INVALID', message: /ImageStream web: status is not a mapping/ },
  },
  {
    name: 'a digest that is not sha256',
    files: { 'projects/shop/images.yaml': WITH_HISTORY },
    edit: { image: 'latest' },
    expect: { code: 'WRITEBACK_EDIT_INVALID', message: /image 'latest' is not a sha256 digest/ },
  },
  {
    name: 'a project name that would leave projects/',
    files: { 'projects/shop/images.yaml': WITH_HISTORY },
    edit: { project: '../shop' },
    expect: { code: 'WRITEBACK_EDIT_INVALID', message: /project '\.\.\/shop' is not a project name/ },
  },
  {
    name: 'a pull spec that is not pinned by digest',
    files: { 'projects/shop/images.yaml': WITH_HISTORY },
    edit: { dockerImageReference: 'reg.example/shop/web:latest' },
    expect: { code: 'WRITEBACK_EDIT_INVALID', message: /dockerImageReference must be digest-pinned/ },
  },
  {
    name: 'a history limit below one',
    files: { 'projects/shop/images.yaml': WITH_HISTORY },
    edit: { historyLimit: 0 },
    expect: { code: 'WRITEBACK_EDIT_INVALID', message: /historyLimit must be a whole number of at least 1/ },
  },
  {
    name: 'a history limit of one keeps only the new item, comments before it too',
    files: { 'projects/shop/images.yaml': WITH_HISTORY },
    edit: { historyLimit: 1 },
    expect: {
      file: 'projects/shop/images.yaml',
      text: WITH_HISTORY.replace(
        / {8}# newest first\n[\s\S]*$/,
        `        # newest first\n${NEW_ITEM('        ')}`,
      ),
    },
  },
];

for (const c of cases) {
  test(`setImageStreamTag: ${c.name}`, () => {
    const files = configFilesFromMap(new Map(Object.entries(c.files)));
    const run = () => setImageStreamTag(files, { ...edit, ...c.edit });
    if ('code' in c.expect) {
      assertGitshiftError(run, c.expect.code, c.expect.message);
      return;
    }
    const result = run();
    assert.is(result.file, c.expect.file);
    assert.is(result.changed, c.expect.changed ?? true);
    assert.fixture(result.text, c.expect.text);
  });
}

test('setImageStreamTag: applying the same edit twice changes the file once', () => {
  const first = setImageStreamTag(
    configFilesFromMap(new Map([['projects/shop/i.yaml', WITH_HISTORY]])),
    edit,
  );
  const second = setImageStreamTag(configFilesFromMap(new Map([['projects/shop/i.yaml', first.text]])), edit);
  assert.ok(first.changed);
  assert.not.ok(second.changed);
  assert.is(second.text, first.text);
});

test('setImageStreamTag: a tag keeps DEFAULT_TAG_HISTORY items, newest first; the oldest leave the file', () => {
  const digestOf = (n: number): string => `sha256:${n.toString(16).padStart(64, '0')}`;
  let text = WITH_HISTORY;
  for (let n = 2; n <= DEFAULT_TAG_HISTORY + 3; n++) {
    const image = digestOf(n);
    const files = configFilesFromMap(new Map([['projects/shop/images.yaml', text]]));
    text = setImageStreamTag(files, {
      ...edit,
      image,
      dockerImageReference: `reg.example/shop/web@${image}`,
    }).text;
  }
  const images = [...text.matchAll(/^ +image: (\S+)$/gm)].map((m) => m[1]);
  const expected = Array.from({ length: DEFAULT_TAG_HISTORY }, (_, i) =>
    digestOf(DEFAULT_TAG_HISTORY + 3 - i),
  );
  assert.equal(images, expected);
});

test('a document the edit does not touch is kept as written when printing it again would change a block scalar (yaml-edit fuzz, seed -901560628)', () => {
  // `|2-` under an indent of 4: printed again, the value would read back with two more spaces.
  const other =
    'apiVersion: v1\nkind: ConfigMap\non: on\na: 0\nA: ""\n" ":\n    A: ""\nAA:\n    a: 0\n    A:\n' +
    '        A: false\n        on: 0\n        A0: |2-\n             !\n    aA:\n        A: false\n' +
    '        on: ""\n    a0: null\nmetadata:\n    name: other\n';
  // Sequences indented by 2 under an indent of 4: a layout the printer cannot keep, so the
  // three-way merge of lines fails and the edited document is printed whole.
  const stream =
    'apiVersion: image.openshift.io/v1\nkind: ImageStream\nmetadata:\n    name: web\nstatus:\n' +
    '    tags:\n      - tag: latest\n        items: []\n';
  const out = setImageStreamTag(
    configFilesFromMap(new Map([['projects/shop/all.yaml', `${other}---\n${stream}`]])),
    {
      project: 'shop',
      stream: 'web',
      tag: 'True',
      image: `sha256:${'0'.repeat(64)}`,
      dockerImageReference: `r/web@sha256:${'0'.repeat(64)}`,
      created: '2026-11-22T10:00:00Z',
      historyLimit: 1,
    },
  ).text;
  assert.ok(out.startsWith(`${other}---\n`), out);
  assert.match(out, `image: sha256:${'0'.repeat(64)}`);
});

test.run();
