import type { MemberRole } from './keystone-settings.js';

const RANK: Readonly<Record<MemberRole, number>> = { view: 0, edit: 1, admin: 2 };

/** The higher of two gitshift roles (admin ⊃ edit ⊃ view); undefined stands for none. */
export function higherRole(a: MemberRole | undefined, b: MemberRole | undefined): MemberRole | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return RANK[a] >= RANK[b] ? a : b;
}

/**
 * Every role the given ones imply, themselves included, following Keystone's
 * role inferences (`/v3/role_inferences`: prior role → implied roles) to the
 * end, cycles and all. A token's role list already holds the implied roles;
 * a role assignment names only the role assigned, so assignments go through
 * this before they are mapped.
 */
export function withImpliedRoles(
  roles: Iterable<string>,
  implies: ReadonlyMap<string, readonly string[]>,
): Set<string> {
  const found = new Set<string>();
  const waiting = [...roles];
  for (let role = waiting.pop(); role !== undefined; role = waiting.pop()) {
    if (found.has(role)) continue;
    found.add(role);
    waiting.push(...(implies.get(role) ?? []));
  }
  return found;
}

/**
 * The gitshift role a set of Keystone roles amounts to: the highest that
 * `mapping` (keystone.roles of gitshift.yaml) gives any of them, or
 * undefined when it maps none. Keystone role names are compared as written:
 * Keystone itself keeps them case-sensitive and unique.
 */
export function gitshiftRoleOf(
  keystoneRoles: Iterable<string>,
  mapping: Readonly<Record<string, MemberRole>>,
): MemberRole | undefined {
  let best: MemberRole | undefined;
  for (const role of keystoneRoles) if (Object.hasOwn(mapping, role)) best = higherRole(best, mapping[role]);
  return best;
}
