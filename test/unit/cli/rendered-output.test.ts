import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { formatRendered } from '../../../src/cli/rendered-output.js';
import { runCli, tempRepo } from '../../support/cli.js';
import { deploymentConfigYaml } from '../../support/manifests.js';
import { SETTINGS } from '../../support/repo.js';
import { renderFiles } from '../../support/render.js';

// Strings that some YAML reader takes for something else when written plain.
const TRICKY = ['on', 'no', 'y', '0o12', '0X1F', '0B1', '1_000', '12:30', '1.10', 'null', '~', '2026-11-22'];

test('render -o yaml quotes every string a YAML 1.1, 1.2 or go-yaml reader would read as something else', () => {
  const data = Object.fromEntries(TRICKY.map((value, i) => [`k${i}`, value]));
  // JSON is YAML: every value is quoted on the way in, whatever the fixture writer would do.
  const manifest = JSON.stringify({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'tricky' },
    data,
  });
  const rendered = renderFiles({ 'projects/shop/config.yaml': manifest });
  assert.equal(rendered.problems, []);
  const text = formatRendered(rendered.projects, 'yaml');
  for (const [i, value] of TRICKY.entries()) {
    assert.match(text, `k${i}: "${value}"`, `${value} is quoted`);
  }
  // And both YAML versions read every value back as the string that was rendered.
  for (const version of ['1.1', '1.2'] as const) {
    const documents = text
      .split(/^---\n/m)
      .filter((d) => d.trim() !== '')
      .map((d) => parse(d, { version }) as { kind: string; data?: Record<string, unknown> });
    assert.equal(documents.find((d) => d.kind === 'ConfigMap')?.data, data, `YAML ${version}`);
  }
});

// A DeploymentConfig with a pre hook: applied by hand, its Job would run the migration at once.
const WITH_HOOK = {
  'projects/shop/web.yaml': deploymentConfigYaml({
    image: 'registry.test/web:1',
    strategy: {
      type: 'Recreate',
      recreateParams: {
        pre: { failurePolicy: 'Abort', execNewPod: { containerName: 'web', command: ['migrate'] } },
      },
    },
  }),
};

const kindsIn = (text: string, format: 'yaml' | 'json'): string[] =>
  format === 'json'
    ? (JSON.parse(text) as { items: { kind: string }[] }).items.map((i) => i.kind)
    : [...text.matchAll(/^kind: (\w+)$/gm)].map((m) => m[1] ?? '');

for (const format of ['yaml', 'json'] as const) {
  test(`-o ${format} leaves lifecycle hook Jobs out, so piping it into kubectl apply cannot run a hook`, () => {
    const rendered = renderFiles(WITH_HOOK);
    assert.is(rendered.projects[0]?.hooks.length, 1);
    assert.equal(kindsIn(formatRendered(rendered.projects, format), format), ['Namespace', 'Deployment']);
  });

  test(`-o ${format} with hooks asked for prints them, marked as hooks`, () => {
    const text = formatRendered(renderFiles(WITH_HOOK).projects, format, { hooks: true });
    assert.equal(kindsIn(text, format), ['Namespace', 'Deployment', 'Job']);
    assert.match(text, 'gitshift.io/hook');
  });
}

test('render says on stderr that hooks were left out, and --hooks prints them', async () => {
  const dir = tempRepo({ 'gitshift.yaml': SETTINGS, ...WITH_HOOK });
  const plain = await runCli(['render', dir]);
  assert.is(plain.code, 0, plain.stderr);
  assert.not.match(plain.stdout, 'kind: Job');
  assert.match(plain.stderr, /1 lifecycle hook Job .*--hooks/);
  const withHooks = await runCli(['render', dir, '--hooks']);
  assert.match(withHooks.stdout, 'kind: Job');
});

test('render notes on stderr what a BuildConfig will do, since it renders nothing yet', async () => {
  const build =
    'apiVersion: build.openshift.io/v1\nkind: BuildConfig\nmetadata:\n  name: app\nspec:\n  source:\n    git:\n      uri: https://git.example/app.git\n  strategy:\n    type: Docker\n';
  const dir = tempRepo({ 'gitshift.yaml': SETTINGS, 'projects/shop/build.yaml': build });
  const result = await runCli(['render', dir]);
  assert.is(result.code, 0, result.stderr);
  assert.match(
    result.stderr,
    'note: projects/shop/build.yaml: BuildConfig shop/app not rendered: builds do not run yet; it will build with the Docker strategy from https://git.example/app.git',
  );
  assert.not.match(result.stdout, 'BuildConfig');
});

test.run();
