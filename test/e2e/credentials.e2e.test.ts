import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreV1Api, RbacAuthorizationV1Api } from '@kubernetes/client-node';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHttpKubeApi } from '../../src/kube/http-kube-api.js';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { KubeApiError } from '../../src/kube/kube-error.js';
import type { ObjectRef } from '../../src/kube/object-ref.js';
import { eventually, withCluster, writeUserKubeconfig, type Cluster } from '../support/testbed.js';

// serve runs for days; its cluster credentials do not. These tests rotate a
// real ServiceAccount token under a running client: the old token is revoked
// by deleting the Secret it is bound to, as a rotation would leave it.

const PROBE = { apiVersion: 'v1', kind: 'ConfigMap', name: 'probe' } as const;

/**
 * Waits until a request is refused with a 401 KubeApiError, and returns it. The API server
 * caches a token it accepted for a few seconds; a busy one takes longer.
 */
function refusedWith401(api: KubeApi, ref: ObjectRef): Promise<KubeApiError> {
  return eventually(
    'the API server to refuse the revoked token',
    async () => {
      try {
        await api.get(ref);
        return undefined;
      } catch (error) {
        return error instanceof KubeApiError && error.status === 401 ? error : undefined;
      }
    },
    60_000,
  );
}

interface Rotation {
  readonly namespace: string;
  /** Where the token and the kubeconfigs that read it are written. */
  readonly dir: string;
  /** A token for the `reader` ServiceAccount, valid until the Secret `binding` is deleted. */
  token(binding: string): Promise<string>;
  revoke(binding: string): Promise<void>;
}

async function withRotation(cluster: Cluster, body: (rotation: Rotation) => Promise<void>): Promise<void> {
  const namespace = `${cluster.namespacePrefix}creds`;
  const core = cluster.kubeConfig.makeApiClient(CoreV1Api);
  const rbac = cluster.kubeConfig.makeApiClient(RbacAuthorizationV1Api);
  await core.createNamespace({ body: { metadata: { name: namespace } } });
  await core.createNamespacedServiceAccount({ namespace, body: { metadata: { name: 'reader' } } });
  await rbac.createNamespacedRoleBinding({
    namespace,
    body: {
      metadata: { name: 'reader-view' },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'view' },
      subjects: [{ kind: 'ServiceAccount', name: 'reader', namespace }],
    },
  });
  await core.createNamespacedConfigMap({
    namespace,
    body: { metadata: { name: 'probe' }, data: { a: '1' } },
  });
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-credentials-'));
  try {
    await body({
      namespace,
      dir,
      async token(binding) {
        const secret = await core.createNamespacedSecret({
          namespace,
          body: { metadata: { name: binding }, stringData: { purpose: 'token binding' } },
        });
        const uid = secret.metadata?.uid;
        if (uid === undefined) throw new Error(`the Secret ${binding} came back without a uid`);
        const request = await core.createNamespacedServiceAccountToken({
          name: 'reader',
          namespace,
          body: {
            spec: {
              audiences: [],
              expirationSeconds: 3600,
              boundObjectRef: { apiVersion: 'v1', kind: 'Secret', name: binding, uid },
            },
          },
        });
        const token = request.status?.token;
        if (token === undefined) throw new Error('the TokenRequest returned no token');
        return token;
      },
      async revoke(binding) {
        await core.deleteNamespacedSecret({ name: binding, namespace });
      },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function kubeconfig(cluster: Cluster, rotation: Rotation, user: Record<string, unknown>): string {
  return writeUserKubeconfig(cluster, join(rotation.dir, `config-${Object.keys(user).join('-')}`), user);
}

const shapes: [string, (tokenPath: string) => Record<string, unknown>][] = [
  ['a token file (a projected ServiceAccount token, rotated by kubelet)', () => ({ tokenFile: 'token' })],
  [
    'an exec credential plugin (as cloud providers hand out short-lived tokens)',
    (tokenPath) => ({
      exec: {
        apiVersion: 'client.authentication.k8s.io/v1',
        command: 'sh',
        args: [
          '-c',
          `printf '{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"token":"%s"}}' "$(cat '${tokenPath}')"`,
        ],
        interactiveMode: 'Never',
      },
    }),
  ],
];

for (const [name, user] of shapes) {
  test(`a long-running client keeps working when its token is rotated and the old one revoked: ${name}`, async () => {
    await withCluster(async (cluster) => {
      await withRotation(cluster, async (rotation) => {
        const tokenPath = join(rotation.dir, 'token');
        writeFileSync(tokenPath, await rotation.token('bind-a'));
        // A day-long maximum age: only the 401 can make it read the token again.
        const api = await createHttpKubeApi(kubeconfig(cluster, rotation, user(tokenPath)), {
          credentialMaxAgeMs: 86_400_000,
        });
        const ref = { ...PROBE, namespace: rotation.namespace };
        assert.ok(await api.get(ref), 'the first token reads the ConfigMap');

        const revoked = readFileSync(tokenPath, 'utf8');
        writeFileSync(tokenPath, await rotation.token('bind-b'));
        await rotation.revoke('bind-a');
        // The same old token, given inline (which cannot be renewed), is now refused by the API server.
        const stale = await createHttpKubeApi(kubeconfig(cluster, rotation, { token: revoked }), {
          attempts: 1,
        });
        await refusedWith401(stale, ref);

        const map = (await api.get(ref)) as { data?: Record<string, string> } | undefined;
        assert.equal(map?.data, { a: '1' }, 'read again with the rotated token after the 401');
      });
    });
  });
}

test('a revoked token that was not rotated stays a 401 KubeApiError after one fresh read', async () => {
  await withCluster(async (cluster) => {
    await withRotation(cluster, async (rotation) => {
      writeFileSync(join(rotation.dir, 'token'), await rotation.token('bind-a'));
      const api = await createHttpKubeApi(kubeconfig(cluster, rotation, { tokenFile: 'token' }), {
        attempts: 1,
      });
      const ref = { ...PROBE, namespace: rotation.namespace };
      assert.ok(await api.get(ref));
      await rotation.revoke('bind-a');
      await refusedWith401(api, ref);
    });
  });
});

test.run();
