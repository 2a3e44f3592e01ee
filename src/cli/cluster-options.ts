import { GitshiftError } from '../errors/index.js';
import { createHttpKubeApi } from '../kube/http-kube-api.js';
import type { KubeApi } from '../kube/kube-api.js';

/** The parseArgs options every command that talks to a cluster takes. */
export const CLUSTER_FLAGS = {
  kubeconfig: { type: 'string' },
  project: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The kubeconfig from `--kubeconfig`, else `$KUBECONFIG`. */
export function kubeconfigPath(
  flag: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  command: string,
): string {
  const path = flag ?? env['KUBECONFIG'];
  if (path === undefined || path === '') {
    throw new GitshiftError(
      'USAGE',
      `gitshift ${command}: no cluster given; pass --kubeconfig FILE or set KUBECONFIG`,
    );
  }
  return path;
}

export async function connect(path: string): Promise<KubeApi> {
  try {
    return await createHttpKubeApi(path);
  } catch (error) {
    throw new GitshiftError(
      'KUBECONFIG_UNREADABLE',
      `cannot use kubeconfig ${path}: ${(error as Error).message}`,
      { path },
      { cause: error },
    );
  }
}

/** A duration flag (`--timeout 1h30m`), read as the serve config's durations are: see model/duration.ts. */
export { parseDuration } from '../model/duration.js';

/** A whole number from 1 to 256, for concurrency flags. */
export function parseCount(text: string, flag: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 256)
    throw new GitshiftError('USAGE', `${flag} takes a whole number from 1 to 256, not '${text}'`);
  return value;
}
