import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gitshiftRoleOf, higherRole, withImpliedRoles } from '../../../src/model/keystone-roles.js';
import { identityBase } from '../../../src/model/keystone-settings.js';

const DEFAULT_MAPPING = { reader: 'view', member: 'edit', admin: 'admin' } as const;
/** What `keystone-manage bootstrap` creates: admin ⊃ manager ⊃ member ⊃ reader. */
const BOOTSTRAP = new Map([
  ['admin', ['manager']],
  ['manager', ['member']],
  ['member', ['reader']],
]);

const cases: [string, string[], Record<string, 'view' | 'edit' | 'admin'>, string | undefined][] = [
  ['no roles', [], DEFAULT_MAPPING, undefined],
  ['reader', ['reader'], DEFAULT_MAPPING, 'view'],
  ['member with the reader it implies', ['member', 'reader'], DEFAULT_MAPPING, 'edit'],
  ['the highest wins whatever the order', ['admin', 'reader', 'member'], DEFAULT_MAPPING, 'admin'],
  ['unmapped roles mean nothing', ['service', 'load-balancer_member'], DEFAULT_MAPPING, undefined],
  ['a mapping of its own', ['developer'], { developer: 'edit' }, 'edit'],
  ['names are case-sensitive, as Keystone keeps them', ['Member'], DEFAULT_MAPPING, undefined],
  ['no prototype keys', ['constructor', 'toString'], DEFAULT_MAPPING, undefined],
];
for (const [name, roles, mapping, expected] of cases)
  test(`gitshiftRoleOf: ${name}`, () => {
    assert.is(gitshiftRoleOf(roles, mapping), expected);
  });

test('withImpliedRoles follows inferences to the end: an assigned manager is a member and a reader too', () => {
  assert.equal([...withImpliedRoles(['manager'], BOOTSTRAP)].sort(), ['manager', 'member', 'reader']);
  assert.is(gitshiftRoleOf(withImpliedRoles(['manager'], BOOTSTRAP), DEFAULT_MAPPING), 'edit');
  assert.is(gitshiftRoleOf(['manager'], DEFAULT_MAPPING), undefined);
});

test('withImpliedRoles ends on a cycle of inferences', () => {
  const cycle = new Map([
    ['a', ['b']],
    ['b', ['a', 'c']],
  ]);
  assert.equal([...withImpliedRoles(['a'], cycle)].sort(), ['a', 'b', 'c']);
});

test('higherRole: admin ⊃ edit ⊃ view, undefined is none', () => {
  assert.is(higherRole('view', 'edit'), 'edit');
  assert.is(higherRole('admin', 'edit'), 'admin');
  assert.is(higherRole(undefined, 'view'), 'view');
  assert.is(higherRole(undefined, undefined), undefined);
});

test('identityBase: /v3 and trailing slashes are left to the client', () => {
  assert.is(identityBase('https://k.example.com:5000/v3/'), 'https://k.example.com:5000');
  assert.is(identityBase('http://127.0.0.1:5000'), 'http://127.0.0.1:5000');
  assert.is(identityBase('https://cloud.example.com/identity/v3'), 'https://cloud.example.com/identity');
});

test.run();
