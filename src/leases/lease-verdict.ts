import type { LeaseRecord } from './lease-record.js';

/** A Lease as this replica last saw it change, on its own clock. */
export interface Observation {
  readonly record: LeaseRecord;
  readonly resourceVersion: string;
  /** Local time at which this record was first seen (client-go's observedTime). */
  readonly observedAt: number;
}

export type LeaseVerdict =
  | { readonly mayTake: true; readonly reason: 'missing' | 'ours' | 'free' | 'expired' }
  | { readonly mayTake: false; readonly reason: 'held'; readonly holder: string; readonly expiresAt: number };

/**
 * Whether this replica may write itself into a Lease, as client-go's
 * tryAcquireOrRenew judges it: a Lease held by another is expired only when
 * its record has not changed for its leaseDurationSeconds as measured on
 * this replica's clock since it was observed to change. The renewTime the
 * holder wrote comes from the holder's clock and is never compared with
 * ours, so clock skew between replicas does not matter (only skew of rate).
 */
export function judgeLease(identity: string, observed: Observation | undefined, now: number): LeaseVerdict {
  if (observed === undefined) return { mayTake: true, reason: 'missing' };
  const { holderIdentity, leaseDurationSeconds } = observed.record;
  if (holderIdentity === identity) return { mayTake: true, reason: 'ours' };
  if (holderIdentity === '') return { mayTake: true, reason: 'free' };
  const expiresAt = observed.observedAt + leaseDurationSeconds * 1000;
  if (expiresAt <= now) return { mayTake: true, reason: 'expired' };
  return { mayTake: false, reason: 'held', holder: holderIdentity, expiresAt };
}

/**
 * Whether a Lease this replica holds must be given up: its last successful
 * renewal is renewDeadline old. It stops acting before any peer may judge
 * the Lease expired (leaseDuration > renewDeadline), so two never act at once
 * while clocks run at the same rate.
 */
export function renewalOverdue(renewedAt: number, renewDeadlineMs: number, now: number): boolean {
  return now - renewedAt >= renewDeadlineMs;
}

/**
 * Updates what was observed with a Lease as listed now: the observation time
 * moves only when the Lease changed (a new resourceVersion), since a record
 * that keeps changing is being renewed.
 */
export function observe(
  previous: Observation | undefined,
  listed: { readonly record: LeaseRecord; readonly resourceVersion: string },
  now: number,
): Observation {
  if (previous !== undefined && previous.resourceVersion === listed.resourceVersion) return previous;
  return { record: listed.record, resourceVersion: listed.resourceVersion, observedAt: now };
}
