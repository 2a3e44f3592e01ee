import type { Dependency, DependencyFault } from './readiness.js';

/**
 * Below this much free space the state directory counts as full: the replay
 * store's next append and the write-back journal's next entry would fail,
 * and a delivery would have to be refused.
 */
export const STATE_DIR_MIN_FREE_BYTES = 1024 * 1024;

/** What one look at a dependency over HTTP saw: an answer's status, or the error that stopped it. */
export type ProbeResult = { readonly status: number } | { readonly error: string };

/** The state directory's free space, as statfs gave it; a fault when it is (nearly) full. */
export function stateDirFault(dir: string, freeBytes: number): DependencyFault | undefined {
  if (freeBytes >= STATE_DIR_MIN_FREE_BYTES) return undefined;
  return {
    dependency: 'state',
    reason: `state directory ${dir}: no space left on device (${freeBytes} bytes free); webhooks are answered 503 until there is room`,
  };
}

/** The API server's own /readyz: any failure to read it 200 is a fault. */
export function kubernetesFault(result: ProbeResult): DependencyFault | undefined {
  if ('status' in result && result.status < 300) return undefined;
  return { dependency: 'kubernetes', reason: `kubernetes API server unreachable: ${describe(result)}` };
}

/**
 * A registry or the forge, looked at over HTTP: up when it answers anything
 * but a server error (a registry's /v2/ answers 401 to strangers, and that is
 * a registry at work), a fault when it cannot be reached or answers 5xx.
 */
export function httpFault(
  dependency: Extract<Dependency, 'registry' | 'forge'>,
  label: string,
  result: ProbeResult,
): DependencyFault | undefined {
  if ('status' in result && result.status < 500) return undefined;
  const what = 'status' in result ? 'failing' : 'unreachable';
  return { dependency, reason: `${label} ${what}: ${describe(result)}` };
}

function describe(result: ProbeResult): string {
  return 'status' in result ? `HTTP ${result.status}` : result.error;
}
