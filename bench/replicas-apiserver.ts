/**
 * The API server's side of bench:replicas: the requests it counted, by verb
 * (apiserver_request_total), and the CPU time of its process and etcd's.
 */
import type { KubeApi } from '../src/kube/kube-api.js';
import { readState } from '../testbed/src/control-plane.js';
import { testbedPaths } from '../testbed/src/paths.js';
import { processCpuSeconds } from './replicas-serve.js';

export type RequestsByVerb = ReadonlyMap<string, number>;

/** Every request the API server has counted, summed by verb (GET, LIST, WATCH, POST, PUT, PATCH, APPLY, DELETE...). */
export async function requestsByVerb(api: KubeApi): Promise<RequestsByVerb> {
  const totals = new Map<string, number>();
  for (const line of (await api.getText('/metrics')).split('\n')) {
    if (!line.startsWith('apiserver_request_total{')) continue;
    const verb = /verb="([^"]*)"/.exec(line)?.[1] ?? '?';
    totals.set(verb, (totals.get(verb) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return totals;
}

/** What was counted between two readings, verbs with nothing left out, largest first. */
export function requestsBetween(before: RequestsByVerb, after: RequestsByVerb): [string, number][] {
  return [...after]
    .map(([verb, count]): [string, number] => [verb, count - (before.get(verb) ?? 0)])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
}

export const formatRequests = (requests: readonly [string, number][]): string =>
  requests.map(([verb, count]) => `${verb} ${count}`).join(', ') || 'none';

/** CPU seconds of the testbed's control plane processes, read now. */
export function controlPlaneCpu(): { readonly apiserver: number; readonly etcd: number } {
  const state = readState(testbedPaths(process.env));
  const pid = (name: string): number => {
    const found = state?.pids[name];
    if (found === undefined) throw new Error(`bench: the testbed state names no ${name} process`);
    return found;
  };
  return { apiserver: processCpuSeconds(pid('kube-apiserver')), etcd: processCpuSeconds(pid('etcd')) };
}
