import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadServeConfig } from '../../../src/serve/serve-config.js';
import { assertGitshiftError } from '../../support/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'gitshift-serve-durations-'));
const ENV = { KUBECONFIG: '/k', GITSHIFT_REPO_URL: 'file:///srv/config.git' };

// GITSHIFT_POLL_INTERVAL, repository.pollIntervalMs
const accepted: [string, number][] = [
  ['30s', 30_000],
  ['500ms', 500],
  ['1h30m', 5_400_000],
  ['2.5s', 2_500],
  ['90', 90_000],
];
for (const [text, ms] of accepted) {
  test(`a poll interval of ${text} is ${ms} ms`, () => {
    assert.is(
      loadServeConfig(undefined, { ...ENV, GITSHIFT_POLL_INTERVAL: text }).repository.pollIntervalMs,
      ms,
    );
  });
}

test('a duration from the environment that is none says what a duration looks like, and names the variable', () => {
  assertGitshiftError(
    () => loadServeConfig(undefined, { ...ENV, GITSHIFT_RESYNC_INTERVAL: '1d' }),
    'SERVE_CONFIG_INVALID',
    /cluster\.resyncInterval \(from GITSHIFT_RESYNC_INTERVAL\): '1d' is not a duration such as 500ms, 90s, 5m, 1h30m or 2\.5s \[SCHEMA_PATTERN\]/,
  );
});

test('a duration in the file that is none is located by file, line and field', () => {
  const path = join(dir, 'bad-duration.yaml');
  writeFileSync(path, 'apiVersion: gitshift.io/v1alpha1\nkind: ServeConfig\nimports:\n  interval: 1 hour\n');
  assertGitshiftError(
    () => loadServeConfig(path, ENV),
    'SERVE_CONFIG_INVALID',
    /bad-duration\.yaml:4:13: imports\.interval: '1 hour' is not a duration such as/,
  );
});

test.run();
