import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkBearer } from '../../../src/serve/api/bearer-token.js';
import { startDaemonHttp } from '../../../src/serve/http-server.js';
import { createStatusPage } from '../../../src/serve/page/index.js';
import { RECOMMENDED_SERVER_OPTIONS } from '../../../src/webhooks/index.js';
import { recordingLogger } from '../../support/log-recorder.js';
import { literalStatusView, type LiteralStatusView } from '../../support/literal-status-view.js';
import { build, INJECTION, overview, shopDetail } from '../../support/status-view-values.js';

const TOKEN = 'page-token-integration';

interface PageServer {
  readonly url: string;
  readonly view: LiteralStatusView;
  /** The API calls the page forwarded: path and Authorization header. */
  readonly apiCalls: { path: string; authorization: string | undefined }[];
  /** Stops the page's streams and closes the server, as serve's shutdown does; once. */
  readonly close: () => Promise<void>;
}

/** The API's part the page's forms forward to: the bearer check serve's API makes, then 202. */
function recordingApi(calls: PageServer['apiCalls']) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    calls.push({ path: req.url ?? '', authorization: req.headers.authorization });
    const check = checkBearer(req.headers.authorization, [TOKEN]);
    res.writeHead(check.ok ? 202 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(check.ok ? { message: `queued ${req.url ?? ''}` } : { error: check.reason }));
  };
}

async function withPageServer(
  options: { anonymousRead?: boolean; heartbeatMs?: number },
  body: (server: PageServer) => Promise<void>,
): Promise<void> {
  const view = literalStatusView({
    projects: [shopDetail, { ...shopDetail, name: 'blog', syncState: 'Failed', objectList: [] }],
    activity: [...overview.activity],
    builds: [build],
    logs: { 'shop/web-2': `step 1\n${INJECTION}\n` },
    previews: [...overview.previews],
  });
  const stop = new AbortController();
  const apiCalls: PageServer['apiCalls'] = [];
  const http = await startDaemonHttp({
    host: '127.0.0.1',
    port: 0,
    hooks: (_req, res) => void res.writeHead(404).end(),
    api: recordingApi(apiCalls),
    page: createStatusPage({
      view,
      stop: stop.signal,
      tokens: () => [TOKEN],
      anonymousRead: options.anonymousRead ?? true,
      log: recordingLogger().logger,
      ...(options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs }),
    }),
    readiness: () => ({ ready: true, reason: 'test' }),
    status: () => ({}),
    // Short deadlines: a live stream must outlast the request deadline, which ends with the request's headers.
    server: {
      ...RECOMMENDED_SERVER_OPTIONS,
      headersTimeout: 1000,
      requestTimeout: 1000,
      connectionsCheckingInterval: 100,
    },
  });
  let closed: Promise<void> | undefined;
  const close = (): Promise<void> => {
    stop.abort();
    return (closed ??= http.close());
  };
  try {
    await body({ url: http.url, view, apiCalls, close });
  } finally {
    await close();
  }
}

/** Reads a streaming body until `done` says the text so far is enough. */
async function readUntil(response: Response, done: (text: string) => boolean, ms = 5000): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (!done(text)) {
    if (Date.now() > deadline) throw new Error(`the stream did not say enough in ${ms} ms:\n${text}`);
    const { value, done: ended } = await reader.read();
    if (ended) throw new Error(`the stream ended early:\n${text}`);
    text += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

/** What a stream still sends until it ends. */
async function readUntilEnd(response: Response): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
  }
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});

