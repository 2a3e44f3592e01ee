import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeRealm, realmRefusal } from '../../../src/images/realm-trust.js';
import { registryEndpoint, type RegistryHostsConfig } from '../../../src/images/registry-hosts.js';

const hosts: RegistryHostsConfig = {
  'registry.acme.com': { username: 'ci', passwordFile: '/run/pw' },
  'registry.gitlab.com': { username: 'ci', passwordFile: '/run/pw', tokenRealms: ['https://gitlab.com/'] },
  'plain.acme.com:5000': { username: 'ci', passwordFile: '/run/pw', insecure: true },
  'mirror.acme.com': { username: 'ci', passwordFile: '/run/pw', url: 'http://10.0.0.5:5000/' },
  'docker.io': { username: 'ci', passwordFile: '/run/pw' },
  'internal.acme.com': { tokenRealms: ['http://auth.internal:5001'] },
};

/** [registry host, realm, credentials?, expected reason] */
const cases: [string, string, boolean, string][] = [
  // With credentials: only realms the configuration names.
  ['registry.acme.com', 'https://registry.acme.com/token', true, 'registry-origin'],
  ['registry.acme.com', 'https://REGISTRY.acme.com:443/token', true, 'registry-origin'],
  ['registry.acme.com', 'https://auth.acme.com/token', true, 'not-named'],
  ['registry.acme.com', 'http://registry.acme.com/token', true, 'not-named'],
  ['registry.acme.com', 'https://registry.acme.com:8443/token', true, 'not-named'],
  ['registry.acme.com', 'https://auth.docker.io/token', true, 'not-named'],
  ['registry.gitlab.com', 'https://gitlab.com/jwt/auth', true, 'listed'],
  ['registry.gitlab.com', 'http://gitlab.com/jwt/auth', true, 'not-named'],
  ['registry.gitlab.com', 'https://gitlab.com:8443/jwt/auth', true, 'not-named'],
  ['plain.acme.com:5000', 'http://plain.acme.com:5000/token', true, 'registry-origin'],
  ['plain.acme.com:5000', 'http://plain.acme.com:5001/token', true, 'not-named'],
  ['plain.acme.com:5000', 'http://127.0.0.1:5000/token', true, 'not-named'],
  ['mirror.acme.com', 'http://10.0.0.5:5000/token', true, 'registry-origin'],
  ['mirror.acme.com', 'https://mirror.acme.com/token', true, 'not-named'],
  ['127.0.0.1:5000', 'http://127.0.0.1:5000/token', false, 'registry-origin'],
  ['docker.io', 'https://auth.docker.io/token', true, 'docker-hub'],
  ['docker.io', 'http://auth.docker.io/token', true, 'not-named'],
  ['docker.io', 'https://auth.docker.io.evil.example/token', true, 'not-named'],
  // Anonymously: a realm that is not named must be HTTPS.
  ['quay.example', 'https://auth.quay.example/token', false, 'anonymous-https'],
  ['quay.example', 'http://auth.quay.example/token', false, 'anonymous-plain-http'],
  ['quay.example', 'http://169.254.169.254/latest/meta-data/', false, 'anonymous-plain-http'],
  ['127.0.0.1:5000', 'http://127.0.0.1:5001/token', false, 'anonymous-plain-http'],
  ['127.0.0.1:5000', 'http://localhost:5000/token', false, 'anonymous-plain-http'],
  ['internal.acme.com', 'http://auth.internal:5001/token', false, 'listed'],
  // Never.
  ['quay.example', 'https://user:pw@auth.quay.example/token', false, 'login-in-url'],
  ['registry.acme.com', 'https://ci@registry.acme.com/token', true, 'login-in-url'],
  ['quay.example', 'file:///etc/passwd', false, 'not-http'],
  ['quay.example', 'gopher://auth.quay.example/', false, 'not-http'],
  ['quay.example', 'javascript:alert(1)', false, 'not-http'],
  ['quay.example', '/token', false, 'not-a-url'],
  ['quay.example', '', true, 'not-a-url'],
];

for (const [host, realm, credentials, reason] of cases) {
  test(`a realm ${JSON.stringify(realm)} of ${host} ${credentials ? 'with' : 'without'} credentials: ${reason}`, () => {
    const endpoint = registryEndpoint(host, hosts);
    const judgement = judgeRealm(endpoint, realm, { credentials });
    assert.is(judgement.reason, reason);
    if (!judgement.ask) {
      const message = realmRefusal(endpoint, realm, judgement);
      assert.match(message, `registry ${endpoint.host}`);
      assert.not.match(message, '\n');
      assert.not.match(message, 'pw@');
      if (judgement.origin !== undefined && reason !== 'login-in-url') assert.match(message, 'tokenRealms');
    }
  });
}

test('a tokenRealms entry that is not an http(s) origin is a configuration error', () => {
  assert.throws(
    () => registryEndpoint('registry.acme.com', { 'registry.acme.com': { tokenRealms: ['gitlab.com'] } }),
    /tokenRealms of registry registry\.acme\.com: "gitlab\.com" is not an http\(s\) origin/,
  );
});

test.run();
