import { randomBytes } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { httpRegistryClient } from '../../../src/images/http-registry-client.js';
import type { RegistryHostsConfig } from '../../../src/images/registry-hosts.js';
import { pushImage } from '../../../testbed/src/oci-image.js';
import { recordingLogger } from '../../support/log-recorder.js';
import { copy, outcomeOf, refusal, withPasswordFile, withTokenRegistries } from '../images/registry-kit.js';

/**
 * SECURITY.md says: a registry password is read from its file when a login
 * is needed and goes only into the Basic login of the token service the
 * configuration names; a refused login names the registry and what to check,
 * never the password (nor its Basic encoding), in the error or the log line
 * serve writes of it. Real docker-registry with a real token service.
 */

const user = { username: 'ci', password: `registry-pw-${randomBytes(12).toString('hex')}` };
const app = (host: string) => ({ registryHost: host, repository: 'team/app' });

test('a refused registry password is in neither the error nor its log line; the right one logs in', async () => {
  await withTokenRegistries({ user }, async (issuer, open, locked) => {
    await pushImage(open.host, 'team/app', 'v1', 'app v1');
    await copy(
      `${open.host}/team/app:v1`,
      `${locked.host}/team/app:v1`,
      '--dest-creds',
      `${user.username}:${user.password}`,
    );
    const wrong = `wrong-${randomBytes(12).toString('hex')}`;
    const hosts = (passwordFile: string): RegistryHostsConfig => ({
      [locked.host]: { username: 'ci', passwordFile, tokenRealms: [new URL(issuer.realm).origin] },
    });
    const { logger, lines } = recordingLogger('debug');
    await withPasswordFile(wrong, async (passwordFile) => {
      const outcome = await outcomeOf(() =>
        httpRegistryClient({ hosts: hosts(passwordFile) }).resolveTag(app(locked.host), 'v1'),
      );
      const error = refusal(outcome, 'REGISTRY_AUTH_FAILED');
      // How serve logs a failed image update: the error as `err` (message, data, stack, cause).
      logger.warn({ err: error, host: locked.host }, 'image-failed');
      const said = JSON.stringify([error.message, error.data, String(error.cause), lines]);
      assert.match(error.message, locked.host);
      for (const secret of [wrong, Buffer.from(`ci:${wrong}`).toString('base64')])
        assert.not.ok(said.includes(secret), said);
    });
    await withPasswordFile(user.password, async (passwordFile) => {
      const resolved = await httpRegistryClient({ hosts: hosts(passwordFile) }).resolveTag(
        app(locked.host),
        'v1',
      );
      assert.match(resolved.digest, /^sha256:/);
      assert.ok(
        issuer.requests.some((r) => r.user === 'ci'),
        'the token service saw the login',
      );
    });
  });
});

test.run();
