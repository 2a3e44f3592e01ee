import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { containersConnection } from '../../../src/cli/containers-client.js';
import { runRequestOf } from '../../../src/cli/containers-run-request.js';
import { runCli } from '../../support/cli.js';

test('run takes its request from the flags and the words after --', () => {
  assert.equal(
    runRequestOf(
      'hello',
      { image: 'reg.test/a:1', env: ['A=1', 'B=x=y', 'C='], workdir: '/w', cpu: '100m', memory: '8Mi' },
      ['sh', '-c', 'echo hi'],
    ),
    {
      name: 'hello',
      image: 'reg.test/a:1',
      command: ['sh', '-c', 'echo hi'],
      env: [
        { name: 'A', value: '1' },
        { name: 'B', value: 'x=y' },
        { name: 'C', value: '' },
      ],
      workingDir: '/w',
      resources: { cpu: '100m', memory: '8Mi' },
    },
  );
  assert.equal(runRequestOf('x', { image: 'reg.test/a:1' }, []), { name: 'x', image: 'reg.test/a:1' });
});

// args, what stderr says; each a usage error (2) before serve is asked
const usage: [string[], RegExp][] = [
  [['containers', 'frobnicate', 'shop/x'], /unknown containers command 'frobnicate'/],
  [['containers', 'logs'], /give <project>\/<name>/],
  [['containers', 'logs', 'shop'], /'shop' is not <project>\/<name>/],
  [['containers', 'list', 'shop/x'], /'shop\/x' is not <project>/],
  [['containers', 'logs', 'shop/Hello'], /DNS-1123/],
  [['containers', 'run', 'shop/x'], /needs --image/],
  [
    ['containers', 'run', 'shop/x', '--image', 'reg.test/a:1', '--env', 'NOVALUE'],
    /--env 'NOVALUE' must be NAME=VALUE/,
  ],
  [['containers', 'list', 'shop', '-o', 'yaml'], /give text or json/],
  [['containers', 'list', 'shop'], /no serve given/],
];

for (const [args, message] of usage)
  test(`usage error: gitshift ${args.join(' ')}`, async () => {
    const run = await runCli(args, {});
    assert.is(run.code, 2, run.stderr);
    assert.match(run.stderr, message);
  });

test('--help says what each command does and how a run is a commit', async () => {
  const run = await runCli(['containers', '--help']);
  assert.is(run.code, 0);
  for (const word of [
    'run <project>/<name>',
    'list <project>',
    'logs',
    'stop',
    'rm',
    'commit',
    '--keystone-token-file',
  ])
    assert.match(run.stdout, word);
});

test('a Keystone token (its file, else OS_TOKEN) is sent instead of an API token', () => {
  const withOsToken = containersConnection(
    { server: 'http://127.0.0.1:1', 'token-file': undefined },
    { OS_TOKEN: 'gAAAA-keystone' },
  );
  assert.is(withOsToken.keystoneToken, 'gAAAA-keystone');
  assert.is(withOsToken.token, undefined);
  assert.is(containersConnection({ server: 'http://127.0.0.1:1' }, {}).keystoneToken, undefined);
});

test.run();
