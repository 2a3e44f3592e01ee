import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CoreV1Api, type V1Pod, type V1PodSpec } from '@kubernetes/client-node';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readVersions, testbedPaths } from '../../testbed/src/paths.js';
import { realNodeLayout } from '../../testbed/src/real-node/layout.js';
import { realNodeLeftovers } from '../../testbed/src/real-node/leftovers.js';
import { onRealNode, requireRealNode, type RealNode } from '../support/real-node.js';
import { eventually, withCluster, withReceiver, withRegistry } from '../support/testbed.js';

const run = promisify(execFile);

/** Creates `name` on the real node and waits until it has run to its end (Succeeded or Failed). */
async function runPod(
  core: CoreV1Api,
  node: RealNode,
  namespace: string,
  name: string,
  spec: V1PodSpec,
  timeoutMs = 60_000,
): Promise<V1Pod> {
  await core.createNamespacedPod({
    namespace,
    body: { metadata: { name }, spec: onRealNode(node, { restartPolicy: 'Never', ...spec }) },
  });
  return eventually(
    `pod ${namespace}/${name} to finish`,
    async () => {
      const pod = await core.readNamespacedPod({ name, namespace });
      return pod.status?.phase === 'Succeeded' || pod.status?.phase === 'Failed' ? pod : undefined;
    },
    timeoutMs,
  );
}

const exitCode = (pod: V1Pod): number | undefined =>
  pod.status?.containerStatuses?.[0]?.state?.terminated?.exitCode;

test('the real node is a kubelet on containerd, labelled and tainted, which kwok does not manage', async () => {
  const node = requireRealNode();
  await withCluster(async ({ kubeConfig }) => {
    const found = await kubeConfig.makeApiClient(CoreV1Api).readNode({ name: node.name });
    assert.match(found.status?.nodeInfo?.containerRuntimeVersion ?? '', /^containerd:\/\/1\.6\./);
    assert.is(found.status?.nodeInfo?.kubeletVersion, readVersions().kubernetes);
    assert.is(found.metadata?.annotations?.['kwok.x-k8s.io/node'], undefined);
    for (const [key, value] of Object.entries(node.nodeSelector))
      assert.is(found.metadata?.labels?.[key], value);
    assert.ok(
      found.spec?.taints?.some((taint) =>
        node.tolerations.some((t) => t.key === taint.key && t.effect === taint.effect),
      ),
      'tainted so that only pods that tolerate it land there',
    );
    const ready = found.status?.conditions?.find((condition) => condition.type === 'Ready');
    assert.is(ready?.status, 'True');
  });
});

test('a pod on the real node runs its process: the log and the exit code come back through the API', async () => {
  const node = requireRealNode();
  await withCluster(async ({ kubeConfig, namespacePrefix }) => {
    const core = kubeConfig.makeApiClient(CoreV1Api);
    const namespace = `${namespacePrefix}real-run`;
    await core.createNamespace({ body: { metadata: { name: namespace } } });
    const pod = await runPod(core, node, namespace, 'echo', {
      containers: [
        {
          name: 'echo',
          image: node.images.busybox,
          command: ['sh', '-c', 'echo "hello from $(hostname), uid $(id -u)"; exit 7'],
        },
      ],
    });
    assert.is(pod.spec?.nodeName, node.name);
    assert.is(pod.status?.phase, 'Failed');
    assert.is(exitCode(pod), 7);
    assert.ok(
      pod.status?.podIP !== undefined && pod.status.podIP !== '127.0.0.1',
      'an address on the pod bridge',
    );
    const log = await core.readNamespacedPodLog({ name: 'echo', namespace });
    assert.is(log, 'hello from echo, uid 0\n');
  });
});

