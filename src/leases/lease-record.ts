/** What a coordination.k8s.io/v1 Lease says about who holds it. */
export interface LeaseRecord {
  /** '' when nobody holds it (released). */
  readonly holderIdentity: string;
  readonly leaseDurationSeconds: number;
  readonly leaseTransitions: number;
  /** The holder's clock, for people reading the Lease; expiry never relies on it. */
  readonly acquireTime: string | undefined;
  readonly renewTime: string | undefined;
}

/** A Lease as listed: its name, record and the resourceVersion a write must name. */
export interface ObservedLease {
  readonly name: string;
  readonly resourceVersion: string;
  readonly record: LeaseRecord;
}

export const LEASE_API_VERSION = 'coordination.k8s.io/v1';

/** Reads a Lease object (as the API server returns it) into its record; fields it lacks read as a free Lease. */
export function readLease(object: unknown): ObservedLease {
  const { metadata = {}, spec = {} } = object as {
    metadata?: { name?: string; resourceVersion?: string };
    spec?: {
      holderIdentity?: string;
      leaseDurationSeconds?: number;
      leaseTransitions?: number;
      acquireTime?: string;
      renewTime?: string;
    };
  };
  return {
    name: metadata.name ?? '',
    resourceVersion: metadata.resourceVersion ?? '',
    record: {
      holderIdentity: spec.holderIdentity ?? '',
      leaseDurationSeconds: spec.leaseDurationSeconds ?? 0,
      leaseTransitions: spec.leaseTransitions ?? 0,
      acquireTime: spec.acquireTime,
      renewTime: spec.renewTime,
    },
  };
}

/**
 * A Lease's MicroTime: RFC 3339 with exactly six fractional digits, as the
 * API server writes and reads it (a JavaScript Date knows milliseconds only).
 */
export function microTime(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}
