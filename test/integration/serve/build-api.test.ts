import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServeApi } from '../../../src/serve/api/serve-api.js';
import { InMemoryBuildService } from '../../support/in-memory-build-service.js';
import { recordingLogger } from '../../support/log-recorder.js';

const TOKEN = 'build-api-token-0123456789';
const MAX_ARCHIVE = 64 * 1024;

interface Api {
  readonly url: string;
  readonly service: InMemoryBuildService;
  readonly uploadDir: string;
  readonly lines: ReturnType<typeof recordingLogger>['lines'];
  close(): Promise<void>;
}

async function startApi(
  tokens: readonly string[] = [TOKEN],
  stop?: AbortSignal,
  uploadTimeoutMs?: number,
  anonymousRead = false,
  runsBuilds?: () => boolean,
): Promise<Api> {
  const service = new InMemoryBuildService()
    .addBuildConfig('shop', 'web')
    .addBuildConfig('shop', 'custom', 'Custom strategy builds are not enabled on this serve');
  // Not there yet: the API creates it.
  const uploadDir = join(mkdtempSync(join(tmpdir(), 'gitshift-state-')), 'builds', 'uploads');
  const { logger, lines } = recordingLogger('debug');
  const handler = createServeApi({
    builds: service,
    tokens: () => tokens,
    anonymousRead,
    maxArchiveBytes: MAX_ARCHIVE,
    uploadDir,
    log: logger,
    ...(stop === undefined ? {} : { stop }),
    ...(uploadTimeoutMs === undefined ? {} : { uploadTimeoutMs }),
    ...(runsBuilds === undefined ? {} : { runsBuilds }),
  });
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    service,
    uploadDir,
    lines,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(join(uploadDir, '..', '..'), { recursive: true, force: true });
    },
  };
}

const auth = { authorization: `Bearer ${TOKEN}` };

async function call(
  api: Api,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(`${api.url}${path}`, {
    ...init,
    headers: { ...auth, ...(init.headers as Record<string, string> | undefined) },
  });
  const text = await response.text();
  const json =
    response.headers.get('content-type')?.startsWith('application/json') === true ? JSON.parse(text) : text;
  return { status: response.status, body: json, headers: response.headers };
}

/** The names of a page's builds. */
function names(page: { items: { name: string }[] }): string[] {
  return page.items.map((r) => r.name);
}

