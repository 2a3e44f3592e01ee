/**
 * The deadlines of serve's HTTP server as a slow client sees them (issue 11
 * item 7): node checks `headersTimeout` and `requestTimeout` only every
 * `connectionsCheckingInterval`, 30 s unless set, so a client trickling its
 * headers was cut after about 26 s instead of the promised 10 s. These run
 * serve's own listener with short deadlines and a raw socket.
 */
import { connect } from 'node:net';
import type { ServerOptions } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startDaemonHttp, type RequestHandler } from '../../../src/serve/http-server.js';
import { RECOMMENDED_SERVER_OPTIONS } from '../../../src/webhooks/index.js';

interface Cut {
  /** What the server wrote before it closed the connection. */
  readonly answer: string;
  readonly afterMs: number;
}

/**
 * Connects, writes `head`, then one byte of `trickle` every `everyMs` until
 * the server closes the connection; fails after `giveUpMs` (the server never
 * cut it).
 */
async function trickle(
  url: string,
  head: string,
  drip: string,
  { everyMs = 200, giveUpMs = 5_000 } = {},
): Promise<Cut> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const started = performance.now();
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => undefined); // a reset after the answer is a cut too
  socket.write(head);
  let sent = 0;
  const dripping = setInterval(() => {
    if (!socket.destroyed) socket.write(drip[sent++ % drip.length] ?? 'a');
  }, everyMs);
  try {
    return await new Promise<Cut>((resolve, reject) => {
      const giveUp = setTimeout(() => {
        reject(new Error(`still connected after ${giveUpMs} ms; the server did not cut it`));
      }, giveUpMs);
      socket.on('close', () => {
        clearTimeout(giveUp);
        resolve({ answer, afterMs: performance.now() - started });
      });
    });
  } finally {
    clearInterval(dripping);
    socket.destroy();
  }
}

/** Reads every body to its end, however slowly it comes: only the server's own deadlines apply. */
const patientHooks: RequestHandler = (req, res) => {
  req.resume();
  req.on('end', () => res.end());
};

async function withServer<T>(server: ServerOptions, body: (url: string) => Promise<T>): Promise<T> {
  const http = await startDaemonHttp({
    host: '127.0.0.1',
    port: 0,
    hooks: patientHooks,
    readiness: () => ({ ready: true, reason: 'test' }),
    status: () => ({}),
    server,
  });
  try {
    return await body(http.url);
  } finally {
    await http.close();
  }
}

test('slow headers are cut with 408 within about a second of headersTimeout, not at the next 30 s check', async () => {
  await withServer({ ...RECOMMENDED_SERVER_OPTIONS, headersTimeout: 1_000 }, async (url) => {
    const cut = await trickle(url, 'POST /hooks/github HTTP/1.1\r\nHost: gitshift\r\nX-Slow: ', 'abcdefgh');
    assert.match(cut.answer, /^HTTP\/1\.1 408 Request Timeout\r\n/);
    assert.ok(cut.afterMs >= 900, `cut after ${Math.round(cut.afterMs)} ms, before the deadline`);
    assert.ok(cut.afterMs < 3_000, `cut after ${Math.round(cut.afterMs)} ms`);
  });
});

test('a request whose body trickles in is cut with 408 within about a second of requestTimeout', async () => {
  await withServer(
    { ...RECOMMENDED_SERVER_OPTIONS, headersTimeout: 1_000, requestTimeout: 1_500 },
    async (url) => {
      const head =
        'POST /hooks/github HTTP/1.1\r\nHost: gitshift\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
      const cut = await trickle(url, head, '{"a":1}');
      assert.match(cut.answer, /^HTTP\/1\.1 408 Request Timeout\r\n/);
      assert.ok(cut.afterMs >= 1_400, `cut after ${Math.round(cut.afterMs)} ms, before the deadline`);
      assert.ok(cut.afterMs < 3_500, `cut after ${Math.round(cut.afterMs)} ms`);
    },
  );
});

test('a client that sends its request at once is answered, not cut', async () => {
  await withServer({ ...RECOMMENDED_SERVER_OPTIONS, headersTimeout: 1_000 }, async (url) => {
    const answer = await fetch(`${url}/healthz`);
    assert.is(answer.status, 200);
  });
});

test.run();
