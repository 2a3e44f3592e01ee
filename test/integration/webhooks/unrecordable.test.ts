import { existsSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DELIVERY_LOG } from '../../../src/webhooks/index.js';
import { REGISTRY_SECRET, withHandler } from './webhook-harness.js';

const FULL = 'state directory /var/lib/gitshift: no space left on device (0 bytes free)';

function notification(id: string): string {
  return JSON.stringify({
    events: [
      {
        id,
        action: 'push',
        target: {
          mediaType: 'application/vnd.docker.distribution.manifest.v2+json',
          digest: `sha256:${'a'.repeat(64)}`,
          repository: 'team/app',
          tag: 'v1',
        },
        request: { host: 'registry.acme.com' },
      },
    ],
  });
}

interface Answer {
  readonly status: number;
  readonly retryAfter: string | undefined;
  readonly body: string;
}

/** POSTs the body in `chunks`, `gapMs` apart, through `agent` (kept-alive connections). */
function deliver(url: string, agent: Agent, chunks: readonly string[], gapMs = 0): Promise<Answer> {
  const length = chunks.reduce((n, c) => n + Buffer.byteLength(c), 0);
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/hooks/registry/${REGISTRY_SECRET}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/vnd.docker.distribution.events.v1+json',
          'content-length': String(length),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }),
        );
      },
    );
    req.on('error', reject);
    void (async () => {
      for (const [i, chunk] of chunks.entries()) {
        if (i > 0) await new Promise((r) => setTimeout(r, gapMs));
        req.write(chunk);
      }
      req.end();
    })();
  });
}

test('while deliveries cannot be recorded: 503 with Retry-After and the reason, nothing recorded or handed on; once they can, the retry is accepted, not taken for a duplicate', async () => {
  let full: string | undefined = FULL;
  await withHandler({ unavailable: () => full }, async ({ url, events, stateDir }) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = notification('4f1c2a0e-0000-4000-8000-000000000001');
      const refused = await deliver(url, agent, [body]);
      assert.is(refused.status, 503);
      assert.is(refused.retryAfter, '1');
      assert.match(refused.body, /no space left on device.*deliver again later/);
      assert.is(events.length, 0);
      const log = join(stateDir, DELIVERY_LOG);
      assert.ok(
        !existsSync(log) || !readFileSync(log, 'utf8').includes('4f1c2a0e'),
        'the id was not recorded',
      );
      full = undefined;
      const accepted = await deliver(url, agent, [body]);
      assert.is(accepted.status, 202, accepted.body);
      assert.is(events.length, 1);
    } finally {
      agent.destroy();
    }
  });
});

test('a refused delivery does not cut the kept-alive connection under the next delivery on it', async () => {
  let full: string | undefined = FULL;
  await withHandler({ unavailable: () => full }, async ({ url, events }) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await deliver(url, agent, [notification('4f1c2a0e-0000-4000-8000-000000000002')]);
      assert.is(refused.status, 503);
      full = undefined;
      // The next delivery goes on the same connection and is still arriving a second after the refusal,
      // when the refused body's grace ran out: it must be answered, not reset.
      await new Promise((r) => setTimeout(r, 700));
      const body = notification('4f1c2a0e-0000-4000-8000-000000000003');
      const half = Math.floor(body.length / 2);
      const next = await deliver(url, agent, [body.slice(0, half), body.slice(half)], 600);
      assert.is(next.status, 202, next.body);
      assert.is(events.length, 1);
    } finally {
      agent.destroy();
    }
  });
});

test.run();
