import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuildJob } from '../../../../src/builds/executor.js';
import { buildPod, quote } from '../../../../src/builds/executors/build-pod.js';

const job: BuildJob = {
  namespace: 'shop',
  name: 'web-3',
  buildConfig: 'web',
  contextDir: '/var/lib/gitshift/contexts/web-3',
  run: {
    type: 'dockerfile',
    dockerfile: 'docker/Dockerfile',
    buildArgs: { GREETING: "it's here" },
    noCache: false,
    forcePull: false,
    cacheRepository: 'r:5000/shop/web-cache',
  },
  output: 'r:5000/shop/web:latest',
  insecureRegistries: ['r:5000'],
  limits: { memory: '512Mi' },
};

const options = {
  podName: 'web-3-build',
  builderImage: 'r:5000/gitshift/buildah:1',
  contextUrl: 'http://127.0.0.1:4000/contexts/abc.tar.gz',
};

type Pod = {
  metadata: { labels: Record<string, string> };
  spec: {
    restartPolicy: string;
    activeDeadlineSeconds?: number;
    hostNetwork?: boolean;
    nodeSelector?: Record<string, string>;
    tolerations?: unknown[];
    initContainers: Container[];
    containers: Container[];
  };
};
type Container = {
  name: string;
  image: string;
  imagePullPolicy: string;
  command?: string[];
  env: { name: string; value: string }[];
  resources?: { limits: Record<string, string> };
};

test('a build pod: labels, never restarted, no deadline of its own, limits on both containers', () => {
  const pod = buildPod(job, options) as unknown as Pod;
  assert.equal(pod.metadata.labels, { 'gitshift.io/build': 'web-3', 'gitshift.io/build-config': 'web' });
  assert.is(pod.spec.restartPolicy, 'Never');
  assert.is(pod.spec.activeDeadlineSeconds, undefined);
  assert.is(pod.spec.hostNetwork, undefined);
  assert.is(pod.spec.nodeSelector, undefined);
  assert.equal(pod.spec.initContainers[0]?.resources, { limits: { memory: '512Mi' } });
  assert.equal(pod.spec.containers[0]?.resources, { limits: { memory: '512Mi' } });
  assert.equal(pod.spec.initContainers[0]?.env, [
    { name: 'GITSHIFT_CONTEXT_URL', value: options.contextUrl },
  ]);
});

test('placement options: nodeSelector, tolerations and hostNetwork', () => {
  const pod = buildPod(job, {
    ...options,
    nodeSelector: { 'gitshift.io/real-node': 'true' },
    tolerations: [{ key: 'gitshift.io/real-node', operator: 'Exists', effect: 'NoSchedule' }],
    hostNetwork: true,
  }) as unknown as Pod;
  assert.equal(pod.spec.nodeSelector, { 'gitshift.io/real-node': 'true' });
  assert.equal(pod.spec.tolerations, [
    { key: 'gitshift.io/real-node', operator: 'Exists', effect: 'NoSchedule' },
  ]);
  assert.is(pod.spec.hostNetwork, true);
});

test('the Dockerfile script: registries.conf, a marker before each step, the bud and push of buildah-command', () => {
  const pod = buildPod(job, options) as unknown as Pod;
  const script = pod.spec.containers[0]?.command?.[2] ?? '';
  const lines = script.split('\n');
  assert.is(lines[0], 'set -e');
  assert.ok(script.includes('location = "r:5000"\ninsecure = true'));
  const build = lines.indexOf("echo '--> gitshift step: build'");
  const push = lines.indexOf("echo '--> gitshift step: push'");
  assert.ok(build > 0 && push > build);
  assert.ok(
    lines[build + 1]?.startsWith(
      'buildah --registries-conf /tmp/build/work/registries.conf --root /tmp/build/work/storage ',
    ),
  );
  assert.ok(
    lines[build + 1]?.endsWith(
      "--cache-to r:5000/shop/web-cache --cache-from r:5000/shop/web-cache --build-arg 'GREETING=it'\\''s here' --file /tmp/build/inputs/docker/Dockerfile --tag r:5000/shop/web:latest /tmp/build/inputs 2>&1",
    ),
    lines[build + 1],
  );
  assert.match(
    lines[push + 1] ?? '',
    /^buildah .* push r:5000\/shop\/web:latest docker:\/\/r:5000\/shop\/web:latest 2>&1$/,
  );
});

test('without an output nothing is pushed', () => {
  const { output: _output, ...noOutput } = job;
  const script = (buildPod(noOutput, options) as unknown as Pod).spec.containers[0]?.command?.[2] ?? '';
  assert.not.ok(script.includes('push'));
});

test('a custom build runs the builder image itself with its environment, pulled always when forcePull', () => {
  const custom: BuildJob = {
    ...job,
    run: { type: 'custom', image: 'r:5000/b:1', env: { Z: '1', BUILD: '{}' }, forcePull: true },
  };
  const container = (buildPod(custom, options) as unknown as Pod).spec.containers[0];
  assert.is(container?.image, 'r:5000/b:1');
  assert.is(container?.imagePullPolicy, 'Always');
  assert.is(container?.command, undefined, 'the image’s own entrypoint and command');
  assert.equal(container?.env, [
    { name: 'BUILD', value: '{}' },
    { name: 'Z', value: '1' },
  ]);
});

test('quote leaves plain words alone and single-quotes the rest', () => {
  const cases: [string, string][] = [
    ['plain/path:1.0', 'plain/path:1.0'],
    ["it's", "'it'\\''s'"],
    ['a b', "'a b'"],
    ['$HOME', "'$HOME'"],
    ['`x`', "'`x`'"],
    ['', "''"],
  ];
  for (const [word, quoted] of cases) assert.is(quote(word), quoted, word);
});

test.run();