test('a hostNetwork pod on the real node reaches an HTTP server the test started on loopback', async () => {
  const node = requireRealNode();
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.end('pong from the test\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await withCluster(async ({ kubeConfig, namespacePrefix }) => {
      const core = kubeConfig.makeApiClient(CoreV1Api);
      const namespace = `${namespacePrefix}real-net`;
      await core.createNamespace({ body: { metadata: { name: namespace } } });
      const pod = await runPod(core, node, namespace, 'fetch', {
        hostNetwork: true,
        containers: [
          {
            name: 'fetch',
            image: node.images.busybox,
            command: ['wget', '-q', '-O', '-', `http://127.0.0.1:${port}/ping?from=pod`],
          },
        ],
      });
      assert.is(exitCode(pod), 0);
      assert.equal(requests, ['/ping?from=pod']);
      assert.is(await core.readNamespacedPodLog({ name: 'fetch', namespace }), 'pong from the test\n');
    });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('a pod running the buildah image builds a Dockerfile unprivileged and pushes it to the shared registry', async () => {
  const node = requireRealNode();
  const repository = `e2e/built-${process.pid}-${Date.now()}`;
  const reference = `${node.registry}/${repository}:1`;
  await withCluster(async ({ kubeConfig, namespacePrefix }) => {
    const core = kubeConfig.makeApiClient(CoreV1Api);
    const namespace = `${namespacePrefix}real-build`;
    await core.createNamespace({ body: { metadata: { name: namespace } } });
    const script = [
      'set -e',
      'mkdir /context && cd /context',
      `printf 'FROM ${node.images.busybox}\\nRUN echo built in a pod > /built.txt\\n' > Dockerfile`,
      `buildah --storage-driver vfs bud --isolation chroot --tls-verify=false --quiet --tag ${reference} . >/dev/null`,
      `buildah --storage-driver vfs push --tls-verify=false --quiet --digestfile /tmp/digest ${reference} docker://${reference}`,
      'echo "digest $(cat /tmp/digest)"',
    ].join('\n');
    const build = await runPod(
      core,
      node,
      namespace,
      'build',
      {
        // The registry listens on 127.0.0.1: only the host's network reaches it.
        hostNetwork: true,
        containers: [{ name: 'build', image: node.images.buildah, command: ['sh', '-c', script] }],
      },
      120_000,
    );
    const log = await core.readNamespacedPodLog({ name: 'build', namespace });
    assert.is(exitCode(build), 0, `the build pod failed:\n${log}`);
    assert.is(build.spec?.containers[0]?.securityContext, undefined, 'no privileges asked for');
    const printed = /^digest (sha256:[0-9a-f]{64})$/m.exec(log)?.[1];
    assert.ok(printed !== undefined, `the pod printed its digest: ${log}`);

    const manifest = await fetch(`http://${node.registry}/v2/${repository}/manifests/1`, {
      headers: {
        accept:
          'application/vnd.oci.image.manifest.v1+json, application/vnd.docker.distribution.manifest.v2+json',
      },
    });
    assert.is(manifest.status, 200);
    assert.is(manifest.headers.get('docker-content-digest'), printed);
    const layers = ((await manifest.json()) as { layers: unknown[] }).layers;
    assert.is(layers.length, 2, "busybox's layer and the RUN step's");

    const run = await runPod(core, node, namespace, 'run-built', {
      containers: [
        { name: 'run', image: `${node.registry}/${repository}@${printed}`, command: ['cat', '/built.txt'] },
      ],
    });
    assert.is(exitCode(run), 0);
    assert.is(await core.readNamespacedPodLog({ name: 'run-built', namespace }), 'built in a pod\n');
  });
});

test('the real node pulls over plain HTTP from a loopback registry a test starts, with no configuration for it', async () => {
  const node = requireRealNode();
  await withReceiver(async (url, received) => {
    await withRegistry({ notify: url }, async (registry) => {
      const image = `${registry.host}/e2e/busybox:copied`;
      await run('skopeo', [
        'copy',
        '--quiet',
        '--src-tls-verify=false',
        '--dest-tls-verify=false',
        `docker://${node.images.busybox}`,
        `docker://${image}`,
      ]);
      await withCluster(async ({ kubeConfig, namespacePrefix }) => {
        const core = kubeConfig.makeApiClient(CoreV1Api);
        const namespace = `${namespacePrefix}real-pull`;
        await core.createNamespace({ body: { metadata: { name: namespace } } });
        const pod = await runPod(core, node, namespace, 'pulled', {
          containers: [{ name: 'pulled', image, command: ['echo', 'pulled from the test registry'] }],
        });
        assert.is(exitCode(pod), 0);
        assert.is(
          await core.readNamespacedPodLog({ name: 'pulled', namespace }),
          'pulled from the test registry\n',
        );
        // The layers may be in containerd already (the same busybox from the shared registry); the manifest
        // was resolved from this registry, which says so in a pull notification.
        await eventually('a pull notification from the test registry', () =>
          received
            .flatMap((r) => (JSON.parse(r.body) as { events: RegistryEvent[] }).events)
            .find(
              (event) =>
                event.action === 'pull' &&
                event.target.repository === 'e2e/busybox' &&
                event.request?.useragent?.includes('containerd') === true,
            ),
        );
      });
    });
  });
});

interface RegistryEvent {
  readonly action: string;
  readonly target: { readonly repository: string };
  readonly request?: { readonly useragent?: string };
}

test("the leftovers check that `down` must pass sees a running node's processes, mounts, cgroups and bridge", async () => {
  requireRealNode();
  const left = await realNodeLeftovers(realNodeLayout(testbedPaths(process.env).state));
  const kinds = new Set(left.map((line) => line.split(' ')[0]));
  for (const kind of ['process', 'mount', 'cgroup', 'bridge'])
    assert.ok(kinds.has(kind), `the check finds no ${kind} of a running node: ${left.join('; ')}`);
  assert.ok(left.includes('the /etc/hosts line for the node'), `it sees the hosts line: ${left.join('; ')}`);
  assert.ok(
    left.some((line) => /^process \d+ \(.*kubelet\)$/.test(line)),
    `kubelet is among them: ${left.join('; ')}`,
  );
});

test('requireRealNode fails, saying how to start it, when the testbed runs without the real node', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-no-real-node-'));
  const saved = process.env['GITSHIFT_TESTBED_DIR'];
  try {
    process.env['GITSHIFT_TESTBED_DIR'] = dir;
    assert.throws(() => requireRealNode(), /testbed is not running .*testbed:up -- --real-node/);
    writeFileSync(
      join(dir, 'state.json'),
      JSON.stringify({
        dataDir: dir,
        server: 'https://127.0.0.1:1',
        kubeconfig: '',
        pids: {},
        startedAt: '',
      }),
    );
    assert.throws(
      () => requireRealNode(),
      /runs without its real node.*testbed:up -- --real-node.*never skipped/,
    );
  } finally {
    if (saved === undefined) delete process.env['GITSHIFT_TESTBED_DIR'];
    else process.env['GITSHIFT_TESTBED_DIR'] = saved;
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
