import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { deploymentConfigYaml } from '../support/manifests.js';
import { kubeApiFor, syncFiles } from '../support/sync.js';
import { withCluster } from '../support/testbed.js';

/** A DeploymentConfig with hooks; `nowhere` makes its pods (and its hook pods) unschedulable, so hooks fail. */
function hookedApp(strategy: 'Rolling' | 'Recreate', hooks: Record<string, string>, nowhere = false): string {
  const params = {
    timeoutSeconds: 3,
    ...Object.fromEntries(
      Object.entries(hooks).map(([phase, policy]) => [
        phase,
        {
          failurePolicy: policy,
          execNewPod: { containerName: 'web', command: ['migrate', phase] },
        },
      ]),
    ),
  };
  return deploymentConfigYaml({
    image: 'registry.test/web:1',
    strategy:
      strategy === 'Rolling'
        ? { type: strategy, rollingParams: params }
        : { type: strategy, recreateParams: params },
    podSpec: { nodeSelector: nowhere ? { nowhere: 'true' } : { type: 'kwok' } },
  });
}

async function jobsOf(api: KubeApi, namespace: string): Promise<string[]> {
  const jobs = await api.list('batch/v1', 'Job', `gitshift.io/hook-of=web`);
  return jobs
    .filter((j) => j.metadata.namespace === namespace)
    .map((j) => {
      const conditions =
        (j['status'] as { conditions?: { type: string; status: string }[] } | undefined)?.conditions ?? [];
      const done =
        conditions.find((c) => (c.type === 'Complete' || c.type === 'Failed') && c.status === 'True')?.type ??
        'Running';
      return `${j.metadata.name.replace(/-[0-9a-f]{8}-/, '-<rollout>-')} ${done}`;
    })
    .sort();
}

test('Recreate runs pre, scales down, runs mid, scales up, then post, each hook a Job that succeeds', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}hooks`;
    const hooks = { pre: 'Abort', mid: 'Retry', post: 'Ignore' };
    const first = await syncFiles(api, { [`projects/${project}/web.yaml`]: hookedApp('Recreate', hooks) });
    assert.equal(first.results[0]?.errors, []);
    assert.equal(await jobsOf(api, project), [
      'web-hook-mid-<rollout>-1 Complete',
      'web-hook-post-<rollout>-1 Complete',
      'web-hook-pre-<rollout>-1 Complete',
    ]);
    const again = await syncFiles(api, { [`projects/${project}/web.yaml`]: hookedApp('Recreate', hooks) });
    assert.is(again.results[0]?.applied.length, 0, 'no rollout, no hooks');
    assert.is((await jobsOf(api, project)).length, 3);
  });
});

test('a failing pre hook with failurePolicy Abort stops the rollout', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}abort`;
    const sync = await syncFiles(api, {
      [`projects/${project}/web.yaml`]: hookedApp('Rolling', { pre: 'Abort' }, true),
    });
    assert.match(sync.results[0]?.errors.join('\n') ?? '', /pre hook failed \(failurePolicy Abort\)/);
    assert.is(
      await api.get({ apiVersion: 'apps/v1', kind: 'Deployment', namespace: project, name: 'web' }),
      undefined,
    );
  });
});

test('a failing hook with failurePolicy Retry runs again before giving up', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}retry`;
    const sync = await syncFiles(api, {
      [`projects/${project}/web.yaml`]: hookedApp('Rolling', { pre: 'Retry' }, true),
    });
    assert.match(sync.results[0]?.errors.join('\n') ?? '', /failed 3 times \(failurePolicy Retry\)/);
    assert.equal(await jobsOf(api, project), [
      'web-hook-pre-<rollout>-1 Failed',
      'web-hook-pre-<rollout>-2 Failed',
      'web-hook-pre-<rollout>-3 Failed',
    ]);
  });
});

test('a failing hook with failurePolicy Ignore lets the rollout go on', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}ignore`;
    const sync = await syncFiles(api, {
      [`projects/${project}/web.yaml`]: hookedApp('Rolling', { pre: 'Ignore' }, true),
    });
    assert.equal(sync.results[0]?.errors, []);
    assert.ok(await api.get({ apiVersion: 'apps/v1', kind: 'Deployment', namespace: project, name: 'web' }));
    assert.equal(await jobsOf(api, project), ['web-hook-pre-<rollout>-1 Failed']);
  });
});

test.run();
