import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { WriteBackEdit } from '../../../src/writeback/write-back-edit.js';
import { httpRegistryClient } from '../../../src/images/http-registry-client.js';
import { editsForImagePush } from '../../../src/images/image-push.js';
import type { RegistryHostsConfig } from '../../../src/images/registry-hosts.js';
import { ScheduledImport } from '../../../src/images/scheduled-import.js';
import { dockerImage, imageStreamYaml } from '../../support/manifests.js';
import { manualClock } from '../../support/manual-clock.js';
import { loadStreams } from '../../unit/images/streams.js';
import {
  outcomeOf,
  refusal,
  rejection,
  withPasswordFile,
  withRecordingServer,
  type RecordingServer,
} from './registry-kit.js';

/*
 * The registry client against hostile parties: registries that lie, redirect
 * elsewhere or name a stranger's token service, and the strangers themselves.
 * No real registry behaves like this, so each is a few lines of node:http
 * that records what reached it; the registry's host is 127.0.0.1:<port>, a
 * stranger's is localhost:<port>.
 */

const MANIFEST = Buffer.from(
  '{"schemaVersion":2,"mediaType":"application/vnd.oci.image.manifest.v1+json","config":{"mediaType":"application/vnd.oci.image.config.v1+json","digest":"sha256:44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a","size":2},"layers":[]}',
);
const TRUE_DIGEST = `sha256:${createHash('sha256').update(MANIFEST).digest('hex')}`;
const LIE = `sha256:${'6'.repeat(64)}`;
const OCI = 'application/vnd.oci.image.manifest.v1+json';
const app = (host: string) => ({ registryHost: host, repository: 'team/app' });

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Answers a manifest request with MANIFEST, naming `digest` in Docker-Content-Digest (none when undefined). */
const serveManifest =
  (digest: { head?: string; get?: string }): Handler =>
  (req, res) => {
    const named = req.method === 'HEAD' ? digest.head : digest.get;
    res.writeHead(200, {
      'content-type': OCI,
      'content-length': MANIFEST.length,
      ...(named === undefined ? {} : { 'docker-content-digest': named }),
    });
    res.end(req.method === 'HEAD' ? undefined : MANIFEST);
  };

/** A registry on 127.0.0.1 and a stranger on localhost, both recording. */
async function withRegistryAndStranger(
  registry: (stranger: number) => Handler,
  stranger: Handler,
  body: (registry: RecordingServer, stranger: RecordingServer) => Promise<void>,
): Promise<void> {
  let strangerPort = 0;
  await withRecordingServer(
    (req, res) => stranger(req, res),
    (strange) => {
      strangerPort = strange.port;
      return withRecordingServer(
        (req, res) => registry(strangerPort)(req, res),
        (reg) => body(reg, strange),
      );
    },
  );
}

const wantsBasic = (req: IncomingMessage, res: ServerResponse): boolean => {
  if (req.headers.authorization === 'Basic Y2k6cHc=') return false;
  res.writeHead(401, { 'www-authenticate': 'Basic realm="registry"' }).end();
  return true;
};

const withCredentials = <T>(port: number, body: (hosts: RegistryHostsConfig) => Promise<T>): Promise<T> =>
  withPasswordFile('pw', (passwordFile) => body({ [`127.0.0.1:${port}`]: { username: 'ci', passwordFile } }));

const withAuthorization = (server: RecordingServer) =>
  server.requests.filter((r) => r.authorization !== undefined);

test('a manifest redirected to another host is fetched there without the Authorization header', async () => {
  await withRegistryAndStranger(
    (cdn) => (req, res) => {
      if (wantsBasic(req, res)) return;
      res.writeHead(307, { location: `http://localhost:${cdn}/blobs${req.url ?? ''}` }).end();
    },
    serveManifest({}),
    (registry, cdn) =>
      withCredentials(registry.port, async (hosts) => {
        const resolved = await httpRegistryClient({ hosts }).resolveTag(
          app(`127.0.0.1:${registry.port}`),
          'v1',
        );
        assert.is(resolved.digest, TRUE_DIGEST);
        assert.ok(cdn.requests.length > 0, 'the redirect was followed');
        assert.equal(withAuthorization(cdn), [], 'no Authorization header reached the other host');
        assert.ok(withAuthorization(registry).length > 0, 'the registry itself had the login');
      }),
  );
});

