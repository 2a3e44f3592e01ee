import type { ProjectMember } from '../model/generated/index.js';

const RBAC_GROUP = 'rbac.authorization.k8s.io';

/** A Project member that names a Keystone user or group rather than a cluster's own. */
export type KeystoneMember = ProjectMember & { readonly kind: 'KeystoneUser' | 'KeystoneGroup' };

export function isKeystoneMember(member: ProjectMember): member is KeystoneMember {
  return member.kind === 'KeystoneUser' || member.kind === 'KeystoneGroup';
}

/**
 * The RBAC subject a Keystone member is to a cluster that authenticates
 * through Keystone's webhook (cloud-provider-openstack's k8s-keystone-auth):
 * it gives the API server the Keystone user's name as the username and the
 * names of the user's Keystone groups (plus the token's project id) as its
 * groups, without a domain or a prefix, so the subject carries the name as
 * written.
 */
export function keystoneSubject(member: KeystoneMember): Record<string, string> {
  return { apiGroup: RBAC_GROUP, kind: member.kind === 'KeystoneUser' ? 'User' : 'Group', name: member.name };
}
