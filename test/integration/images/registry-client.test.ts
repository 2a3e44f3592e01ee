import { execFile } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { httpRegistryClient } from '../../../src/images/http-registry-client.js';
import type { RegistryHostsConfig } from '../../../src/images/registry-hosts.js';
import { pushImage } from '../../../testbed/src/oci-image.js';
import { withRegistry } from '../../support/testbed.js';
import { copy, rejection, withPasswordFile, withTokenRegistries } from './registry-kit.js';

const run = promisify(execFile);
const app = (host: string) => ({ registryHost: host, repository: 'team/app' });

async function inspectDigest(reference: string, ...flags: string[]): Promise<string> {
  const { stdout } = await run('skopeo', [
    'inspect',
    '--tls-verify=false',
    ...flags,
    '--format',
    '{{.Digest}}',
    `docker://${reference}`,
  ]);
  return stdout.trim();
}

test('resolveTag gives the digest skopeo pushed, for an OCI manifest', async () => {
  await withRegistry({}, async (registry) => {
    const pushed = await pushImage(registry.host, 'team/app', 'v1', 'app v1');
    const resolved = await httpRegistryClient().resolveTag(app(registry.host), 'v1');
    assert.equal(resolved, {
      digest: pushed.digest,
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
    });
  });
});

test('resolveTag gives the digest of a Docker v2 schema 2 manifest, and fetchManifest hashes its bytes to it', async () => {
  await withRegistry({}, async (registry) => {
    await pushImage(registry.host, 'team/app', 'oci', 'app');
    await copy(`${registry.host}/team/app:oci`, `${registry.host}/team/app:docker`, '--format', 'v2s2');
    const digest = await inspectDigest(`${registry.host}/team/app:docker`);
    const client = httpRegistryClient();
    const resolved = await client.resolveTag(app(registry.host), 'docker');
    assert.equal(resolved, {
      digest,
      mediaType: 'application/vnd.docker.distribution.manifest.v2+json',
    });
    const manifest = await client.fetchManifest(app(registry.host), 'docker');
    assert.is(manifest.digest, digest);
    assert.is(
      (JSON.parse(Buffer.from(manifest.bytes).toString()) as { mediaType: string }).mediaType,
      'application/vnd.docker.distribution.manifest.v2+json',
    );
  });
});

test('a tag the registry does not have is REGISTRY_TAG_NOT_FOUND; a repository it does not have, REPOSITORY_NOT_FOUND for its tag list', async () => {
  await withRegistry({}, async (registry) => {
    await pushImage(registry.host, 'team/app', 'v1', 'app v1');
    const client = httpRegistryClient();
    const missing = await rejection(
      () => client.resolveTag(app(registry.host), 'v9'),
      'REGISTRY_TAG_NOT_FOUND',
    );
    assert.match(missing.message, `registry ${registry.host} has no tag team/app:v9`);
    await rejection(
      () => client.listTags({ registryHost: registry.host, repository: 'team/nothing' }),
      'REGISTRY_REPOSITORY_NOT_FOUND',
    );
  });
});

test('listTags reads every tag of a repository, and stops at its limit saying so', async () => {
  await withRegistry({}, async (registry) => {
    for (const tag of ['a', 'b', 'c', 'd', 'e']) await pushImage(registry.host, 'team/app', tag, 'same');
    const client = httpRegistryClient();
    const all = await client.listTags(app(registry.host), { pageSize: 2 });
    // Docker Distribution 2.8 ignores `n` on tag lists and answers in directory order, unsorted.
    assert.equal([...all.tags].sort(), ['a', 'b', 'c', 'd', 'e']);
    assert.is(all.truncated, false);
    const capped = await client.listTags(app(registry.host), { pageSize: 2, limit: 3 });
    assert.is(capped.tags.length, 3);
    assert.ok(capped.tags.every((tag) => all.tags.includes(tag)));
    assert.is(capped.truncated, true);
  });
});

