import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServeApi } from '../../../src/serve/api/serve-api.js';
import { InMemoryBuildService } from '../../support/in-memory-build-service.js';
import { recordingLogger } from '../../support/log-recorder.js';
import {
  DOCKERHUB_SECRET,
  GENERIC_SECRETS,
  GITHUB_SECRET,
  gitHubHeaders,
  post,
  REGISTRY_SECRET,
  withHandler,
} from '../webhooks/webhook-harness.js';

/**
 * SECURITY.md says: a refusal says what is wrong with a request, never a
 * secret — neither the one configured nor the one the caller sent (which may
 * be a real secret of another service, pasted in the wrong place) — in the
 * answer, its headers or the log line.
 */

const guess = (): string => `guess-${randomBytes(12).toString('hex')}`;
const CONFIGURED = [
  GITHUB_SECRET,
  DOCKERHUB_SECRET,
  REGISTRY_SECRET,
  ...Object.values(GENERIC_SECRETS).flat(),
];

test('webhook refusals (403, 401, 415, 400, 422) quote neither the configured secrets nor the one sent', async () => {
  const sent = guess();
  const push = JSON.stringify({ ref: 'refs/heads/main', repository: { full_name: 'acme/config' } });
  await withHandler({}, async ({ url, logs }) => {
    const answers = [
      await post(url, `/hooks/dockerhub/${sent}`, {
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      await post(url, `/hooks/registry/${sent}`, {
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      await post(url, `/hooks/generic/shop/${sent}`, { body: '' }),
      await post(url, '/hooks/github', {
        headers: { ...gitHubHeaders('push', push), 'x-hub-signature-256': `sha256=${sent}` },
        body: push,
      }),
      await post(url, '/hooks/github', { headers: gitHubHeaders('push', push, sent), body: push }),
      await post(url, `/hooks/registry/${REGISTRY_SECRET}`, {
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      }),
      await post(url, `/hooks/dockerhub/${DOCKERHUB_SECRET}`, {
        headers: { 'content-type': 'application/json' },
        body: `{"${sent}": `,
      }),
      await post(url, `/hooks/dockerhub/${DOCKERHUB_SECRET}`, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ repository: { repo_name: sent }, push_data: { tag: 7 } }),
      }),
    ];
    assert.equal(
      answers.map((a) => a.status),
      [403, 403, 403, 401, 403, 415, 400, 422],
    );
    const said = JSON.stringify([answers.map((a) => [a.json, a.headers]), logs]);
    assert.ok(logs.length >= answers.length, 'every refusal has its log line');
    for (const secret of [...CONFIGURED, sent])
      assert.not.ok(said.includes(secret), `${secret} is quoted: ${said}`);
  });
});

test('the API refuses a wrong token with a reason that does not quote it, and logs no token, right or wrong', async () => {
  const token = `api-token-${randomBytes(12).toString('hex')}`;
  const sent = guess();
  const state = mkdtempSync(join(tmpdir(), 'gitshift-security-api-'));
  const { logger, lines } = recordingLogger('debug');
  const server: Server = createServer(
    createServeApi({
      builds: new InMemoryBuildService().addBuildConfig('shop', 'web'),
      tokens: () => [token],
      anonymousRead: false,
      maxArchiveBytes: 1024,
      uploadDir: join(state, 'uploads'),
      log: logger,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const call = async (path: string, authorization: string, method = 'GET') => {
      const response = await fetch(`${url}${path}`, { method, headers: { authorization } });
      return { status: response.status, headers: [...response.headers], text: await response.text() };
    };
    const answers = [
      await call('/api/v1/builds', `Bearer ${sent}`),
      await call('/api/v1/projects/shop/buildconfigs/web/builds', `Bearer ${sent}`, 'POST'),
      await call('/api/v1/builds', `Basic ${sent}`),
      await call('/api/v1/builds', `Bearer ${token}`),
      await call('/api/v1/projects/shop/builds/nothing-here', `Bearer ${token}`),
      await call('/api/v1/projects/shop/buildconfigs/web/builds', `Bearer ${token}`, 'POST'),
    ];
    assert.equal(
      answers.map((a) => a.status),
      [401, 401, 401, 200, 404, 201],
    );
    const refusals = JSON.stringify(answers.slice(0, 3));
    assert.match(refusals, /not one serve accepts/);
    assert.not.ok(refusals.includes(sent), refusals);
    assert.not.ok(refusals.includes(token), refusals);
    const logged = JSON.stringify(lines);
    assert.ok(lines.length > 0, 'the API logged its refusals and starts');
    assert.not.ok(logged.includes(sent), logged);
    assert.not.ok(logged.includes(token), logged);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(state, { recursive: true, force: true });
  }
});

test.run();