function startJson(api: Api, bc: string, body: unknown) {
  return call(api, `/api/v1/projects/shop/buildconfigs/${bc}/builds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

test('without anonymous reads, every route, and GETs too, refuse a missing or wrong token with 401, WWW-Authenticate and a reason', async () => {
  const api = await startApi();
  try {
    for (const [method, path] of [
      ['GET', '/api/v1/builds'],
      ['GET', '/api/v1/projects/shop/builds/web-1'],
      ['GET', '/api/v1/projects/shop/builds/web-1/log'],
      ['POST', '/api/v1/projects/shop/builds/web-1/cancel'],
      ['POST', '/api/v1/projects/shop/buildconfigs/web/builds'],
    ] as const) {
      for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: `Basic ${TOKEN}` }]) {
        const response = await fetch(`${api.url}${path}`, { method, headers });
        assert.is(response.status, 401, `${method} ${path} ${JSON.stringify(headers)}`);
        assert.is(response.headers.get('www-authenticate'), 'Bearer realm="gitshift"');
        const body = (await response.json()) as any;
        assert.is(body.error.code, 'UNAUTHENTICATED');
        assert.type(body.error.message, 'string');
      }
    }
    const wrong = await (
      await fetch(`${api.url}/api/v1/builds`, { headers: { authorization: 'Bearer wrong' } })
    ).json();
    assert.match((wrong as any).error.message, /not one serve accepts/);
    assert.is(api.service.started.length, 0, 'nothing started');
    assert.not.ok(JSON.stringify(api.lines).includes(TOKEN), 'the token is never logged');
  } finally {
    await api.close();
  }
});

test('with no token configured, actions are off (403) and so are reads without anonymousRead, each saying how to turn them on', async () => {
  const api = await startApi([]);
  try {
    const read = await fetch(`${api.url}/api/v1/builds`, { headers: { authorization: 'Bearer anything' } });
    assert.is(read.status, 403);
    assert.match(
      ((await read.json()) as any).error.message,
      /reads need a token .*give serve an api\.tokenFile/,
    );
    const action = await fetch(`${api.url}/api/v1/projects/shop/buildconfigs/web/builds`, { method: 'POST' });
    assert.is(action.status, 403);
    const body = (await action.json()) as any;
    assert.is(body.error.code, 'FORBIDDEN');
    assert.match(body.error.message, /^actions are off: give serve an api\.tokenFile/);
    assert.is(api.service.started.length, 0, 'nothing started');
  } finally {
    await api.close();
  }
});

test('with anonymousRead, reads answer without a token while actions still need one', async () => {
  const api = await startApi([TOKEN], undefined, undefined, true);
  try {
    const read = await fetch(`${api.url}/api/v1/builds`);
    assert.is(read.status, 200);
    assert.equal(((await read.json()) as any).items, []);
    const action = await fetch(`${api.url}/api/v1/projects/shop/buildconfigs/web/builds`, { method: 'POST' });
    assert.is(action.status, 401);
    assert.is(((await action.json()) as any).error.code, 'UNAUTHENTICATED');
    assert.is(api.service.started.length, 0, 'nothing started');
  } finally {
    await api.close();
  }
});

test('a follower replica answers build actions 503 NOT_LEADER with Retry-After and starts nothing; reads still answer', async () => {
  let leads = false;
  const api = await startApi([TOKEN], undefined, undefined, false, () => leads);
  try {
    const refused = await startJson(api, 'web', {});
    assert.is(refused.status, 503);
    assert.is(refused.body.error.code, 'NOT_LEADER');
    assert.is(refused.headers.get('retry-after'), '2');
    assert.is(api.service.started.length, 0, 'nothing started');
    assert.is((await call(api, '/api/v1/builds')).status, 200);
    leads = true;
    assert.is((await startJson(api, 'web', {})).status, 201, 'the same replica starts it once it leads');
  } finally {
    await api.close();
  }
});

test('POST …/buildconfigs/<bc>/builds with JSON starts a manual build: 201, the record and its Location', async () => {
  const api = await startApi();
  try {
    const answer = await startJson(api, 'web', {
      commit: 'abc1234',
      ref: 'release',
      env: [{ name: 'DEBUG', value: '1' }],
    });
    assert.is(answer.status, 201);
    assert.is(answer.body.name, 'web-1');
    assert.is(answer.body.status.phase, 'New');
    assert.is(answer.headers.get('location'), '/api/v1/projects/shop/builds/web-1');
    const [request] = api.service.started;
    assert.equal(
      { ...request, cause: request?.cause.type },
      {
        project: 'shop',
        buildConfig: 'web',
        cause: 'Manual',
        commit: 'abc1234',
        ref: 'release',
        env: [{ name: 'DEBUG', value: '1' }],
      },
    );
    const empty = await call(api, '/api/v1/projects/shop/buildconfigs/web/builds', { method: 'POST' });
    assert.is(empty.status, 201, 'a body is optional');
    assert.is(empty.body.name, 'web-2');
  } finally {
    await api.close();
  }
});

test('a bad start body is a 400 naming the field, and nothing is started', async () => {
  const api = await startApi();
  try {
    const cases: [unknown, RegExp][] = [
      [{ comit: 'abc1234' }, /unknown field\(s\) comit/],
      [{ commit: 'not hex!' }, /commit must be/],
      [{ ref: '../etc' }, /ref must be a branch or tag name/],
      [{ env: [{ name: '1BAD', value: 'x' }] }, /env\[0\]\.name/],
      [{ env: { A: 'b' } }, /env must be a list/],
      [[1, 2], /must be a JSON object/],
    ];
    for (const [body, reason] of cases) {
      const answer = await startJson(api, 'web', body);
      assert.is(answer.status, 400, JSON.stringify(body));
      assert.is(answer.body.error.code, 'BUILD_REQUEST_INVALID');
      assert.match(answer.body.error.message, reason);
    }
    const notJson = await call(api, '/api/v1/projects/shop/buildconfigs/web/builds', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"commit":',
    });
    assert.is(notJson.status, 400);
    assert.match(notJson.body.error.message, /not JSON/);
    const text = await call(api, '/api/v1/projects/shop/buildconfigs/web/builds', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    assert.is(text.status, 415);
    const huge = await startJson(api, 'web', { env: [{ name: 'A', value: 'x'.repeat(70 * 1024) }] });
    assert.is(huge.status, 413);
    assert.match(huge.body.error.message, /larger than the limit of 65536 bytes/);
    assert.is(api.service.started.length, 0);
  } finally {
    await api.close();
  }
});

test('service errors map to statuses with their code: unknown BuildConfig 404, unsupported 422', async () => {
  const api = await startApi();
  try {
    const missing = await startJson(api, 'nope', {});
    assert.is(missing.status, 404);
    assert.equal(missing.body.error, {
      code: 'BUILD_NOT_FOUND',
      message: 'project shop has no BuildConfig nope',
    });
    const unsupported = await startJson(api, 'custom', {});
    assert.is(unsupported.status, 422);
    assert.is(unsupported.body.error.code, 'BUILD_CONFIG_UNSUPPORTED');
    assert.match(unsupported.body.error.message, /Custom strategy/);
    const noBuild = await call(api, '/api/v1/projects/shop/builds/web-9');
    assert.is(noBuild.status, 404);
    assert.is(noBuild.body.error.code, 'BUILD_NOT_FOUND');
  } finally {
    await api.close();
  }
});

test('unknown routes are 404, wrong methods 405 with Allow, bad names 400 that name the rule', async () => {
  const api = await startApi();
  try {
    const unknown = await call(api, '/api/v1/projects/shop/deploymentconfigs');
    assert.is(unknown.status, 404);
    assert.is(unknown.body.error.code, 'ROUTE_NOT_FOUND');
    const wrongMethod = await call(api, '/api/v1/projects/shop/builds/web-1/cancel');
    assert.is(wrongMethod.status, 405);
    assert.is(wrongMethod.headers.get('allow'), 'POST');
    const deleteList = await call(api, '/api/v1/builds', { method: 'DELETE' });
    assert.is(deleteList.status, 405);
    assert.is(deleteList.headers.get('allow'), 'GET');
    const badProject = await call(api, '/api/v1/projects/Shop/builds/web-1');
    assert.is(badProject.status, 400);
    assert.match(badProject.body.error.message, /project name 'Shop' must be a DNS-1123 label/);
    const badBuild = await call(api, '/api/v1/projects/shop/builds/web_1');
    assert.is(badBuild.status, 400);
    assert.match(badBuild.body.error.message, /Build name 'web_1' must be a DNS-1123 subdomain/);
    const encoded = await call(api, '/api/v1/projects/shop/builds/web%2F1/log');
    assert.is(encoded.status, 400);
    for (const project of ['..', 'a/b', ''])
      assert.is(
        (await call(api, `/api/v1/builds?project=${encodeURIComponent(project)}`)).status,
        400,
        project,
      );
  } finally {
    await api.close();
  }
});

test('GET /api/v1/builds pages newest first with limit and continue; a project filter; bad limits and tokens are 400, a gone anchor 410', async () => {
  const api = await startApi();
  try {
    api.service.addBuildConfig('blog', 'site');
    for (let i = 0; i < 5; i++) await startJson(api, 'web', {});
    await call(api, '/api/v1/projects/blog/buildconfigs/site/builds', { method: 'POST' });
    const all = await call(api, '/api/v1/builds');
    assert.equal(names(all.body), ['site-1', 'web-5', 'web-4', 'web-3', 'web-2', 'web-1']);
    assert.is(all.body.continue, undefined);
    const first = await call(api, '/api/v1/builds?project=shop&limit=2');
    assert.equal(names(first.body), ['web-5', 'web-4']);
    assert.type(first.body.continue, 'string');
    // A build started between pages goes on top and does not shift the next page.
    await startJson(api, 'web', {});
    const second = await call(api, `/api/v1/builds?project=shop&limit=2&continue=${first.body.continue}`);
    assert.equal(names(second.body), ['web-3', 'web-2']);
    const third = await call(api, `/api/v1/builds?project=shop&limit=2&continue=${second.body.continue}`);
    assert.equal(names(third.body), ['web-1']);
    assert.is(third.body.continue, undefined);
    const otherProject = await call(api, `/api/v1/builds?project=blog&continue=${first.body.continue}`);
    assert.is(otherProject.status, 400);
    assert.match(otherProject.body.error.message, /given out for project shop, not for project blog/);
    for (const limit of ['0', '501', 'ten', '1.5']) {
      const bad = await call(api, `/api/v1/builds?limit=${limit}`);
      assert.is(bad.status, 400, limit);
      assert.match(bad.body.error.message, /limit must be a whole number from 1 to 500/);
    }
    const forged = await call(api, '/api/v1/builds?continue=bm90LWEtdG9rZW4');
    assert.is(forged.status, 400);
    api.service.remove('shop', 'web-3');
    const anchorKept = await call(api, `/api/v1/builds?project=shop&limit=2&continue=${first.body.continue}`);
    assert.equal(names(anchorKept.body), ['web-2', 'web-1'], 'web-4 is still there');
    api.service.remove('shop', 'web-4');
    const gone = await call(api, `/api/v1/builds?project=shop&limit=2&continue=${first.body.continue}`);
    assert.is(gone.status, 410);
    assert.is(gone.body.error.code, 'CONTINUE_EXPIRED');
    const stray = await call(api, '/api/v1/builds?projects=shop');
    assert.is(stray.status, 400);
    assert.match(stray.body.error.message, /unknown query parameter\(s\) projects/);
  } finally {
    await api.close();
  }
});

test('GET a build, and POST cancel: a running build is Cancelled, a finished one returned as it is', async () => {
  const api = await startApi();
  try {
    await startJson(api, 'web', {});
    await startJson(api, 'web', {});
    const one = await call(api, '/api/v1/projects/shop/builds/web-1');
    assert.is(one.status, 200);
    assert.is(one.body.spec.buildConfig, 'web');
    const cancelled = await call(api, '/api/v1/projects/shop/builds/web-1/cancel', { method: 'POST' });
    assert.is(cancelled.status, 200);
    assert.is(cancelled.body.status.phase, 'Cancelled');
    api.service.finish('shop', 'web-2', 'Complete');
    const complete = await call(api, '/api/v1/projects/shop/builds/web-2/cancel', { method: 'POST' });
    assert.is(complete.body.status.phase, 'Complete');
  } finally {
    await api.close();
  }
});

test('a binary build: a tar or gzip body is kept in uploadDir and started as a Binary build', async () => {
  const api = await startApi();
  try {
    const archive = gzipSync(Buffer.alloc(10_000, 7));
    const answer = await call(api, '/api/v1/projects/shop/buildconfigs/web/builds?env=MODE=fast', {
      method: 'POST',
      headers: { 'content-type': 'application/gzip' },
      body: archive,
    });
    assert.is(answer.status, 201, JSON.stringify(answer.body));
    const [request] = api.service.started;
    assert.is(request?.cause.type, 'Binary');
    assert.match(request?.cause.message ?? '', new RegExp(`${archive.length} bytes`));
    assert.match(request?.archive ?? '', /\.tar\.gz$/);
    assert.ok(request?.archive?.startsWith(api.uploadDir));
    assert.equal(request?.env, [{ name: 'MODE', value: 'fast' }]);
    assert.equal(api.service.archives[0], archive, 'the archive arrived whole');
    const badQuery = await call(api, '/api/v1/projects/shop/buildconfigs/web/builds?commitx=1', {
      method: 'POST',
      headers: { 'content-type': 'application/x-tar' },
      body: archive,
    });
    assert.is(badQuery.status, 400);
    assert.equal(readdirSync(api.uploadDir), []);
  } finally {
    await api.close();
  }
});

test('a binary build the service refuses leaves no upload behind', async () => {
  const api = await startApi();
  try {
    const answer = await call(api, '/api/v1/projects/shop/buildconfigs/custom/builds', {
      method: 'POST',
      headers: { 'content-type': 'application/x-tar' },
      body: Buffer.alloc(2048),
    });
    assert.is(answer.status, 422);
    assert.equal(readdirSync(api.uploadDir), []);
  } finally {
    await api.close();
  }
});

/** Sends `bytes` without a Content-Length (chunked), so only the streaming cap can stop it. */
function postChunked(url: string, bytes: Buffer): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { ...auth, 'content-type': 'application/x-tar' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    for (let at = 0; at < bytes.length; at += 8192) req.write(bytes.subarray(at, at + 8192));
    req.end();
  });
}

test('an oversized upload is refused with 413 while it streams: nothing started, no file left', async () => {
  const api = await startApi();
  try {
    const declared = await call(api, '/api/v1/projects/shop/buildconfigs/web/builds', {
      method: 'POST',
      headers: { 'content-type': 'application/x-tar' },
      body: Buffer.alloc(MAX_ARCHIVE + 1),
    });
    assert.is(declared.status, 413);
    assert.is(declared.body.error.code, 'BUILD_ARCHIVE_INVALID');
    assert.match(declared.body.error.message, /larger than serve's limit of 65536 bytes/);
    const streamed = await postChunked(
      `${api.url}/api/v1/projects/shop/buildconfigs/web/builds`,
      Buffer.alloc(MAX_ARCHIVE * 3),
    );
    assert.is(streamed.status, 413);
    assert.match(streamed.body.error.message, /larger than serve's limit/);
    assert.is(api.service.started.length, 0);
    assert.equal(readdirSync(api.uploadDir), []);
  } finally {
    await api.close();
  }
});

test('an upload that stalls is refused with 408 at its deadline: nothing started, no file left', async () => {
  const api = await startApi([TOKEN], undefined, 300);
  try {
    const answer = await new Promise<{ status: number; body: any }>((resolve, reject) => {
      const req = httpRequest(
        `${api.url}/api/v1/projects/shop/buildconfigs/web/builds`,
        { method: 'POST', headers: { ...auth, 'content-type': 'application/x-tar' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
      // …and never ends.
    });
    assert.is(answer.status, 408);
    assert.match(answer.body.error.message, /the archive did not arrive within 300 ms/);
    assert.is(api.service.started.length, 0);
    assert.equal(readdirSync(api.uploadDir), []);
  } finally {
    await api.close();
  }
});

test('GET …/log answers the kept log as text/plain', async () => {
  const api = await startApi();
  try {
    await startJson(api, 'web', {});
    api.service.appendLog('shop', 'web-1', 'STEP 1/2: FROM busybox\n');
    api.service.appendLog('shop', 'web-1', 'STEP 2/2: COPY . /app\n');
    const answer = await call(api, '/api/v1/projects/shop/builds/web-1/log');
    assert.is(answer.status, 200);
    assert.is(answer.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.is(answer.body, 'STEP 1/2: FROM busybox\nSTEP 2/2: COPY . /app\n');
    const missing = await call(api, '/api/v1/projects/shop/builds/web-7/log');
    assert.is(missing.status, 404);
    const badFollow = await call(api, '/api/v1/projects/shop/builds/web-1/log?follow=yes');
    assert.is(badFollow.status, 400);
  } finally {
    await api.close();
  }
});

test('GET …/log?follow=true streams chunks as they come and ends when the build finishes', async () => {
  const api = await startApi();
  try {
    await startJson(api, 'web', {});
    api.service.appendLog('shop', 'web-1', 'first\n');
    const response = await fetch(`${api.url}/api/v1/projects/shop/builds/web-1/log?follow=true`, {
      headers: auth,
    });
    assert.is(response.status, 200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    const readUntil = async (text: string): Promise<void> => {
      while (!seen.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before '${text}'; got '${seen}'`);
        seen += decoder.decode(value, { stream: true });
      }
    };
    await readUntil('first\n');
    api.service.appendLog('shop', 'web-1', 'second\n');
    await readUntil('second\n');
    api.service.appendLog('shop', 'web-1', 'pushed\n');
    api.service.finish('shop', 'web-1', 'Complete');
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
    }
    assert.is(seen, 'first\nsecond\npushed\n');
    assert.is(api.service.openLogReads, 0);
  } finally {
    await api.close();
  }
});

