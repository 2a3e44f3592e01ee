import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chooseLogFormat, createLogger } from '../../../src/observability/logger.js';
import { recordingLogger } from '../../support/log-recorder.js';

const secretCases: [string, Record<string, unknown>, string][] = [
  ['a token field', { token: 'tok-123456' }, 'tok-123456'],
  ['a password one object down', { registry: { password: 'hunter22' } }, 'hunter22'],
  ['an Authorization header', { headers: { authorization: 'Bearer abcdef123' } }, 'abcdef123'],
  ['credentials inside a URL field', { url: 'https://bob:s3cr3t-pw@git.example/x.git' }, 's3cr3t-pw'],
  [
    'credentials inside an error text',
    { error: "cannot fetch 'https://bob:s3cr3t-pw@git.example/'" },
    's3cr3t-pw',
  ],
  ['a URL in a list', { urls: ['ssh://git:k3y-s3cret@h/x'] }, 'k3y-s3cret'],
  ['a Keystone token header', { headers: { 'x-auth-token': 'gAAAAAks-caller' } }, 'gAAAAAks-caller'],
  [
    'a Keystone subject token header',
    { req: { headers: { 'x-subject-token': 'gAAAAAks-subject' } } },
    'gAAAAAks-subject',
  ],
];

for (const [name, fields, secret] of secretCases)
  test(`the logger removes ${name}`, () => {
    const { logger, lines } = recordingLogger();
    logger.info(fields, 'event');
    assert.is(lines.length, 1);
    assert.not.ok(JSON.stringify(lines).includes(secret), JSON.stringify(lines));
  });

test('the logger masks credentials in the message and in a logged error', () => {
  const { logger, lines } = recordingLogger();
  logger.warn('fetch https://u:pw-123456@h/ failed');
  logger.warn(new Error('cannot reach https://u:pw-123456@h/'));
  logger.warn({ err: new Error('cannot reach https://u:pw-123456@h/') }, 'fetch-failed');
  assert.is(lines.length, 3);
  assert.not.ok(JSON.stringify(lines).includes('pw-123456'), JSON.stringify(lines));
  assert.is(lines[0]?.msg, 'fetch https://***@h/ failed');
});

test('log lines carry a level name, the child bindings and the event as msg', () => {
  const { logger, lines } = recordingLogger();
  logger.child({ component: 'reconcile' }).child({ project: 'shop' }).info({ applied: 2 }, 'applied');
  const [line] = lines;
  assert.is(line?.level, 'info');
  assert.is(line?.['component'], 'reconcile');
  assert.is(line?.['project'], 'shop');
  assert.is(line?.msg, 'applied');
  assert.is(line?.['applied'], 2);
  assert.type(line?.['time'], 'number');
});

const formats: [string | undefined, boolean, string][] = [
  [undefined, true, 'pretty'],
  [undefined, false, 'json'],
  ['json', true, 'json'],
  ['pretty', false, 'pretty'],
];
for (const [requested, terminal, expected] of formats)
  test(`log format: --log-format ${requested ?? '(none)'} on ${terminal ? 'a terminal' : 'a pipe'} → ${expected}`, () => {
    assert.is(chooseLogFormat(requested, terminal), expected);
  });

test('pretty lines are readable, name their component, and are masked the same', async () => {
  let text = '';
  const logger = await createLogger({ format: 'pretty', destination: { write: (line) => (text += line) } });
  logger
    .child({ component: 'source' })
    .warn({ url: 'https://bob:s3cr3t-pw@git.example/x.git', token: 'tok-123456' }, 'fetch-failed');
  assert.match(text, /WARN.*source: fetch-failed/);
  assert.not.ok(text.trimStart().startsWith('{'), text);
  assert.not.ok(text.includes('s3cr3t-pw') || text.includes('tok-123456'), text);
});

test('JSON lines by default, one object per line', async () => {
  let text = '';
  const logger = await createLogger({ destination: { write: (line) => (text += line) } });
  logger.info({ n: 1 }, 'a');
  logger.debug('not at info');
  const lines = text.trim().split('\n');
  assert.is(lines.length, 1);
  assert.is((JSON.parse(lines[0] ?? '') as { msg: string }).msg, 'a');
});

test.run();
