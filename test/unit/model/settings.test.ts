import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../src/errors/index.js';
import { DEFAULT_SETTINGS } from '../../../src/model/settings.js';
import { loadFiles } from '../../support/repo.js';

const CONFIG_MAP = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n';
const load = (
  settings: string | null,
  files: Record<string, string> = { 'projects/shop/cm.yaml': CONFIG_MAP },
) => loadFiles(files, { settings });

// gitshift.yaml, problems expected
const accepted: [string, string][] = [
  ['an empty mapping', '{}\n'],
  ['a name alone', 'name: x\n'],
  ['a router suffix alone', 'routerSuffix: apps.example.com\n'],
  ['an empty file', ''],
  ['comments only', '# settings come later\n'],
  ['apiVersion and kind, as before', 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\n'],
];
for (const [what, text] of accepted) {
  test(`gitshift.yaml of ${what} is accepted`, () => {
    const model = load(text);
    assert.equal(model.problems.map(formatProblem), []);
    assert.is(model.blocked, false);
  });
}

test('settings without apiVersion and kind still take effect', () => {
  const model = load('name: team-a\nrouterSuffix: apps.example.com\n');
  assert.is(model.settings.name, 'team-a');
  assert.is(model.settings.routerSuffix, 'apps.example.com');
});

// gitshift.yaml, code, line, col, field
const refused: [string, string, number, number, string][] = [
  ['apiVersion: gitshift.io/v1\n', 'SCHEMA_ENUM', 1, 13, 'apiVersion'],
  ['kind: Config\n', 'SCHEMA_ENUM', 1, 7, 'kind'],
  ['apiVersion: gitshift.io/v1alpha1\nkind: settings\n', 'SCHEMA_ENUM', 2, 7, 'kind'],
];
for (const [text, code, line, col, field] of refused) {
  test(`an apiVersion or kind that is given must be right: ${JSON.stringify(text)}`, () => {
    const model = load(text);
    assert.equal(
      model.problems.map((p) => [p.code, p.line, p.col, p.field]),
      [[code, line, col, field]],
      model.problems.map(formatProblem).join('\n'),
    );
    assert.is(model.blocked, true);
  });
}

test('a repository without gitshift.yaml loads with the defaults and says nothing of it', () => {
  const model = load(null);
  assert.equal(model.problems.map(formatProblem), []);
  assert.equal(model.settings, DEFAULT_SETTINGS);
  assert.is(model.blocked, false);
  assert.equal(
    model.projects.map((p) => [p.name, p.blocked]),
    [['shop', false]],
  );
});

test('a folder with neither gitshift.yaml nor a project is not a config repository', () => {
  const model = load(null, { 'README.md': '# app\n', 'package.json': '{}' });
  assert.equal(
    model.problems.map((p) => [p.code, p.severity, p.file]),
    [['SETTINGS_MISSING', 'error', 'gitshift.yaml']],
  );
  assert.match(model.problems[0]?.message ?? '', /projects\/<name>\//);
  assert.is(model.blocked, true);
});

test('gitshift.yaml with no project is a config repository with nothing in it yet', () => {
  assert.equal(load('name: x\n', {}).problems.map(formatProblem), []);
});

test.run();
