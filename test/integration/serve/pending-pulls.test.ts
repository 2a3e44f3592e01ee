import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PendingPulls } from '../../../src/serve/pulls/pending-pulls.js';
import type { PullRequestEvent } from '../../../src/webhooks/webhook-event.js';

const event = (number: number, action: string): PullRequestEvent =>
  ({
    kind: 'pull-request',
    deliveryId: `d-${number}-${action}`,
    action,
    number,
  }) as unknown as PullRequestEvent;

const withDir = (body: (dir: string) => void): void => {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-pending-pulls-'));
  try {
    body(join(dir, 'pending'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

test('a delivery recorded and never settled is left for the next serve (a kill between the 202 and the work)', () =>
  withDir((dir) => {
    new PendingPulls(dir).record('o/r#1', event(1, 'opened'), 100);
    new PendingPulls(dir).record('o/r#2', event(2, 'closed'), 50);
    const { pulls, unreadable } = new PendingPulls(dir).left();
    assert.equal(
      pulls.map((p) => [p.key, p.event.action, p.receivedAt]),
      [
        ['o/r#2', 'closed', 50],
        ['o/r#1', 'opened', 100],
      ],
    );
    assert.equal(unreadable, []);
  }));

test('settling removes the record, but not a newer delivery of the same PR that replaced it', () =>
  withDir((dir) => {
    const pending = new PendingPulls(dir);
    pending.record('o/r#1', event(1, 'opened'), 100);
    pending.record('o/r#1', event(1, 'closed'), 200);
    pending.settle('o/r#1', 100);
    assert.equal(
      pending.left().pulls.map((p) => p.event.action),
      ['closed'],
    );
    pending.settle('o/r#1', 200);
    assert.equal(pending.left().pulls, []);
    assert.equal(readdirSync(dir), []);
  }));

test('a record torn by a kill mid-write (.partial) is dropped; a file that is not a record is named', () =>
  withDir((dir) => {
    const pending = new PendingPulls(dir);
    writeFileSync(join(dir, 'abc.json.partial'), '{"key":"o/r#9","ev');
    writeFileSync(join(dir, 'def.json'), '{"nonsense":true}');
    const { pulls, unreadable } = pending.left();
    assert.equal(pulls, []);
    assert.is(unreadable.length, 1);
    assert.match(unreadable[0] ?? '', /def\.json: not a pending pull request record/);
    assert.equal(readdirSync(dir).sort(), ['def.json']);
  }));

test.run();
