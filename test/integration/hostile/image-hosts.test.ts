/**
 * Hosts a webhook or a config repository names, that gitshift must not call
 * (issue 17 item 3): Docker Hub's callback_url, and registry hosts no
 * ImageStream follows (SSRF). A loopback listener stands in for each such
 * host and records every request; each case asserts it received none, and
 * that nothing was handed on to be committed.
 */
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { httpRegistryClient } from '../../../src/images/http-registry-client.js';
import { ScheduledImport } from '../../../src/images/scheduled-import.js';
import type { WriteBackEdit } from '../../../src/writeback/write-back-edit.js';
import { manualClock } from '../../support/manual-clock.js';
import { editsForImagePush, type ImagePush } from '../../../src/images/image-push.js';
import type { ImagePushEvent } from '../../../src/webhooks/webhook-event.js';
import { dockerImage, imageStreamYaml } from '../../support/manifests.js';
import { loadStreams } from '../../unit/images/streams.js';
import { withRecordingServer, type RecordingServer } from '../images/registry-kit.js';
import { DOCKERHUB_SECRET, post, REGISTRY_SECRET, withHandler } from '../webhooks/webhook-harness.js';

const DOCKERHUB = JSON.parse(
  readFileSync(new URL('../../unit/webhooks/fixtures/dockerhub-push.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const MANIFEST = Buffer.from(
  '{"schemaVersion":2,"mediaType":"application/vnd.oci.image.manifest.v1+json","layers":[]}',
);
const NOW = () => new Date('2026-11-24T12:00:00Z');

/** A registry stand-in that answers every manifest request with MANIFEST. */
const registry = (_req: unknown, res: ServerResponse): void => {
  res.writeHead(200, { 'content-type': 'application/vnd.oci.image.manifest.v1+json' }).end(MANIFEST);
};
/** A listener that answers 200 to anything, so a call to it would succeed and be noticed. */
const listener = (_req: unknown, res: ServerResponse): void => {
  res.writeHead(200).end('{}');
};

const withListener = <T>(body: (stranger: RecordingServer) => Promise<T>): Promise<T> =>
  withRecordingServer(listener, body);

/** What a webhook handed on, as serve hands it to editsForImagePush. */
function pushOf(event: unknown): ImagePush {
  const push = event as ImagePushEvent;
  assert.is(push.kind, 'image-push');
  return push;
}

test('Docker Hub: a push whose callback_url names a listener is accepted and resolved, and the listener is never called', async () => {
  await withListener(async (stranger) => {
    await withRecordingServer(registry, async (hub) => {
      const callback = `http://127.0.0.1:${stranger.port}/u/team/app/hook/secret/`;
      const body = JSON.stringify({
        ...DOCKERHUB,
        callback_url: callback,
        repository: { ...(DOCKERHUB['repository'] as object), repo_name: 'team/app' },
        push_data: { pushed_at: 1764000000, pusher: 'p', tag: 'v1' },
      });
      await withHandler({}, async (running) => {
        const answer = await post(running.url, `/hooks/dockerhub/${DOCKERHUB_SECRET}`, {
          headers: { 'content-type': 'application/json' },
          body,
        });
        assert.is(answer.status, 202, JSON.stringify(answer.json));
        assert.is(running.events.length, 1);
        assert.not.match(
          JSON.stringify(running.events),
          String(stranger.port),
          'the callback is not handed on',
        );
        const { streams } = loadStreams({
          'projects/shop/app.yaml': imageStreamYaml({ name: 'app', dockerImageRepository: 'team/app' }),
        });
        const client = httpRegistryClient({
          hosts: { 'docker.io': { url: `http://127.0.0.1:${hub.port}` } },
        });
        const outcome = await editsForImagePush(pushOf(running.events[0]), {
          streams,
          registry: client,
          now: NOW,
        });
        assert.is(outcome.status, 'edits');
        assert.ok(hub.requests.length > 0, 'the registry was asked');
      });
      assert.equal(stranger.requests, [], 'callback_url never called');
    });
  });
});

test('Docker Hub: a callback_url on the registry host itself, for a tag no stream follows, is not called either', async () => {
  await withRecordingServer(registry, async (hub) => {
    const body = JSON.stringify({
      ...DOCKERHUB,
      callback_url: `http://127.0.0.1:${hub.port}/callback`,
      push_data: { pushed_at: 1764000001, pusher: 'p', tag: 'latest' },
    });
    await withHandler({}, async (running) => {
      const answer = await post(running.url, `/hooks/dockerhub/${DOCKERHUB_SECRET}`, {
        headers: { 'content-type': 'application/json' },
        body,
      });
      assert.is(answer.status, 202);
      const { streams } = loadStreams({
        'projects/shop/app.yaml': imageStreamYaml({ name: 'app', dockerImageRepository: 'team/app' }),
      });
      const client = httpRegistryClient({ hosts: { 'docker.io': { url: `http://127.0.0.1:${hub.port}` } } });
      const outcome = await editsForImagePush(pushOf(running.events[0]), {
        streams,
        registry: client,
        now: NOW,
      });
      assert.is(outcome.status, 'unknown-repository');
    });
    assert.equal(hub.requests, [], 'neither the registry nor the callback was called');
  });
});

test('SSRF: a registry notification naming a host no stream follows makes no request to it', async () => {
  await withListener(async (stranger) => {
    const host = `127.0.0.1:${stranger.port}`;
    const envelope = {
      events: [
        {
          id: 'ssrf-1',
          timestamp: '2026-11-24T12:00:00Z',
          action: 'push',
          target: {
            mediaType: 'application/vnd.oci.image.manifest.v1+json',
            repository: 'team/app',
            url: `http://${host}/v2/team/app/manifests/v1`,
            tag: 'v1',
          },
          request: { id: 'r', addr: '10.0.0.1', host, method: 'PUT', useragent: 'x' },
        },
      ],
    };
    await withHandler({}, async (running) => {
      const answer = await post(running.url, `/hooks/registry/${REGISTRY_SECRET}`, {
        headers: { 'content-type': 'application/vnd.docker.distribution.events.v1+json' },
        body: JSON.stringify(envelope),
      });
      assert.ok([202, 422].includes(answer.status), JSON.stringify(answer.json));
      const { streams } = loadStreams({
        'projects/shop/app.yaml': imageStreamYaml({
          name: 'app',
          dockerImageRepository: 'registry.acme.com/team/app',
        }),
      });
      for (const event of running.events) {
        const outcome = await editsForImagePush(pushOf(event), {
          streams,
          registry: httpRegistryClient(),
          now: NOW,
        });
        assert.is(outcome.status, 'unknown-repository');
      }
    });
    assert.equal(stranger.requests, [], 'no request reached the host the notification named');
  });
});

test('SSRF: a Docker Hub repo_name that names a host is refused (422) and nothing is asked of that host', async () => {
  await withListener(async (stranger) => {
    const body = JSON.stringify({
      ...DOCKERHUB,
      repository: {
        ...(DOCKERHUB['repository'] as object),
        repo_name: `127.0.0.1:${stranger.port}/team/app`,
      },
    });
    await withHandler({}, async (running) => {
      const answer = await post(running.url, `/hooks/dockerhub/${DOCKERHUB_SECRET}`, {
        headers: { 'content-type': 'application/json' },
        body,
      });
      assert.is(answer.status, 422, JSON.stringify(answer.json));
      assert.is(running.events.length, 0);
    });
    assert.equal(stranger.requests, []);
  });
});

test('SSRF: a push for a followed repository is resolved at the stream’s host only, never at a host the push names', async () => {
  await withListener(async (stranger) => {
    await withRecordingServer(registry, async (own) => {
      const { streams } = loadStreams({
        'projects/shop/app.yaml': imageStreamYaml({
          name: 'app',
          dockerImageRepository: `127.0.0.1:${own.port}/team/app`,
        }),
      });
      const pushTo = (port: number) =>
        editsForImagePush(
          {
            source: 'registry',
            eventId: `e${port}`,
            registryHost: `127.0.0.1:${port}`,
            repository: 'team/app',
            tag: 'v1',
          },
          { streams, registry: httpRegistryClient(), now: NOW },
        );
      assert.is((await pushTo(stranger.port)).status, 'unknown-repository');
      const followed = await pushTo(own.port);
      assert.is(followed.status, 'edits');
    });
    assert.equal(stranger.requests, []);
  });
});

for (const [name, insecure] of [
  ['a loopback host', false],
  ['a loopback host marked importPolicy.insecure', true],
] as const) {
  test(`SSRF: with onlyConfiguredHosts, a scheduled import of an ImageStream naming ${name} no registry entry names sends it nothing`, async () => {
    await withListener(async (stranger) => {
      const { streams } = loadStreams({
        'projects/shop/app.yaml': imageStreamYaml({
          name: 'app',
          tags: [
            {
              name: 'v1',
              from: dockerImage(`localhost:${stranger.port}/latest/meta-data:v1`),
              importPolicy: { scheduled: true, ...(insecure ? { insecure: true } : {}) },
            },
          ],
        }),
      });
      const handed: WriteBackEdit[] = [];
      await new ScheduledImport({
        streams: () => streams,
        registry: httpRegistryClient({ hosts: { 'registry.acme.com': {} }, onlyConfiguredHosts: true }),
        onEdits: (edits) => {
          handed.push(...edits);
          return Promise.resolve();
        },
        clock: manualClock(),
      }).pollDue();
      assert.equal(handed, [], 'nothing to commit');
      assert.equal(stranger.requests, [], 'no request left for the host');
    });
  });
}

test('SSRF: with onlyConfiguredHosts, resolving a tag on an unconfigured host is REGISTRY_HOST_REFUSED before any request; a configured one is asked', async () => {
  await withListener(async (stranger) => {
    await withRecordingServer(registry, async (own) => {
      const client = httpRegistryClient({
        hosts: { [`127.0.0.1:${own.port}`]: {} },
        onlyConfiguredHosts: true,
      });
      const refused = await client
        .resolveTag({ registryHost: `localhost:${stranger.port}`, repository: 'team/app' }, 'v1')
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      assert.instance(refused, GitshiftError);
      assert.is((refused as GitshiftError).code, 'REGISTRY_HOST_REFUSED');
      assert.match((refused as GitshiftError).message, /not a configured registry: add it to registries\[\]/);
      const resolved = await client.resolveTag(
        { registryHost: `127.0.0.1:${own.port}`, repository: 'team/app' },
        'v1',
      );
      assert.match(resolved.digest, /^sha256:[0-9a-f]{64}$/);
    });
    assert.equal(stranger.requests, []);
  });
});

test.run();
