/**
 * What the soak reads of the serve process each interval: from /proc (RSS,
 * CPU time, open descriptors, child processes) and from its own /metrics
 * (prom-client's defaults: V8's heap in use and reserved, external memory).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { processCpuSeconds } from './replicas-serve.js';

export interface ProcessReading {
  readonly rssMiB: number;
  /** RssAnon: the part of RSS that is not the pages of files (the node binary, libraries). */
  readonly anonMiB: number;
  readonly heapMiB: number;
  /** V8's heap as reserved, and memory held outside it (Buffers, native objects): where RSS goes that the heap does not show. */
  readonly heapTotalMiB: number;
  readonly externalMiB: number;
  readonly fds: number;
  /** Every descendant (git, ssh, skopeo …), zombies included: a zombie is a child never waited for. */
  readonly children: number;
  readonly zombies: number;
  readonly cpuSeconds: number;
}

const MiB = 1024 * 1024;

export async function readProcess(pid: number, metricsUrl: string): Promise<ProcessReading> {
  const descendants = descendantsOf(pid);
  const status = residentKiB(pid);
  const metrics = await (await fetch(metricsUrl)).text();
  return {
    rssMiB: status.rssKiB / 1024,
    anonMiB: status.anonKiB / 1024,
    heapMiB: gauge(metrics, 'nodejs_heap_size_used_bytes') / MiB,
    heapTotalMiB: gauge(metrics, 'nodejs_heap_size_total_bytes') / MiB,
    externalMiB: gauge(metrics, 'nodejs_external_memory_bytes') / MiB,
    fds: readdirSync(`/proc/${pid}/fd`).length,
    children: descendants.length,
    zombies: descendants.filter((child) => stateOf(child) === 'Z').length,
    cpuSeconds: processCpuSeconds(pid),
  };
}

function residentKiB(pid: number): { rssKiB: number; anonKiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string): number => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status);
    if (match === null) throw new Error(`soak: /proc/${pid}/status has no ${name} (has the process exited?)`);
    return Number(match[1]);
  };
  return { rssKiB: field('VmRSS'), anonKiB: field('RssAnon') };
}

/** The process's children and theirs, from each thread's `children` list. */
function descendantsOf(pid: number): number[] {
  const found: number[] = [];
  const pending = [pid];
  while (pending.length > 0) {
    const parent = pending.pop() ?? 0;
    for (const child of childrenOf(parent)) {
      found.push(child);
      pending.push(child);
    }
  }
  return found;
}

function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return []; // it exited between the parent's list and this read
  }
  return tasks.flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter((word) => word.trim() !== '')
        .map(Number);
    } catch {
      return []; // the thread ended meanwhile
    }
  });
}

function stateOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return '?';
  }
}

/** A gauge without labels from Prometheus' text format. */
function gauge(metrics: string, name: string): number {
  const match = new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(metrics);
  if (match === null) throw new Error(`soak: serve's /metrics has no ${name}`);
  return Number(match[1]);
}
