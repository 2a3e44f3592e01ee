import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { admitDelivery, type AdmissionTables } from '../../../src/webhooks/admit-delivery.js';
import type { Delivery, Endpoint, Receipt } from '../../../src/webhooks/endpoint.js';
import { acceptedReply, handOnDeliveries, type ReplayClaims } from '../../../src/webhooks/hand-on.js';
import { RateLimiter } from '../../../src/webhooks/rate-limiter.js';
import { reject, WebhookRejection } from '../../../src/webhooks/rejection.js';
import type { WebhookEvent } from '../../../src/webhooks/webhook-event.js';
import { deliveryIdOf, deliveryLogLine, replyFields } from '../../../src/webhooks/webhook-log.js';

// ---- admission: what the URL and headers decide, in order, before the body ----

interface FakeRequest {
  readonly method: string;
  readonly url: string;
  readonly headers?: IncomingHttpHeaders;
  readonly remote?: string;
}

function request({ method, url, headers = {}, remote = '10.0.0.1' }: FakeRequest): IncomingMessage {
  return { method, url, headers, socket: { remoteAddress: remote } } as unknown as IncomingMessage;
}

function endpoint(admit: Endpoint['admit'] = () => undefined, maxBodyBytes = 100): Endpoint {
  return { maxBodyBytes, admit, receive: () => ({ kind: 'reply', reply: { status: 202, body: {} } }) };
}

function tables(over: Partial<AdmissionTables> = {}): AdmissionTables {
  return {
    endpoints: { registry: endpoint(), github: endpoint() },
    limiters: { registry: new RateLimiter({ perSecond: 1, burst: 1 }, () => 0) },
    bodyTimeoutMs: 10_000,
    ...over,
  };
}

const admissionCases: [string, FakeRequest, Partial<AdmissionTables>, number | undefined][] = [
  ['an unknown path is 404', { method: 'POST', url: '/hooks/nope' }, {}, 404],
  ['GET on a known route is 405', { method: 'GET', url: '/hooks/github' }, {}, 405],
  ['an endpoint without a secret is 404', { method: 'POST', url: '/hooks/dockerhub/s' }, {}, 404],
  ['a configured endpoint is admitted', { method: 'POST', url: '/hooks/registry/s' }, {}, undefined],
  [
    'no limiter: never rate-limited',
    { method: 'POST', url: '/hooks/github', headers: { 'content-length': '10' } },
    {},
    undefined,
  ],
  [
    "the endpoint's own check (secret, signature, type) decides next",
    { method: 'POST', url: '/hooks/registry/s' },
    {
      endpoints: {
        registry: endpoint(() => {
          throw reject.forbidden('wrong secret');
        }),
      },
    },
    403,
  ],
  [
    'a declared length over the cap is 413',
    { method: 'POST', url: '/hooks/registry/s', headers: { 'content-length': '101' } },
    {},
    413,
  ],
  [
    'a declared length at the cap is admitted',
    { method: 'POST', url: '/hooks/registry/s', headers: { 'content-length': '100' } },
    {},
    undefined,
  ],
  [
    'a Content-Length that is no number is 400',
    { method: 'POST', url: '/hooks/registry/s', headers: { 'content-length': 'ten' } },
    {},
    400,
  ],
];

for (const [name, req, over, status] of admissionCases)
  test(`admission: ${name}`, () => {
    try {
      const admitted = admitDelivery(request(req), tables(over));
      assert.is(status, undefined, `admitted, expected ${String(status)}`);
      assert.is(admitted.limits.timeoutMs, 10_000);
    } catch (error) {
      if (!(error instanceof WebhookRejection)) throw error;
      assert.is(error.status, status, error.message);
    }
  });

test('admission: the admitted delivery carries its route, endpoint, head and body limits', () => {
  const registry = endpoint(undefined, 1234);
  const req = request({ method: 'POST', url: '/hooks/registry/s3cr3t?x=1', headers: { a: 'b' } });
  const admitted = admitDelivery(req, tables({ endpoints: { registry }, bodyTimeoutMs: 5 }));
  assert.equal(admitted.route, { source: 'registry', secret: 's3cr3t' });
  assert.is(admitted.endpoint, registry);
  assert.equal(admitted.head, { route: admitted.route, headers: { a: 'b' } });
  assert.equal(admitted.limits, { maxBytes: 1234, timeoutMs: 5 });
});

