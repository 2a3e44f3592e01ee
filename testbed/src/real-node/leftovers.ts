import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { hasHostsLine } from './hosts-file.js';
import { POD_BRIDGE, type RealNodeLayout } from './layout.js';
import { bridgeExists, leftoverChains } from './pod-network.js';

const CGROUPS = '/sys/fs/cgroup';
const NODE_PROGRAMS = /^(kubelet|containerd|containerd-shim.*|runc)$/;

/**
 * What a real node leaves on this machine while it runs, and what `down`
 * must have removed: processes started from its directory (kubelet,
 * containerd, shims) or living in kubepods cgroups, mounts under its
 * directory, kubepods cgroups, the pod bridge, KUBE-/CNI- iptables chains and
 * the /etc/hosts line. Empty means nothing is left.
 */
export async function realNodeLeftovers(layout: RealNodeLayout): Promise<string[]> {
  const found: string[] = [];
  for (const { pid, command } of processesMentioning(layout.dir)) found.push(`process ${pid} (${command})`);
  for (const pid of kubepodsProcesses()) found.push(`process ${pid} in a kubepods cgroup`);
  for (const mount of mountsUnder(layout.dir)) found.push(`mount ${mount}`);
  for (const cgroup of kubepodsCgroups()) found.push(`cgroup ${cgroup}`);
  if (bridgeExists()) found.push(`bridge ${POD_BRIDGE}`);
  for (const chain of await leftoverChains()) found.push(`chain ${chain}`);
  if (hasHostsLine()) found.push('the /etc/hosts line for the node');
  return found;
}

/**
 * The node's own programs — kubelet, containerd, its shims (`-address
 * <socket>`), runc — recognised by name and by a command line naming `dir`;
 * a shell or an editor that merely mentions the path is not one of them.
 */
export function processesMentioning(dir: string): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let argv: string[];
    try {
      argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // gone between the listing and the read
    }
    const program = basename(argv[0] ?? '');
    if (NODE_PROGRAMS.test(program) && argv.some((arg) => arg.includes(dir)))
      found.push({ pid: Number(entry), command: argv[0] ?? '' });
  }
  return found;
}

/** Mount points at or under `dir`, deepest first (the order to unmount them in). */
export function mountsUnder(dir: string): string[] {
  const points = readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[4])
    .filter((point): point is string => point !== undefined)
    .map((point) =>
      point.replace(/\\(\d{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8))),
    )
    .filter((point) => point === dir || point.startsWith(`${dir}/`));
  return [...new Set(points)].sort((a, b) => b.length - a.length);
}

/** kubelet's cgroups (cgroupfs driver): `kubepods` in every v1 hierarchy, listed deepest first. */
export function kubepodsCgroups(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) walk(join(dir, entry.name));
    found.push(dir);
  };
  for (const hierarchy of existsSync(CGROUPS) ? readdirSync(CGROUPS) : []) {
    const root = join(CGROUPS, hierarchy, 'kubepods');
    if (existsSync(root)) walk(root);
  }
  return found;
}

export function kubepodsProcesses(): number[] {
  const pids = new Set<number>();
  for (const cgroup of kubepodsCgroups()) {
    const file = join(cgroup, 'cgroup.procs');
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) if (line !== '') pids.add(Number(line));
  }
  return [...pids];
}
