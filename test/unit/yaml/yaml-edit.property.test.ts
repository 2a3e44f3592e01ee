import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAllDocuments } from 'yaml';
import { configFilesFromMap } from '../../../src/yaml/edit/config-files.js';
import { setImageStreamTag } from '../../../src/writeback/edits/set-image-stream-tag.js';

const PATH = 'projects/shop/all.yaml';

// Other documents in several styles; the edits must leave every one of them byte for byte.
const neighbour = fc.constantFrom(
  '# settings\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}   # flow\ndata:\n  A: "1"\n',
  'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - port: 80   # http\n    targetPort: 8080\n',
  "kind: ConfigMap\napiVersion: v1\nmetadata:\n    name: four\ndata:\n    long: 'a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k l m n o p'\n",
);

const stream = fc.constantFrom(
  'apiVersion: image.openshift.io/v1\nkind: ImageStream\nmetadata:\n  name: web\n',
  '# the stream\nkind: ImageStream\nmetadata:\n  name: web   # same name as the Service\nstatus:\n  tags: []\n',
  'kind: ImageStream\nmetadata:\n  name: web\nstatus:\n  tags:\n  - tag: latest\n    items:\n    - created: "2026-01-01T00:00:00Z"\n      dockerImageReference: r/web@sha256:0000000000000000000000000000000000000000000000000000000000000000\n      image: sha256:0000000000000000000000000000000000000000000000000000000000000000\n',
);

const edit = fc.record({
  tag: fc.constantFrom('latest', 'stable', 'v1.2'),
  n: fc.integer({ min: 1, max: 4 }),
});

test('tag edits keep the other documents byte for byte and the tag history newest first', () => {
  fc.assert(
    fc.property(
      fc.array(neighbour, { maxLength: 3 }),
      stream,
      fc.array(edit, { minLength: 1, maxLength: 8 }),
      (others, is, edits) => {
        const documents = [...others, is];
        let text = documents.join('---\n');
        const expected = new Map<string, string[]>();
        const initial = parseAllDocuments(text).at(-1)?.toJS() as {
          status?: { tags?: { tag: string; items: { image: string }[] }[] };
        };
        for (const entry of initial.status?.tags ?? [])
          expected.set(
            entry.tag,
            entry.items.map((i) => i.image),
          );
        for (const { tag, n } of edits) {
          const image = `sha256:${String(n).repeat(64)}`;
          text = setImageStreamTag(configFilesFromMap(new Map([[PATH, text]])), {
            project: 'shop',
            stream: 'web',
            tag,
            image,
            dockerImageReference: `r/web@${image}`,
            created: '2026-11-22T10:00:00Z',
          }).text;
          const history = expected.get(tag) ?? [];
          if (history[0] !== image) expected.set(tag, [image, ...history]);
        }
        for (const other of others)
          assert.ok(text.includes(other), `lost the formatting of:\n${other}\nin:\n${text}`);
        const parsed = parseAllDocuments(text);
        assert.is(parsed.length, documents.length);
        assert.ok(parsed.every((d) => d.errors.length === 0));
        const result = parsed.at(-1)?.toJS() as {
          status: { tags: { tag: string; items: { image: string }[] }[] };
        };
        for (const [tag, images] of expected) {
          assert.equal(
            result.status.tags.find((t) => t.tag === tag)?.items.map((i) => i.image),
            images,
            tag,
          );
        }
      },
    ),
    { numRuns: 100 },
  );
});

test.run();
