import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

// Static imports and re-exports with a relative specifier, `import type` included.
const RELATIVE_IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/g;

/** Each module's relative imports, as repository paths (`.js` specifiers name the `.ts` files). */
export function importGraph(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of files) {
    const targets = [...text.matchAll(RELATIVE_IMPORT)].map(([, spec]) =>
      normalize(join(dirname(file), (spec as string).replace(/\.js$/, '.ts'))),
    );
    graph.set(
      file,
      targets.filter((target) => files.has(target)),
    );
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the modules around it, first repeated last; [] when none. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (state.get(next) === undefined) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (state.get(file) === undefined) visit(file);
  return cycles;
}

/** The `.ts` files under a folder, by path relative to `root`, with their text. */
export function readModules(root: string, folder: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.set(relative(root, path), readFileSync(path, 'utf8'));
    }
  };
  walk(join(root, folder));
  return files;
}
