import type { ObjectRef } from './object-ref.js';

/** How the API server serves one kind, as discovery tells. */
export interface ServedResource {
  /** The resource's name in paths: `deployments`. */
  readonly plural: string;
  readonly namespaced: boolean;
}

/** `/api/v1` for the core group, `/apis/<group>/<version>` for every other. */
export function groupVersionPath(apiVersion: string): string {
  return apiVersion.includes('/') ? `/apis/${apiVersion}` : `/api/${apiVersion}`;
}

/**
 * The REST path of a kind's objects: in one namespace when the kind is
 * namespaced and a namespace is given, else across the cluster.
 */
export function collectionPath(
  apiVersion: string,
  { plural, namespaced }: ServedResource,
  namespace: string | undefined,
): string {
  const root = groupVersionPath(apiVersion);
  return namespaced && namespace !== undefined
    ? `${root}/namespaces/${encodeURIComponent(namespace)}/${plural}`
    : `${root}/${plural}`;
}

/** The REST path of one object. */
export function objectPath(ref: ObjectRef, resource: ServedResource): string {
  return `${collectionPath(ref.apiVersion, resource, ref.namespace)}/${encodeURIComponent(ref.name)}`;
}

export interface ListQuery {
  readonly labelSelector: string;
  /** Objects per page. */
  readonly limit: number;
  /** The previous page's `metadata.continue`; undefined or empty for the first page. */
  readonly continueToken?: string | undefined;
}

/** One page of a LIST of a collection. */
export function listPath(collection: string, { labelSelector, limit, continueToken }: ListQuery): string {
  const first = `${collection}?labelSelector=${encodeURIComponent(labelSelector)}&limit=${limit}`;
  return continueToken === undefined || continueToken === ''
    ? first
    : `${first}&continue=${encodeURIComponent(continueToken)}`;
}
