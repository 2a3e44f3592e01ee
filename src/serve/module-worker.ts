import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running the module `name` (without extension) beside
 * `from` (the caller's `import.meta.url`). Compiled, that is `name.js`. Run
 * from TypeScript through tsx (the tests), the module is `name.ts`, and the
 * thread first registers tsx's loader, which Node 20 does not pass on to
 * worker threads (not even through `execArgv`).
 */
export function startModuleWorker(from: string, name: string, options: WorkerOptions = {}): Worker {
  if (!from.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, from), options);
  const entry = new URL(`./${name}.ts`, from).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
