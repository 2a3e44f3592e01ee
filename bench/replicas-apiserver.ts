/**
 * The API server's side of bench:replicas: the requests it counted, by verb
 * (apiserver_request_total), and the CPU time of its process and etcd's.
 */
import type { KubeApi } from '../src/kube/kube-api.js';
import { readState } from '../testbed/src/control-plane.js';
import { testbedPaths } from '../testbed/src/paths.js';
import { processCpuSeconds } from './replicas-serve.js';

export type RequestsByVerb = ReadonlyMap<string, number>;

/**
 * Every request the API server has counted (apiserver_request_total), summed
 * by verb (GET, LIST, WATCH, POST, PUT, PATCH, APPLY, DELETE...) and by
 * `verb resource[/subresource]`, both in one map (keys with a space are the latter).
 */
export async function requestsByVerb(api: KubeApi): Promise<RequestsByVerb> {
  const totals = new Map<string, number>();
  const add = (key: string, count: number): void => void totals.set(key, (totals.get(key) ?? 0) + count);
  for (const line of (await api.getText('/metrics')).split('\n')) {
    if (!line.startsWith('apiserver_request_total{')) continue;
    const label = (name: string): string => new RegExp(`[{,]${name}="([^"]*)"`).exec(line)?.[1] ?? '';
    const count = Number(line.slice(line.lastIndexOf(' ') + 1));
    const subresource = label('subresource');
    add(label('verb'), count);
    add(`${label('verb')} ${label('resource')}${subresource === '' ? '' : `/${subresource}`}`, count);
  }
  return totals;
}

/** What was counted between two readings, largest first: by verb, and the top `verb resource` pairs. */
export function requestsBetween(before: RequestsByVerb, after: RequestsByVerb): [string, number][] {
  return [...after]
    .map(([key, count]): [string, number] => [key, count - (before.get(key) ?? 0)])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
}

/** `APPLY 15000, POST 6823, ... (most: APPLY configmaps 3000, ...)`. */
export function formatRequests(requests: readonly [string, number][], top = 8): string {
  const byVerb = requests.filter(([key]) => !key.includes(' '));
  const byResource = requests.filter(([key]) => key.includes(' ')).slice(0, top);
  const list = (pairs: readonly [string, number][]): string =>
    pairs.map(([key, n]) => `${key} ${n}`).join(', ');
  return byVerb.length === 0 ? 'none' : `${list(byVerb)} (most: ${list(byResource)})`;
}

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
