import fc from 'fast-check';
import { parseAllDocuments } from 'yaml';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  containerCommitSummary,
  containerFile,
  containerJob,
  containerManifestText,
  type ContainerRequest,
} from '../../../src/containers/index.js';
import { objectOf, renderFiles } from '../../support/render.js';

const placement = { nodeSelector: {}, tolerations: [] };
const job = (request: ContainerRequest) =>
  containerJob({
    request,
    image: `${request.image}@sha256:${'a'.repeat(64)}`,
    createdBy: 'alice',
    placement,
  });

test('a container is a Job that runs once and is kept: backoffLimit 0, restartPolicy Never, no TTL', () => {
  const object = job({ name: 'hello', image: 'reg.test/busybox:1', command: ['echo', 'hello'] }) as any;
  assert.is(object.apiVersion, 'batch/v1');
  assert.is(object.kind, 'Job');
  assert.is(object.spec.backoffLimit, 0);
  assert.is(object.spec.ttlSecondsAfterFinished, undefined);
  assert.is(object.spec.template.spec.restartPolicy, 'Never');
  assert.is(object.spec.template.spec.automountServiceAccountToken, false);
  assert.equal(object.spec.template.spec.containers[0].command, ['echo', 'hello']);
  assert.is(object.spec.template.spec.containers[0].image, `reg.test/busybox:1@sha256:${'a'.repeat(64)}`);
  assert.is(object.metadata.annotations['gitshift.io/container-image'], 'reg.test/busybox:1');
  assert.is(object.metadata.labels['gitshift.io/container'], 'hello');
  assert.is(object.spec.template.metadata.labels['gitshift.io/container'], 'hello');
  assert.is(containerFile('shop', 'hello'), 'projects/shop/containers/hello.yaml');
});

test("serve's placement (nodeSelector, tolerations) is put on the pod; the request has no say in it", () => {
  const object = containerJob({
    request: { name: 'x', image: 'reg.test/a:1' },
    image: 'reg.test/a:1',
    createdBy: 'bob',
    placement: {
      nodeSelector: { 'gitshift.io/node': 'real' },
      tolerations: [{ key: 'gitshift.io/real-node', operator: 'Exists', effect: 'NoSchedule' }],
    },
  }) as any;
  assert.equal(object.spec.template.spec.nodeSelector, { 'gitshift.io/node': 'real' });
  assert.is(object.spec.template.spec.tolerations[0].key, 'gitshift.io/real-node');
});

const escapes = [
  'x\n---\nkind: ClusterRole',
  '"; kind: ClusterRole',
  "' # comment",
  '{a: 1}',
  '*alias',
  '&anchor x',
  '!!binary aGk=',
  'on',
  '0x10',
  '- item',
  '  leading spaces and trailing  ',
  '\ttab',
];

test('a command or env value that tries to escape the YAML stays one string of one Job', () => {
  for (const value of escapes) {
    const text = containerManifestText(
      job({ name: 'x', image: 'reg.test/a:1', command: ['sh', value], env: [{ name: 'V', value }] }),
    );
    const documents = parseAllDocuments(text);
    assert.is(
      Array.isArray(documents) ? documents.length : 1,
      1,
      `one document for ${JSON.stringify(value)}`,
    );
    const rendered = renderFiles({ 'projects/shop/containers/x.yaml': text });
    assert.equal(rendered.problems, [], JSON.stringify(value));
    const kinds = rendered.projects.flatMap((p) => p.objects.map((o) => o.kind));
    assert.not.ok(kinds.includes('ClusterRole'), 'no object but the Job (and the namespace)');
    const container = objectOf(rendered, 'Job', 'x').spec.template.spec.containers[0];
    assert.equal(container.command, ['sh', value]);
    assert.equal(container.env, [{ name: 'V', value }]);
  }
});

test('any string, written through the YAML library, reads back as itself (property)', () => {
  fc.assert(
    fc.property(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'grapheme', maxLength: 50 }),
      (ascii, unicode) => {
        const value = `${ascii}${unicode}`.replaceAll('\u0000', '');
        const text = containerManifestText(
          job({ name: 'x', image: 'reg.test/a:1', command: [value], env: [{ name: 'V', value }] }),
        );
        const [document, ...more] = parseAllDocuments(text) as unknown as { toJS(): any }[];
        assert.is(more.length, 0);
        const container = document?.toJS().spec.template.spec.containers[0];
        assert.equal(container.command, [value]);
        assert.is(container.env[0].value, value);
      },
    ),
    { numRuns: 300 },
  );
});

test('the commit summary says what was asked on one line, cut short when long', () => {
  assert.is(
    containerCommitSummary('create', 'shop', 'hello', {
      image: 'reg.test/a:1',
      command: ['echo', 'hi\nthere'],
    }),
    'create container shop/hello: run reg.test/a:1 ["echo","hi\\nthere"]',
  );
  assert.is(containerCommitSummary('delete', 'shop', 'hello'), 'delete container shop/hello');
  const long = containerCommitSummary('create', 'shop', 'x', {
    image: 'reg.test/a:1',
    command: ['x'.repeat(500)],
  });
  assert.ok(long.length < 200 && long.endsWith('...'));
});

test.run();
