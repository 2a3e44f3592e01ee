import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadServeConfig } from '../../../src/serve/serve-config.js';
import { assertGitshiftError } from '../../support/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'gitshift-serve-builds-'));
const HEAD =
  'apiVersion: gitshift.io/v1alpha1\nkind: ServeConfig\nrepository:\n  url: file:///srv/config.git\n';
const ENV = { HOME: '/home/x', XDG_STATE_HOME: '/state', KUBECONFIG: '/k' };

function configFile(name: string, body: string): string {
  const path = join(dir, `${name}.yaml`);
  writeFileSync(path, `${HEAD}${body}`);
  return path;
}

test('the cluster executor without a builder image is refused, naming the field', () => {
  const file = configFile('no-builder', 'builds:\n  executor: cluster\n');
  assertGitshiftError(
    () => loadServeConfig(file, ENV),
    'SERVE_CONFIG_INVALID',
    /builds\.cluster\.builderImage/,
  );
});

test('an unknown executor is refused with the line of the file', () => {
  const file = configFile('bad-executor', 'builds:\n  executor: docker\n');
  assertGitshiftError(() => loadServeConfig(file, ENV), 'SERVE_CONFIG_INVALID', /builds\.executor/);
});

test('a contextListen that is no host:port is refused', () => {
  const file = configFile(
    'bad-listen',
    'builds:\n  executor: cluster\n  cluster:\n    builderImage: r/buildah:1\n    contextListen: "127.0.0.1:http"\n',
  );
  assertGitshiftError(() => loadServeConfig(file, ENV), 'SERVE_CONFIG_INVALID', /contextListen/);
});

test('insecure registries of the registries list are insecure for builds too', () => {
  const file = configFile(
    'insecure',
    'registries:\n  - host: 127.0.0.1:5000\n    insecure: true\nbuilds:\n  insecureRegistries: [r.local:80]\n',
  );
  assert.equal(loadServeConfig(file, ENV).builds.insecureRegistries, ['r.local:80', '127.0.0.1:5000']);
});

test('API tokens are read from their file, one per line; an empty file is refused', () => {
  const tokens = join(dir, 'tokens');
  writeFileSync(tokens, 'first\n\n  second  \n');
  assert.equal(loadServeConfig(configFile('tokens', `api:\n  tokenFile: ${tokens}\n`), ENV).api.tokens, [
    'first',
    'second',
  ]);
  const empty = join(dir, 'empty');
  writeFileSync(empty, '\n');
  assertGitshiftError(
    () => loadServeConfig(configFile('empty-tokens', `api:\n  tokenFile: ${empty}\n`), ENV),
    'SERVE_CONFIG_INVALID',
    /api\.tokenFile/,
  );
});

test('GITSHIFT_BUILD_EXECUTOR and GITSHIFT_BUILD_REGISTRY set the executor and registry', () => {
  const config = loadServeConfig(configFile('env', ''), {
    ...ENV,
    GITSHIFT_BUILD_EXECUTOR: 'local',
    GITSHIFT_BUILD_REGISTRY: 'registry.example.com:5000',
  });
  assert.is(config.builds.executor, 'local');
  assert.is(config.builds.registry, 'registry.example.com:5000');
});

test.run();
