import { fnv1a32 } from './shard-of.js';

/** The label every gitshift Lease carries, valued by its role; one LIST with it reads them all. */
export const LEASE_ROLE_LABEL = 'gitshift.io/lease';
export type LeaseRole = 'leader' | 'shard' | 'member';

/** The leader's Lease: write-back, builds, pull requests, the webhook inbox. */
export const LEADER_LEASE = 'gitshift-leader';

/** Shard `index`'s Lease: its holder reconciles the projects of that shard. */
export const shardLeaseName = (index: number): string => `gitshift-shard-${index}`;

/** The shard a Lease name stands for, or undefined for any other Lease. */
export function shardOfLeaseName(name: string): number | undefined {
  const match = /^gitshift-shard-(\d+)$/.exec(name);
  return match === null ? undefined : Number(match[1]);
}

const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
const MAX_NAME = 253;
const MEMBER_PREFIX = 'gitshift-member-';

export const isMemberLeaseName = (name: string): boolean => name.startsWith(MEMBER_PREFIX);

/**
 * A replica's membership Lease. An identity that is no valid object name
 * (upper case, `_`, too long) is folded into one and suffixed with its hash,
 * so two identities never share a Lease.
 */
export function memberLeaseName(identity: string): string {
  const plain = `${MEMBER_PREFIX}${identity}`;
  if (DNS_SUBDOMAIN.test(plain) && plain.length <= MAX_NAME) return plain;
  const suffix = `-${fnv1a32(identity).toString(16).padStart(8, '0')}`;
  const folded = identity
    .toLowerCase()
    .replace(/[^-a-z0-9.]+/g, '-')
    .slice(0, MAX_NAME - MEMBER_PREFIX.length - suffix.length)
    .replace(/[-.]+$/, '');
  return `${MEMBER_PREFIX}${folded}${suffix}`;
}