test('listTags follows Link headers page by page, stays on the registry, and stops at its limit', async () => {
  // Docker Distribution 2.8 does not page tag lists (Docker Hub, Quay and GHCR do), so
  // this registry is a few lines of node that page as the distribution spec says.
  const tags = Array.from({ length: 7 }, (_, i) => `t${i}`);
  const asked: string[] = [];
  const paging = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://registry');
    if (url.pathname.startsWith('/v2/team/wander/')) {
      // A next page on another host: following it could hand our login to a stranger.
      const link = '<http://elsewhere.example/v2/team/wander/tags/list?n=1&last=x>; rel="next"';
      res.writeHead(200, { 'content-type': 'application/json', link }).end('{"tags":["x"]}');
      return;
    }
    asked.push(`${url.pathname}${url.search}`);
    const n = Number(url.searchParams.get('n'));
    const last = url.searchParams.get('last');
    const from = last === null ? 0 : tags.indexOf(last) + 1;
    const page = tags.slice(from, from + n);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (from + n < tags.length)
      headers['link'] = `</v2/team/app/tags/list?n=${n}&last=${page.at(-1)}>; rel="next"`;
    res.writeHead(200, headers).end(JSON.stringify({ name: 'team/app', tags: page }));
  });
  await new Promise<void>((resolve) => paging.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(paging.address() as AddressInfo).port}`;
  try {
    const client = httpRegistryClient();
    assert.equal(await client.listTags(app(host), { pageSize: 3 }), { tags, truncated: false });
    assert.equal(asked, [
      '/v2/team/app/tags/list?n=3',
      '/v2/team/app/tags/list?n=3&last=t2',
      '/v2/team/app/tags/list?n=3&last=t5',
    ]);
    assert.equal(await client.listTags(app(host), { pageSize: 2, limit: 4 }), {
      tags: ['t0', 't1', 't2', 't3'],
      truncated: true,
    });
    const wandering = await rejection(
      () => client.listTags({ registryHost: host, repository: 'team/wander' }),
      'REGISTRY_BAD_RESPONSE',
    );
    assert.match(wandering.message, 'continues on another origin (http://elsewhere.example)');
  } finally {
    await new Promise<void>((resolve) => paging.close(() => resolve()));
  }
});

test('a registry protected by Basic auth (htpasswd) answers with the configured credentials only', async () => {
  const login = { username: 'ci', password: 'correct horse' };
  await withRegistry({}, async (open) => {
    await withRegistry({ basicAuth: login }, async (locked) => {
      await pushImage(open.host, 'team/app', 'v1', 'app v1');
      await copy(
        `${open.host}/team/app:v1`,
        `${locked.host}/team/app:v1`,
        '--dest-creds',
        'ci:correct horse',
      );
      const digest = await inspectDigest(`${locked.host}/team/app:v1`, '--creds', 'ci:correct horse');

      await withPasswordFile(login.password, async (passwordFile) => {
        const hosts: RegistryHostsConfig = { [locked.host]: { username: 'ci', passwordFile } };
        const client = httpRegistryClient({ hosts });
        assert.is((await client.resolveTag(app(locked.host), 'v1')).digest, digest);
        assert.equal(await client.listTags(app(locked.host)), { tags: ['v1'], truncated: false });
      });

      const anonymous = await rejection(
        () => httpRegistryClient().resolveTag(app(locked.host), 'v1'),
        'REGISTRY_AUTH_FAILED',
      );
      assert.match(anonymous.message, `configure username and passwordFile for ${locked.host}`);

      await withPasswordFile('wrong horse', async (passwordFile) => {
        const client = httpRegistryClient({ hosts: { [locked.host]: { username: 'ci', passwordFile } } });
        const refused = await rejection(
          () => client.resolveTag(app(locked.host), 'v1'),
          'REGISTRY_AUTH_FAILED',
        );
        assert.not.match(refused.message, 'horse');
        assert.not.match(JSON.stringify(refused.data), 'horse');
      });
    });
  });
});

test('a registry that wants bearer tokens: logged in through its token service, the token reused until it expires', async () => {
  const user = { username: 'ci', password: 's3cret-pw' };
  await withTokenRegistries({ user, expiresIn: 60 }, async (issuer, open, locked) => {
    await pushImage(open.host, 'team/app', 'v1', 'app v1');
    await copy(`${open.host}/team/app:v1`, `${locked.host}/team/app:v1`, '--dest-creds', 'ci:s3cret-pw');
    const digest = await inspectDigest(`${locked.host}/team/app:v1`, '--creds', 'ci:s3cret-pw');

    const tokenRealms = [new URL(issuer.realm).origin];
    await withPasswordFile('s3cret-pw', async (passwordFile) => {
      let now = 1_000_000;
      const hosts: RegistryHostsConfig = { [locked.host]: { username: 'ci', passwordFile, tokenRealms } };
      const client = httpRegistryClient({ hosts, now: () => now });
      issuer.requests.length = 0;
      assert.is((await client.resolveTag(app(locked.host), 'v1')).digest, digest);
      assert.equal(await client.listTags(app(locked.host)), { tags: ['v1'], truncated: false });
      assert.is((await client.resolveTag(app(locked.host), 'v1')).digest, digest);
      assert.equal(issuer.requests, [{ scope: 'repository:team/app:pull', user: 'ci' }]);
      now += 61_000;
      await client.resolveTag(app(locked.host), 'v1');
      assert.is(issuer.requests.length, 2, 'an expired token is renewed');

      issuer.requests.length = 0;
      const together = httpRegistryClient({ hosts });
      const digests = await Promise.all(
        Array.from({ length: 5 }, () => together.resolveTag(app(locked.host), 'v1')),
      );
      assert.equal(new Set(digests.map((d) => d.digest)), new Set([digest]));
      assert.is(issuer.requests.length, 1, 'requests that meet the 401 together share one login');
    });

    const anonymous = await rejection(
      () =>
        httpRegistryClient({ hosts: { [locked.host]: { tokenRealms } } }).resolveTag(app(locked.host), 'v1'),
      'REGISTRY_AUTH_FAILED',
    );
    assert.match(anonymous.message, 'refused an anonymous login');

    await withPasswordFile('not-the-pw', async (passwordFile) => {
      const client = httpRegistryClient({
        hosts: { [locked.host]: { username: 'ci', passwordFile, tokenRealms } },
      });
      const refused = await rejection(
        () => client.resolveTag(app(locked.host), 'v1'),
        'REGISTRY_AUTH_FAILED',
      );
      assert.match(refused.message, 'refused the configured credentials');
      assert.not.match(refused.message, 'not-the-pw');
    });
  });
});

test('anonymous pull tokens, as Docker Hub gives for public images, are enough to resolve a tag', async () => {
  const user = { username: 'ci', password: 'pw' };
  await withTokenRegistries({ user, anonymousPull: true }, async (issuer, open, locked) => {
    const pushed = await pushImage(open.host, 'team/app', 'v1', 'public');
    await copy(`${open.host}/team/app:v1`, `${locked.host}/team/app:v1`, '--dest-creds', 'ci:pw');
    const hosts: RegistryHostsConfig = { [locked.host]: { tokenRealms: [new URL(issuer.realm).origin] } };
    const resolved = await httpRegistryClient({ hosts }).resolveTag(app(locked.host), 'v1');
    assert.is(resolved.digest, pushed.digest);
    assert.equal(issuer.requests.at(-1), { scope: 'repository:team/app:pull', user: undefined });
  });
});

test('a registry that cannot be reached, or does not answer in time, is REGISTRY_UNREACHABLE', async () => {
  // Accepts connections and never answers; its sockets are ended by the test, since close() waits for them.
  const sockets: Socket[] = [];
  const silent: Server = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as AddressInfo).port;
  try {
    const slow = await rejection(
      () => httpRegistryClient({ timeoutMs: 300 }).resolveTag(app(`127.0.0.1:${port}`), 'v1'),
      'REGISTRY_UNREACHABLE',
    );
    assert.match(slow.message, 'within 300 ms');
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
  const refused = await rejection(
    () => httpRegistryClient().resolveTag(app(`127.0.0.1:${port}`), 'v1'),
    'REGISTRY_UNREACHABLE',
  );
  assert.match(refused.message, 'ECONNREFUSED');
});

test('a manifest that does not hash to the digest its registry claims is refused', async () => {
  // No real registry lies about digests, so this one is a few lines of node.
  const body = '{"schemaVersion":2,"mediaType":"application/vnd.oci.image.manifest.v1+json"}';
  const claimed = `sha256:${'0'.repeat(64)}`;
  const liar = createHttpServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'application/vnd.oci.image.manifest.v1+json',
      'docker-content-digest': claimed,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(liar.address() as AddressInfo).port}`;
  try {
    const error = await rejection(
      () => httpRegistryClient().fetchManifest(app(host), 'v1'),
      'REGISTRY_BAD_RESPONSE',
    );
    assert.match(error.message, `not the ${claimed} it claims`);
  } finally {
    await new Promise<void>((resolve) => liar.close(() => resolve()));
  }
});

test.run();
