import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { formatRendered } from '../../../src/cli/rendered-output.js';
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

test.run();
