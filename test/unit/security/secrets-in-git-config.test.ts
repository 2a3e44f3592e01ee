import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { childEnvironment } from '../../../src/runtime/child-environment.js';
import { originConfig } from '../../../src/writeback/private-clone.js';

const basic = (login: string): string => Buffer.from(login).toString('base64');

const ORIGINS: [string, string, string][] = [
  [
    'a URL without a login is written as it is',
    'https://git.example/acme/config.git',
    '[remote "origin"]\n\turl = "https://git.example/acme/config.git"\n',
  ],
  [
    'a user name alone stays in the URL',
    'https://ci@git.example/config.git',
    '[remote "origin"]\n\turl = "https://ci@git.example/config.git"\n',
  ],
  [
    'an HTTPS password leaves the URL for an Authorization header',
    'https://ci:s3cr3t-t0ken@git.example/config.git',
    `[remote "origin"]\n\turl = "https://ci@git.example/config.git"\n[http]\n\textraHeader = "Authorization: Basic ${basic('ci:s3cr3t-t0ken')}"\n`,
  ],
  [
    'an escaped password is sent decoded',
    'http://x-access-token:p%40ss%3Aword@127.0.0.1:8080/r.git',
    `[remote "origin"]\n\turl = "http://x-access-token@127.0.0.1:8080/r.git"\n[http]\n\textraHeader = "Authorization: Basic ${basic('x-access-token:p@ss:word')}"\n`,
  ],
  [
    'an SSH URL loses a password it has no use for',
    'ssh://git:s3cr3t-t0ken@git.example:2222/config.git',
    '[remote "origin"]\n\turl = "ssh://git@git.example:2222/config.git"\n',
  ],
];

for (const [name, url, expected] of ORIGINS) {
  test(`the private clone's origin: ${name}`, () => {
    const config = originConfig(url);
    assert.is(config, expected);
    assert.not.ok(
      /remote "origin"\]\n\turl = "[^"]*s3cr3t/.test(config),
      'no password in the URL git passes to its helpers',
    );
  });
}

test('a child environment keeps everything but gitshift’s own variables, and leaves the original alone', () => {
  const env = {
    PATH: '/usr/bin',
    HOME: '/home/x',
    GITSHIFT_GITHUB_SECRET: 's',
    GITSHIFT_TEMPLATE_SEED: 'seed',
    MY_GITSHIFT_NOTE: 'kept',
  };
  assert.equal(childEnvironment(env), { PATH: '/usr/bin', HOME: '/home/x', MY_GITSHIFT_NOTE: 'kept' });
  assert.is(env.GITSHIFT_GITHUB_SECRET, 's');
});

test.run();
