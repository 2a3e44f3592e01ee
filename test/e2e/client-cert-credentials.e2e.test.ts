import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthorizationV1Api, CoreV1Api, RbacAuthorizationV1Api } from '@kubernetes/client-node';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHttpKubeApi } from '../../src/kube/http-kube-api.js';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { KubeApiError } from '../../src/kube/kube-error.js';
import type { ObjectRef } from '../../src/kube/object-ref.js';
import { createPki, signClientCertificate } from '../../testbed/src/pki.js';
import { kubeApiRejection } from '../support/errors.js';
import { certificatePluginUser } from '../support/exec-plugin.js';
import {
  eventually,
  testbedPki,
  withCluster,
  writeUserKubeconfig,
  type Cluster,
} from '../support/testbed.js';

// serve runs for days; its client certificate lasts as long as its issuer
// chose. kubeadm (kubelet.conf) and cert-manager replace the files before the
// old certificate expires. These tests replace them under a running client
// and ask the real API server which user it saw.

/** May read the probe ConfigMap: `view` in the test namespace. */
const READER = 'gitshift-cert-reader';
/** May read nothing. */
const OTHER = 'gitshift-cert-other';

interface Pair {
  readonly cert: string;
  readonly key: string;
}

interface CertBed {
  readonly probe: ObjectRef;
  /** A certificate and key for `user`, signed by the testbed's CA; valid for `days` (-1: expired yesterday). */
  sign(user: string, days?: number): Pair;
  /** A certificate and key from a CA the API server does not trust, claiming system:masters. */
  foreign(): Pair;
  /** Puts `pair` where the kubeconfig's user reads it: client.crt and client.key. */
  install(pair: Pair): void;
  /** Writes a kubeconfig whose user takes client.crt and client.key the way `shape` does; returns its path. */
  kubeconfig(shape: Shape): string;
}

type Shape = (certPath: string, keyPath: string) => Record<string, unknown>;

const shapes: [string, Shape][] = [
  [
    "certificate and key files (kubeadm's kubelet.conf, cert-manager)",
    () => ({ 'client-certificate': 'client.crt', 'client-key': 'client.key' }),
  ],
  ['an exec credential plugin that hands out certificates', certificatePluginUser],
];

