import { execFile } from 'node:child_process';
import { rmdirSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { isAlive, stopProcess, waitFor } from '../processes.js';
import { ctr } from './containerd.js';
import { removeHostsLine } from './hosts-file.js';
import type { RealNodeLayout } from './layout.js';
import {
  kubepodsCgroups,
  kubepodsProcesses,
  mountsUnder,
  processesMentioning,
  realNodeLeftovers,
} from './leftovers.js';
import { deleteBridge, deleteChains, restoreIpForward } from './pod-network.js';

const run = promisify(execFile);

export interface RealNodeTeardown {
  readonly layout: RealNodeLayout;
  readonly pids: Readonly<Record<string, number>>;
  /** Deletes the node's pods through the API server, if it still answers. */
  readonly deletePods: () => Promise<void>;
  readonly ipForwardBefore: string | undefined;
  readonly say: (line: string) => void;
}

/**
 * Takes the real node apart so nothing is left: pods deleted (kubelet stops
 * their containers and sandboxes, which releases their network), kubelet
 * stopped, leftover tasks and shims killed, containerd stopped, every mount
 * under the node's directory unmounted, kubepods cgroups removed, the bridge
 * and KUBE-/CNI- chains deleted, ip_forward and /etc/hosts put back. Throws,
 * naming what is left, rather than delete a directory something is still
 * mounted under.
 */
export async function tearDownRealNode({
  layout,
  pids,
  deletePods,
  ipForwardBefore,
  say,
}: RealNodeTeardown): Promise<void> {
  const started = Date.now();
  const steps: string[] = [];
  let mark = started;
  const step = (name: string): void => {
    steps.push(`${name} ${Date.now() - mark} ms`);
    mark = Date.now();
  };
  const kubelet = pids['kubelet'];
  const containerd = pids['containerd'];
  if (kubelet !== undefined && isAlive(kubelet) && containerd !== undefined && isAlive(containerd)) {
    await deletePods().catch((error: unknown) =>
      say(`could not delete the real node's pods: ${String(error)}`),
    );
    // kubelet stops the containers of deleted pods and releases their network; what is still running after
    // a few seconds (a process that ignores SIGTERM) is killed below.
    const stopped = await waitFor(
      'the real node stopping its containers',
      async () => (await runningTasks(layout)).length === 0,
      5_000,
    ).then(
      () => true,
      () => false,
    );
    if (!stopped) say('containers still running 5 s after their pods were deleted: killing them');
    step('pods');
  }
  // Neither needs a graceful stop: what they would tidy is deleted below.
  if (kubelet !== undefined && isAlive(kubelet)) await stopProcess(kubelet, 500);
  step('kubelet');
  if (containerd !== undefined && isAlive(containerd)) {
    // Tasks kubelet did not get to: killed and deleted, so their shims unmount their root filesystems.
    for (const task of await runningTasks(layout).catch(() => [])) {
      await ctr(layout, 'tasks', 'kill', '--signal', 'SIGKILL', task).catch(() => undefined);
    }
    await killAll(kubepodsProcesses());
    for (const task of await allTasks(layout).catch(() => []))
      await ctr(layout, 'tasks', 'delete', '--force', task).catch(() => undefined);
    await stopProcess(containerd, 500);
  }
  step('containerd');
  // Shims outlive containerd by design, and anything else started from the node's directory.
  await killAll([...processesMentioning(layout.dir).map(({ pid }) => pid), ...kubepodsProcesses()]);
  for (const mount of mountsUnder(layout.dir)) {
    await run('umount', [mount]).catch(() => run('umount', ['--lazy', mount]));
  }
  step('mounts');
  await removeCgroups();
  await deleteBridge();
  await deleteChains();
  if (ipForwardBefore !== undefined) restoreIpForward(ipForwardBefore);
  removeHostsLine();
  const left = await realNodeLeftovers(layout);
  if (left.length > 0) throw new Error(`the real node left behind: ${left.join('; ')}`);
  rmSync(layout.dir, { recursive: true, force: true });
  step('network and the rest');
  say(`real node taken apart in ${Date.now() - started} ms (${steps.join(', ')}); nothing left behind`);
}

/** Deepest first; a cgroup whose last task has exited but not yet left it refuses rmdir for a moment (EBUSY). */
async function removeCgroups(): Promise<void> {
  await waitFor(
    'the kubepods cgroups to be removed',
    () => {
      for (const cgroup of kubepodsCgroups()) {
        try {
          rmdirSync(cgroup);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EBUSY') throw error;
        }
      }
      return Promise.resolve(kubepodsCgroups().length === 0);
    },
    5_000,
  );
}

async function runningTasks(layout: RealNodeLayout): Promise<string[]> {
  return (await taskTable(layout)).filter((task) => task.status === 'RUNNING').map((task) => task.id);
}

async function allTasks(layout: RealNodeLayout): Promise<string[]> {
  return (await taskTable(layout)).map((task) => task.id);
}

async function taskTable(layout: RealNodeLayout): Promise<{ id: string; status: string }[]> {
  return (await ctr(layout, 'tasks', 'list'))
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 3)
    .map((fields) => ({ id: fields[0] ?? '', status: fields[2] ?? '' }));
}

async function killAll(pids: readonly number[]): Promise<void> {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
  await waitFor(
    'killed processes to exit',
    () => Promise.resolve(pids.every((pid) => !isAlive(pid))),
    10_000,
  );
}
