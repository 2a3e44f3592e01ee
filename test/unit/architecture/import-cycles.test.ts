import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { importCycles, importGraph, readModules } from './import-graph.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

test('no module of src/ imports itself through others (type imports included)', () => {
  const cycles = importCycles(importGraph(readModules(root, 'src')));
  assert.equal(
    cycles.map((cycle) => cycle.join(' → ')),
    [],
  );
});

test('an import cycle is found, and an import that closes none is not', () => {
  const files = new Map([
    ['src/a/one.ts', "import { two } from '../b/two.js';\nexport const one = 1;\n"],
    ['src/b/two.ts', "import type { Three } from './three.js';\nexport const two = 2;\n"],
    ['src/b/three.ts', "export { one } from '../a/one.js';\nexport type Three = 3;\n"],
    ['src/c/four.ts', "import { one } from '../a/one.js';\nexport const four = one;\n"],
  ]);
  assert.equal(importCycles(importGraph(files)), [
    ['src/a/one.ts', 'src/b/two.ts', 'src/b/three.ts', 'src/a/one.ts'],
  ]);
  files.set('src/b/three.ts', 'export type Three = 3;\n');
  assert.equal(importCycles(importGraph(files)), []);
});

test('the real tree is read: its modules and their imports are all found', () => {
  const graph = importGraph(readModules(root, 'src'));
  assert.ok(graph.size > 200, `${graph.size} modules`);
  assert.ok(graph.get('src/reconciler/apply-plan.ts')?.includes('src/reconciler/project-plan.ts'));
});

test.run();
