import { recordingLogger } from '../../support/log-recorder.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadServeConfig } from '../../../src/serve/serve-config.js';
import { openWebhooks } from '../../../src/serve/webhook-intake.js';
import { post } from './webhook-harness.js';

/**
 * serve's own webhook intake, configured as a person would (environment
 * variables over no file), on a loopback server: which secret opens which
 * project's /hooks/generic, and what that starts.
 */
async function withIntake(
  env: Record<string, string>,
  body: (intake: {
    url: string;
    folder: string;
    reconciled: string[];
    logs: { event: string; fields: Readonly<Record<string, unknown>> }[];
  }) => Promise<void>,
): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'gitshift-generic-secrets-'));
  const folder = join(root, 'generic');
  mkdirSync(folder);
  const reconciled: string[] = [];
  const logs: { event: string; fields: Readonly<Record<string, unknown>> }[] = [];
  const config = loadServeConfig(undefined, {
    GITSHIFT_REPO_URL: 'file:///srv/config.git',
    KUBECONFIG: join(root, 'kubeconfig'),
    GITSHIFT_GENERIC_SECRET_DIR: folder,
    ...env,
  });
  const intake = openWebhooks(config, {
    stateDir: join(root, 'state'),
    repositoryUrl: config.repository.url,
    branch: config.repository.branch,
    fetchNow: () => assert.unreachable('no push is sent'),
    imagePushed: () => Promise.reject(new Error('no image push is sent')),
    pulls: {
      pullRequest: () => assert.unreachable('no pull request is sent'),
      comment: () => assert.unreachable('no comment is sent'),
    },
    projects: () => ['shop', 'blog', 'docs'],
    reconcile: (project) => reconciled.push(project),
    builds: {
      githubPushed: () => Promise.reject(new Error('no push is sent')),
      triggered: () => Promise.reject(new Error('no build webhook is sent')),
    },
    buildWebhooks: () => undefined,
    log: recordingLogger('debug', (line) => logs.push({ event: line.msg, fields: line })).logger,
  });
  const server = createServer(intake.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await body({ url: `http://127.0.0.1:${port}`, folder, reconciled, logs });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await intake.close();
    rmSync(root, { recursive: true, force: true });
  }
}

test("each project's own secret opens only that project; the shared one opens the projects without one", async () => {
  await withIntake(
    { GITSHIFT_GENERIC_SECRET: 'shared-generic-secret' },
    async ({ url, folder, reconciled }) => {
      writeFileSync(join(folder, 'shop'), 'shop-only-secret\n');
      const status = async (project: string, secret: string): Promise<number> =>
        (await post(url, `/hooks/generic/${project}/${secret}`)).status;
      assert.is(await status('shop', 'shop-only-secret'), 202);
      assert.is(await status('shop', 'shared-generic-secret'), 403, 'the shared secret no longer opens shop');
      assert.is(await status('blog', 'shop-only-secret'), 403, "shop's secret does not open blog");
      assert.is(await status('blog', 'shared-generic-secret'), 202);
      // A secret added while serve runs counts at once.
      writeFileSync(join(folder, 'docs'), 'docs-only-secret');
      assert.is(await status('docs', 'shared-generic-secret'), 403);
      assert.is(await status('docs', 'docs-only-secret'), 202);
      assert.equal(reconciled, ['shop', 'blog', 'docs']);
    },
  );
});

test('with only the folder, a project without a file is closed, and an empty file is refused and logged once', async () => {
  await withIntake({}, async ({ url, folder, reconciled, logs }) => {
    writeFileSync(join(folder, 'shop'), '\n');
    assert.is((await post(url, '/hooks/generic/blog/anything')).status, 403);
    assert.is((await post(url, '/hooks/generic/shop/anything')).status, 403);
    assert.is((await post(url, '/hooks/generic/shop/')).status, 404, 'an empty secret is no secret');
    assert.is((await post(url, '/hooks/generic/shop/anything')).status, 403);
    assert.equal(reconciled, []);
    const unusable = logs.filter((l) => l.event === 'webhook-generic-secret-unusable');
    assert.equal(
      unusable.map((l) => [l.fields['level'], l.fields['project'], l.fields['problem']]),
      [['warn', 'shop', `${join(folder, 'shop')} is empty`]],
    );
  });
});

test.run();
