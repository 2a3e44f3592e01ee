import type { CallOptions, KubeApi } from '../kube/kube-api.js';
import { LEASE_API_VERSION, readLease, type LeaseRecord, type ObservedLease } from './lease-record.js';
import { LEASE_ROLE_LABEL, type LeaseRole } from './lease-names.js';

/** The Leases of one namespace that gitshift replicas share. */
export interface LeaseStore {
  /** Every gitshift Lease of the namespace, in one request. */
  list(options?: CallOptions): Promise<ObservedLease[]>;
  /**
   * Writes a record: creates the Lease when `resourceVersion` is undefined
   * (409 when it exists), else replaces it only if unchanged since that
   * version (409 when another wrote first).
   */
  write(
    lease: { readonly name: string; readonly role: LeaseRole; readonly record: LeaseRecord },
    resourceVersion: string | undefined,
    options?: CallOptions,
  ): Promise<ObservedLease>;
  /** Deletes a Lease; a missing one is not an error. */
  remove(name: string, options?: CallOptions): Promise<void>;
}

export function leaseStore(api: KubeApi, namespace: string): LeaseStore {
  // A namespaced LIST, so a replica needs no cluster-wide right on Leases.
  const listPath = `/apis/${LEASE_API_VERSION}/namespaces/${encodeURIComponent(namespace)}/leases?labelSelector=${encodeURIComponent(LEASE_ROLE_LABEL)}`;
  return {
    async list(options) {
      const { items = [] } = JSON.parse(await api.getText(listPath, options)) as { items?: unknown[] };
      return items.map(readLease);
    },
    async write({ name, role, record }, resourceVersion, options) {
      const object = {
        apiVersion: LEASE_API_VERSION,
        kind: 'Lease',
        metadata: {
          name,
          namespace,
          labels: { [LEASE_ROLE_LABEL]: role, 'app.kubernetes.io/managed-by': 'gitshift' },
          ...(resourceVersion === undefined ? {} : { resourceVersion }),
        },
        spec: {
          holderIdentity: record.holderIdentity,
          leaseDurationSeconds: record.leaseDurationSeconds,
          leaseTransitions: record.leaseTransitions,
          ...(record.acquireTime === undefined ? {} : { acquireTime: record.acquireTime }),
          ...(record.renewTime === undefined ? {} : { renewTime: record.renewTime }),
        },
      };
      const written =
        resourceVersion === undefined
          ? await api.create(object, options)
          : await api.replace(object, options);
      return readLease(written);
    },
    remove(name, options) {
      return api.delete({ apiVersion: LEASE_API_VERSION, kind: 'Lease', name, namespace }, options);
    },
  };
}
