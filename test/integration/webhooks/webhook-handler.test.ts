import { readFileSync } from 'node:fs';
import { deliveryLogLines } from '../../../src/webhooks/delivery-log-file.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  allGitHubExamples,
  DOCKERHUB_SECRET,
  GITHUB_SECRET,
  gitHubExamples,
  gitHubHeaders,
  post,
  REGISTRY_SECRET,
  startHandler,
  withHandler,
} from './webhook-harness.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../unit/webhooks/fixtures/${name}`, import.meta.url), 'utf8');
const OFF = { rateLimits: { github: false, dockerhub: false, registry: false, generic: false } } as const;

test('every payload in @octokit/webhooks-examples, signed as GitHub signs, is accepted and handed on once', async () => {
  await withHandler(OFF, async ({ url, events }) => {
    const examples = allGitHubExamples();
    let pings = 0;
    for (const { name, payload } of examples) {
      const body = JSON.stringify(payload);
      const answer = await post(url, '/hooks/github', { headers: gitHubHeaders(name, body), body });
      if (name === 'ping') {
        pings += 1;
        assert.equal([answer.status, answer.json], [200, { status: 'pong' }]);
      } else assert.is(answer.status, 202, `${name}: ${JSON.stringify(answer.json)}`);
    }
    assert.is(events.length, examples.length - pings);
    const pushes = events.filter((e) => e.kind === 'github-push');
    assert.is(pushes.length, gitHubExamples('push').length);
    const pullRequests = events.filter((e) => e.kind === 'pull-request');
    assert.is(pullRequests.length, gitHubExamples('pull_request').length);
    assert.ok(pullRequests.every((e) => e.kind === 'pull-request' && e.forge === 'github'));
  });
});

// How fast the answer comes is a figure of bench:webhooks (github_p99), not a timed test.
test('a push delivery is answered 202 once its event is in the sink', async () => {
  await withHandler(OFF, async ({ url, events }) => {
    const payload = gitHubExamples('push')[1];
    const body = JSON.stringify(payload);
    const headers = gitHubHeaders('push', body);
    const answer = await post(url, '/hooks/github', { headers, body });
    assert.equal(answer.json, { status: 'accepted', events: 1, duplicates: 0 });
    const [event] = events;
    assert.is(event?.kind, 'github-push');
    if (event?.kind !== 'github-push') return;
    assert.is(event.deliveryId, headers['x-github-delivery']);
    assert.is(event.after, (payload as { after: string }).after);
  });
});

test('while a GitHub secret is rotated, deliveries signed with either secret are accepted', async () => {
  await withHandler({ ...OFF, githubSecret: [GITHUB_SECRET, 'the next secret'] }, async ({ url, events }) => {
    const body = JSON.stringify(gitHubExamples('push')[0]);
    for (const secret of [GITHUB_SECRET, 'the next secret'])
      assert.is(
        (await post(url, '/hooks/github', { headers: gitHubHeaders('push', body, secret), body })).status,
        202,
      );
    assert.is(events.length, 2);
  });
});

test('a body streamed in pieces without Content-Length is read whole', async () => {
  await withHandler(OFF, async ({ url, events }) => {
    const body = JSON.stringify(gitHubExamples('push')[0]);
    const { 'content-length': _, ...headers } = gitHubHeaders('push', body);
    const chunks = [body.slice(0, 100), body.slice(100, 2000), body.slice(2000)];
    const answer = await post(url, '/hooks/github', { headers, chunks, chunked: true, delayMs: 20 });
    assert.is(answer.status, 202);
    assert.is(events.length, 1);
  });
});

test('a 20 MiB GitHub delivery (under the 25 MiB cap) is verified and accepted', async () => {
  await withHandler(OFF, async ({ url, events }) => {
    const payload = {
      ...(gitHubExamples('pull_request')[0] as object),
      padding: 'x'.repeat(20 * 1024 * 1024),
    };
    const body = JSON.stringify(payload);
    assert.is(
      (await post(url, '/hooks/github', { headers: gitHubHeaders('pull_request', body), body })).status,
      202,
    );
    assert.is(events.length, 1);
  });
});

