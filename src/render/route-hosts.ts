import type { Problem } from '../errors/index.js';
import type { Manifest } from '../model/manifest.js';
import { problemAt } from '../yaml/read/problem-at.js';
import { typedObject } from '../model/typed-object.js';

/** A Route's claim on a host and path. */
export interface HostClaim {
  readonly project: string;
  readonly manifest: Manifest;
  readonly host: string;
  readonly path: string;
}

/** The host a Route serves: its own, `<subdomain>.<suffix>`, or `<route>-<project>.<suffix>`. */
export function routeHost(project: string, manifest: Manifest, routerSuffix: string): string {
  const { host, subdomain } = typedObject(manifest, 'Route').spec;
  if (host !== undefined && host !== '') return host;
  if (subdomain !== undefined && subdomain !== '') return `${subdomain}.${routerSuffix}`;
  return `${manifest.name}-${project}.${routerSuffix}`;
}

export interface HostAdmission {
  /** Keys (`project/route`) of the Routes that hold their host and path. */
  readonly admitted: ReadonlySet<string>;
  /** One warning per Route that lost its host to an older one. */
  readonly problems: readonly Problem[];
}

/**
 * When Routes claim the same host and path, the oldest wins, as on OpenShift's
 * router. Age is read from Git: a Route with `metadata.creationTimestamp` (kept
 * when manifests are exported from OpenShift) is older than one without, earlier
 * timestamps first; otherwise the first in repository order (project, file,
 * position in the file) wins. Losers are reported and not rendered.
 */
export function admitHosts(claims: readonly HostClaim[]): HostAdmission {
  const ordered = [...claims].sort(compareAge);
  const holders = new Map<string, HostClaim>();
  const admitted = new Set<string>();
  const problems: Problem[] = [];
  for (const claim of ordered) {
    const key = `${claim.host}${claim.path}`;
    const holder = holders.get(key);
    if (holder === undefined) {
      holders.set(key, claim);
      admitted.add(`${claim.project}/${claim.manifest.name}`);
      continue;
    }
    const message = `host '${claim.host}' path '${claim.path}' is already claimed by the older Route '${holder.manifest.name}' of project '${holder.project}' (${holder.manifest.source.file}); this Route is not rendered`;
    const path = [...claim.manifest.basePath, 'spec', 'host'];
    problems.push(
      problemAt(claim.manifest.source, path, 'ROUTE_HOST_CONFLICT', message, {
        severity: 'warning',
        project: claim.project,
      }),
    );
  }
  return { admitted, problems };
}

function compareAge(a: HostClaim, b: HostClaim): number {
  const ta = typedObject(a.manifest, 'Route').metadata.creationTimestamp ?? undefined;
  const tb = typedObject(b.manifest, 'Route').metadata.creationTimestamp ?? undefined;
  if (ta !== undefined && tb !== undefined && ta !== tb)
    return Date.parse(ta) - Date.parse(tb) || (ta < tb ? -1 : 1);
  if (ta !== undefined && tb === undefined) return -1;
  if (ta === undefined && tb !== undefined) return 1;
  return (
    compare(a.project, b.project) ||
    compare(a.manifest.source.file, b.manifest.source.file) ||
    a.manifest.source.index - b.manifest.source.index ||
    compare(JSON.stringify(a.manifest.basePath), JSON.stringify(b.manifest.basePath))
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
