/**
 * Registries that lie (issue 17 item 3), each a few lines of node:http on
 * loopback: sizes past the cap, bodies that never end or never come,
 * redirects without end, answers that are no manifest, token realms on
 * another host. Each asserts the typed error, how many requests were made,
 * and that nothing reached a commit.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { httpRegistryClient } from '../../../src/images/http-registry-client.js';
import { editsForImagePush } from '../../../src/images/image-push.js';
import { imageStreamYaml } from '../../support/manifests.js';
import { loadStreams } from '../../unit/images/streams.js';
import { rejection, withRecordingServer, type RecordingServer } from '../images/registry-kit.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const OCI = 'application/vnd.oci.image.manifest.v1+json';
const MANIFEST = Buffer.from(`{"schemaVersion":2,"mediaType":"${OCI}","layers":[]}`);
const MiB = 1024 * 1024;
const image = (server: RecordingServer) => ({
  registryHost: `127.0.0.1:${server.port}`,
  repository: 'team/app',
});

/** Runs `body` against a registry answering with `handle`, with a client of `timeoutMs` (default 2 s). */
const withLiar = (
  handle: Handler,
  body: (client: ReturnType<typeof httpRegistryClient>, liar: RecordingServer) => Promise<void>,
  timeoutMs = 2000,
): Promise<void> => withRecordingServer(handle, (liar) => body(httpRegistryClient({ timeoutMs }), liar));

test('a manifest declared 5 MiB is refused before its body is read', async () => {
  await withLiar(
    (_req, res) => {
      res.writeHead(200, { 'content-type': OCI, 'content-length': 5 * MiB });
      res.write(Buffer.alloc(64 * 1024, 0x20));
    },
    async (client, liar) => {
      const error = await rejection(() => client.resolveTag(image(liar), 'v1'), 'REGISTRY_BAD_RESPONSE');
      assert.match(error.message, /larger than 4194304 bytes/);
    },
  );
});

test('a manifest streamed without end and without Content-Length is cut at 4 MiB, long before the deadline', async () => {
  let sent = 0;
  await withLiar(
    (_req, res) => {
      res.writeHead(200, { 'content-type': OCI });
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      const pump = (): void => {
        while (sent < 64 * MiB && res.write(chunk)) sent += chunk.length;
        if (sent < 64 * MiB) res.once('drain', pump);
      };
      pump();
    },
    async (client, liar) => {
      const started = performance.now();
      const error = await rejection(() => client.resolveTag(image(liar), 'v1'), 'REGISTRY_BAD_RESPONSE');
      assert.match(error.message, /larger than 4194304 bytes/);
      assert.ok(performance.now() - started < 2000, 'stopped at the cap, not at the deadline');
    },
    10_000,
  );
  assert.ok(sent < 32 * MiB, `the stream was cut (${sent} bytes sent)`);
});

test('a redirect to itself without end is refused after 3 hops', async () => {
  await withLiar(
    (req, res) => {
      res.writeHead(307, { location: req.url ?? '/' }).end();
    },
    async (client, liar) => {
      const error = await rejection(() => client.resolveTag(image(liar), 'v1'), 'REGISTRY_BAD_RESPONSE');
      assert.match(error.message, /more than 3 times/);
      assert.is(liar.requests.length, 4, 'the first request and three redirects, no more');
    },
  );
});

test('redirects bouncing between the registry and another host are refused after 3 hops', async () => {
  await withRecordingServer(
    (req, res) => res.writeHead(302, { location: `http://127.0.0.1:${bounce.port}${req.url ?? '/'}` }).end(),
    async (other) => {
      bounce.other = other.port;
      await withLiar(
        (req, res) => {
          res.writeHead(302, { location: `http://localhost:${other.port}${req.url ?? '/'}` }).end();
        },
        async (client, liar) => {
          bounce.port = liar.port;
          await rejection(() => client.resolveTag(image(liar), 'v1'), 'REGISTRY_BAD_RESPONSE');
          assert.is(liar.requests.length + other.requests.length, 4);
        },
      );
    },
  );
});
const bounce = { port: 0, other: 0 };

test('a manifest whose body never comes is REGISTRY_UNREACHABLE at the deadline', async () => {
  await withLiar(
    (_req, res) => {
      res.writeHead(200, { 'content-type': OCI, 'content-length': MANIFEST.length });
      res.write(MANIFEST.subarray(0, 10));
    },
    async (client, liar) => {
      const started = performance.now();
      await rejection(() => client.resolveTag(image(liar), 'v1'), 'REGISTRY_UNREACHABLE');
      const elapsed = performance.now() - started;
      assert.ok(elapsed >= 250 && elapsed < 2000, `gave up after ${elapsed.toFixed(0)} ms`);
    },
    300,
  );
});

test('a Docker-Content-Digest on the GET answer that the bytes do not hash to is refused, and nothing is committed', async () => {
  await withLiar(
    (_req, res) => {
      res.writeHead(200, { 'content-type': OCI, 'docker-content-digest': `sha256:${'6'.repeat(64)}` });
      res.end(MANIFEST);
    },
    async (client, liar) => {
      const { streams } = loadStreams({
        'projects/shop/app.yaml': imageStreamYaml({
          name: 'app',
          dockerImageRepository: `127.0.0.1:${liar.port}/team/app`,
        }),
      });
      await rejection(
        () =>
          editsForImagePush(
            { source: 'registry', eventId: 'e', ...image(liar), tag: 'v1' },
            { streams, registry: client, now: () => new Date('2026-11-24T12:00:00Z') },
          ),
        'REGISTRY_BAD_RESPONSE',
      );
    },
  );
});

test('a 200 answer that is an HTML page, not a manifest, is refused rather than hashed into a commit', async () => {
  await withLiar(
    (_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body>Sign in to the Wi-Fi</body></html>');
    },
    async (client, liar) => {
      await rejection(() => client.resolveTag(image(liar), 'v1'), 'REGISTRY_BAD_RESPONSE');
    },
  );
});

test('a token realm on a plain-HTTP metadata address is refused before any request goes there', async () => {
  const asked: string[] = [];
  const recording: typeof fetch = (input, init) => {
    asked.push(String(input instanceof Request ? input.url : input));
    return fetch(input, init);
  };
  await withRecordingServer(
    (_req, res) => {
      res
        .writeHead(401, {
          'www-authenticate': 'Bearer realm="http://169.254.169.254/latest/meta-data/iam",service="x"',
        })
        .end();
    },
    async (liar) => {
      const client = httpRegistryClient({ fetch: recording, timeoutMs: 2000 });
      await rejection(() => client.resolveTag(image(liar), 'v1'), 'REGISTRY_AUTH_REALM_REFUSED');
      assert.ok(
        asked.every((url) => url.startsWith(`http://127.0.0.1:${liar.port}/`)),
        `asked: ${asked.join(', ')}`,
      );
    },
  );
});

test('the digest a commit gets is the SHA-256 of the bytes served', async () => {
  await withLiar(
    (_req, res) => res.writeHead(200, { 'content-type': OCI }).end(MANIFEST),
    async (client, liar) => {
      const { digest } = await client.resolveTag(image(liar), 'v1');
      assert.is(digest, `sha256:${createHash('sha256').update(MANIFEST).digest('hex')}`);
    },
  );
});

test.run();
