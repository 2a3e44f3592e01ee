import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AuthorizationV1Api } from '@kubernetes/client-node';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import { createHttpKubeApi } from '../../src/kube/http-kube-api.js';
import { deleteInventory } from '../../src/reconciler/inventory-store.js';
import { readState } from '../../testbed/src/control-plane.js';
import { freePort } from '../../testbed/src/free-port.js';
import { REPO_DIR, testbedPaths } from '../../testbed/src/paths.js';
import { runCli } from '../support/cli.js';
import { startGitHttpServer } from '../support/git-http-server.js';
import { requireRealNode, type RealNode } from '../support/real-node.js';
import { eventually, withCluster } from '../support/testbed.js';

const run = promisify(execFile);

const NAMESPACE = 'gitshift-system';
const SERVICE_ACCOUNT = `system:serviceaccount:${NAMESPACE}:gitshift`;
const SERVICE_ACCOUNT_GROUPS = [
  'system:serviceaccounts',
  `system:serviceaccounts:${NAMESPACE}`,
  'system:authenticated',
];
const PROJECT_SELECTOR = `gitshift.io/project=${NAMESPACE}`;

/** scripts/build-image.sh into the testbed's registry: built once per content hash, cached across runs. */
async function buildImage(registry: string): Promise<{ reference: string; ms: number }> {
  const started = Date.now();
  const { stdout } = await run('bash', [join(REPO_DIR, 'scripts/build-image.sh'), registry], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const reference = stdout.trim().split('\n').pop() ?? '';
  return { reference, ms: Date.now() - started };
}

/** The values this testbed needs, in place of deploy/'s production ones: the overlay a site keeps in its copy. */
function testbedValues(options: {
  image: string;
  repoUrl: string;
  port: number;
  apiServer: URL;
  node: RealNode;
}): string {
  return stringify({
    apiVersion: 'gitshift.io/v1alpha1',
    kind: 'TemplateValues',
    metadata: { name: 'gitshift-serve' },
    template: 'gitshift-serve',
    parameters: {
      IMAGE: options.image,
      CONFIG_REPO_URL: options.repoUrl,
      POLL_INTERVAL: '1s',
      PORT: String(options.port),
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      // No kube-proxy and no pod route to loopback: the pod shares the node's network and names the API server's own address.
      API_SERVER_HOST: options.apiServer.hostname,
      API_SERVER_PORT: options.apiServer.port,
      HOST_NETWORK: 'true',
      NODE_SELECTOR: JSON.stringify(options.node.nodeSelector),
      TOLERATIONS: JSON.stringify(options.node.tolerations),
    },
  });
}

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  });

const PROBE = `apiVersion: v1
kind: ConfigMap
metadata:
  name: self-deploy-probe
data:
  written-by: the serve running in the pod
`;

interface Access {
  readonly verb: string;
  readonly group?: string;
  readonly resource: string;
  readonly subresource?: string;
  readonly name?: string;
  readonly namespace?: string;
}

/**
 * What serve's ServiceAccount may do, as the API server's authorizer answers
 * a SubjectAccessReview (kubectl auth can-i asks the same, but needs the
 * resource served to name it, and the builds CRD exists only once serve builds).
 */
