import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRequire } from 'node:module';
import { freePort } from '../../testbed/src/free-port.js';
import type { LiveObject } from '../../src/kube/kube-api.js';
import { commitFiles, git, withSandbox } from '../support/git-sandbox.js';
import { appRepoFiles } from '../support/app-repo.js';
import { parseExposition, sampleValue, type Sample } from '../support/exposition.js';
import { withServe } from '../support/serve.js';
import { kubeApiFor } from '../support/sync.js';
import { eventually, withCluster } from '../support/testbed.js';

const GITHUB_SECRET = 'github-hook-secret-metrics';

/** @octokit/webhooks-examples is a JSON file behind a CommonJS `main`: required, not imported. */
const examples = createRequire(import.meta.url)('@octokit/webhooks-examples') as readonly {
  name: string;
  examples: unknown[];
}[];

function pushDelivery(remoteUrl: string, before: string, after: string): string {
  const example = examples.find((d) => d.name === 'push')?.examples[0] as {
    repository: Record<string, unknown>;
  };
  return JSON.stringify({
    ...example,
    ref: 'refs/heads/main',
    before,
    after,
    repository: { ...example.repository, clone_url: remoteUrl, git_url: remoteUrl, ssh_url: remoteUrl },
  });
}

async function scrape(url: string): Promise<Sample[]> {
  const response = await fetch(`${url}/metrics`);
  assert.is(response.status, 200);
  assert.match(String(response.headers.get('content-type')), /^text\/plain; version=0\.0\.4/);
  return parseExposition(await response.text());
}

test('a sync and a GitHub push delivery move the sync, object, fetch and webhook series, with no commit or delivery id as a label', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}metrics`;
    const port = await freePort();
    const files = (greeting: string): Record<string, string> =>
      appRepoFiles({ project, registryHost: '127.0.0.1:1', greeting });
    await withSandbox(files('1'), async (remote) => {
      const stateDir = mkdtempSync(join(tmpdir(), 'gitshift-serve-metrics-'));
      const env = {
        KUBECONFIG: kubeconfigPath,
        GITSHIFT_LISTEN: `127.0.0.1:${port}`,
        GITSHIFT_STATE_DIR: stateDir,
        GITSHIFT_REPO_URL: remote.url,
        // Only the webhook can bring the second commit within the test.
        GITSHIFT_POLL_INTERVAL: '10m',
        GITSHIFT_RESYNC_INTERVAL: '10m',
        GITSHIFT_GITHUB_SECRET: GITHUB_SECRET,
      };
      try {
        await withServe([], env, async (serve) => {
          // The first revision is one bulk sync of every project (project="*").
          const first = await eventually('the first bulk sync counted', async () => {
            const samples = await scrape(serve.url);
            return (sampleValue(samples, 'gitshift_syncs_total', { project: '*', outcome: 'ok' }) ?? 0) >= 1
              ? samples
              : undefined;
          });
          assert.ok(
            (sampleValue(first, 'gitshift_sync_objects_total', { project, result: 'applied' }) ?? 0) > 0,
            'the first sync applied objects of the project',
          );
          assert.ok((sampleValue(first, 'gitshift_fetch_duration_seconds_count') ?? 0) >= 1, 'a fetch timed');
          assert.is(sampleValue(first, 'gitshift_sync_duration_seconds_count', { project }), undefined);

          const before = git(remote.remote, 'rev-parse', 'main');
          const after = commitFiles(remote, files('2'), 'greeting 2');
          const body = pushDelivery(remote.url, before, after);
          const delivery = `metrics-delivery-${namespacePrefix}`;
          const headers = {
            'content-type': 'application/json',
            'x-github-event': 'push',
            'x-github-delivery': delivery,
          };
          const signed = `sha256=${createHmac('sha256', GITHUB_SECRET).update(body).digest('hex')}`;
          const accepted = await fetch(`${serve.url}/hooks/github`, {
            method: 'POST',
            headers: { ...headers, 'x-hub-signature-256': signed },
            body,
          });
          assert.is(accepted.status, 202, await accepted.text());
          const forged = await fetch(`${serve.url}/hooks/github`, {
            method: 'POST',
            headers: {
              ...headers,
              'x-github-delivery': `${delivery}-forged`,
              'x-hub-signature-256': 'sha256=00',
            },
            body,
          });
          assert.is(forged.status, 401, await forged.text());

          await eventually('the pushed ConfigMap value', async () => {
            const map = (await api.get({
              apiVersion: 'v1',
              kind: 'ConfigMap',
              namespace: project,
              name: 'greeting',
            })) as (LiveObject & { data?: Record<string, string> }) | undefined;
            return map?.data?.['greeting'] === '2' ? true : undefined;
          });
          const samples = await eventually('the project sync counted', async () => {
            const scraped = await scrape(serve.url);
            return sampleValue(scraped, 'gitshift_syncs_total', { project, outcome: 'ok' }) === 1
              ? scraped
              : undefined;
          });
          assert.is(sampleValue(samples, 'gitshift_sync_duration_seconds_count', { project }), 1);
          assert.ok(
            (sampleValue(samples, 'gitshift_sync_objects_total', { project, result: 'applied' }) ?? 0) >
              (sampleValue(first, 'gitshift_sync_objects_total', { project, result: 'applied' }) ?? 0),
            'the changed ConfigMap counted as applied',
          );
          assert.ok(
            (sampleValue(samples, 'gitshift_sync_objects_total', { project, result: 'unchanged' }) ?? 0) > 0,
            'the rest counted as unchanged',
          );
          assert.is(
            sampleValue(samples, 'gitshift_webhook_deliveries_total', { endpoint: 'github', status: '202' }),
            1,
          );
          assert.is(
            sampleValue(samples, 'gitshift_webhook_deliveries_total', { endpoint: 'github', status: '401' }),
            1,
          );
          assert.ok(
            (sampleValue(samples, 'gitshift_fetch_duration_seconds_count') ?? 0) >
              (sampleValue(first, 'gitshift_fetch_duration_seconds_count') ?? 0),
            'the fetch the push started was timed',
          );
          assert.ok(sampleValue(samples, 'gitshift_queue_depth', { state: 'queued' }) !== undefined);
          assert.ok(sampleValue(samples, 'process_resident_memory_bytes') !== undefined, 'process metrics');

          // Bounded labels: no commit, no delivery id, no digest or URL in any label value.
          const values = samples.flatMap((s) => Object.values(s.labels));
          for (const value of values) {
            assert.not.ok(value.includes(delivery), `a delivery id as a label: ${value}`);
            assert.not.ok(/^[0-9a-f]{12,40}$/.test(value), `a commit id as a label: ${value}`);
            assert.not.ok(/sha256:|:\/\//.test(value), `a digest or URL as a label: ${value}`);
          }
          assert.not.ok(values.includes(after.slice(0, 12)) || values.includes(after));
        });
      } finally {
        rmSync(stateDir, { recursive: true, force: true });
      }
    });
  });
});

test.run();
