import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  budArgs,
  dockerfileInContext,
  fromArgs,
  imageCommand,
  pushArgs,
  registriesConf,
  runArgs,
  type BudRequest,
  type BuildahStorage,
} from '../../../../src/builds/executors/buildah-command.js';

const storage: BuildahStorage = { root: '/s/root', runRoot: '/s/run', registriesConf: '/s/registries.conf' };
const STORAGE_ARGS = [
  '--registries-conf',
  '/s/registries.conf',
  '--root',
  '/s/root',
  '--runroot',
  '/s/run',
  '--storage-driver',
  'vfs',
];
const request: BudRequest = {
  contextDir: '/ctx',
  dockerfile: '/ctx/Dockerfile',
  tag: 'r:5000/shop/web:latest',
  buildArgs: { B: '2', A: 'one=1' },
  noCache: false,
  forcePull: false,
};

test('bud: vfs storage, chroot isolation, no kept layers without a cache, pull when missing, sorted build arguments', () => {
  assert.equal(budArgs(storage, request), [
    ...STORAGE_ARGS,
    'bud',
    '--isolation',
    'chroot',
    '--pull=missing',
    '--build-arg',
    'A=one=1',
    '--build-arg',
    'B=2',
    '--file',
    '/ctx/Dockerfile',
    '--tag',
    'r:5000/shop/web:latest',
    '/ctx',
  ]);
});

test('bud: a cache repository is read and written; noCache only writes it; forcePull pulls always', () => {
  const cached = budArgs(storage, { ...request, cacheRepository: 'r:5000/shop/web-cache' });
  assert.ok(cached.join(' ').includes('--cache-to r:5000/shop/web-cache --cache-from r:5000/shop/web-cache'));
  assert.ok(cached.includes('--layers'), 'layers are kept for the cache');
  const fresh = budArgs(storage, {
    ...request,
    cacheRepository: 'r:5000/shop/web-cache',
    noCache: true,
    forcePull: true,
  });
  assert.ok(fresh.includes('--no-cache'));
  assert.ok(fresh.includes('--pull=always'));
  assert.ok(fresh.includes('--cache-to'));
  assert.not.ok(fresh.includes('--cache-from'));
});

test('bud: the image env and labels are set by buildah, sorted', () => {
  const args = budArgs(storage, {
    ...request,
    imageEnv: { OPENSHIFT_BUILD_NAME: 'web-3', OPENSHIFT_BUILD_COMMIT: 'c0ffee' },
    imageLabels: { 'io.openshift.build.commit.id': 'c0ffee' },
  });
  const at = args.indexOf('--env');
  assert.equal(args.slice(at, at + 6), [
    '--env',
    'OPENSHIFT_BUILD_COMMIT=c0ffee',
    '--env',
    'OPENSHIFT_BUILD_NAME=web-3',
    '--label',
    'io.openshift.build.commit.id=c0ffee',
  ]);
});

test('storage without a registries.conf names none', () => {
  assert.equal(pushArgs({ root: '/r', runRoot: '/u' }, 'img', 'r:5000/a:b'), [
    '--root',
    '/r',
    '--runroot',
    '/u',
    '--storage-driver',
    'vfs',
    'push',
    'img',
    'docker://r:5000/a:b',
  ]);
});

test('custom builder: from with a pull policy and a name; run with sorted env, the context mounted and the command', () => {
  assert.equal(fromArgs(storage, 'r:5000/b:1', 'gitshift-shop-web-1', true).slice(STORAGE_ARGS.length), [
    'from',
    '--pull=always',
    '--name',
    'gitshift-shop-web-1',
    'r:5000/b:1',
  ]);
  assert.equal(
    runArgs(storage, 'c', {
      contextDir: '/ctx',
      inputsDir: '/tmp/build/inputs',
      env: { Z: 'z', BUILD: '{}' },
      command: ['/bin/sh', '-c', 'build'],
    }).slice(STORAGE_ARGS.length),
    [
      'run',
      '--isolation',
      'chroot',
      '--volume',
      '/ctx:/tmp/build/inputs',
      '--env',
      'BUILD={}',
      '--env',
      'Z=z',
      'c',
      '--',
      '/bin/sh',
      '-c',
      'build',
    ],
  );
});

test('the image command is its entrypoint, then its cmd', () => {
  const inspected = (config: object): string => JSON.stringify({ OCIv1: { config } });
  assert.equal(imageCommand(inspected({ Entrypoint: ['/usr/bin/build'], Cmd: ['--x'] })), [
    '/usr/bin/build',
    '--x',
  ]);
  assert.equal(imageCommand(inspected({ Cmd: ['/bin/sh'] })), ['/bin/sh']);
  assert.equal(imageCommand(inspected({})), []);
  assert.equal(imageCommand(JSON.stringify({})), []);
});

test('registries.conf: only the named hosts are insecure, each once; short names mean Docker Hub', () => {
  assert.is(
    registriesConf(['b:5000', 'a:5000', 'b:5000']),
    'unqualified-search-registries = ["docker.io"]\n\n[[registry]]\nlocation = "a:5000"\ninsecure = true\n\n[[registry]]\nlocation = "b:5000"\ninsecure = true\n',
  );
  assert.is(registriesConf([]), 'unqualified-search-registries = ["docker.io"]\n');
});

test('the dockerfile is a path inside the context; one outside it is refused, naming it', () => {
  assert.is(dockerfileInContext('/ctx', 'Dockerfile'), '/ctx/Dockerfile');
  assert.is(dockerfileInContext('/ctx', './docker/../Dockerfile.prod'), '/ctx/Dockerfile.prod');
  for (const outside of ['../Dockerfile', '/etc/passwd', 'a/../../b', '..', ''])
    assert.throws(
      () => dockerfileInContext('/ctx', outside),
      (error: Error & { code?: string }) =>
        error.code === 'BUILD_REQUEST_INVALID' &&
        error.message ===
          `the build's dockerfile ${JSON.stringify(outside)} must be a path inside its context directory`,
      outside,
    );
});

test.run();
