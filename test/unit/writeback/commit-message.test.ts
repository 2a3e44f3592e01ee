import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isGitshiftCommit, writeBackIdOf, writeBackMessage } from '../../../src/writeback/commit-message.js';

const edit = {
  type: 'image-stream-tag' as const,
  project: 'shop',
  stream: 'web',
  tag: 'latest',
  image: `sha256:${'ab'.repeat(32)}`,
  dockerImageReference: `reg/web@sha256:${'ab'.repeat(32)}`,
  created: '2026-11-22T10:00:00Z',
};

test('the message says what changed, why, and carries the trailer', () => {
  const message = writeBackMessage(
    [
      { edit, reason: { source: 'registry', event: 'push', deliveryId: 'd-1' } },
      { edit: { ...edit, tag: 'stable' }, reason: { source: 'build', event: 'complete' } },
    ],
    'wb-42',
  );
  assert.is(
    message,
    [
      'gitshift: ImageStream shop/web tag latest → sha256:abababababab (+1 more)',
      '',
      '- ImageStream shop/web tag latest → sha256:abababababab (registry push, delivery d-1)',
      '- ImageStream shop/web tag stable → sha256:abababababab (build complete)',
      '',
      'Gitshift-Writeback: wb-42',
      '',
    ].join('\n'),
  );
  assert.is(writeBackIdOf(message), 'wb-42');
});

const cases: [string, string, { email: string } | undefined, boolean][] = [
  ['trailer', 'gitshift: x\n\n- y\n\nGitshift-Writeback: abc\n', undefined, true],
  [
    'trailer among others',
    'fix\n\nbody\n\nSigned-off-by: a <a@b>\nGitshift-Writeback: abc',
    { email: 'x@y' },
    true,
  ],
  ['gitshift author without trailer', 'manual tweak', { email: 'GitShift@users.noreply.gitshift.io' }, true],
  ['a person', 'Bump web to 1.2\n\nsee ticket', { email: 'dev@example.com' }, false],
  ['trailer text in the subject only', 'Gitshift-Writeback: abc', { email: 'dev@example.com' }, false],
  [
    'trailer text quoted inside the body',
    'x\n\nwe saw Gitshift-Writeback: abc in logs\n\nfoo',
    undefined,
    false,
  ],
];
for (const [name, message, author, expected] of cases) {
  test(`isGitshiftCommit: ${name} → ${expected}`, () => {
    assert.is(isGitshiftCommit(message, author), expected);
  });
}

test('isGitshiftCommit: a configured author identity counts', () => {
  assert.ok(isGitshiftCommit('x', { email: 'bot@corp' }, { name: 'bot', email: 'bot@corp' }));
});

test.run();
