import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { admitPreviews, forkGate, type PreviewKey } from '../../../src/previews/index.js';

const key = (number: number, project = 'shop', repository = 'acme/config'): PreviewKey => ({
  repository,
  number,
  project,
});

test('new previews start while fewer than maxConcurrent are alive; the rest wait, saying why', () => {
  const admission = admitPreviews([key(5), key(6), key(7)], [key(1)], 3);
  assert.equal(admission.update, []);
  assert.equal(admission.start, [key(5), key(6)]);
  assert.equal(
    admission.wait.map((w) => w.preview),
    [key(7)],
  );
  assert.match(admission.wait[0]?.reason ?? '', /3 previews are running, previews.maxConcurrent is 3/);
});

test('a preview that is alive is always updated, even past the limit', () => {
  const alive = [key(1), key(2), key(3)];
  const admission = admitPreviews([key(2), key(2, 'billing')], alive, 3);
  assert.equal(admission.update, [key(2)]);
  assert.equal(admission.start, []);
  assert.equal(
    admission.wait.map((w) => w.preview),
    [key(2, 'billing')],
  );
});

test('a preview is one PR of one repository for one project: the same number elsewhere is another', () => {
  const admission = admitPreviews([key(1, 'shop', 'acme/web'), key(1), key(1)], [key(1)], 1);
  assert.equal(admission.update, [key(1)], 'asked twice, updated once');
  assert.equal(
    admission.wait.map((w) => w.preview),
    [key(1, 'shop', 'acme/web')],
  );
});

const gates: [string, boolean, boolean, boolean, 'allowed' | 'needs-approval'][] = [
  ['a PR from the repository itself', false, false, false, 'allowed'],
  ['a fork, not approved', true, false, false, 'needs-approval'],
  ['a fork approved with /ok-to-test', true, true, false, 'allowed'],
  ['a fork when previews.forks allows forks', true, false, true, 'allowed'],
];
for (const [name, fork, approved, forks, expected] of gates) {
  test(`fork gate: ${name}`, () => {
    const gate = forkGate({ fork, approved, settings: { forks } });
    assert.is(gate.gate, expected);
    if (expected === 'needs-approval') assert.match(gate.reason, /\/ok-to-test/);
  });
}

test.run();