test('a login asked for by a host the registry redirected to is not given', async () => {
  await withRegistryAndStranger(
    (stranger) => (req, res) =>
      res.writeHead(307, { location: `http://localhost:${stranger}${req.url ?? ''}` }).end(),
    (req, res) => {
      const realm = `http://${req.headers.host ?? ''}/token`;
      res.writeHead(401, { 'www-authenticate': `Bearer realm="${realm}",service="x"` }).end();
    },
    (registry, stranger) =>
      withCredentials(registry.port, async (hosts) => {
        const outcome: unknown = await outcomeOf(() =>
          httpRegistryClient({ hosts }).resolveTag(app(`127.0.0.1:${registry.port}`), 'v1'),
        );
        assert.equal(withAuthorization(stranger), [], 'the credentials did not reach the other host');
        assert.equal(
          stranger.requests.filter((r) => r.url.startsWith('/token')),
          [],
          'its token service was not asked',
        );
        const refused = refusal(outcome, 'REGISTRY_AUTH_FAILED');
        assert.match(refused.message, `http://localhost:${stranger.port}`);
      }),
  );
});

/** A realm a registry names, and what must happen: refused before any request, or asked. */
const realms: {
  readonly name: string;
  readonly realm: (stranger: number, registry: number) => string;
  readonly credentials: boolean;
  readonly code: string;
}[] = [
  {
    name: 'a plain-HTTP realm on another host, with credentials',
    realm: (s) => `http://localhost:${s}/token`,
    credentials: true,
    code: 'REGISTRY_AUTH_REALM_REFUSED',
  },
  {
    name: 'a plain-HTTP realm on another host, anonymously (a metadata service, say)',
    realm: (s) => `http://localhost:${s}/latest/meta-data/iam/security-credentials/`,
    credentials: false,
    code: 'REGISTRY_AUTH_REALM_REFUSED',
  },
  {
    name: 'a realm on another port of the registry host, with credentials',
    realm: (s) => `http://127.0.0.1:${s}/token`,
    credentials: true,
    code: 'REGISTRY_AUTH_REALM_REFUSED',
  },
  {
    name: 'a realm with a login in its URL',
    realm: (_s, r) => `http://ci:pw@127.0.0.1:${r}/token`,
    credentials: false,
    code: 'REGISTRY_AUTH_REALM_REFUSED',
  },
  {
    name: 'a realm that is a file',
    realm: () => 'file:///etc/passwd',
    credentials: false,
    code: 'REGISTRY_AUTH_REALM_REFUSED',
  },
  {
    name: 'a realm that is not a URL',
    realm: () => 'not a url',
    credentials: true,
    code: 'REGISTRY_AUTH_REALM_REFUSED',
  },
];

for (const { name, realm, credentials, code } of realms) {
  test(`a registry naming ${name} gets ${code}, and nothing is sent there`, async () => {
    let registryPort = 0;
    await withRegistryAndStranger(
      (stranger) => (req, res) => {
        if (req.url?.startsWith('/token') === true) {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"token":"t"}');
          return;
        }
        const header = `Bearer realm="${realm(stranger, registryPort)}",service="x"`;
        res.writeHead(401, { 'www-authenticate': header }).end();
      },
      (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"token":"t"}'),
      async (registry, stranger) => {
        registryPort = registry.port;
        const host = `127.0.0.1:${registry.port}`;
        const lookup = (hosts: RegistryHostsConfig): Promise<unknown> =>
          outcomeOf(() => httpRegistryClient({ hosts }).resolveTag(app(host), 'v1'));
        const outcome = credentials ? await withCredentials(registry.port, lookup) : await lookup({});
        assert.equal(stranger.requests, [], 'nothing reached the stranger');
        assert.equal(
          registry.requests.filter((r) => !r.url.startsWith('/v2/')),
          [],
          'no token request to the registry either',
        );
        const refused = refusal(outcome, code);
        assert.not.match(refused.message, '\n');
      },
    );
  });
}

