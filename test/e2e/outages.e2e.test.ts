import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { OUTAGES, withOutageScene, type Outage, type OutageFigures } from './outages-scene.js';

// Short outages here (GITSHIFT_OUTAGE_MS, default 6 s); `npm run bench:outages` runs them for 30 s.
const OUTAGE_MS = Number(process.env['GITSHIFT_OUTAGE_MS'] ?? 6000);
// GITSHIFT_OUTAGES=git-500,forge runs some of them.
const CHOSEN = (process.env['GITSHIFT_OUTAGES']?.split(',') ?? [...OUTAGES]) as Outage[];
/** The promise: everything converges within 10 s of the dependency's return. */
const RECOVERY_MS = 10_000;

test('every dependency down in turn under load: webhooks answered, readyz names it, nothing lost, converged within 10 s', async () => {
  const figures: OutageFigures[] = [];
  await withOutageScene(
    {
      outageMs: OUTAGE_MS,
      // Lighter than the bench's 4 per second: each push grows the stream's file, and so each later write-back.
      pushEveryMs: 400,
      gitHubPushEveryMs: 1000,
      scenarios: CHOSEN.length,
      convergeTimeoutMs: 30_000,
      say: (line) => process.stderr.write(`${line}\n`),
    },
    async (scene) => {
      for (const outage of CHOSEN) {
        const seen = await scene.run(outage);
        process.stderr.write(`${JSON.stringify(seen)}\n`);
        figures.push(seen);
      }
    },
  );
  for (const seen of figures) {
    const name = seen.outage;
    assert.ok(seen.accepted > 0, `${name}: registry pushes were accepted`);
    assert.is(seen.lost, 0, `${name}: accepted pushes missing from Git`);
    assert.is(seen.duplicated, 0, `${name}: pushes committed more than once`);
    assert.equal(seen.unexpected, {}, `${name}: answers other than 200, 202 and 503`);
    assert.is(seen.refusedWithoutRetry, 0, `${name}: 503 answers without Retry-After or a reason`);
    assert.ok(seen.readyzNamedIt, `${name}: /readyz said ${JSON.stringify(seen.readyzReason)}`);
    assert.ok(
      seen.recoveryMs <= RECOVERY_MS,
      `${name}: converged ${seen.recoveryMs} ms after the dependency came back (last: ${seen.lastToConverge})`,
    );
  }
  const apiServer = figures.find((f) => f.outage === 'kubernetes');
  if (apiServer !== undefined)
    assert.ok(
      apiServer.componentsMs !== undefined,
      'the node agents and controllers reconnected to the API server',
    );
  const diskFull = figures.find((f) => f.outage === 'disk-full');
  // A full state directory refuses what it cannot record (503, Retry-After), and the senders deliver again.
  if (diskFull !== undefined)
    assert.ok(diskFull.refused > 0, 'disk-full: deliveries were refused while full');
});

test.run();
