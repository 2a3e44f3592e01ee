import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkContainerRequest } from '../../../src/containers/index.js';

const base = { name: 'hello', image: 'registry.example.com/team/busybox:1' };

test('a full request is taken as asked; env as a map or a list comes out as a list in order', () => {
  const asMap = checkContainerRequest({
    ...base,
    command: ['sh', '-c', 'echo hello'],
    env: { GREETING: 'hi', 'app.mode': 'x' },
    workingDir: '/tmp',
    resources: { cpu: '500m', memory: '64Mi' },
  });
  assert.equal(asMap, {
    valid: true,
    request: {
      ...base,
      command: ['sh', '-c', 'echo hello'],
      env: [
        { name: 'GREETING', value: 'hi' },
        { name: 'app.mode', value: 'x' },
      ],
      workingDir: '/tmp',
      resources: { cpu: '500m', memory: '64Mi' },
    },
  });
  const asList = checkContainerRequest({ ...base, env: [{ name: 'A', value: '' }], resources: { cpu: 1 } });
  assert.equal(asList, {
    valid: true,
    request: { ...base, env: [{ name: 'A', value: '' }], resources: { cpu: '1' } },
  });
});

// Each refused with the field named and a reason saying what it must be.
const refusals: [string, unknown, string, RegExp][] = [
  ['not an object', [base], '', /JSON object/],
  ['an unknown field', { ...base, comand: ['x'] }, 'comand', /unknown field\(s\) comand/],
  ['no name', { image: base.image }, 'name', /name is required/],
  ['a name with capitals', { ...base, name: 'Hello' }, 'name', /DNS-1123 label/],
  ['a name with a dot', { ...base, name: 'a.b' }, 'name', /DNS-1123 label/],
  ['a name of 64 characters', { ...base, name: 'a'.repeat(64) }, 'name', /63/],
  ['a name with a slash', { ...base, name: '../x' }, 'name', /DNS-1123 label/],
  ['no image', { name: 'x' }, 'image', /image is required/],
  ['an image with a space', { ...base, image: 'a b' }, 'image', /without spaces/],
  ['an image with a line break', { ...base, image: 'a\nkind: Pod' }, 'image', /without spaces/],
  ['an empty command', { ...base, command: [] }, 'command', /non-empty list/],
  ['a command that is a string', { ...base, command: 'echo hi' }, 'command', /non-empty list/],
  ['a command with a number', { ...base, command: ['echo', 1] }, 'command', /command\[1\]/],
  ['a command with NUL', { ...base, command: ['a\u0000b'] }, 'command', /without NUL/],
  ['env that is a string', { ...base, env: 'A=1' }, 'env', /object/],
  ['an env name with =', { ...base, env: { 'A=B': 'x' } }, 'env[0].name', /not an environment variable name/],
  [
    'an env name starting with a digit',
    { ...base, env: [{ name: '1A', value: 'x' }] },
    'env[0].name',
    /name/,
  ],
  ['an env name with a line break', { ...base, env: { 'A\nB': 'x' } }, 'env[0].name', /name/],
  [
    'an env name given twice',
    {
      ...base,
      env: [
        { name: 'A', value: '1' },
        { name: 'A', value: '2' },
      ],
    },
    'env[1].name',
    /twice/,
  ],
  ['an env value that is a number', { ...base, env: { A: 1 } }, 'env[0].value', /string/],
  [
    'an env entry with more',
    { ...base, env: [{ name: 'A', value: '1', valueFrom: {} }] },
    'env[0]',
    /only name and value/,
  ],
  ['a relative workingDir', { ...base, workingDir: 'tmp' }, 'workingDir', /absolute/],
  ['cpu that is not a quantity', { ...base, resources: { cpu: 'lots' } }, 'resources.cpu', /quantity/],
  ['memory of 0', { ...base, resources: { memory: '0' } }, 'resources.memory', /above 0/],
  ['an unknown resource', { ...base, resources: { gpu: '1' } }, 'resources.gpu', /cpu and memory/],
  [
    'too many env entries',
    { ...base, env: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`E${i}`, ''])) },
    'env',
    /limit is 100/,
  ],
  ['a value too long', { ...base, command: ['x'.repeat(40_000)] }, 'command', /at most/],
];

for (const [what, body, field, reason] of refusals)
  test(`refused: ${what}`, () => {
    const verdict = checkContainerRequest(body);
    assert.is(verdict.valid, false);
    if (verdict.valid) return;
    assert.is(verdict.field, field);
    assert.match(verdict.reason, reason);
  });

test.run();
