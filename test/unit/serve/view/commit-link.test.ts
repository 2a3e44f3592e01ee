import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { commitLink } from '../../../../src/serve/view/commit-link.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';

const cases: [string, string, string | undefined][] = [
  ['a GitHub https URL', 'https://github.com/acme/config', `https://github.com/acme/config/commit/${SHA}`],
  [
    'a .git suffix is dropped',
    'https://github.com/acme/config.git',
    `https://github.com/acme/config/commit/${SHA}`,
  ],
  [
    'a Gitea on http with a port',
    'http://127.0.0.1:3000/team/config.git',
    `http://127.0.0.1:3000/team/config/commit/${SHA}`,
  ],
  [
    'a forge under a path prefix',
    'https://git.example.com/gitea/team/config',
    `https://git.example.com/gitea/team/config/commit/${SHA}`,
  ],
  [
    'credentials never reach the link',
    'https://bot:s3cret@github.com/acme/config.git',
    `https://github.com/acme/config/commit/${SHA}`,
  ],
  ['an ssh URL has no web page to link', 'ssh://git@github.com/acme/config.git', undefined],
  ['an scp-style address neither', 'git@github.com:acme/config.git', undefined],
  ['a local repository neither', 'file:///srv/git/config.git', undefined],
  ['a host without owner and name neither', 'https://github.com/config', undefined],
];

for (const [name, url, expected] of cases)
  test(`commitLink: ${name}`, () => assert.is(commitLink(url, SHA), expected));

test('commitLink: a SHA that is not hex gives no link (nothing from input lands in a URL unchecked)', () => {
  assert.is(commitLink('https://github.com/acme/config', '../../evil'), undefined);
  assert.is(
    commitLink('https://github.com/acme/config', 'ABCDEF0'),
    'https://github.com/acme/config/commit/abcdef0',
  );
});

test.run();
