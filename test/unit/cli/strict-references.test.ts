import { rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, tempRepo } from '../../support/cli.js';
import { deploymentConfigYaml, routeYaml } from '../../support/manifests.js';
import { SETTINGS } from '../../support/repo.js';

// A Route to a Service and a trigger to an ImageStream that live elsewhere: the API server admits both.
const ELSEWHERE = {
  'gitshift.yaml': SETTINGS,
  'projects/shop/app.yaml': `${routeYaml()}---\n${deploymentConfigYaml({ imageChange: { from: 'ruby:3.0' } })}`,
};

test('validate and render warn of references to objects the repository lacks, once each, and succeed', async () => {
  const dir = tempRepo(ELSEWHERE);
  try {
    const validated = await runCli(['validate', dir]);
    assert.is(validated.code, 0, validated.stdout);
    assert.match(validated.stdout, /warning: spec\.to\.name: .*\[DANGLING_ROUTE_SERVICE\]/);
    assert.match(validated.stdout, /warning: spec\.triggers\[0\].*0 replicas.*\[DANGLING_IMAGE_TRIGGER\]/);
    assert.match(validated.stdout, /0 errors, 2 warnings in 1 file; 0 of 1 project blocked\n$/);
    const rendered = await runCli(['render', dir]);
    assert.is(rendered.code, 0, rendered.stderr);
    assert.match(rendered.stdout, 'kind: Deployment');
    assert.is(rendered.stderr.match(/\[DANGLING_[A-Z_]+\]/g)?.length, 2, rendered.stderr);
    assert.not.match(rendered.stderr, 'IMAGE_UNRESOLVED');
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('--strict makes them errors that block the project', async () => {
  const dir = tempRepo(ELSEWHERE);
  try {
    const validated = await runCli(['validate', dir, '--strict']);
    assert.is(validated.code, 1, validated.stdout);
    assert.match(validated.stdout, /app\.yaml:\d+:\d+: spec\.to\.name: .*\[DANGLING_ROUTE_SERVICE\]/);
    assert.match(validated.stdout, /2 errors, 0 warnings in 1 file; 1 of 1 project blocked\n$/);
    const rendered = await runCli(['render', dir, '--strict']);
    assert.is(rendered.code, 1);
    assert.not.match(rendered.stdout, 'kind: Deployment');
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test.run();
