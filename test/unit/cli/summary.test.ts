import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Problem } from '../../../src/errors/index.js';
import { summarize } from '../../../src/cli/summary.js';
import { loadFiles } from '../../support/repo.js';

const problem = (file: string, project?: string, severity: Problem['severity'] = 'error'): Problem => ({
  code: 'SCHEMA_VIOLATION',
  severity,
  file,
  line: 1,
  col: 1,
  field: '',
  message: 'wrong',
  ...(project === undefined ? {} : { project }),
});

// problems, projects, summary line
const cases: [string, Problem[], number, string][] = [
  ['no problems', [], 2, 'ok: 2 projects, no problems'],
  [
    'an error in one project',
    [problem('projects/a/x.yaml', 'a')],
    2,
    '1 error, 0 warnings in 1 file; 1 of 2 projects blocked',
  ],
  [
    'a warning blocks nothing',
    [problem('projects/a/x.yaml', 'a', 'warning')],
    2,
    '0 errors, 1 warning in 1 file; 0 of 2 projects blocked',
  ],
  [
    'an error in gitshift.yaml blocks every project',
    [problem('gitshift.yaml')],
    2,
    '1 error, 0 warnings in 1 file; 2 of 2 projects blocked',
  ],
  [
    'an error in gitshift.yaml and one in a project: both projects, not one',
    [problem('gitshift.yaml'), problem('projects/a/x.yaml', 'a')],
    2,
    '2 errors, 0 warnings in 2 files; 2 of 2 projects blocked',
  ],
  [
    'a warning in gitshift.yaml blocks nothing',
    [problem('gitshift.yaml', undefined, 'warning')],
    2,
    '0 errors, 1 warning in 1 file; 0 of 2 projects blocked',
  ],
  [
    'a stray file outside any project blocks nothing',
    [problem('projects/top.yaml')],
    2,
    '1 error, 0 warnings in 1 file; 0 of 2 projects blocked',
  ],
];
for (const [what, problems, projects, line] of cases) {
  test(`summary: ${what}`, () => {
    assert.is(summarize(problems, projects).line, line);
  });
}

test('summary of a loaded repository whose gitshift.yaml is invalid counts every project blocked', () => {
  const model = loadFiles(
    {
      'projects/a/svc.yaml': 'apiVersion: v1\nkind: Service\nmetadata:\n  name: Web\n',
      'projects/b/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n',
    },
    { settings: 'routerSufix: apps.test\n' },
  );
  assert.is(model.blocked, true);
  assert.match(summarize(model.problems, model.projects.length).line, /; 2 of 2 projects blocked$/);
});

test.run();
