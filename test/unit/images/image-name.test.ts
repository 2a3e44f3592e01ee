import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseImageReference, repositoryKey, type ImageReference } from '../../../src/images/image-name.js';
import { registryEndpoint } from '../../../src/images/registry-hosts.js';
import { digest } from './streams.js';

const parses: [string, Partial<ImageReference> | undefined][] = [
  ['redis', { registryHost: 'docker.io', repository: 'library/redis', tag: undefined, written: 'redis' }],
  ['redis:7', { registryHost: 'docker.io', repository: 'library/redis', tag: '7' }],
  ['team/app:v1', { registryHost: 'docker.io', repository: 'team/app', tag: 'v1', written: 'team/app' }],
  [
    'docker.io/team/app',
    { registryHost: 'docker.io', repository: 'team/app', written: 'docker.io/team/app' },
  ],
  ['index.docker.io/library/redis', { registryHost: 'docker.io', repository: 'library/redis' }],
  ['registry-1.docker.io/redis:7', { registryHost: 'docker.io', repository: 'library/redis', tag: '7' }],
  ['127.0.0.1:5000/team/app:v2', { registryHost: '127.0.0.1:5000', repository: 'team/app', tag: 'v2' }],
  ['localhost/app', { registryHost: 'localhost', repository: 'app' }],
  ['Quay.IO/org/app', { registryHost: 'quay.io', repository: 'org/app' }],
  ['[::1]:5000/team/app', { registryHost: '[::1]:5000', repository: 'team/app' }],
  [`quay.io/org/app@${digest(1)}`, { repository: 'org/app', tag: undefined, digest: digest(1) }],
  [`quay.io/org/app:v1@${digest(1)}`, { tag: 'v1', digest: digest(1), written: 'quay.io/org/app' }],
  ['registry.example.com:8443/a/b/c:1.0', { registryHost: 'registry.example.com:8443', repository: 'a/b/c' }],
  ['Team/App', undefined],
  ['team/app:', undefined],
  ['team//app', undefined],
  ['team/app@sha256:short', undefined],
  ['', undefined],
  ['team/app:bad tag', undefined],
  ['../etc/passwd', undefined],
  // Distribution's limit on a repository name is 255 characters.
  [`quay.io/${'a'.repeat(255)}:v1`, { repository: 'a'.repeat(255), tag: 'v1' }],
  [`quay.io/${'a'.repeat(256)}:v1`, undefined],
];

for (const [text, expected] of parses) {
  test(`parseImageReference(${JSON.stringify(text)})`, () => {
    const parsed = parseImageReference(text);
    if (expected === undefined) return assert.is(parsed, undefined);
    assert.ok(parsed, `${text} parses`);
    for (const [key, value] of Object.entries(expected))
      assert.is(parsed[key as keyof ImageReference], value, `${text}: ${key}`);
  });
}

test('repositoryKey spells every Docker Hub form of a repository the same way', () => {
  const keys = [
    { registryHost: 'docker.io', repository: 'redis' },
    { registryHost: 'index.docker.io', repository: 'library/redis' },
    { registryHost: 'DOCKER.IO', repository: 'library/redis' },
  ].map(repositoryKey);
  assert.equal(new Set(keys), new Set(['docker.io/library/redis']));
});

const endpoints: [string, Parameters<typeof registryEndpoint>, string][] = [
  ['Docker Hub is served by registry-1', ['docker.io', {}], 'https://registry-1.docker.io'],
  ['any Docker Hub alias too', ['index.docker.io', {}], 'https://registry-1.docker.io'],
  ['a registry is spoken to over HTTPS', ['quay.io', {}], 'https://quay.io'],
  ['loopback over plain HTTP', ['127.0.0.1:5000', {}], 'http://127.0.0.1:5000'],
  ['localhost too', ['localhost:5000', {}], 'http://localhost:5000'],
  ['a host configured insecure', ['reg.lan', { 'reg.lan': { insecure: true } }], 'http://reg.lan'],
  ['an importPolicy.insecure tag', ['reg.lan', {}, { insecure: true }], 'http://reg.lan'],
  [
    'a configured URL wins, without its trailing slash',
    ['reg.lan', { 'reg.lan': { url: 'https://mirror.lan:8443/' } }],
    'https://mirror.lan:8443',
  ],
  [
    'Docker Hub configured under another of its names',
    ['docker.io', { 'index.docker.io': { url: 'https://hub-mirror.lan' } }],
    'https://hub-mirror.lan',
  ],
];

for (const [name, args, baseUrl] of endpoints) {
  test(`registryEndpoint: ${name}`, () => {
    assert.is(registryEndpoint(...args).baseUrl, baseUrl);
  });
}

test('registryEndpoint carries credentials only when both username and passwordFile are set', () => {
  assert.equal(
    registryEndpoint('reg.lan', { 'reg.lan': { username: 'ci', passwordFile: '/run/pw' } }).credentials,
    {
      username: 'ci',
      passwordFile: '/run/pw',
    },
  );
  assert.is(registryEndpoint('reg.lan', { 'reg.lan': { username: 'ci' } }).credentials, undefined);
});

test.run();
