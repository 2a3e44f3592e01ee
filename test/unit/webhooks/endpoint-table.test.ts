import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { buildEndpoints, buildLimiters } from '../../../src/webhooks/endpoint-table.js';
import { DEFAULT_MAX_BODY_BYTES, type WebhookOptions } from '../../../src/webhooks/webhook-options.js';

const base: WebhookOptions = { sink: { accept: () => undefined }, stateDir: '/nonexistent' };

const endpointCases: [string, Partial<WebhookOptions>, string[]][] = [
  ['no secrets: no endpoint', {}, []],
  ['a GitHub secret turns on /hooks/github', { githubSecret: 's' }, ['github']],
  ['two GitHub secrets while rotating', { githubSecret: ['old', 'new'] }, ['github']],
  [
    'Docker Hub and registry by their URL secrets',
    { dockerhubSecret: 'd', registrySecret: ['r'] },
    ['dockerhub', 'registry'],
  ],
  [
    'generic secrets turn on /hooks/generic, even none for any project',
    { genericSecrets: () => [] },
    ['generic'],
  ],
  ['an empty list is no secret', { githubSecret: [] }, []],
];
for (const [name, options, sources] of endpointCases)
  test(`endpoints: ${name}`, () => {
    assert.equal(Object.keys(buildEndpoints({ ...base, ...options })).sort(), sources);
  });

test('endpoints: body caps are the defaults unless given', () => {
  const endpoints = buildEndpoints({
    ...base,
    githubSecret: 's',
    registrySecret: 'r',
    maxBodyBytes: { registry: 2048 },
  });
  assert.is(endpoints.github?.maxBodyBytes, DEFAULT_MAX_BODY_BYTES.github);
  assert.is(endpoints.registry?.maxBodyBytes, 2048);
});

const invalid: [string, Partial<WebhookOptions>, RegExp][] = [
  ['an empty secret', { registrySecret: ' ' }, /registrySecret: a webhook secret is empty/],
  ['a cap of 0', { maxBodyBytes: { github: 0 } }, /maxBodyBytes.github must be a positive whole number/],
  ['a fractional cap', { maxBodyBytes: { generic: 1.5 } }, /maxBodyBytes.generic/],
  [
    'a rate of 0',
    { rateLimits: { github: { perSecond: 0, burst: 1 } } },
    /rateLimits.github: perSecond must be above 0/,
  ],
  ['a burst below 1', { rateLimits: { dockerhub: { perSecond: 1, burst: 0.5 } } }, /rateLimits.dockerhub/],
];
for (const [name, options, message] of invalid)
  test(`configuration: ${name} is WEBHOOK_CONFIG_INVALID`, () => {
    assert.throws(
      () => {
        buildEndpoints({ ...base, ...options });
        buildLimiters({ ...base, ...options }, () => 0);
      },
      (e: unknown) =>
        e instanceof GitshiftError && e.code === 'WEBHOOK_CONFIG_INVALID' && message.test(e.message),
    );
  });

test('limiters: one per source by default; false turns one off', () => {
  assert.equal(Object.keys(buildLimiters(base, () => 0)).sort(), [
    'dockerhub',
    'generic',
    'github',
    'openshift-build',
    'registry',
  ]);
  assert.equal(Object.keys(buildLimiters({ ...base, rateLimits: { github: false } }, () => 0)).sort(), [
    'dockerhub',
    'generic',
    'openshift-build',
    'registry',
  ]);
});

test.run();
