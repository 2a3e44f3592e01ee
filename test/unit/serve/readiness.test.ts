import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { desiredRevision } from '../../../src/serve/desired-state.js';
import { blockedProjects, readiness } from '../../../src/serve/readiness.js';
import { configMapYaml } from '../../support/manifests.js';
import { loadFiles } from '../../support/repo.js';

const OLD = 'a'.repeat(40);
const NEW = 'b'.repeat(40);
const clean = await desiredRevision(
  OLD,
  loadFiles({ 'projects/good/config.yaml': configMapYaml({ name: 'c', data: { a: '1' } }) }),
);
const withBlocked = await desiredRevision(
  OLD,
  loadFiles({
    'projects/good/config.yaml': configMapYaml({ name: 'c', data: { a: '1' } }),
    'projects/bad/config.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: Not_A_Name\n',
  }),
);
const loadFailure = {
  commit: NEW,
  code: 'CONFIG_LOAD_FAILED',
  message: `commit ${NEW.slice(0, 12)} was fetched but could not be loaded: disk I/O error`,
};

const cases = [
  {
    name: 'nothing loaded, the fetch failing',
    input: { desired: undefined, fetchError: 'remote unreachable', loadFailure: undefined },
    ready: false,
    reason: /not been loaded yet: remote unreachable/,
  },
  {
    name: 'nothing loaded, the first commit not loadable',
    input: { desired: undefined, fetchError: undefined, loadFailure },
    ready: false,
    reason:
      /bbbbbbbbbbbb was fetched but could not be loaded: disk I\/O error \(CONFIG_LOAD_FAILED\); no revision loaded yet/,
  },
  {
    name: 'a newer commit not loadable: not ready, and not called a fetch error',
    input: { desired: clean, fetchError: undefined, loadFailure },
    ready: false,
    reason: /could not be loaded.*still reconciling to aaaaaaaaaaaa/,
  },
  {
    name: 'at the newest commit',
    input: { desired: clean, fetchError: undefined, loadFailure: undefined },
    ready: true,
    reason: /^at aaaaaaaaaaaa$/,
  },
  {
    name: 'a project blocked by its own errors leaves the daemon ready, and says so',
    input: { desired: withBlocked, fetchError: undefined, loadFailure: undefined },
    ready: true,
    reason: /^at aaaaaaaaaaaa; 1 project\(s\) blocked by their manifest errors/,
  },
];

for (const { name, input, ready, reason } of cases) {
  test(`/readyz: ${name}`, () => {
    const answer = readiness(input);
    assert.is(answer.ready, ready);
    assert.match(answer.reason, reason);
  });
}

test('/status lists blocked projects with their errors as validate prints them', () => {
  const blocked = blockedProjects(withBlocked);
  assert.is(blocked.length, 1);
  assert.is(blocked[0]?.project, 'bad');
  assert.match(
    blocked[0]?.errors[0] ?? '',
    /^projects\/bad\/config\.yaml:4:9: metadata\.name: .*\[INVALID_NAME\]$/,
  );
  assert.equal(blockedProjects(clean), []);
  assert.equal(blockedProjects(undefined), []);
});

test.run();