async function withCertBed(cluster: Cluster, body: (bed: CertBed) => Promise<void>): Promise<void> {
  const namespace = `${cluster.namespacePrefix}certs`;
  const core = cluster.kubeConfig.makeApiClient(CoreV1Api);
  const rbac = cluster.kubeConfig.makeApiClient(RbacAuthorizationV1Api);
  await core.createNamespace({ body: { metadata: { name: namespace } } });
  await rbac.createNamespacedRoleBinding({
    namespace,
    body: {
      metadata: { name: 'cert-reader-view' },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'view' },
      subjects: [{ apiGroup: 'rbac.authorization.k8s.io', kind: 'User', name: READER }],
    },
  });
  await core.createNamespacedConfigMap({
    namespace,
    body: { metadata: { name: 'probe' }, data: { a: '1' } },
  });
  const probe = { apiVersion: 'v1', kind: 'ConfigMap', name: 'probe', namespace };
  await readerMayRead(cluster, namespace);
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-client-certs-'));
  const signedDir = join(dir, 'signed');
  mkdirSync(signedDir);
  const pki = testbedPki();
  let signed = 0;
  try {
    await body({
      probe,
      sign: (user, days) =>
        signClientCertificate(pki, {
          dir: signedDir,
          name: `${++signed}`,
          subject: `/CN=${user}`,
          ...(days === undefined ? {} : { days }),
        }),
      foreign: () => {
        const other = createPki(join(dir, 'foreign'));
        return { cert: other.adminCert, key: other.adminKey };
      },
      install: (pair) => {
        copyFileSync(pair.cert, join(dir, 'client.crt'));
        copyFileSync(pair.key, join(dir, 'client.key'));
      },
      kubeconfig: (shape) =>
        writeUserKubeconfig(
          cluster,
          join(dir, 'config'),
          shape(join(dir, 'client.crt'), join(dir, 'client.key')),
        ),
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Waits until the API server's authorizer has taken in the reader's RoleBinding. */
async function readerMayRead(cluster: Cluster, namespace: string): Promise<void> {
  const authorization = cluster.kubeConfig.makeApiClient(AuthorizationV1Api);
  await eventually(`RBAC to let ${READER} read the probe`, async () => {
    const review = await authorization.createSubjectAccessReview({
      body: {
        spec: {
          user: READER,
          resourceAttributes: {
            namespace,
            verb: 'get',
            resource: 'configmaps',
            name: 'probe',
          },
        },
      },
    });
    return review.status?.allowed === true ? true : undefined;
  });
}

/**
 * The user the API server authenticated a request from `api` as, which is
 * which certificate it presented: the server names the user when it forbids
 * listing nodes, which neither test user may do. (A SelfSubjectReview would
 * say it too, but KubeApi makes no POST.)
 */
async function userSeen(api: KubeApi): Promise<string> {
  try {
    await api.getText('/api/v1/nodes');
  } catch (error) {
    const user =
      error instanceof KubeApiError && error.status === 403
        ? /User "([^"]+)"/.exec(error.message)?.[1]
        : undefined;
    if (user !== undefined) return user;
    throw error;
  }
  throw new Error('the test user may list nodes: it must not be able to');
}

for (const [name, shape] of shapes) {
  test(`a long-running client presents a replaced client certificate once the one it holds is older than the maximum age: ${name}`, async () => {
    await withCluster(async (cluster) => {
      await withCertBed(cluster, async (bed) => {
        bed.install(bed.sign(READER));
        const api = await createHttpKubeApi(bed.kubeconfig(shape), { credentialMaxAgeMs: 200, attempts: 1 });
        assert.is(await userSeen(api), READER);
        assert.ok(await api.get(bed.probe), 'the reader reads the probe');

        // The reader's connection is now kept alive; the new certificate must not be sent on it.
        bed.install(bed.sign(OTHER));
        await eventually('the client to present the replaced certificate', async () =>
          (await userSeen(api)) === OTHER ? true : undefined,
        );
        for (let i = 0; i < 3; i++) assert.is(await userSeen(api), OTHER, 'every request after presents it');
        assert.is(
          (await kubeApiRejection(api.get(bed.probe))).status,
          403,
          'the other may not read the probe',
        );
      });
    });
  });
}

const refusedCertificates: [string, (bed: CertBed) => Pair][] = [
  ['an expired certificate', (bed) => bed.sign(READER, -1)],
  ['a certificate from a CA the API server does not trust', (bed) => bed.foreign()],
];

for (const [shapeName, shape] of shapes) {
  for (const [refusedName, refused] of refusedCertificates) {
    test(`a request refused with 401 is sent again with the client certificate read afresh: ${refusedName}, ${shapeName}`, async () => {
      await withCluster(async (cluster) => {
        await withCertBed(cluster, async (bed) => {
          bed.install(refused(bed));
          // A day-long maximum age: only the 401 can make it read the certificate again.
          const api = await createHttpKubeApi(bed.kubeconfig(shape), {
            credentialMaxAgeMs: 86_400_000,
            attempts: 1,
          });
          const refusal = await kubeApiRejection(api.get(bed.probe));
          assert.is(refusal.status, 401, 'refused, read again, the same: not sent again, a 401 KubeApiError');

          bed.install(bed.sign(READER));
          const map = (await api.get(bed.probe)) as { data?: Record<string, string> } | undefined;
          assert.equal(map?.data, { a: '1' }, 'refused, read again, sent again with the new certificate');
          assert.is(await userSeen(api), READER);
        });
      });
    });
  }
}

test.run();
