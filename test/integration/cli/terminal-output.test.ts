import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempRepo } from '../../support/cli.js';
import { runInTerminal, runPiped } from '../../support/terminal.js';

const ESC = '\u001b[';

/** A repository with an error in one project and a warning (an unknown field) in another: validate prints both, exit 1. */
const repo = (): string =>
  tempRepo({
    'gitshift.yaml': 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\nname: terminal\n',
    'projects/cafe/route.yaml':
      'apiVersion: route.openshift.io/v1\nkind: Route\nmetadata:\n  name: web\nid: web\nspec:\n  to:\n    kind: Service\n    name: web\n',
    'projects/cafe/service.yaml':
      'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n    - port: 80\n',
    'projects/shop/broken.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: [\n',
  });

test('validate on a terminal: the file:line bold, the error red, the warning yellow', async () => {
  const { code, output } = await runInTerminal(['validate', repo()]);
  assert.is(code, 1, output);
  assert.ok(output.includes(`${ESC}1mprojects/shop/broken.yaml:`), output);
  assert.ok(output.includes(`${ESC}31m`), output);
  assert.ok(output.includes(`${ESC}33m: warning:`), output);
});

test('validate piped: the same lines without one escape code', async () => {
  const { code, stdout } = await runPiped(['validate', repo()]);
  assert.is(code, 1, stdout);
  assert.match(stdout, /^projects\/shop\/broken\.yaml:\d+:\d+: /m);
  assert.not.ok(stdout.includes('\u001b'), stdout);
});

test('validate on a terminal with NO_COLOR=1: no escape codes', async () => {
  const { output } = await runInTerminal(['validate', repo()], { NO_COLOR: '1' });
  assert.match(output, /broken\.yaml/);
  assert.not.ok(output.includes('\u001b'), output);
});

test('validate piped with FORCE_COLOR=1: coloured (a CI log that renders ANSI)', async () => {
  const { stdout } = await runPiped(['validate', repo()], { FORCE_COLOR: '1' });
  assert.ok(stdout.includes(`${ESC}31m`), stdout);
});

test('version -o json on a terminal is plain JSON, and --version the text line', async () => {
  const json = await runInTerminal(['version', '-o', 'json']);
  assert.is(json.code, 0, json.output);
  assert.not.ok(json.output.includes('\u001b'), json.output);
  const parsed = JSON.parse(json.output) as { version: string; node: string; commit: string | null };
  assert.match(parsed.version, /^\d+\.\d+\.\d+/);
  assert.is(parsed.node, process.version);
  const text = await runPiped(['--version']);
  assert.match(text.stdout, /^gitshift \d+\.\d+\.\d+ \(.*node v\d+/);
});

test.run();
