import { rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, tempRepo } from '../../support/cli.js';
import { buildConfigYaml, deploymentConfigYaml, imageStreamYaml } from '../../support/manifests.js';
import { SETTINGS, yaml } from '../../support/repo.js';

const build = buildConfigYaml();

// The image comes from a build that has not run: render warns IMAGE_UNRESOLVED.
const WAITING = {
  'gitshift.yaml': SETTINGS,
  'projects/shop/app.yaml': `${imageStreamYaml({ name: 'app' })}---\n${build}---\n${deploymentConfigYaml({
    imageChange: { from: 'app:latest' },
  })}`,
};

test('validate reports the warnings render reports (IMAGE_UNRESOLVED), without printing objects', async () => {
  const dir = tempRepo(WAITING);
  try {
    const rendered = await runCli(['render', dir]);
    assert.match(rendered.stderr, 'IMAGE_UNRESOLVED');
    const validated = await runCli(['validate', dir]);
    assert.is(validated.code, 0, validated.stdout);
    assert.match(validated.stdout, /projects\/shop\/app\.yaml:\d+:\d+: warning: .*\[IMAGE_UNRESOLVED\]/);
    assert.not.match(validated.stdout, 'kind: Deployment');
    assert.match(validated.stdout, /0 errors, 1 warning in 1 file; 0 of 1 project blocked\n$/);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('validate fails on an error only rendering finds, as render does', async () => {
  const dir = tempRepo({
    'gitshift.yaml': SETTINGS,
    'projects/shop/rbac.yaml': yaml`
      apiVersion: v1
      kind: RoleBinding
      metadata:
        name: b
      roleRef:
        name: view
      subjects:
        - kind: Robot
          name: r2
    `,
  });
  try {
    const rendered = await runCli(['render', dir]);
    assert.is(rendered.code, 1);
    const validated = await runCli(['validate', dir]);
    assert.is(validated.code, 1, validated.stdout);
    assert.match(validated.stdout, /subjects\[0\]\.kind: .*\[OPENSHIFT_KIND_INVALID\]/);
    assert.match(validated.stdout, /1 error, 0 warnings in 1 file; 1 of 1 project blocked\n$/);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test.run();