test('admission: a second delivery from one address past the burst is 429 with Retry-After, another address passes', () => {
  const t = tables();
  admitDelivery(request({ method: 'POST', url: '/hooks/registry/s' }), t);
  try {
    admitDelivery(request({ method: 'POST', url: '/hooks/registry/s' }), t);
    assert.unreachable('rate-limited');
  } catch (error) {
    assert.instance(error, WebhookRejection);
    assert.is((error as WebhookRejection).status, 429);
    assert.equal((error as WebhookRejection).headers, { 'retry-after': '1' });
    assert.match((error as WebhookRejection).message, 'too many registry deliveries from this address');
  }
  admitDelivery(request({ method: 'POST', url: '/hooks/registry/s', remote: '10.0.0.2' }), t);
});

test('admission: the rate limit comes before the endpoint checks, and an unconfigured endpoint takes no token', () => {
  let admits = 0;
  const limiter = new RateLimiter({ perSecond: 1, burst: 1 }, () => 0);
  const t = tables({
    endpoints: { registry: endpoint(() => void admits++) },
    limiters: { registry: limiter, dockerhub: limiter },
  });
  assert.throws(() => admitDelivery(request({ method: 'POST', url: '/hooks/dockerhub/s' }), t));
  admitDelivery(request({ method: 'POST', url: '/hooks/registry/s' }), t);
  assert.throws(() => admitDelivery(request({ method: 'POST', url: '/hooks/registry/s' }), t));
  assert.is(admits, 1, 'the refused delivery never reached the endpoint');
});

// ---- handing on: replays dropped, ids made durable, events to the sink ----

const push = (n: number): WebhookEvent => ({ kind: 'generic-trigger', n }) as unknown as WebhookEvent;
const delivery = (key: string | undefined, n = 0): Delivery => ({ replayKey: key, event: push(n) });
const receiptOf = (...deliveries: Delivery[]): Extract<Receipt, { kind: 'deliveries' }> => ({
  kind: 'deliveries',
  deliveries,
  ignored: 0,
});

