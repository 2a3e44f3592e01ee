import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  describeAssignmentChange,
  followedAssignments,
  type SeenRoleAssignment,
} from '../../../src/model/keystone-assignments.js';

const IMPLIES = new Map([
  ['admin', ['manager']],
  ['manager', ['member']],
  ['member', ['reader']],
  // A cycle Keystone would refuse, but a reader of its answer must still end.
  ['reader', ['member']],
]);

const seen = (
  kind: SeenRoleAssignment['kind'],
  name: string,
  role: string,
  domainId = 'd1',
): SeenRoleAssignment => ({
  kind,
  name,
  domainId,
  role,
});

test('one entry per user or group of the domain, implied roles added, users before groups, by name', () => {
  const { assignments, elsewhere } = followedAssignments(
    [
      seen('KeystoneGroup', 'ops', 'reader'),
      seen('KeystoneUser', 'zed', 'auditor'),
      seen('KeystoneUser', 'alice', 'member'),
      seen('KeystoneUser', 'alice', 'auditor'),
      seen('KeystoneUser', 'Bob', 'admin'),
      seen('KeystoneUser', 'alice', 'admin', 'd2'),
      seen('KeystoneGroup', 'ops', 'admin', 'd2'),
    ],
    IMPLIES,
    'd1',
  );
  assert.equal(assignments, [
    { kind: 'KeystoneUser', name: 'Bob', roles: ['admin', 'manager', 'member', 'reader'] },
    { kind: 'KeystoneUser', name: 'alice', roles: ['auditor', 'member', 'reader'] },
    { kind: 'KeystoneUser', name: 'zed', roles: ['auditor'] },
    { kind: 'KeystoneGroup', name: 'ops', roles: ['member', 'reader'] },
  ]);
  assert.equal(elsewhere, ['group ops', 'user alice']);
});

test('the same assignments in another order give the same value', () => {
  const list = [
    seen('KeystoneUser', 'b', 'member'),
    seen('KeystoneUser', 'a', 'reader'),
    seen('KeystoneUser', 'b', 'reader'),
  ];
  assert.equal(
    followedAssignments(list, IMPLIES, 'd1'),
    followedAssignments([...list].reverse(), IMPLIES, 'd1'),
  );
  assert.equal(followedAssignments([], IMPLIES, 'd1'), { assignments: [], elsewhere: [] });
});

test('a change is described as added, changed and removed; no change is empty', () => {
  const before = [
    { kind: 'KeystoneUser' as const, name: 'alice', roles: ['member', 'reader'] },
    { kind: 'KeystoneUser' as const, name: 'rob', roles: ['reader'] },
    { kind: 'KeystoneGroup' as const, name: 'devs', roles: ['reader'] },
  ];
  const after = [
    { kind: 'KeystoneUser' as const, name: 'alice', roles: ['member', 'reader'] },
    { kind: 'KeystoneUser' as const, name: 'carol', roles: ['reader'] },
    { kind: 'KeystoneGroup' as const, name: 'devs', roles: ['member', 'reader'] },
  ];
  assert.equal(describeAssignmentChange(before, after), [
    '+carol(reader)',
    '~group devs(member,reader)',
    '-rob',
  ]);
  assert.equal(describeAssignmentChange(after, after), []);
  // A user and a group of one name are two entries.
  assert.equal(
    describeAssignmentChange([{ kind: 'KeystoneUser', name: 'devs', roles: ['reader'] }], after.slice(2)),
    ['+group devs(member,reader)', '-devs'],
  );
});

test.run();
