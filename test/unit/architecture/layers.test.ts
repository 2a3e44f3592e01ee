import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

/*
 * The layer rule of eslint.config.js (LAYERS, PURE): a deliberate violation
 * fails with its message, allowed imports pass, every folder of src/ has a
 * row, and today's tree passes. Linted without type information, so the
 * whole of src/ takes a second or two; `npm test` runs the full config.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const config = (await import(pathToFileURL(join(root, 'eslint.config.js')).href)) as {
  LAYERS: Record<string, readonly string[] | '*'>;
  MAX_DEPTH: number;
  layerRules: Linter.Config[];
};

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { ignores: ['src/model/generated/'] },
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    ...config.layerRules,
  ],
});

/** The layer messages a file at `path` with `source` gets; [] when it passes. */
async function layerMessages(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: join(root, path) });
  assert.ok(result !== undefined);
  return result.messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

const refused: [string, string, string, RegExp][] = [
  [
    'the pure core reaches the cluster',
    'src/model/x.ts',
    "import { x } from '../kube/kube-api.js';",
    /src\/model may import only errors, yaml, snapshot\/snapshot\.js/,
  ],
  [
    'the pure core reads files',
    'src/model/x.ts',
    "import { readFile } from 'node:fs';",
    /src\/model is pure/,
  ],
  [
    'the pure core reads files, promises',
    'src/render/x.ts',
    "import { readFile } from 'node:fs/promises';",
    /src\/render is pure/,
  ],
  [
    'the pure core starts a process',
    'src/templates/x.ts',
    "import { spawn } from 'node:child_process';",
    /src\/templates is pure/,
  ],
  [
    'the pure core asks the network',
    'src/render/x.ts',
    "import { request } from 'node:https';",
    /src\/render is pure/,
  ],
  [
    'the pure core reads the host',
    'src/model/x.ts',
    "import { hostname } from 'node:os';",
    /src\/model is pure/,
  ],
  ['the pure core takes git', 'src/render/x.ts', "import git from 'isomorphic-git';", /src\/render is pure/],
  [
    'the pure core takes the directory reader',
    'src/model/x.ts',
    "import { readDirectorySnapshot } from '../snapshot/read-directory.js';",
    /src\/model may import only/,
  ],
  [
    'a type import counts too',
    'src/model/x.ts',
    "import type { KubeApi } from '../kube/kube-api.js';",
    /src\/model may import only/,
  ],
  [
    'a re-export counts too',
    'src/render/x.ts',
    "export { runGit } from '../git/git-runner.js';",
    /src\/render may import only/,
  ],
  [
    'two folders deep, relative',
    'src/yaml/read/x.ts',
    "import { x } from '../../kube/kube-api.js';",
    /src\/yaml may import only errors/,
  ],
  [
    'innermost imports the core',
    'src/runtime/x.ts',
    "import { x } from '../model/names.js';",
    /src\/runtime may import only errors/,
  ],
  [
    'an inner adapter imports an outer one',
    'src/kube/x.ts',
    "import { applyPlan } from '../reconciler/apply-plan.js';",
    /src\/kube may import only/,
  ],
  [
    'the reconciler imports the daemon',
    'src/reconciler/x.ts',
    "import { x } from '../serve/daemon.js';",
    /src\/reconciler may import only/,
  ],
  [
    'a folder not in the table',
    'src/model/x.ts',
    "import { x } from '../builds/build.js';",
    /src\/model may import only/,
  ],
  [
    'out of src/ into the tests',
    'src/templates/x.ts',
    "import { x } from '../../test/support/x.js';",
    /src\/templates may import only/,
  ],
  [
    'a path that walks around the rule',
    'src/model/x.ts',
    "import { x } from '../model/../kube/kube-api.js';",
    /without \.\/ or \.\.\/ in the middle/,
  ],
];
for (const [name, path, source, message] of refused) {
  test(`layers refuse: ${name} (${path}: ${source})`, async () => {
    const messages = await layerMessages(path, source);
    assert.ok(
      messages.some((m) => m.startsWith('no-restricted-imports: ') && message.test(m)),
      messages.join('\n') || 'no message',
    );
  });
}

const allowed: [string, string, string][] = [
  ['the core hashes', 'src/templates/x.ts', "import { createHmac } from 'node:crypto';"],
  ['the core parses YAML', 'src/yaml/read/x.ts', "import { parseDocument } from 'yaml';"],
  [
    'the core reads the Snapshot interface',
    'src/model/x.ts',
    "import type { Snapshot } from '../snapshot/snapshot.js';",
  ],
  [
    'the core reads the schemas above src/',
    'src/model/generated-like.ts',
    "import schema from '../../schemas/project.schema.json' with { type: 'json' };",
  ],
  [
    'within its own folder',
    'src/yaml/read/x.ts',
    "import { x } from '../edit/x.js'; import { y } from './y.js';",
  ],
  ['two folders deep, inward', 'src/yaml/read/x.ts', "import { x } from '../../errors/index.js';"],
  [
    'an adapter imports the core',
    'src/kube/x.ts',
    "import type { KubeObject } from '../render/kube-object.js';",
  ],
  ['an adapter does I/O', 'src/git/x.ts', "import { spawn } from 'node:child_process';"],
  [
    'the outermost imports anything',
    'src/cli/x.ts',
    "import { x } from '../serve/daemon.js'; import { y } from '../kube/http-kube-api.js';",
  ],
];
for (const [name, path, source] of allowed) {
  test(`layers allow: ${name} (${path})`, async () => {
    assert.equal(await layerMessages(path, source), []);
  });
}

test('every folder of src/ has a row in LAYERS, and no file is deeper than the rules reach', () => {
  const folders = readdirSync(join(root, 'src'), { withFileTypes: true });
  assert.equal(
    folders.filter((f) => !f.isDirectory()).map((f) => f.name),
    [],
    'files directly in src/',
  );
  assert.equal(
    folders.map((f) => f.name).filter((name) => !(name in config.LAYERS)),
    [],
    'folders without a row',
  );
  const deep = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (path) => path.endsWith('.ts') && path.split(/[\\/]/).length > config.MAX_DEPTH + 2,
  );
  assert.equal(deep, []);
});

test("today's src/ keeps to its layers", async () => {
  const results = await eslint.lintFiles(['src/**/*.ts']);
  const problems = results.flatMap((r) =>
    r.messages.map((m) => `${relative(root, r.filePath)}:${m.line}: ${m.message}`),
  );
  assert.ok(results.length > 100, `linted ${results.length} files`);
  assert.equal(problems, []);
});

test('eslint.config.js applies the layer rule (npm test runs it)', async () => {
  const full = new ESLint({ cwd: root });
  const rules = ((await full.calculateConfigForFile(join(root, 'src/model/names.ts'))) as Linter.Config)
    .rules;
  assert.ok(rules?.['no-restricted-imports'] !== undefined);
});

test.run();
