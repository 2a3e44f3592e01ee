/** serve for the chaos run, started from source as the e2e tests start it (bench:chaos starts the built one). */
import type { ChaosServe, StartServe } from './chaos-scene.js';
import { startServe } from './serve.js';

export const serveFromSource: StartServe = async (configFile, env): Promise<ChaosServe> => {
  const serve = await startServe(['--config', configFile], { ...env });
  return {
    logged: (msg) => serve.logged(msg) !== undefined,
    tail: (lines) => serve.logs().split('\n').slice(-lines).join('\n'),
    stop: async (signal) => void (await serve.stop(signal)),
  };
};
