import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deliveryLogLines } from '../../../src/webhooks/delivery-log-file.js';
import { DELIVERY_LOG, ReplayStore } from '../../../src/webhooks/replay-store.js';

/** Part of a line written where the next line goes, before the zeros that follow the log's lines. */
function tearLastLine(path: string, torn: string): void {
  const bytes = readFileSync(path);
  const end = deliveryLogLines(bytes).length;
  writeFileSync(
    path,
    Buffer.concat([bytes.subarray(0, end), Buffer.from(torn), bytes.subarray(end + torn.length)]),
  );
}

/** One step against the store; the model is a set of ids with the time they were taken. */
type Step =
  | { readonly op: 'deliver'; readonly ids: readonly string[] }
  | { readonly op: 'fail'; readonly id: string }
  | { readonly op: 'wait'; readonly ms: number }
  | { readonly op: 'restart' }
  | { readonly op: 'crash-mid-line' };

const id = fc.constantFrom(...Array.from({ length: 12 }, (_, i) => `github:d-${i}`));
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('deliver' as const),
      ids: fc.array(id, { minLength: 1, maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('fail' as const), id }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 400 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ op: 'restart' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'crash-mid-line' as const }) },
);

const RETENTION_MS = 1000;

test('claims, failures, waits, restarts, compactions and torn appends answer like a set of ids kept for the retention', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
      const dir = mkdtempSync(join(tmpdir(), 'gitshift-replay-prop-'));
      let now = 1_000_000;
      const open = () =>
        ReplayStore.open({ dir, retentionMs: RETENTION_MS, compactAfterLines: 8, now: () => now });
      /** Ids taken within the retention: the store must know each. */
      const model = new Map<string, number>();
      /** Ids taken and not forgotten, expired or not: the store may still know those. */
      const taken = new Set<string>();
      let store = open();
      try {
        for (const s of steps) {
          // Ids expire at the retention; both sides drop them the same way.
          for (const [key, at] of model) if (at < now - RETENTION_MS) model.delete(key);
          switch (s.op) {
            case 'deliver': {
              const fresh = s.ids.map((k) => store.claim(k));
              for (const [i, k] of s.ids.entries()) {
                // Never processed twice while remembered; and an id never taken (or forgotten) is always new.
                if (fresh[i] === true) assert.ok(!model.has(k), `${k} was taken already but claimed again`);
                if (!taken.has(k) && s.ids.indexOf(k) === i)
                  assert.ok(fresh[i], `${k} is new but was refused`);
              }
              await store.commit(s.ids.filter((_, i) => fresh[i]));
              for (const [i, k] of s.ids.entries())
                if (fresh[i] === true) {
                  model.set(k, now);
                  taken.add(k);
                }
              break;
            }
            case 'fail':
              // A new delivery that failed after its claim: its id is forgotten, so the sender's retry is new.
              if (store.claim(s.id)) {
                await store.forget([s.id]);
                taken.delete(s.id);
              }
              break;
            case 'wait':
              now += s.ms;
              break;
            case 'restart':
              await store.close();
              store = open();
              break;
            case 'crash-mid-line':
              await store.close();
              // A crash while appending leaves part of a line, whose delivery was never answered.
              tearLastLine(join(dir, DELIVERY_LOG), `a ${now} github:to`);
              store = open();
              break;
          }
          for (const key of model.keys()) assert.ok(store.has(key), `${key} is remembered`);
        }
      } finally {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }),
    { numRuns: 60 },
  );
});

test.run();
