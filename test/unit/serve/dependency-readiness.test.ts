import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { desiredRevision } from '../../../src/serve/desired-state.js';
import {
  httpFault,
  kubernetesFault,
  stateDirFault,
  STATE_DIR_MIN_FREE_BYTES,
} from '../../../src/serve/dependency-faults.js';
import { readiness, type DependencyFault } from '../../../src/serve/readiness.js';
import { configMapYaml } from '../../support/manifests.js';
import { loadFiles } from '../../support/repo.js';

const loaded = await desiredRevision(
  'a'.repeat(40),
  loadFiles({ 'projects/good/config.yaml': configMapYaml({ name: 'c', data: { a: '1' } }) }),
);
const kube: DependencyFault = {
  dependency: 'kubernetes',
  reason: 'kubernetes API server unreachable: ECONNREFUSED',
};
const full: DependencyFault = {
  dependency: 'state',
  reason: 'state directory /var/lib/gitshift: no space left on device (0 bytes free)',
};
const forge: DependencyFault = {
  dependency: 'forge',
  reason: 'forge API https://git.acme.com/api/v1 unreachable: ETIMEDOUT',
};

const cases = [
  {
    name: 'loaded and every dependency answering: ready',
    input: { desired: loaded, fetchError: undefined, loadFailure: undefined, faults: [] },
    ready: true,
    reason: /^at aaaaaaaaaaaa$/,
  },
  {
    name: 'the API server down: not ready, named',
    input: { desired: loaded, fetchError: undefined, loadFailure: undefined, faults: [kube] },
    ready: false,
    reason: /^kubernetes API server unreachable: ECONNREFUSED$/,
  },
  {
    name: 'a fetch failing after a revision loaded is the git remote, named with its error',
    input: {
      desired: loaded,
      fetchError: 'cannot fetch branch main of https://x/y.git: HTTP 500',
      loadFailure: undefined,
    },
    ready: false,
    reason: /^git remote: cannot fetch branch main of https:\/\/x\/y\.git: HTTP 500$/,
  },
  {
    name: 'several down: each named, the state directory first',
    input: {
      desired: loaded,
      fetchError: 'connection refused',
      loadFailure: undefined,
      faults: [forge, kube, full],
    },
    ready: false,
    reason:
      /^state directory .*; kubernetes API server .*; git remote: connection refused; forge API .*ETIMEDOUT$/,
  },
  {
    name: 'nothing loaded yet and the API server down: both said',
    input: { desired: undefined, fetchError: undefined, loadFailure: undefined, faults: [kube] },
    ready: false,
    reason: /^the config repository has not been loaded yet; kubernetes API server unreachable/,
  },
  {
    name: 'nothing loaded yet because the fetch fails: the fetch error once, not twice',
    input: { desired: undefined, fetchError: 'refused', loadFailure: undefined, faults: [] },
    ready: false,
    reason: /^the config repository has not been loaded yet: refused$/,
  },
];

for (const { name, input, ready, reason } of cases) {
  test(`/readyz with dependencies: ${name}`, () => {
    const answer = readiness(input);
    assert.is(answer.ready, ready);
    assert.match(answer.reason, reason);
  });
}

test('the state directory is full below the margin the replay store and journal need', () => {
  assert.is(stateDirFault('/s', STATE_DIR_MIN_FREE_BYTES), undefined);
  assert.is(stateDirFault('/s', 10 * STATE_DIR_MIN_FREE_BYTES), undefined);
  assert.equal(stateDirFault('/s', 4096), {
    dependency: 'state',
    reason:
      'state directory /s: no space left on device (4096 bytes free); webhooks are answered 503 until there is room',
  });
});

test('the API server is down unless its /readyz answers 2xx', () => {
  assert.is(kubernetesFault({ status: 200 }), undefined);
  assert.match(
    kubernetesFault({ status: 500 })?.reason ?? '',
    /^kubernetes API server unreachable: HTTP 500$/,
  );
  assert.match(
    kubernetesFault({ error: 'connect ECONNREFUSED' })?.reason ?? '',
    /unreachable: connect ECONNREFUSED$/,
  );
});

const httpCases: [string, Parameters<typeof httpFault>[2], RegExp | undefined][] = [
  ['200 is up', { status: 200 }, undefined],
  ["a registry's 401 to strangers is a registry at work", { status: 401 }, undefined],
  ['404 is an answer: up', { status: 404 }, undefined],
  ['502 from a proxy in front is failing', { status: 502 }, /^registry r\.io failing: HTTP 502$/],
  ['refused is unreachable', { error: 'ECONNREFUSED' }, /^registry r\.io unreachable: ECONNREFUSED$/],
];
for (const [name, result, reason] of httpCases) {
  test(`a registry probe: ${name}`, () => {
    const fault = httpFault('registry', 'registry r.io', result);
    if (reason === undefined) assert.is(fault, undefined);
    else assert.match(fault?.reason ?? '', reason);
  });
}

test.run();