test('GET / answers the overview as HTML with a strict CSP, and the assets it names', async () => {
  await withPageServer({}, async ({ url }) => {
    const response = await fetch(`${url}/`);
    assert.is(response.status, 200);
    assert.is(response.headers.get('content-type'), 'text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, "default-src 'none'");
    assert.match(csp, "script-src 'self'");
    assert.not.match(csp, 'unsafe-inline');
    const page = await response.text();
    assert.match(page, '>shop</a>');
    assert.match(page, '>blog</a>');
    assert.not.match(page, '<script>alert');
    for (const asset of page.match(/\/ui\/assets\/status\.(css|js)\?v=[0-9a-f]+/g) ?? []) {
      const file = await fetch(`${url}${asset}`);
      assert.is(file.status, 200, asset);
      assert.match(String(file.headers.get('cache-control')), 'immutable');
      assert.ok((await file.text()).length > 500);
    }
    assert.is((await fetch(`${url}/ui/assets/nothing.js`)).status, 404);
  });
});

test('project and build pages answer 200 for known ones and 404 for unknown or invalid names', async () => {
  await withPageServer({}, async ({ url }) => {
    const project = await fetch(`${url}/ui/projects/shop`);
    assert.is(project.status, 200);
    assert.match(await project.text(), 'data-api="/api/v1/projects/shop/sync"');
    const buildPage = await fetch(`${url}/ui/builds/shop/web-2`);
    assert.is(buildPage.status, 200);
    assert.match(await buildPage.text(), 'step 1\n&lt;script&gt;');
    for (const path of ['/ui/projects/nope', '/ui/projects/Bad_Name', '/ui/builds/shop/web-9', '/ui/other'])
      assert.is((await fetch(`${url}${path}`)).status, 404, path);
    assert.is((await fetch(`${url}/ui/projects/shop`, { method: 'DELETE' })).status, 405);
  });
});

test('/ui/live sends a change event for each of the view changes and heartbeats, past the request deadline', async () => {
  await withPageServer({ heartbeatMs: 200 }, async ({ url, view }) => {
    const response = await fetch(`${url}/ui/live`);
    assert.is(response.status, 200);
    assert.is(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    const opening = await readUntil(response, (text) => text.includes(': live'));
    assert.match(opening, 'retry: 3000');
    assert.is(view.subscribers(), 1);
    view.changed();
    assert.match(await readUntil(response, (text) => text.includes('event: change')), 'data: 1');
    // The server's request deadline is 1 s: the stream lives on past it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    view.changed();
    const later = await readUntil(response, (text) => text.includes('event: change'));
    assert.match(later, 'data: 2');
    await response.body?.cancel();
  });
});

test("serve's close ends open live streams instead of waiting on them, and they unsubscribe", async () => {
  await withPageServer({}, async ({ url, view, close }) => {
    const streams = await Promise.all([fetch(`${url}/ui/live`), fetch(`${url}/ui/live`)]);
    await Promise.all(streams.map((stream) => readUntil(stream, (text) => text.includes(': live'))));
    assert.is(view.subscribers(), 2);
    const started = Date.now();
    await close();
    assert.ok(Date.now() - started < 2000, `closed in ${Date.now() - started} ms`);
    assert.is(view.subscribers(), 0);
    // Each stream has ended cleanly: its last chunk read, nothing cut.
    for (const stream of streams) assert.is(await readUntilEnd(stream), '');
  });
});

test('a resync form without a token is refused without calling the API; with the token it is forwarded as a bearer', async () => {
  await withPageServer({}, async ({ url, apiCalls }) => {
    const refused = await fetch(`${url}/ui/actions/sync`, form({ project: 'shop', token: '' }));
    assert.is(refused.status, 401);
    assert.match(await refused.text(), 'Actions need the API token');
    assert.equal(apiCalls, []);
    const wrong = await fetch(`${url}/ui/actions/sync`, form({ project: 'shop', token: 'nope' }));
    assert.is(wrong.status, 401);
    assert.match(await wrong.text(), 'the bearer token is not one serve accepts');
    const done = await fetch(`${url}/ui/actions/sync`, form({ project: 'shop', token: TOKEN }));
    assert.is(done.status, 202);
    assert.match(await done.text(), 'queued /api/v1/projects/shop/sync');
    const started = await fetch(
      `${url}/ui/actions/build`,
      form({ project: 'shop', buildConfig: 'web', token: TOKEN }),
    );
    assert.is(started.status, 202);
    assert.equal(apiCalls.slice(1), [
      { path: '/api/v1/projects/shop/sync', authorization: `Bearer ${TOKEN}` },
      { path: '/api/v1/projects/shop/buildconfigs/web/builds', authorization: `Bearer ${TOKEN}` },
    ]);
    const json = await fetch(`${url}/ui/actions/sync`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    assert.is(json.status, 415);
    const bad = await fetch(`${url}/ui/actions/sync`, form({ project: '../x', token: TOKEN }));
    assert.is(bad.status, 400);
    assert.is(apiCalls.length, 3);
  });
});

test('without anonymous reads every page but the assets asks for the token, and signing in opens a session cookie', async () => {
  await withPageServer({ anonymousRead: false }, async ({ url }) => {
    const asked = await fetch(`${url}/ui/projects/shop`);
    assert.is(asked.status, 401);
    const login = await asked.text();
    assert.match(login, 'action="/ui/login"');
    assert.match(login, 'value="/ui/projects/shop"');
    assert.not.match(login, 'Reconciling to');
    assert.is((await fetch(`${url}/ui/live`)).status, 401);
    assert.is((await fetch(`${url}/`, { headers: { authorization: `Bearer ${TOKEN}` } })).status, 200);
    const css = (login.match(/\/ui\/assets\/status\.css\?v=[0-9a-f]+/) ?? [''])[0];
    assert.is((await fetch(`${url}${css}`)).status, 200);

    const wrong = await fetch(`${url}/ui/login`, form({ token: 'nope', next: '/ui/projects/shop' }));
    assert.is(wrong.status, 401);
    assert.is(wrong.headers.get('set-cookie'), null);
    const signed = await fetch(`${url}/ui/login`, form({ token: TOKEN, next: '/ui/projects/shop' }));
    assert.is(signed.status, 303);
    assert.is(signed.headers.get('location'), '/ui/projects/shop');
    const cookie = (signed.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    assert.match(cookie, /^gitshift_session=/);
    const page = await fetch(`${url}/ui/projects/shop`, { headers: { cookie } });
    assert.is(page.status, 200);
    assert.match(await page.text(), 'Reconciling to');
    const offsite = await fetch(`${url}/ui/login`, form({ token: TOKEN, next: '//evil.example/' }));
    assert.is(offsite.headers.get('location'), '/');
  });
});

test.run();