class FakeReplay implements ReplayClaims {
  readonly seen = new Set<string>();
  readonly committed: string[][] = [];
  readonly forgotten: string[][] = [];
  failCommit = false;
  failForget = false;
  claim(key: string): boolean {
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
  commit(keys: readonly string[]): Promise<void> {
    this.committed.push([...keys]);
    return this.failCommit ? Promise.reject(new Error('disk full')) : Promise.resolve();
  }
  forget(keys: readonly string[]): Promise<void> {
    this.forgotten.push([...keys]);
    return this.failForget ? Promise.reject(new Error('still full')) : Promise.resolve();
  }
}

const replyCases: [number, number, number, Record<string, unknown>][] = [
  [0, 1, 200, { status: 'duplicate' }],
  [0, 3, 200, { status: 'duplicate' }],
  [1, 1, 202, { status: 'accepted', events: 1, duplicates: 0 }],
  [2, 5, 202, { status: 'accepted', events: 2, duplicates: 3 }],
];
for (const [fresh, total, status, body] of replyCases)
  test(`reply: ${fresh} new of ${total} → ${status} ${JSON.stringify(body)}`, () => {
    assert.equal(acceptedReply(fresh, total), { status, body });
  });

test('hand on: replays are dropped, the new ids committed once, every new event reaches the sink', async () => {
  const replay = new FakeReplay();
  replay.seen.add('old');
  const accepted: WebhookEvent[] = [];
  const reply = await handOnDeliveries(
    receiptOf(delivery('old', 1), delivery('a', 2), delivery(undefined, 3)),
    {
      replay,
      sink: { accept: (e) => void accepted.push(e) },
    },
  );
  assert.equal(reply, { status: 202, body: { status: 'accepted', events: 2, duplicates: 1 } });
  assert.equal(replay.committed, [['a']]);
  assert.equal(accepted, [push(2), push(3)]);
});

test('hand on: only replays commits nothing and answers duplicate', async () => {
  const replay = new FakeReplay();
  replay.seen.add('a');
  const reply = await handOnDeliveries(receiptOf(delivery('a')), {
    replay,
    sink: { accept: () => undefined },
  });
  assert.equal(reply, { status: 200, body: { status: 'duplicate' } });
  assert.equal(replay.committed, []);
});

test('hand on: an id that cannot be recorded is 503 and forgotten, and nothing reaches the sink', async () => {
  const replay = new FakeReplay();
  replay.failCommit = true;
  let accepted = 0;
  const error = await handOnDeliveries(receiptOf(delivery('a'), delivery('b')), {
    replay,
    sink: { accept: () => void accepted++ },
  }).catch((e: unknown) => e);
  assert.instance(error, WebhookRejection);
  assert.is((error as WebhookRejection).status, 503);
  assert.match((error as WebhookRejection).message, 'the delivery could not be recorded: disk full');
  assert.equal(replay.forgotten, [['a', 'b']]);
  assert.is(accepted, 0);
});

test('hand on: when the sink refuses an event, the ids of it and those after it are forgotten (503)', async () => {
  const replay = new FakeReplay();
  replay.failForget = true;
  const warnings: unknown[] = [];
  const log = { warn: (fields: unknown, msg: string) => void warnings.push([fields, msg]) };
  let calls = 0;
  const error = await handOnDeliveries(
    receiptOf(delivery('a'), delivery('b'), delivery(undefined), delivery('c')),
    {
      replay,
      sink: {
        accept: () => {
          if (++calls === 2) throw new Error('queue full');
        },
      },
      log: log as never,
    },
  ).catch((e: unknown) => e);
  assert.is((error as WebhookRejection).status, 503);
  assert.match((error as WebhookRejection).message, 'the event could not be queued: queue full');
  assert.equal(replay.forgotten, [['b', 'c']]);
  assert.equal(warnings, [[{ ids: 2, error: 'still full' }, 'webhook-replay-forget-failed']]);
});

// ---- the log line of a delivery ----

const levelCases: [number, boolean, ReturnType<typeof deliveryLogLine>][] = [
  [202, false, undefined],
  [200, false, undefined],
  [202, true, { level: 'debug', msg: 'webhook' }],
  [200, true, { level: 'debug', msg: 'webhook' }],
  [400, false, { level: 'warn', msg: 'webhook-rejected' }],
  [429, true, { level: 'warn', msg: 'webhook-rejected' }],
  [499, false, { level: 'warn', msg: 'webhook-rejected' }],
  [500, false, { level: 'error', msg: 'webhook-rejected' }],
  [503, true, { level: 'error', msg: 'webhook-rejected' }],
];
for (const [status, debug, line] of levelCases)
  test(`log line: ${status}${debug ? ' with debug on' : ''} → ${line === undefined ? 'none' : `${line.level} ${line.msg}`}`, () => {
    assert.equal(deliveryLogLine(status, debug), line);
  });

test('log fields: a reply names its outcome; deliveries add their kinds and how many were ignored', () => {
  const ok = { status: 202, body: { status: 'accepted' } } as const;
  assert.equal(replyFields(ok, { kind: 'reply', reply: ok }), { outcome: 'accepted' });
  assert.equal(
    replyFields(ok, { kind: 'deliveries', deliveries: [delivery('a'), delivery('b')], ignored: 0 }),
    {
      outcome: 'accepted',
      events: 'generic-trigger,generic-trigger',
      ignored: undefined,
    },
  );
  assert.equal(replyFields(ok, { kind: 'deliveries', deliveries: [], ignored: 3 }), {
    outcome: 'accepted',
    events: '',
    ignored: 3,
  });
});

test('log fields: the GitHub delivery id is kept up to 64 characters, and only a single value', () => {
  assert.is(deliveryIdOf({ 'x-github-delivery': 'abc' }), 'abc');
  assert.is(deliveryIdOf({ 'x-github-delivery': 'x'.repeat(80) }), 'x'.repeat(64));
  assert.is(deliveryIdOf({}), undefined);
  assert.is(deliveryIdOf({ 'x-github-delivery': ['a', 'b'] }), undefined);
});

test.run();
