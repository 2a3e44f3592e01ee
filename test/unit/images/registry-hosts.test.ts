import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { registryEndpoint, type RegistryHostsConfig } from '../../../src/images/registry-hosts.js';
import { loadServeConfig } from '../../../src/serve/serve-config.js';
import { assertGitshiftError } from '../../support/errors.js';

const credentials = { username: 'ci', passwordFile: '/run/pw' };
const hosts: RegistryHostsConfig = {
  'registry.acme.com': credentials,
  'plain.acme.com': { ...credentials, insecure: true },
  'forwarded.acme.com': { ...credentials, url: 'https://127.0.0.1:8443/' },
  'open.acme.com': {},
  'index.docker.io': credentials,
};

/** [host, the stream's importPolicy.insecure, expected base URL] */
const cases: [string, boolean, string][] = [
  ['registry.acme.com', false, 'https://registry.acme.com'],
  // Any project folder may set importPolicy.insecure: it does not take daemon credentials to plain HTTP.
  ['registry.acme.com', true, 'https://registry.acme.com'],
  ['forwarded.acme.com', true, 'https://127.0.0.1:8443'],
  ['docker.io', true, 'https://registry-1.docker.io'],
  // The daemon's configuration may say plain HTTP, and loopback is plain HTTP.
  ['plain.acme.com', false, 'http://plain.acme.com'],
  ['127.0.0.1:5000', false, 'http://127.0.0.1:5000'],
  // Without credentials there is nothing to lose: the stream decides for itself.
  ['open.acme.com', true, 'http://open.acme.com'],
  ['elsewhere.example', true, 'http://elsewhere.example'],
  ['elsewhere.example', false, 'https://elsewhere.example'],
];

for (const [host, insecure, baseUrl] of cases) {
  test(`registry ${host}${insecure ? ' tagged insecure by a stream' : ''} is reached at ${baseUrl}`, () => {
    assert.is(registryEndpoint(host, hosts, { insecure }).baseUrl, baseUrl);
  });
}

test('credentials and token realms are the configured ones, whatever alias of Docker Hub named them', () => {
  const endpoint = registryEndpoint('registry-1.docker.io', hosts);
  assert.equal(endpoint.credentials, credentials);
  assert.equal(endpoint.tokenRealms, []);
  assert.equal(
    registryEndpoint('gitlab', { gitlab: { tokenRealms: ['https://gitlab.com/jwt/auth'] } }).tokenRealms,
    ['https://gitlab.com'],
  );
});

test("serve's config carries registries[].tokenRealms; one that is not an origin is refused with file, line and field", () => {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-registries-'));
  const configFile = (realm: string): string => {
    const path = join(dir, 'serve.yaml');
    writeFileSync(
      path,
      [
        'apiVersion: gitshift.io/v1alpha1',
        'kind: ServeConfig',
        'repository: { url: file:///srv/config.git }',
        'cluster: { kubeconfig: /k }',
        'registries:',
        '  - host: registry.gitlab.com',
        `    tokenRealms: [${realm}]`,
        '',
      ].join('\n'),
    );
    return path;
  };
  try {
    const config = loadServeConfig(configFile('https://gitlab.com'), {});
    assert.equal(
      config.registries.map((r) => [r.host, r.tokenRealms]),
      [['registry.gitlab.com', ['https://gitlab.com']]],
    );
    for (const realm of ['https://gitlab.com/jwt/auth', 'gitlab.com', 'https://ci:pw@gitlab.com'])
      assertGitshiftError(
        () => loadServeConfig(configFile(realm), {}),
        'SERVE_CONFIG_INVALID',
        /serve\.yaml:7:\d+: registries\[0\]\.tokenRealms\[0\]/,
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
