import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { createHttpKubeApi, type HttpKubeApiOptions } from '../../../src/kube/http-kube-api.js';
import type { KubeApi } from '../../../src/kube/kube-api.js';
import { KubeApiError } from '../../../src/kube/kube-error.js';
import type { Clock } from '../../../src/runtime/index.js';
import { createPki } from '../../../testbed/src/pki.js';
import { manualClock } from '../../support/manual-clock.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A CA and a serving certificate for 127.0.0.1, made once for the file, as the testbed makes its own; another CA nobody trusts. */
const dir = mkdtempSync(join(tmpdir(), 'gitshift-kube-client-'));
const trusted = createPki(join(dir, 'trusted'));
const untrusted = createPki(join(dir, 'untrusted'));
const tls = { key: readFileSync(trusted.serverKey), cert: readFileSync(trusted.serverCert) };

function kubeconfig(
  server: string,
  cluster: Record<string, unknown> = {},
  user: Record<string, unknown> = { token: 'secret' },
): string {
  const path = join(mkdtempSync(join(dir, 'config-')), 'kubeconfig');
  writeFileSync(
    path,
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'Config',
      'current-context': 'test',
      contexts: [{ name: 'test', context: { cluster: 'test', user: 'test' } }],
      clusters: [{ name: 'test', cluster: { server, 'certificate-authority': trusted.caCert, ...cluster } }],
      users: [{ name: 'test', user }],
    }),
  );
  return path;
}

