import { rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, tempRepo } from '../../support/cli.js';
import { explodingTemplateYaml } from '../../support/manifests.js';

const repo = (references: number, size: number): string =>
  tempRepo({
    'gitshift.yaml': 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\n',
    'projects/shop/bomb.yaml': explodingTemplateYaml({ references, parameterBytes: size }),
    'projects/ok/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n',
  });

const hostile: [string, number, number][] = [
  ['a string too large to exist (400 KiB × 1,500)', 1500, 400 * 1024],
  ['200 MB from a 150 KB file (10 KiB × 20,000)', 20_000, 10 * 1024],
];
for (const [name, references, size] of hostile) {
  test(`validate and render report a hostile template as a problem, exit 1, no stack trace: ${name}`, async () => {
    const dir = repo(references, size);
    try {
      const validate = await runCli(['validate', dir]);
      assert.is(validate.code, 1);
      assert.match(
        validate.stdout,
        /^projects\/shop\/bomb\.yaml:6:5: objects\[0\]: objects\[0\] would be [\d,]+ bytes after substitution, over the limit of 1,048,576 per object; .* \[TEMPLATE_OUTPUT_TOO_LARGE\]$/m,
      );
      const render = await runCli(['render', dir, '-o', 'json']);
      assert.is(render.code, 1);
      assert.match(render.stderr, /TEMPLATE_OUTPUT_TOO_LARGE/);
      assert.match(render.stderr, /project shop not rendered/);
      const names = (JSON.parse(render.stdout) as { items: { metadata: { name: string } }[] }).items;
      assert.equal(
        names.map((i) => i.metadata.name),
        ['ok', 'c'],
        'only the other project is rendered',
      );
      for (const output of [validate.stdout, validate.stderr, render.stderr])
        assert.not.match(output, /^\s+at /m, 'no stack trace');
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
}

test.run();
