import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeBackMessage } from '../../../src/writeback/commit-message.js';
import type { DeploymentAt } from '../../../src/rollback/deployment-state.js';
import { canonicalJson } from '../../../src/yaml/values/lossless-json.js';
import { fieldEditsBetween, rollbackChanges } from '../../../src/rollback/rollback-edits.js';
import { assertGitshiftError } from '../../support/errors.js';

const cases: [string, unknown, unknown, { path: (string | number)[]; value: unknown }[]][] = [
  ['equal values need nothing', { a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, []],
  [
    'a changed leaf is set alone',
    { a: { b: 1, c: 2 } },
    { a: { b: 1, c: 3 } },
    [{ path: ['a', 'c'], value: 3 }],
  ],
  ['an added key is set', { a: {} }, { a: { b: 1 } }, [{ path: ['a', 'b'], value: 1 }]],
  [
    'a map that loses a key is replaced whole',
    { a: { b: 1, c: 2 } },
    { a: { b: 1 } },
    [{ path: ['a'], value: { b: 1 } }],
  ],
  [
    'lists of one length go item by item',
    { l: [{ n: 1 }, { n: 2 }] },
    { l: [{ n: 1 }, { n: 5 }] },
    [{ path: ['l', 1, 'n'], value: 5 }],
  ],
  ['a list that grows is replaced whole', { l: [1] }, { l: [1, 2] }, [{ path: ['l'], value: [1, 2] }]],
];
for (const [name, from, to, expected] of cases) {
  test(`fieldEditsBetween: ${name}`, () => assert.equal(fieldEditsBetween([], from, to), expected));
}

test('canonicalJson ignores key order', () => {
  assert.is(canonicalJson({ b: 1, a: { d: 1, c: 2 } }), canonicalJson({ a: { c: 2, d: 1 }, b: 1 }));
});

const trigger = (automatic: boolean) => ({
  type: 'ImageChange',
  imageChangeParams: {
    automatic,
    containerNames: ['web'],
    from: { kind: 'ImageStreamTag', name: 'web:latest' },
  },
});

const at = (mode: string, image: string, extra: Record<string, unknown> = {}): DeploymentAt => {
  const spec = {
    replicas: 2,
    template: { spec: { containers: [{ name: 'web', image: ' ', env: [{ name: 'MODE', value: mode }] }] } },
    triggers: [{ type: 'ConfigChange' }, trigger(true)],
    ...extra,
  };
  const images = new Map([['web', image]]);
  return {
    status: 'present',
    file: 'projects/shop/web.yaml',
    template: undefined,
    spec,
    images,
    key: canonicalJson({ spec, images: [...images] }),
  };
};

test('rollbackChanges restores the template and pins each ImageChange trigger to the revision image', () => {
  const changes = rollbackChanges(at('v2', 'img@2', { replicas: 5 }), at('v1', 'img@1'), 'web');
  assert.equal(
    changes.edits.map((e) => [e.path.join('.'), e.value]),
    [
      ['spec.template.spec.containers.0.env.0.value', 'v1'],
      ['spec.triggers.1.imageChangeParams.automatic', false],
      ['spec.triggers.1.imageChangeParams.lastTriggeredImage', 'img@1'],
    ],
    'replicas stay as they are without --change-scaling-settings',
  );
  assert.equal(changes.pinned, [{ index: 1, from: 'web:latest', image: 'img@1' }]);
  assert.equal([...changes.imageChanges], [['web', ['img@2', 'img@1']]]);
  const scaled = rollbackChanges(at('v2', 'img@2', { replicas: 5 }), at('v1', 'img@1'), 'web', {
    scaling: true,
  });
  assert.ok(scaled.edits.some((e) => e.path.join('.') === 'spec.replicas' && e.value === 2));
});

test('rollbackChanges has nothing to do when the template and images already match', () => {
  const changes = rollbackChanges(at('v1', 'img@1', { replicas: 9 }), at('v1', 'img@1'), 'web');
  assert.equal(changes.edits, []);
});

test('rollbackChanges refuses a DeploymentConfig made by a Template, and a revision without an image', () => {
  assertGitshiftError(
    () => rollbackChanges({ ...at('v2', 'img@2'), template: 'shop-template' }, at('v1', 'img@1'), 'web'),
    'ROLLBACK_UNSUPPORTED',
    /produced by Template 'shop-template'/,
  );
  assertGitshiftError(
    () => rollbackChanges(at('v2', 'img@2'), { ...at('v1', 'img@1'), images: new Map() }, 'web'),
    'ROLLBACK_REVISION_INVALID',
    /had no image for containers web/,
  );
});

test('a rollback commit is named by its summary when every edit shares it', () => {
  const edit = {
    type: 'field' as const,
    file: 'a.yaml',
    selector: { kind: 'K', name: 'n' },
    path: ['x'],
    value: 1,
  };
  const reason = { source: 'gitshift rollback', event: 'to abc1234', summary: 'roll back K n to abc1234' };
  const message = writeBackMessage(
    [
      { edit, reason },
      { edit, reason },
    ],
    'id-1',
  );
  assert.match(
    message,
    /^gitshift: roll back K n to abc1234\n\n- K n in a\.yaml: x = 1 \(gitshift rollback to abc1234\)\n/,
  );
});

test.run();
