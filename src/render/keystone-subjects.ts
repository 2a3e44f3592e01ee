import type { KeystoneAssignment, ProjectMember } from '../model/generated/index.js';
import { gitshiftRoleOf } from '../model/keystone-roles.js';
import type { MemberRole } from '../model/keystone-settings.js';

const RBAC_GROUP = 'rbac.authorization.k8s.io';

/** A Project member that names a Keystone user or group rather than a cluster's own. */
export type KeystoneMember = ProjectMember & { readonly kind: 'KeystoneUser' | 'KeystoneGroup' };

export function isKeystoneMember(member: ProjectMember): member is KeystoneMember {
  return member.kind === 'KeystoneUser' || member.kind === 'KeystoneGroup';
}

/**
 * The RBAC subject a Keystone user or group is to a cluster that
 * authenticates through Keystone's webhook (cloud-provider-openstack's
 * k8s-keystone-auth): it gives the API server the Keystone user's name as the
 * username and the names of the user's Keystone groups (plus the token's
 * project id) as its groups, without a domain or a prefix, so the subject
 * carries the name as written.
 */
export function keystoneSubject({
  kind,
  name,
}: Pick<KeystoneMember, 'kind' | 'name'>): Record<string, string> {
  return { apiGroup: RBAC_GROUP, kind: kind === 'KeystoneUser' ? 'User' : 'Group', name };
}

/**
 * The followed Keystone project's role assignments (spec.keystone.assignments,
 * committed by serve) as members: each user or group with the gitshift role
 * its Keystone roles map to through keystone.roles; one whose roles map to
 * none is left out. The roles were written with the ones they imply, so the
 * mapping alone decides.
 */
export function assignedMembers(
  assignments: readonly KeystoneAssignment[],
  mapping: Readonly<Record<string, MemberRole>>,
): KeystoneMember[] {
  return assignments.flatMap(({ kind, name, roles }) => {
    const role = gitshiftRoleOf(roles, mapping);
    return role === undefined ? [] : [{ kind, name, role }];
  });
}
