import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHttpKubeApi } from '../../../src/kube/http-kube-api.js';
import { inboxRecorder } from '../../../src/serve/inbox/inbox-recorder.js';
import { loadServeConfig } from '../../../src/serve/serve-config.js';
import { openWebhooks } from '../../../src/serve/webhook-intake.js';
import { recordingLogger } from '../../support/log-recorder.js';
import { writeUnreachableKubeconfig } from '../../support/unreachable-cluster.js';
import { post } from '../webhooks/webhook-harness.js';

const SECRET = 'generic-secret-inbox';

test('with several replicas, a delivery the inbox cannot record is a 503 with the reason, so the sender delivers again; nothing is started', async () => {
  const root = mkdtempSync(join(tmpdir(), 'gitshift-inbox-'));
  // An API server that is not there: the port is free, nothing listens.
  const kubeconfig = await writeUnreachableKubeconfig(join(root, 'kubeconfig'));
  const config = loadServeConfig(undefined, {
    GITSHIFT_REPO_URL: 'file:///srv/config.git',
    KUBECONFIG: kubeconfig,
    GITSHIFT_GENERIC_SECRET: SECRET,
    GITSHIFT_LEADER_ELECT: 'true',
  });
  const api = await createHttpKubeApi(kubeconfig, { attempts: 1 });
  const reconciled: string[] = [];
  const intake = openWebhooks(config, {
    stateDir: join(root, 'webhooks'),
    repositoryUrl: config.repository.url,
    branch: config.repository.branch,
    fetchNow: () => assert.unreachable('no push is sent'),
    imagePushed: () => Promise.reject(new Error('no image push is sent')),
    pulls: { pullRequest: () => undefined, comment: () => undefined },
    projects: () => ['shop'],
    reconcile: (project) => reconciled.push(project),
    builds: {
      githubPushed: () => Promise.reject(new Error('no push is sent')),
      triggered: () => Promise.reject(new Error('no build webhook is sent')),
    },
    buildWebhooks: () => undefined,
    record: inboxRecorder({
      api,
      namespace: config.replicas.leaseNamespace,
      identity: 'replica-a',
      ownerOf: () => 'shard-0',
      now: () => Date.now(),
    }),
    log: recordingLogger('info', () => undefined).logger,
  });
  const server = createServer(intake.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    const answer = await post(url, `/hooks/generic/shop/${SECRET}`);
    assert.is(answer.status, 503);
    assert.match(
      JSON.stringify(answer.json),
      /webhook inbox \(ConfigMaps in gitshift-system\) cannot be written/,
    );
    assert.equal(reconciled, [], 'nothing started here: the inbox is the only way to the shard holder');
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await intake.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
