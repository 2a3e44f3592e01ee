import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatRendered } from '../../src/cli/rendered-output.js';
import { loadRepository } from '../../src/model/load-repository.js';
import { renderRepository } from '../../src/render/render-repository.js';
import { readDirectory } from '../../src/snapshot/read-directory.js';
import { processTemplate } from '../../src/templates/index.js';
import { testValidator } from '../support/repo.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EXAMPLES = ['ruby-sample', 'redis-template', 'team-projects', 'image-updates'];
// Regenerate with UPDATE_GOLDEN=1 after an intended change, and review the diff.
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';

for (const example of EXAMPLES) {
  test(`examples/${example} renders exactly as its golden file, without problems`, () => {
    const model = loadRepository(readDirectory(`${ROOT}examples/${example}`), {
      validator: testValidator(),
      processTemplate,
      templateSeed: 'golden-seed',
    });
    const result = renderRepository(model);
    assert.equal(result.problems, [], 'examples have no problems');
    const rendered = formatRendered(result.projects, 'yaml');
    const golden = `${ROOT}test/golden/${example}.yaml`;
    if (UPDATE || !existsSync(golden)) writeFileSync(golden, rendered);
    assert.fixture(rendered, readFileSync(golden, 'utf8'));
  });
}

test.run();
