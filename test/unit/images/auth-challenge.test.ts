import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAuthChallenges, type AuthChallenge } from '../../../src/images/auth-challenge.js';

const cases: [string, string, AuthChallenge[]][] = [
  [
    "Docker Hub's bearer challenge",
    'Bearer realm="https://auth.docker.io/token",service="registry.docker.io",scope="repository:library/redis:pull"',
    [
      {
        scheme: 'bearer',
        params: {
          realm: 'https://auth.docker.io/token',
          service: 'registry.docker.io',
          scope: 'repository:library/redis:pull',
        },
      },
    ],
  ],
  [
    'Basic with a realm',
    'Basic realm="gitshift-testbed"',
    [{ scheme: 'basic', params: { realm: 'gitshift-testbed' } }],
  ],
  [
    'a scope with several actions keeps its comma inside the quotes',
    'Bearer realm="https://t/x", scope="repository:a/b:pull,push"',
    [{ scheme: 'bearer', params: { realm: 'https://t/x', scope: 'repository:a/b:pull,push' } }],
  ],
  [
    'two challenges in one header',
    'Basic realm="r", Bearer realm="https://t", service=reg',
    [
      { scheme: 'basic', params: { realm: 'r' } },
      { scheme: 'bearer', params: { realm: 'https://t', service: 'reg' } },
    ],
  ],
  [
    'escapes in a quoted value',
    'Basic realm="say \\"hi\\""',
    [{ scheme: 'basic', params: { realm: 'say "hi"' } }],
  ],
  ['parameter names in any case', 'BEARER Realm="x"', [{ scheme: 'bearer', params: { realm: 'x' } }]],
  ['an empty header', '', []],
  ['garbage ends without looping', '=,,="', []],
];

for (const [name, header, expected] of cases) {
  test(`parseAuthChallenges: ${name}`, () => {
    assert.equal(parseAuthChallenges(header), expected);
  });
}

test.run();
