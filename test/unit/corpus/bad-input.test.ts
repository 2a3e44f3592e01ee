import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../src/errors/index.js';
import { loadFiles } from '../../support/repo.js';
import { BAD_INPUT_CASES } from './bad-input-cases.js';

test('the corpus holds at least 50 cases with distinct names', () => {
  assert.ok(BAD_INPUT_CASES.length >= 50, `only ${BAD_INPUT_CASES.length} cases`);
  assert.is(new Set(BAD_INPUT_CASES.map((c) => c.name)).size, BAD_INPUT_CASES.length);
});

for (const badCase of BAD_INPUT_CASES) {
  test(`bad input is reported precisely: ${badCase.name}`, () => {
    const options = {
      ...(badCase.settings === undefined ? {} : { settings: badCase.settings }),
      ...(badCase.seed === null ? { seed: undefined } : {}),
      ...(badCase.unknownFields === undefined ? {} : { unknownFields: badCase.unknownFields }),
    };
    const model = loadFiles(badCase.files, options);
    const { expect } = badCase;
    const listing = model.problems.map(formatProblem).join('\n') || '(no problems)';
    const found = model.problems.find((p) => p.code === expect.code && p.file === expect.file);
    assert.ok(found, `expected ${expect.code} in ${expect.file}, got:\n${listing}`);
    assert.equal(
      { line: found.line, col: found.col, ...(expect.field === undefined ? {} : { field: found.field }) },
      { line: expect.line, col: expect.col, ...(expect.field === undefined ? {} : { field: expect.field }) },
      `position of ${expect.code}; all problems:\n${listing}`,
    );
    assert.is(found.severity, expect.severity ?? 'error', `severity of ${expect.code}`);
    const otherErrors = model.problems.filter((p) => p.severity === 'error' && p.code !== expect.code);
    assert.equal(otherErrors.map(formatProblem), [], 'no other errors');
    if (found.project !== undefined && found.severity === 'error') {
      assert.ok(model.projects.find((p) => p.name === found.project)?.blocked, 'the project is blocked');
    }
  });
}

test.run();
