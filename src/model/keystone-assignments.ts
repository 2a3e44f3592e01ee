import type { KeystoneAssignment } from './generated/index.js';
import { withImpliedRoles } from './keystone-roles.js';

/** One role assignment on a Keystone project, as Keystone lists it (`/v3/role_assignments?include_names`). */
export interface SeenRoleAssignment {
  readonly kind: KeystoneAssignment['kind'];
  readonly name: string;
  /** The user's or group's domain. */
  readonly domainId: string;
  readonly role: string;
}

export interface FollowedAssignments {
  /** What spec.keystone.assignments should say: users, then groups, by name; roles sorted. */
  readonly assignments: KeystoneAssignment[];
  /**
   * Users and groups of other domains, left out: Keystone's webhook names
   * them without their domain, so a binding would also let in the namesake
   * in keystone.domain.
   */
  readonly elsewhere: string[];
}

/**
 * A Keystone project's role assignments as spec.keystone.assignments holds
 * them: one entry per user or group of `domainId`, its roles with every role
 * they imply (`implies`: Keystone's role inferences), in a stable order so
 * that an unchanged project writes the same value.
 */
export function followedAssignments(
  seen: readonly SeenRoleAssignment[],
  implies: ReadonlyMap<string, readonly string[]>,
  domainId: string,
): FollowedAssignments {
  const roles = new Map<string, { kind: KeystoneAssignment['kind']; name: string; roles: Set<string> }>();
  const elsewhere = new Set<string>();
  for (const { kind, name, domainId: domain, role } of seen) {
    if (domain !== domainId) {
      elsewhere.add(`${kind === 'KeystoneUser' ? 'user' : 'group'} ${name}`);
      continue;
    }
    const key = `${kind} ${name}`;
    const entry = roles.get(key) ?? { kind, name, roles: new Set<string>() };
    entry.roles.add(role);
    roles.set(key, entry);
  }
  const assignments = [...roles.values()]
    .map(({ kind, name, roles: assigned }) => ({
      kind,
      name,
      roles: [...withImpliedRoles(assigned, implies)].sort(),
    }))
    .sort((a, b) => (a.kind === b.kind ? compare(a.name, b.name) : a.kind === 'KeystoneUser' ? -1 : 1));
  return { assignments, elsewhere: [...elsewhere].sort() };
}

/**
 * What changed between two assignment lists, for a commit's subject:
 * `+alice(member,reader) -bob ~devs(reader)`; empty when nothing did.
 */
export function describeAssignmentChange(
  before: readonly KeystoneAssignment[],
  after: readonly KeystoneAssignment[],
): string[] {
  const label = (a: KeystoneAssignment): string => (a.kind === 'KeystoneGroup' ? `group ${a.name}` : a.name);
  const key = (a: KeystoneAssignment): string => `${a.kind} ${a.name}`;
  const old = new Map(before.map((a) => [key(a), a]));
  const now = new Map(after.map((a) => [key(a), a]));
  const changes: string[] = [];
  for (const a of after) {
    const was = old.get(key(a));
    if (was === undefined) changes.push(`+${label(a)}(${a.roles.join(',')})`);
    else if ([...was.roles].sort().join(',') !== a.roles.join(','))
      changes.push(`~${label(a)}(${a.roles.join(',')})`);
  }
  for (const a of before) if (!now.has(key(a))) changes.push(`-${label(a)}`);
  return changes;
}

/** Code-point order: the same on every machine, unlike localeCompare. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