test("Docker Hub's documented payload becomes an image-push for docker.io", async () => {
  await withHandler(OFF, async ({ url, events }) => {
    const answer = await post(url, `/hooks/dockerhub/${DOCKERHUB_SECRET}`, {
      headers: { 'content-type': 'application/json' },
      body: fixture('dockerhub-push.json'),
    });
    assert.is(answer.status, 202);
    assert.equal(
      events.map((e) => e.kind === 'image-push' && [e.registryHost, e.repository, e.tag, e.digest]),
      [['docker.io', 'svendowideit/testhook', 'latest', undefined]],
    );
  });
});

test('a registry envelope with two tagged manifest pushes and a layer yields two events; resent, none', async () => {
  await withHandler(OFF, async ({ url, events }) => {
    const push = JSON.parse(fixture('registry-manifest-push.json')).events[0];
    const layer = JSON.parse(fixture('registry-layer-push.json')).events[0];
    const body = JSON.stringify({
      events: [push, layer, { ...push, id: 'second', target: { ...push.target, tag: 'latest' } }],
    });
    const headers = { 'content-type': 'application/vnd.docker.distribution.events.v1+json' };
    const path = `/hooks/registry/${REGISTRY_SECRET}`;
    assert.equal((await post(url, path, { headers, body })).json, {
      status: 'accepted',
      events: 2,
      duplicates: 0,
    });
    assert.equal((await post(url, path, { headers, body })).json, { status: 'duplicate' });
    assert.equal(
      events.map((e) => e.kind === 'image-push' && e.tag),
      ['v2', 'latest'],
    );
  });
});

test('generic: a bare trigger, a JSON body and a YAML body each become a generic event; either rotated secret works', async () => {
  await withHandler(OFF, async ({ url, events }) => {
    assert.is((await post(url, '/hooks/generic/shop/generic-shop-secret')).status, 202);
    const json = { type: 'git', git: { uri: 'https://example.com/app.git', ref: 'main', commit: 'abc' } };
    assert.is(
      (
        await post(url, '/hooks/generic/blog/generic-blog-old', {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(json),
        })
      ).status,
      202,
    );
    const yaml =
      'git:\n  uri: "https://example.com/app.git"\n  ref: "main"\nenv:\n  - name: "A"\n    value: "1"\n';
    assert.is(
      (
        await post(url, '/hooks/generic/blog/generic-blog-new', {
          headers: { 'content-type': 'application/yaml' },
          body: yaml,
        })
      ).status,
      202,
    );
    assert.equal(
      events.map((e) => e.kind === 'generic' && [e.project, e.payload]),
      [
        ['shop', undefined],
        ['blog', json],
        [
          'blog',
          { git: { uri: 'https://example.com/app.git', ref: 'main' }, env: [{ name: 'A', value: '1' }] },
        ],
      ],
    );
    const ids = events.map((e) => e.kind === 'generic' && e.eventId);
    assert.is(new Set(ids).size, 3, 'each trigger has its own id');
  });
});

test('a sink that cannot take the event makes the delivery fail with 503, and the retry is processed, not a duplicate', async () => {
  let full = true;
  const taken: unknown[] = [];
  await withHandler(
    {
      ...OFF,
      sink: {
        accept: (event) => {
          if (full) throw new Error('the work queue is full');
          taken.push(event);
        },
      },
    },
    async ({ url }) => {
      const body = JSON.stringify(gitHubExamples('push')[0]);
      const headers = gitHubHeaders('push', body);
      const first = await post(url, '/hooks/github', { headers, body });
      assert.equal(
        [first.status, first.json],
        [503, { error: 'the event could not be queued: the work queue is full' }],
      );
      assert.is(first.headers['retry-after'], '1');
      full = false;
      assert.is((await post(url, '/hooks/github', { headers, body })).status, 202);
      assert.is(taken.length, 1);
    },
  );
});

