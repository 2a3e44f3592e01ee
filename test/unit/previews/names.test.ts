import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { previewHostPrefix, previewNamespace, repositoryLabelValue } from '../../../src/previews/index.js';
import { prefixHost } from '../../../src/previews/prefix-hosts.js';
import { SETTINGS } from './scenes.js';

const DNS_LABEL = /^[a-z0-9](?:[-a-z0-9]*[a-z0-9])?$/;
const LABEL_VALUE = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._-]{0,61}[A-Za-z0-9])?)?$/;

test('the namespace pattern is filled in with the project and the number', () => {
  assert.is(previewNamespace(SETTINGS, 'shop', 42), 'shop-pr-42');
  assert.is(previewNamespace({ namespace: 'preview-{number}-{project}' }, 'shop', 7), 'preview-7-shop');
});

test('a namespace past 63 characters shortens the project part, keeps the number whole, adds a hash', () => {
  const long = 'a-very-long-project-name-that-a-team-chose-for-its-storefront-x';
  assert.is(long.length, 63);
  const name = previewNamespace(SETTINGS, long, 123456);
  assert.ok(name.length <= 63, name);
  assert.match(name, DNS_LABEL);
  assert.ok(name.endsWith('-pr-123456'), name);
  assert.ok(name.startsWith('a-very-long-project-name'), name);
  assert.is(previewNamespace(SETTINGS, long, 123456), name, 'stable');
  const sibling = previewNamespace(SETTINGS, `${long.slice(0, 62)}y`, 123456);
  assert.is.not(sibling, name, 'two long projects with the same beginning get two namespaces');
});

test('a pattern that cannot give a namespace name is refused with what to change', () => {
  for (const namespace of ['Preview-{project}-{number}', `${'x'.repeat(62)}-{number}`]) {
    let thrown: unknown;
    try {
      previewNamespace({ namespace }, 'shop', 42);
    } catch (error) {
      thrown = error;
    }
    assert.instance(thrown, GitshiftError, namespace);
    assert.is((thrown as GitshiftError).code, 'PREVIEW_FAILED');
    assert.match((thrown as Error).message, /change previews.namespace in gitshift.yaml/);
  }
});

test('property: any project name and PR number give a DNS label ending in the whole number', () => {
  const project = fc.stringMatching(/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/);
  fc.assert(
    fc.property(project, fc.integer({ min: 1, max: 9_999_999 }), (name, number) => {
      const namespace = previewNamespace(SETTINGS, name, number);
      return namespace.length <= 63 && DNS_LABEL.test(namespace) && namespace.endsWith(`-pr-${number}`);
    }),
    { numRuns: 500 },
  );
});

test('repository label values: readable when they can be, hashed when they must be', () => {
  assert.is(repositoryLabelValue('acme/config'), 'acme.config');
  assert.is(repositoryLabelValue('Acme-Corp/shop_web'), 'Acme-Corp.shop_web');
  // Ambiguous without a hash: 'a.b/c' and 'a/b.c' would both read 'a.b.c'.
  assert.is(repositoryLabelValue('a/b.c'), 'a.b.c');
  assert.match(repositoryLabelValue('a.b/c'), /^a\.b\.c-[0-9a-f]{8}$/);
  assert.match(repositoryLabelValue('acme/.github'), /^acme\.\.github$/);
  assert.match(repositoryLabelValue('acme/web-'), /^acme\.web-[0-9a-f]{8}$/);
  const long = repositoryLabelValue(`acme/${'x'.repeat(80)}`);
  assert.ok(long.length <= 63 && long.startsWith('acme.xxx'), long);
});

test('property: every repository gets a valid label value, and two repositories never share one', () => {
  const part = fc.stringMatching(/^[A-Za-z0-9._-]{1,50}$/);
  const repository = fc.tuple(part, part).map(([owner, name]) => `${owner}/${name}`);
  fc.assert(
    fc.property(repository, repository, (a, b) => {
      const [va, vb] = [repositoryLabelValue(a), repositoryLabelValue(b)];
      return LABEL_VALUE.test(va) && va.length <= 63 && (a === b || va !== vb);
    }),
    { numRuns: 1000 },
  );
});

test('hosts: the prefix goes before the first label, after a wildcard, and a long label is shortened', () => {
  const prefix = previewHostPrefix(SETTINGS, 42);
  assert.is(prefix, 'pr-42-');
  assert.is(prefixHost('shop.example.test', prefix), 'pr-42-shop.example.test');
  assert.is(prefixHost('*.shop.example.test', prefix), '*.pr-42-shop.example.test');
  assert.is(prefixHost('localhost', prefix), 'pr-42-localhost');
  const long = prefixHost(`${'w'.repeat(63)}.example.test`, prefix);
  const first = long.split('.')[0] ?? '';
  assert.ok(first.length <= 63 && first.startsWith('pr-42-www'), long);
  assert.ok(long.endsWith('.example.test'));
});

test.run();
