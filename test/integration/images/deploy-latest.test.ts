import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAllDocuments } from 'yaml';
import { appRepoFiles } from '../../support/app-repo.js';
import { runCli } from '../../support/cli.js';
import { digest, git, remoteFile, withSandbox } from '../../support/git-sandbox.js';

const HOST = '127.0.0.1:5999';
const APP = 'projects/shop/app.yaml';
const OLD = `${HOST}/team/app@${digest(1)}`;
const NEW = `${HOST}/team/app@${digest(2)}`;

const lastTriggered = (text: string): unknown => {
  const dc = parseAllDocuments(text)
    .map(
      (d) =>
        d.toJS() as { kind: string; spec: { triggers: { imageChangeParams?: Record<string, unknown> }[] } },
    )
    .find((o) => o.kind === 'DeploymentConfig');
  return dc?.spec.triggers[1]?.imageChangeParams?.['lastTriggeredImage'];
};

const manualApp = appRepoFiles({
  project: 'shop',
  registryHost: HOST,
  automatic: false,
  lastTriggeredImage: OLD,
  digests: [digest(2), digest(1)],
});

test('deploy --latest commits the newest image to a manual trigger, and a second run has nothing to do', async () => {
  await withSandbox(manualApp, async (sandbox) => {
    const before = git(sandbox.remote, 'rev-parse', 'main');
    const first = await runCli(['deploy', 'shop/app', '--latest', '--repo', sandbox.url, '--ref', 'main']);
    assert.is(first.code, 0, first.stderr);
    assert.match(first.stdout, `app:v2: ${OLD} → ${NEW}`);
    assert.match(first.stdout, /committed [0-9a-f]{7} to main/);
    assert.is(lastTriggered(remoteFile(sandbox, APP)), NEW);
    assert.is(git(sandbox.remote, 'rev-list', '--count', `${before}..main`), '1', 'one commit');
    assert.match(
      git(sandbox.remote, 'log', '-1', '--format=%an %B', 'main'),
      /^gitshift [\s\S]*Gitshift-Writeback:/,
    );
    const diff = git(sandbox.remote, 'diff', `${before}`, 'main', '--stat');
    assert.match(
      diff,
      /1 file changed, 1 insertion\(\+\), 1 deletion\(-\)/,
      'one line changed: formatting kept',
    );

    const again = await runCli(['deploy', 'shop/app', '--latest', '--repo', sandbox.url, '--ref', 'main']);
    assert.is(again.code, 0, again.stderr);
    assert.match(again.stdout, /nothing to do/);
  });
});

test('--dry-run shows the change and commits nothing', async () => {
  await withSandbox(manualApp, async (sandbox) => {
    const before = git(sandbox.remote, 'rev-parse', 'main');
    const run = await runCli([
      'deploy',
      'shop/app',
      '--latest',
      '--dry-run',
      '--repo',
      sandbox.url,
      '--ref',
      'main',
    ]);
    assert.is(run.code, 0, run.stderr);
    assert.match(run.stdout, /dry run: nothing committed/);
    assert.is(git(sandbox.remote, 'rev-parse', 'main'), before);
  });
});

const REFUSALS: readonly { name: string; files: Record<string, string>; args: string[]; message: RegExp }[] =
  [
    {
      name: 'an automatic trigger already follows its tag',
      files: appRepoFiles({ project: 'shop', registryHost: HOST, digests: [digest(2)] }),
      args: ['shop/app'],
      message: /triggers are automatic.*\[DEPLOY_UNSUPPORTED\]/,
    },
    {
      name: 'an unknown DeploymentConfig',
      files: manualApp,
      args: ['shop/nope'],
      message: /project 'shop' has no DeploymentConfig 'nope' \[DEPLOY_TARGET_NOT_FOUND\]/,
    },
    {
      name: 'an unknown project',
      files: manualApp,
      args: ['other/app'],
      message: /there is no project 'other' .*\[DEPLOY_TARGET_NOT_FOUND\]/,
    },
    {
      name: 'a tag with no image anywhere',
      files: {
        ...manualApp,
        [APP]: (manualApp[APP] ?? '')
          .replace(/spec:\n {2}dockerImageRepository: .*\n/, 'spec: {}\n')
          .replace(/status: .*\n/, ''),
      },
      args: ['shop/app'],
      message: /names app:v2, which has no image: .*\[DEPLOY_IMAGE_UNRESOLVED\]/,
    },
  ];

for (const refusal of REFUSALS) {
  test(`deploy --latest refuses ${refusal.name} (exit 2), and commits nothing`, async () => {
    await withSandbox(refusal.files, async (sandbox) => {
      const before = git(sandbox.remote, 'rev-parse', 'main');
      const run = await runCli([
        'deploy',
        ...refusal.args,
        '--latest',
        '--repo',
        sandbox.url,
        '--ref',
        'main',
      ]);
      assert.is(run.code, 2, run.stdout + run.stderr);
      assert.match(run.stderr, refusal.message);
      assert.is(git(sandbox.remote, 'rev-parse', 'main'), before);
    });
  });
}

test('deploy without --latest, or without --repo, is a usage error', async () => {
  assert.is((await runCli(['deploy', 'shop/app', '--repo', 'file:///nowhere'])).code, 2);
  assert.is((await runCli(['deploy', 'shop/app', '--latest'])).code, 2);
  assert.match((await runCli(['deploy', '--help'])).stdout, /lastTriggeredImage/);
});

test.run();