/** A loopback API server answering with `handler`; counts requests. */
async function withServer(
  handler: Handler,
  work: (url: string, requests: () => string[]) => Promise<void>,
): Promise<void> {
  const seen: string[] = [];
  const server: Server = createServer(tls, (req, res) => {
    seen.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await work(`https://127.0.0.1:${(server.address() as AddressInfo).port}`, () => seen);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A clock whose timers fire at once, recording each delay asked for. */
function instantClock(): Clock & { delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    now: () => Date.now(),
    setTimeout: (callback, ms) => {
      delays.push(ms);
      return setImmediate(callback);
    },
    clearTimeout: (handle) => clearImmediate(handle as NodeJS.Immediate),
  };
}

function api(server: string, options: HttpKubeApiOptions = {}): Promise<KubeApi> {
  return createHttpKubeApi(kubeconfig(server), { random: () => 0, ...options });
}

const answer =
  (status: number, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify({ kind: 'Status', reason: `Status${status}`, message: `answered ${status}` }));
  };

const codeOf = (error: unknown): string =>
  error instanceof KubeApiError
    ? `KUBE_API ${error.status}`
    : error instanceof GitshiftError
      ? error.code
      : String(error);

const retried: [number, number][] = [
  [429, 3],
  [500, 3],
  [502, 3],
  [503, 3],
  [504, 3],
  [501, 1],
  [400, 1],
  [403, 1],
  [409, 1],
  [422, 1],
];
for (const [status, requests] of retried) {
  test(`a request answered ${status} is sent ${requests === 1 ? 'once: not transient' : `${requests} times: transient`}`, async () => {
    await withServer(answer(status), async (url, seen) => {
      const clock = instantClock();
      const error = await (await api(url, { attempts: 3, clock })).getText('/version').then(
        () => undefined,
        (e: unknown) => e,
      );
      assert.is(codeOf(error), `KUBE_API ${status}`);
      assert.is(seen().length, requests);
      assert.equal(
        clock.delays,
        requests === 1 ? [] : [100, 200],
        'jittered backoff from 200 ms (least jitter)',
      );
    });
  });
}

test('a Retry-After longer than the backoff is waited out, on the injected clock, before asking again', async () => {
  let calls = 0;
  await withServer(
    (req, res) => (++calls === 1 ? answer(429, { 'retry-after': '2' })(req, res) : res.end('v1.31')),
    async (url, seen) => {
      const clock = manualClock();
      const text = (await api(url, { clock })).getText('/version');
      while (clock.delays.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      assert.equal(clock.delays, [2000]);
      assert.is(seen().length, 1, 'nothing sent during the wait');
      clock.advance(2000);
      assert.is(await text, 'v1.31');
      assert.is(seen().length, 2);
    },
  );
});

test('a refused connection is retried', async () => {
  const closed = await new Promise<string>((resolve) => {
    const probe = createServer(tls);
    probe.listen(0, '127.0.0.1', () => {
      const port = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(`https://127.0.0.1:${port}`));
    });
  });
  const clock = instantClock();
  const error = await (
    await api(closed, { attempts: 3, clock })
  )
    .getText('/version')
    .catch((e: unknown) => e);
  assert.instance(error, KubeApiError);
  assert.is((error as KubeApiError).reason, 'Unreachable');
  assert.match((error as Error).message, 'ECONNREFUSED');
  assert.equal(clock.delays, [100, 200]);
});

test('a server certificate the client does not trust is not retried', async () => {
  await withServer(answer(200), async (url, seen) => {
    const clock = instantClock();
    const untrusting = await createHttpKubeApi(
      kubeconfig(url, { 'certificate-authority': untrusted.caCert }),
      { clock, attempts: 3 },
    );
    const error = await untrusting.getText('/version').catch((e: unknown) => e);
    assert.instance(error, KubeApiError);
    assert.is((error as KubeApiError).reason, 'ConnectionFailed');
    assert.is((error as KubeApiError).transient, false);
    assert.equal(clock.delays, []);
    assert.is(seen().length, 0);
  });
});

test('aborting a call to a server that never answers ends it within milliseconds, with ABORTED, and drops the connection', async () => {
  let closedByClient: Promise<void> | undefined;
  await withServer(
    (req) => {
      closedByClient = new Promise((resolve) => req.socket.once('close', () => resolve()));
    },
    async (url, seen) => {
      const client = await api(url);
      const controller = new AbortController();
      const call = client.getText('/version', { signal: controller.signal }).catch((e: unknown) => e);
      while (seen().length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const t0 = performance.now();
      controller.abort(new Error('serve is stopping'));
      const error = await call;
      assert.ok(performance.now() - t0 < 50, `ended after ${performance.now() - t0} ms`);
      assert.is(codeOf(error), 'ABORTED');
      assert.match((error as Error).message, 'GET /version');
      assert.match((error as Error).message, 'serve is stopping');
      await closedByClient;
      assert.is(seen().length, 1, 'not retried');
    },
  );
});

test('aborting during the wait before a retry ends it at once; an aborted signal sends nothing', async () => {
  await withServer(answer(503, { 'retry-after': '60' }), async (url, seen) => {
    const client = await api(url);
    const controller = new AbortController();
    const call = client.getText('/version', { signal: controller.signal }).catch((e: unknown) => e);
    while (seen().length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const t0 = performance.now();
    controller.abort();
    assert.is(codeOf(await call), 'ABORTED');
    assert.ok(performance.now() - t0 < 50);
    assert.is(seen().length, 1);
    const again = await client.getText('/version', { signal: controller.signal }).catch((e: unknown) => e);
    assert.is(codeOf(again), 'ABORTED');
    assert.is(seen().length, 1);
  });
});

const discovery = JSON.stringify({
  kind: 'APIResourceList',
  groupVersion: 'v1',
  resources: [
    { name: 'pods', kind: 'Pod', namespaced: true },
    { name: 'pods/log', kind: 'Pod', namespaced: true },
  ],
});

test('a LIST follows continue tokens page by page and puts back apiVersion and kind', async () => {
  await withServer(
    (req, res) => {
      const url = new URL(req.url ?? '/', 'https://x');
      if (url.pathname === '/api/v1') return void res.end(discovery);
      const token = url.searchParams.get('continue');
      const page = token === null ? 1 : Number(token);
      res.end(
        JSON.stringify({
          items: [{ metadata: { name: `pod-${page}`, namespace: 'shop' } }],
          metadata: page < 3 ? { continue: String(page + 1) } : {},
        }),
      );
    },
    async (url, seen) => {
      const client = await api(url, { pageSize: 1 });
      const pods = await client.list('v1', 'Pod', 'app=web');
      assert.equal(
        pods.map((p) => `${p.apiVersion} ${p.kind} ${p.metadata.name}`),
        ['v1 Pod pod-1', 'v1 Pod pod-2', 'v1 Pod pod-3'],
      );
      assert.equal(seen(), [
        'GET /api/v1',
        'GET /api/v1/pods?labelSelector=app%3Dweb&limit=1',
        'GET /api/v1/pods?labelSelector=app%3Dweb&limit=1&continue=2',
        'GET /api/v1/pods?labelSelector=app%3Dweb&limit=1&continue=3',
      ]);
    },
  );
});

test('discovery read once is shared; a caller giving up does not fail another still waiting', async () => {
  let answerDiscovery: (() => void) | undefined;
  await withServer(
    (req, res) => {
      if (req.url === '/api/v1') {
        answerDiscovery = () => res.end(discovery);
        return;
      }
      res.end(JSON.stringify({ metadata: { name: 'web', namespace: 'shop' } }));
    },
    async (url, seen) => {
      const client = await api(url);
      const ref = { apiVersion: 'v1', kind: 'Pod', namespace: 'shop', name: 'web' };
      const controller = new AbortController();
      const first = client.get(ref, { signal: controller.signal }).catch((e: unknown) => e);
      const second = client.get(ref);
      while (answerDiscovery === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
      controller.abort();
      assert.is(codeOf(await first), 'ABORTED');
      // The first caller's discovery request was dropped: the second asks again.
      while (seen().length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
      answerDiscovery();
      assert.is((await second)?.metadata.name, 'web');
      assert.equal(seen(), ['GET /api/v1', 'GET /api/v1', 'GET /api/v1/namespaces/shop/pods/web']);
      assert.is(await client.serves('v1', 'Pod'), true);
      assert.is(seen().length, 3, 'discovery is cached');
    },
  );
});

test('a token read from a file is read again once older than credentialMaxAgeMs on the injected clock', async () => {
  const tokens: string[] = [];
  await withServer(
    (req, res) => {
      tokens.push(req.headers.authorization ?? '');
      res.end('v1.31');
    },
    async (url) => {
      const tokenFile = join(mkdtempSync(join(dir, 'token-')), 'token');
      writeFileSync(tokenFile, 'one\n');
      const clock = manualClock();
      clock.set(Date.now());
      const client = await createHttpKubeApi(kubeconfig(url, {}, { tokenFile }), {
        clock,
        credentialMaxAgeMs: 60_000,
      });
      await client.getText('/version');
      writeFileSync(tokenFile, 'two\n');
      clock.advance(59_000);
      await client.getText('/version');
      clock.advance(1000);
      await client.getText('/version');
      assert.equal(tokens, ['Bearer one', 'Bearer one', 'Bearer two']);
    },
  );
});

test.after(() => rmSync(dir, { recursive: true, force: true }));

test.run();