const ACCESS: readonly (readonly [Access, boolean])[] = [
  [{ verb: 'patch', group: 'apps', resource: 'deployments', namespace: 'some-project' }, true],
  [{ verb: 'create', resource: 'namespaces' }, true],
  [{ verb: 'delete', group: 'networking.k8s.io', resource: 'ingresses', namespace: 'some-project' }, true],
  [{ verb: 'list', resource: 'configmaps' }, true],
  [{ verb: 'create', group: 'coordination.k8s.io', resource: 'leases', namespace: NAMESPACE }, true],
  [{ verb: 'update', group: 'coordination.k8s.io', resource: 'leases', namespace: NAMESPACE }, true],
  [{ verb: 'create', group: 'events.k8s.io', resource: 'events', namespace: 'some-project' }, true],
  [{ verb: 'get', resource: 'pods', subresource: 'log', namespace: 'some-project' }, true],
  [{ verb: 'bind', group: 'rbac.authorization.k8s.io', resource: 'clusterroles', name: 'admin' }, true],
  [
    { verb: 'patch', group: 'rbac.authorization.k8s.io', resource: 'clusterroles', name: 'gitshift-serve' },
    true,
  ],
  [{ verb: 'create', group: 'gitshift.io', resource: 'builds', namespace: 'some-project' }, true],
  // Not written, so refused:
  [{ verb: 'create', group: 'coordination.k8s.io', resource: 'leases', namespace: 'default' }, false],
  [{ verb: 'create', resource: 'pods', subresource: 'exec', namespace: 'some-project' }, false],
  [{ verb: 'update', group: 'apps', resource: 'deployments', namespace: 'some-project' }, false],
  [{ verb: 'escalate', group: 'rbac.authorization.k8s.io', resource: 'clusterroles' }, false],
  [
    { verb: 'bind', group: 'rbac.authorization.k8s.io', resource: 'clusterroles', name: 'cluster-admin' },
    false,
  ],
  [{ verb: 'create', group: 'rbac.authorization.k8s.io', resource: 'clusterrolebindings' }, false],
  [
    { verb: 'patch', group: 'rbac.authorization.k8s.io', resource: 'clusterroles', name: 'cluster-admin' },
    false,
  ],
  [{ verb: 'list', resource: 'nodes' }, false],
  [{ verb: 'delete', group: 'events.k8s.io', resource: 'events', namespace: 'some-project' }, false],
  [
    {
      verb: 'patch',
      group: 'apiextensions.k8s.io',
      resource: 'customresourcedefinitions',
      name: 'x.example.com',
    },
    false,
  ],
];

