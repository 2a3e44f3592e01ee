import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { namesSameRepository, repositoryIdentity } from '../../../../src/buildplan/triggers/index.js';
import { isSameRepository } from '../../../../src/serve/same-repository.js';

const SAME: readonly [string, string][] = [
  ['https://github.com/Acme/App.git', 'https://github.com/acme/app'],
  ['https://github.com/acme/app/', 'git@github.com:acme/app.git'],
  ['ssh://git@github.com/acme/app.git', 'git@github.com:acme/app'],
  ['ssh://git@github.com:22/acme/app.git', 'https://github.com/acme/app.git'],
  ['https://token@github.com/acme/app.git', 'https://github.com/acme/app.git'],
  ['git://github.com/acme/app.git', 'https://github.com/acme/app'],
];
const DIFFERENT: readonly [string, string][] = [
  ['https://github.com/acme/app.git', 'https://github.com/acme/app2.git'],
  ['https://github.com/acme/app.git', 'https://gitlab.com/acme/app.git'],
  ['https://github.com/acme/app.git', 'https://github.com/other/app.git'],
  ['file:///srv/Repo.git', 'file:///srv/repo.git'],
];

test('spellings of one repository share an identity, as serve compares them', () => {
  for (const [a, b] of SAME) {
    assert.is(repositoryIdentity(a), repositoryIdentity(b), `${a} vs ${b}`);
    assert.ok(namesSameRepository(a, [undefined, b]));
    assert.ok(isSameRepository(a, [b]), `serve agrees on ${a} vs ${b}`);
  }
});

test('other repositories, hosts and owners differ, as serve says too', () => {
  for (const [a, b] of DIFFERENT) {
    assert.is.not(repositoryIdentity(a), repositoryIdentity(b), `${a} vs ${b}`);
    assert.not.ok(isSameRepository(a, [b]), `serve agrees on ${a} vs ${b}`);
  }
});

test('the identity is what skip reasons show', () => {
  assert.is(repositoryIdentity('https://github.com/acme/app.git'), 'github.com/acme/app');
  assert.is(repositoryIdentity('git@github.com:acme/app.git'), 'github.com/acme/app');
  assert.is(repositoryIdentity('file:///srv/config.git'), '/srv/config');
});

test.run();
