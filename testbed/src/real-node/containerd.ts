import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startProcess, waitFor } from '../processes.js';
import type { RealNodeLayout } from './layout.js';

const run = promisify(execFile);

/**
 * Debian's containerd 1.6 with its own config, root, state and socket under the
 * node's directory, so it shares nothing with a containerd the host may run.
 */
export function writeContainerdConfig(
  layout: RealNodeLayout,
  { sandboxImage, registries }: { readonly sandboxImage: string; readonly registries: readonly string[] },
): void {
  for (const dir of [layout.containerdRoot, layout.containerdState, layout.cniConfDir])
    mkdirSync(dir, { recursive: true });
  writeFileSync(
    layout.containerdConfig,
    [
      'version = 2',
      `root = ${toml(layout.containerdRoot)}`,
      `state = ${toml(layout.containerdState)}`,
      // opt would write /opt/containerd; the others are snapshotters this machine does not use.
      'disabled_plugins = ["io.containerd.internal.v1.opt", "io.containerd.snapshotter.v1.aufs", "io.containerd.snapshotter.v1.btrfs", "io.containerd.snapshotter.v1.devmapper", "io.containerd.snapshotter.v1.zfs", "io.containerd.tracing.processor.v1.otlp"]',
      '',
      '[grpc]',
      `  address = ${toml(layout.containerdSocket)}`,
      '',
      '[plugins."io.containerd.grpc.v1.cri"]',
      `  sandbox_image = ${toml(sandboxImage)}`,
      // Without CAP_SYS_RESOURCE every sandbox fails ("can't get final child's PID from pipe: EOF").
      '  restrict_oom_score_adj = true',
      // Network namespaces under the state directory, not /var/run/netns: down unmounts one tree.
      '  netns_mounts_under_state_dir = true',
      '  disable_apparmor = true',
      '  enable_selinux = false',
      '  [plugins."io.containerd.grpc.v1.cri".containerd]',
      '    snapshotter = "overlayfs"',
      '    default_runtime_name = "runc"',
      '    [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc]',
      '      runtime_type = "io.containerd.runc.v2"',
      '      [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc.options]',
      '        BinaryName = "/usr/sbin/runc"',
      // kubelet runs with cgroupDriver cgroupfs: the two must agree.
      '        SystemdCgroup = false',
      '  [plugins."io.containerd.grpc.v1.cri".cni]',
      '    bin_dir = "/usr/lib/cni"',
      `    conf_dir = ${toml(layout.cniConfDir)}`,
      '    max_conf_num = 1',
      '  [plugins."io.containerd.grpc.v1.cri".registry]',
      `    config_path = ${toml(layout.registryHostsDir)}`,
      '',
    ].join('\n'),
  );
  for (const host of registries) allowPlainHttp(layout, host);
}

/**
 * containerd reaches `host` (a loopback `host:port` registry) over plain HTTP:
 * one certs.d/<host>/hosts.toml each, as containerd 1.6 has no wildcard for them.
 */
export function allowPlainHttp(layout: RealNodeLayout, host: string): void {
  const dir = join(layout.registryHostsDir, host);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'hosts.toml'),
    [
      `server = "http://${host}"`,
      '',
      `[host."http://${host}"]`,
      '  capabilities = ["pull", "resolve"]',
      '',
    ].join('\n'),
  );
}

export async function startContainerd(layout: RealNodeLayout, logs: string): Promise<number> {
  const pid = startProcess('containerd', '/usr/bin/containerd', ['--config', layout.containerdConfig], logs);
  await waitFor('containerd', async () => (await ctr(layout, 'version')).includes('Server:'), 20_000);
  return pid;
}

/** Debian's `ctr` against the node's containerd, in the namespace the CRI plugin uses. */
export async function ctr(layout: RealNodeLayout, ...args: string[]): Promise<string> {
  const { stdout } = await run('ctr', [
    '--address',
    layout.containerdSocket,
    '--namespace',
    'k8s.io',
    ...args,
  ]);
  return stdout;
}

function toml(value: string): string {
  return JSON.stringify(value);
}
