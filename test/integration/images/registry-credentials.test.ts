import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { httpRegistryClient } from '../../../src/images/http-registry-client.js';
import type { RegistryHostsConfig } from '../../../src/images/registry-hosts.js';
import { pushImage } from '../../../testbed/src/oci-image.js';
import { withRegistry } from '../../support/testbed.js';
import {
  copy,
  outcomeOf,
  refusal,
  withPasswordFile,
  withRecordingServer,
  withTokenRegistries,
} from './registry-kit.js';
import { startTokenIssuer } from './token-issuer.js';

/*
 * Where configured registry credentials may travel, shown with Debian's real
 * docker-registry: its token realm is whatever its configuration says, so a
 * realm on an attacker's host is a real registry's real 401. The attacker is a
 * node:http server that records what reached it.
 */

const app = (host: string, insecure?: boolean) => ({
  registryHost: host,
  repository: 'team/app',
  ...(insecure === undefined ? {} : { insecure }),
});
const user = { username: 'ci', password: 'realm-test-pw' };

test('configured credentials never reach a token realm on a host the configuration does not name, nor does an anonymous login over plain HTTP', async () => {
  const issuer = await startTokenIssuer({ user });
  try {
    await withRecordingServer(
      (_req, res) => res.writeHead(401, { 'content-type': 'application/json' }).end('{}'),
      async (attacker) => {
        // The registry is 127.0.0.1:<port>; its realm names localhost:<attacker's port>, another host.
        const realm = `http://localhost:${attacker.port}/token`;
        const tokenAuth = {
          realm,
          service: issuer.service,
          issuer: issuer.issuer,
          rootCertBundle: issuer.certificate,
        };
        await withRegistry({ tokenAuth }, async (registry) => {
          await withPasswordFile(user.password, async (passwordFile) => {
            const hosts: RegistryHostsConfig = { [registry.host]: { username: 'ci', passwordFile } };
            const outcome: unknown = await outcomeOf(() =>
              httpRegistryClient({ hosts }).resolveTag(app(registry.host), 'v1'),
            );
            assert.equal(attacker.requests, [], 'nothing was sent to the realm the registry named');
            const refused = refusal(outcome, 'REGISTRY_AUTH_REALM_REFUSED');
            assert.match(refused.message, `registry ${registry.host}`);
            assert.match(refused.message, `http://localhost:${attacker.port}`);
            assert.match(refused.message, 'tokenRealms');
            assert.not.match(refused.message, user.password);
          });

          const anonymous: unknown = await outcomeOf(() =>
            httpRegistryClient().resolveTag(app(registry.host), 'v1'),
          );
          assert.equal(attacker.requests, [], 'no anonymous request to a plain-HTTP realm on another host');
          refusal(anonymous, 'REGISTRY_AUTH_REALM_REFUSED');
        });
      },
    );
  } finally {
    await issuer.close();
  }
});

test('a token service on another port of the registry host is asked only once tokenRealms names it', async () => {
  await withTokenRegistries({ user }, async (issuer, open, locked) => {
    await pushImage(open.host, 'team/app', 'v1', 'app v1');
    await copy(`${open.host}/team/app:v1`, `${locked.host}/team/app:v1`, '--dest-creds', 'ci:realm-test-pw');
    issuer.requests.length = 0;
    await withPasswordFile(user.password, async (passwordFile) => {
      const unnamed: RegistryHostsConfig = { [locked.host]: { username: 'ci', passwordFile } };
      const outcome: unknown = await outcomeOf(() =>
        httpRegistryClient({ hosts: unnamed }).resolveTag(app(locked.host), 'v1'),
      );
      // The same host name, another port: another service, which the configuration does not name.
      assert.equal(issuer.requests, [], 'the token service was not asked');
      refusal(outcome, 'REGISTRY_AUTH_REALM_REFUSED');

      const named: RegistryHostsConfig = {
        [locked.host]: { username: 'ci', passwordFile, tokenRealms: [new URL(issuer.realm).origin] },
      };
      const resolved = await httpRegistryClient({ hosts: named }).resolveTag(app(locked.host), 'v1');
      assert.match(resolved.digest, /^sha256:/);
      assert.equal(issuer.requests, [{ scope: 'repository:team/app:pull', user: 'ci' }]);
    });
  });
});

test("an ImageStream's importPolicy.insecure does not take a host with daemon credentials to plain HTTP", async () => {
  await withRegistry({}, (open) =>
    withRegistry({ basicAuth: user }, async (locked) => {
      await pushImage(open.host, 'team/app', 'v1', 'app v1');
      await copy(
        `${open.host}/team/app:v1`,
        `${locked.host}/team/app:v1`,
        '--dest-creds',
        'ci:realm-test-pw',
      );
      // The registry as [::ffff:127.0.0.1]:<port>: the same listener, under a name gitshift does not
      // take for loopback, so by configuration it is an HTTPS registry, as any remote one is.
      const host = `[::ffff:127.0.0.1]:${locked.host.split(':').at(-1) ?? ''}`;
      await withPasswordFile(user.password, async (passwordFile) => {
        const hosts: RegistryHostsConfig = { [host]: { username: 'ci', passwordFile } };
        const outcome: unknown = await outcomeOf(
          () => httpRegistryClient({ hosts }).resolveTag(app(host, true), 'v1'),
          'the registry answered over plain HTTP, with the credentials',
        );
        // HTTPS to a plain-HTTP listener fails the handshake: nothing, credentials least of all, went in clear.
        refusal(outcome, 'REGISTRY_UNREACHABLE');

        // The daemon's own configuration may say plain HTTP: then the credentials go there, as configured.
        const plain: RegistryHostsConfig = { [host]: { username: 'ci', passwordFile, insecure: true } };
        const resolved = await httpRegistryClient({ hosts: plain }).resolveTag(app(host), 'v1');
        assert.match(resolved.digest, /^sha256:/);
      });
    }),
  );
});

test.run();