test('gitshift syncs its own deploy/ onto the testbed: serve runs on the real node from its image, with its ServiceAccount, and answers /readyz', async () => {
  const node = requireRealNode();
  const paths = testbedPaths(process.env);
  const kubectl = join(paths.bin, 'kubectl');
  const apiServer = new URL(readState(paths)?.server ?? '');
  const work = mkdtempSync(join(tmpdir(), 'gitshift-self-deploy-'));
  const gitServer = await startGitHttpServer({ root: work });
  await withCluster(async ({ kubeconfigPath, kubeConfig }) => {
    const authorization = kubeConfig.makeApiClient(AuthorizationV1Api);
    const k = async (...args: string[]): Promise<string> =>
      (await run(kubectl, ['--kubeconfig', kubeconfigPath, ...args], { maxBuffer: 8 * 1024 * 1024 })).stdout;
    try {
      const image = await buildImage(node.registry);
      assert.match(image.reference, new RegExp(`^${node.registry}/gitshift/gitshift:[0-9a-f]{16}$`));

      // The config repository: deploy/ as it is in this repository, with this testbed's values.
      const port = await freePort();
      const repoUrl = `${gitServer.url}/config.git`;
      execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', join(work, 'config.git')]);
      const checkout = join(work, 'checkout');
      cpSync(join(REPO_DIR, 'deploy'), join(checkout, 'deploy'), { recursive: true });
      writeFileSync(
        join(checkout, 'deploy/projects/gitshift-system/values.yaml'),
        testbedValues({ image: image.reference, repoUrl, port, apiServer, node }),
      );
      git(checkout, 'init', '--quiet', '--initial-branch=main');
      git(checkout, 'add', '.');
      git(checkout, 'commit', '--quiet', '-m', 'gitshift on the testbed');
      git(checkout, 'push', '--quiet', join(work, 'config.git'), 'main');

      // The one Secret deploy/ requires, created by hand as its README says (the namespace may exist already).
      await k('create', 'namespace', NAMESPACE).catch(() => '');
      await k('delete', 'secret', 'gitshift-api-token', '-n', NAMESPACE, '--ignore-not-found');
      await k(
        'create',
        'secret',
        'generic',
        'gitshift-api-token',
        '-n',
        NAMESPACE,
        '--from-literal=token=e2e',
      );

      const syncStarted = Date.now();
      const sync = await runCli(['sync', repoUrl, '--path', 'deploy', '--wait', '--timeout', '150s'], {
        KUBECONFIG: kubeconfigPath,
      });
      const syncMs = Date.now() - syncStarted;
      assert.is(sync.code, 0, sync.stdout + sync.stderr);

      const pods = JSON.parse(
        await k('get', 'pods', '-n', NAMESPACE, '-l', 'app.kubernetes.io/name=gitshift', '-o', 'json'),
      ) as { items: Pod[] };
      const pod = pods.items.find((p) => p.metadata.deletionTimestamp === undefined);
      assert.ok(pod, 'a serve pod');
      assert.is(pod.spec.nodeName, node.name, 'on the real node');
      const ready = pod.status.conditions?.find((c) => c.type === 'Ready');
      assert.is(ready?.status, 'True');
      const podReadyS =
        (Date.parse(ready?.lastTransitionTime ?? '') - Date.parse(pod.metadata.creationTimestamp)) / 1000;

      const readyz = await fetch(`http://127.0.0.1:${port}/readyz`);
      const reason = await readyz.text();
      assert.is(readyz.status, 200, reason);
      assert.match(reason, new RegExp(git(checkout, 'rev-parse', 'HEAD').trim().slice(0, 12)));

      // serve in the pod writes with its own ServiceAccount token: a commit it alone applies.
      writeFileSync(join(checkout, 'deploy/projects/gitshift-system/probe.yaml'), PROBE);
      git(checkout, 'add', '.');
      git(checkout, 'commit', '--quiet', '-m', 'a ConfigMap only serve applies');
      git(checkout, 'push', '--quiet', join(work, 'config.git'), 'main');
      const probeStarted = Date.now();
      await eventually(
        'serve in the pod to apply the probe ConfigMap',
        async () =>
          (await k('get', 'configmap', 'self-deploy-probe', '-n', NAMESPACE, '-o', 'name')) || undefined,
        60_000,
      );
      const probeMs = Date.now() - probeStarted;
      // …and records its Events with it (events.k8s.io): the sync of that commit was the pod's alone.
      const probeCommit = git(checkout, 'rev-parse', 'HEAD').trim().slice(0, 12);
      await eventually(
        `an Event of serve's sync of ${probeCommit}`,
        async () => {
          const events = JSON.parse(
            await k('get', 'events.events.k8s.io', '-n', NAMESPACE, '-o', 'json'),
          ) as { items: { note?: string; reportingController?: string }[] };
          return events.items.find(
            (e) =>
              e.reportingController?.startsWith('gitshift') === true &&
              e.note?.includes(probeCommit) === true,
          );
        },
        30_000,
      );

      const allowed = await Promise.all(
        ACCESS.map(async ([access]) => {
          const review = await authorization.createSubjectAccessReview({
            body: {
              spec: { user: SERVICE_ACCOUNT, groups: SERVICE_ACCOUNT_GROUPS, resourceAttributes: access },
            },
          });
          return review.status?.allowed === true;
        }),
      );
      ACCESS.forEach(([access, expected], i) => assert.is(allowed[i], expected, JSON.stringify(access)));

      // Everything serve did so far went through on what deploy/ grants: nothing refused in its log.
      const log = await k('logs', '-n', NAMESPACE, pod.metadata.name);
      if (process.env['SELF_DEPLOY_LOG'] === '1') console.log(log);
      assert.not.match(
        log,
        /forbidden|\b403\b/i,
        log
          .split('\n')
          .filter((l) => /forbidden|403/i.test(l))
          .join('\n'),
      );

      console.log(
        `self-deploy: image=${image.ms}ms sync_until_ready=${syncMs}ms pod_ready=${podReadyS}s probe_applied_by_pod=${probeMs}ms image_ref=${image.reference}`,
      );
    } finally {
      await gitServer.stop();
      // Everything the project made except its Namespace, which other tests' inventories and Leases share.
      const cleanUp = (...args: string[]): Promise<unknown> =>
        k('delete', '--ignore-not-found', ...args).catch((error: unknown) =>
          console.error('cleanup:', error),
        );
      await cleanUp(
        'deployment,service,ingress,configmap,serviceaccount,role,rolebinding',
        '-n',
        NAMESPACE,
        '-l',
        PROJECT_SELECTOR,
        '--wait=false',
      );
      await cleanUp('clusterrole,clusterrolebinding', '-l', PROJECT_SELECTOR);
      await deleteInventory(await createHttpKubeApi(kubeconfigPath), NAMESPACE).catch((error: unknown) =>
        console.error('cleanup:', error),
      );
      await cleanUp('secret', '-n', NAMESPACE, 'gitshift-api-token');
      rmSync(work, { recursive: true, force: true });
    }
  });
});

interface Pod {
  readonly metadata: {
    readonly name: string;
    readonly creationTimestamp: string;
    readonly deletionTimestamp?: string;
  };
  readonly spec: { readonly nodeName?: string };
  readonly status: {
    readonly conditions?: readonly {
      readonly type: string;
      readonly status: string;
      readonly lastTransitionTime?: string;
    }[];
  };
}

test.run();