test('resolveTag gives the digest the manifest hashes to, not the one a HEAD answer claims', async () => {
  await withRecordingServer(serveManifest({ head: LIE }), async (liar) => {
    const resolved = await httpRegistryClient().resolveTag(app(`127.0.0.1:${liar.port}`), 'v1');
    assert.is(resolved.digest, TRUE_DIGEST);
  });
  await withRecordingServer(serveManifest({ head: LIE, get: LIE }), async (liar) => {
    const refused = await rejection(
      () => httpRegistryClient().resolveTag(app(`127.0.0.1:${liar.port}`), 'v1'),
      'REGISTRY_BAD_RESPONSE',
    );
    assert.match(refused.message, `not the ${LIE} it claims`);
  });
});

test('a manifest asked for by digest must hash to that digest', async () => {
  await withRecordingServer(serveManifest({}), async (liar) => {
    const refused = await rejection(
      () => httpRegistryClient().fetchManifest(app(`127.0.0.1:${liar.port}`), LIE),
      'REGISTRY_BAD_RESPONSE',
    );
    assert.match(refused.message, `hashes to ${TRUE_DIGEST}, not the ${LIE} it claims`);
  });
});

test("an HTTPS registry's redirect to plain HTTP is not followed", async () => {
  // An HTTPS registry, scripted through the client's fetch: the test has no certificate to serve one.
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = (input) => {
    const url = input instanceof Request ? input.url : input.toString();
    asked.push(url);
    return Promise.resolve(
      url.startsWith('https://registry.acme.com/')
        ? new Response(null, { status: 307, headers: { location: 'http://cdn.acme.com/manifest' } })
        : new Response(MANIFEST, { status: 200, headers: { 'content-type': OCI } }),
    );
  };
  const refused = await rejection(
    () => httpRegistryClient({ fetch }).resolveTag(app('registry.acme.com'), 'v1'),
    'REGISTRY_BAD_RESPONSE',
  );
  assert.match(refused.message, 'from HTTPS to http://cdn.acme.com');
  assert.equal(asked, ['https://registry.acme.com/v2/team/app/manifests/v1']);
});

test('a Docker Hub hint commits the digest the manifest hashes to, not the HEAD answer', async () => {
  await withRecordingServer(serveManifest({ head: LIE }), async (liar) => {
    const { streams } = loadStreams({
      'projects/shop/app.yaml': imageStreamYaml({ name: 'app', dockerImageRepository: 'team/app' }),
    });
    const registry = httpRegistryClient({ hosts: { 'docker.io': { url: `http://127.0.0.1:${liar.port}` } } });
    const outcome = await editsForImagePush(
      { source: 'dockerhub', eventId: 'e1', registryHost: 'docker.io', repository: 'team/app', tag: 'v1' },
      { streams, registry, now: () => new Date('2026-11-22T10:00:00Z') },
    );
    assert.is(outcome.status === 'edits' && outcome.digest, TRUE_DIGEST);
  });
});

test('a scheduled import commits the digest the manifest hashes to; a HEAD answer can only say nothing moved', async () => {
  await withRecordingServer(serveManifest({ head: LIE }), async (liar) => {
    const host = `127.0.0.1:${liar.port}`;
    const streamWith = (newest: string): string =>
      imageStreamYaml({
        name: 'app',
        tags: [{ name: 'v1', from: dockerImage(`${host}/team/app:v1`), importPolicy: { scheduled: true } }],
        status: [
          {
            tag: 'v1',
            items: [
              {
                created: '2026-11-20T00:00:00Z',
                dockerImageReference: `${host}/team/app@${newest}`,
                image: newest,
              },
            ],
          },
        ],
      });
    const poll = async (newest: string): Promise<WriteBackEdit[]> => {
      const handed: WriteBackEdit[] = [];
      const { streams } = loadStreams({ 'projects/shop/app.yaml': streamWith(newest) });
      await new ScheduledImport({
        streams: () => streams,
        registry: httpRegistryClient(),
        onEdits: (edits) => {
          handed.push(...edits);
          return Promise.resolve();
        },
        clock: manualClock(),
      }).pollDue();
      return handed;
    };

    const moved = await poll(`sha256:${'1'.repeat(64)}`);
    assert.equal(
      moved.map((e) => (e.type === 'image-stream-tag' ? e.image : '')),
      [TRUE_DIGEST],
    );
    liar.requests.length = 0;
    // The HEAD answer says Git has it: nothing is read, nothing committed (a liar can only hold an update back).
    assert.equal(await poll(LIE), []);
    assert.equal(
      liar.requests.map((r) => r.method),
      ['HEAD'],
    );
  });
});

test.run();