test('a client that goes away while following aborts the log iterator', async () => {
  const api = await startApi();
  try {
    await startJson(api, 'web', {});
    api.service.appendLog('shop', 'web-1', 'building\n');
    const controller = new AbortController();
    const response = await fetch(`${api.url}/api/v1/projects/shop/builds/web-1/log?follow=true`, {
      headers: auth,
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    assert.is(api.service.openLogReads, 1);
    controller.abort();
    const deadline = Date.now() + 5000;
    while (api.service.openLogReads > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    assert.is(api.service.openLogReads, 0, 'the iterator ended');
    assert.is(api.service.abortedLogReads, 1, 'because its signal aborted');
  } finally {
    await api.close();
  }
});

test('serve stopping cuts a followed log: the client sees a broken stream, not a finished log', async () => {
  const stop = new AbortController();
  const api = await startApi([TOKEN], stop.signal);
  try {
    await startJson(api, 'web', {});
    api.service.appendLog('shop', 'web-1', 'building\n');
    const response = await fetch(`${api.url}/api/v1/projects/shop/builds/web-1/log?follow=true`, {
      headers: auth,
    });
    const reader = response.body!.getReader();
    await reader.read();
    stop.abort(new Error('serve is stopping'));
    let error: unknown;
    try {
      while (!(await reader.read()).done);
    } catch (caught) {
      error = caught;
    }
    assert.instance(error, Error, 'the stream broke rather than ended');
    assert.is(api.service.abortedLogReads, 1);
  } finally {
    await api.close();
  }
});

test.run();
