/**
 * npm run testbed:up | testbed:down | testbed:status
 * The real control plane on loopback: etcd, kube-apiserver, kube-controller-manager,
 * kube-scheduler and kwok with fake nodes. `up` is idempotent and its last line is
 * `export KUBECONFIG=<path>`.
 */
import { down, status, up } from './src/control-plane.js';
import { testbedPaths } from './src/paths.js';

const paths = testbedPaths(process.env);
const say = (line: string): void => {
  process.stderr.write(`testbed: ${line}\n`);
};

async function main(command: string | undefined): Promise<number> {
  switch (command) {
    case 'up': {
      const state = await up(paths, say);
      process.stdout.write(`export KUBECONFIG=${state.kubeconfig}\n`);
      return 0;
    }
    case 'down':
      await down(paths, say);
      return 0;
    case 'status':
      for (const line of await status(paths)) process.stdout.write(`${line}\n`);
      return 0;
    default:
      process.stderr.write('usage: tsx testbed/cli.ts up|down|status\n');
      return 2;
  }
}

main(process.argv[2]).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`testbed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