test('after close() new deliveries are refused with 503 and the replay log is flushed', async () => {
  const running = await startHandler(OFF);
  const body = JSON.stringify(gitHubExamples('push')[0]);
  assert.is(
    (await post(running.url, '/hooks/github', { headers: gitHubHeaders('push', body), body })).status,
    202,
  );
  await running.handler.close();
  const answer = await post(running.url, '/hooks/github', { headers: gitHubHeaders('push', body), body });
  assert.equal([answer.status, answer.json['error']], [503, 'shutting down; deliver again later']);
  assert.is(
    deliveryLogLines(readFileSync(`${running.stateDir}/deliveries.log`))
      .toString()
      .split('\n').length,
    2,
  );
  await running.stop();
});

test('the log gets one masked entry per delivery and never a secret', async () => {
  await withHandler(OFF, async ({ url, logs }) => {
    await post(url, `/hooks/dockerhub/${DOCKERHUB_SECRET}`, {
      headers: { 'content-type': 'application/json' },
      body: fixture('dockerhub-push.json'),
    });
    await post(url, `/hooks/registry/wrong-${REGISTRY_SECRET}`, { headers: {}, body: '{}' });
    assert.equal(
      logs.map((l) => [l.event, l.fields['path'], l.fields['status']]),
      [
        ['webhook', '/hooks/dockerhub/***', 202],
        ['webhook-rejected', '/hooks/registry/***', 403],
      ],
    );
    assert.not.ok(JSON.stringify(logs).includes(REGISTRY_SECRET));
  });
});

test('a body of exactly the cap is read; one byte more is 413, declared or streamed', async () => {
  const body = fixture('dockerhub-push.json');
  const cap = Buffer.byteLength(body);
  await withHandler({ ...OFF, maxBodyBytes: { dockerhub: cap } }, async ({ url, events }) => {
    const path = `/hooks/dockerhub/${DOCKERHUB_SECRET}`;
    const headers = { 'content-type': 'application/json' };
    assert.is((await post(url, path, { headers, body })).status, 202);
    assert.is((await post(url, path, { headers, body: `${body} ` })).status, 413);
    assert.is((await post(url, path, { headers, chunks: [body, ' '], chunked: true })).status, 413);
    assert.is(events.length, 1);
  });
});

test('refusals the URL and headers decide are answered before the body is sent', async () => {
  await withHandler({ ...OFF, bodyTimeoutMs: 5000 }, async ({ url }) => {
    const body = JSON.stringify(gitHubExamples('push')[0]);
    const cases: [string, Record<string, string | undefined>, number][] = [
      ['/hooks/github', { ...gitHubHeaders('push', body), 'x-hub-signature-256': undefined }, 401],
      ['/hooks/github', { ...gitHubHeaders('push', body), 'content-type': 'text/plain' }, 415],
      ['/hooks/github', { ...gitHubHeaders('push', body), 'content-length': String(30 * 1024 * 1024) }, 413],
      [`/hooks/dockerhub/wrong`, { 'content-type': 'application/json' }, 403],
      [`/hooks/registry/wrong`, { 'content-type': 'application/json' }, 403],
      ['/hooks/generic/shop/wrong', { 'content-type': 'application/json' }, 403],
    ];
    for (const [path, headers, status] of cases) {
      // Declares a 1 MB body but sends 10 bytes and stalls: only an answer from the headers comes back in time.
      const answer = await post(url, path, {
        headers: { 'content-length': String(1024 * 1024), ...headers },
        chunks: ['{"stalled"', 'never sent'],
        delayMs: 3000,
      });
      assert.is(answer.status, status, path);
      assert.is(answer.chunksSent, 1, `${path}: answered only after the stalled body went on`);
    }
  });
});

test.run();
