/**
 * npm run testbed:up | testbed:down | testbed:status
 * The real control plane on loopback: etcd, kube-apiserver, kube-controller-manager,
 * kube-scheduler and kwok with fake nodes. `up` is idempotent and its last line is
 * `export KUBECONFIG=<path>`. `up --real-node` (or GITSHIFT_TESTBED_REAL_NODE=1)
 * also starts a real kubelet node with containerd, for pods that really run.
 */
import { down, up } from './src/control-plane.js';
import { status } from './src/status.js';
import { testbedPaths } from './src/paths.js';

const paths = testbedPaths(process.env);
const say = (line: string): void => {
  process.stderr.write(`testbed: ${line}\n`);
};

async function main(command: string | undefined, flags: readonly string[]): Promise<number> {
  const unknown = flags.filter((flag) => flag !== '--real-node');
  if (unknown.length > 0 || (flags.length > 0 && command !== 'up')) {
    process.stderr.write(
      `testbed: unknown option ${unknown[0] ?? flags[0]} for ${command ?? 'no command'}\n`,
    );
    return 2;
  }
  switch (command) {
    case 'up': {
      const realNode = flags.includes('--real-node') || process.env['GITSHIFT_TESTBED_REAL_NODE'] === '1';
      const state = await up(paths, say, { realNode });
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
      process.stderr.write('usage: tsx testbed/cli.ts up [--real-node] | down | status\n');
      return 2;
  }
}

main(process.argv[2], process.argv.slice(3)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`testbed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
