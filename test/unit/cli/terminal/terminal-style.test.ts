import { stripVTControlCharacters } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CommandIO } from '../../../../src/cli/io.js';
import { alignColumns, palette, terminalStyle, visibleWidth } from '../../../../src/cli/terminal/index.js';

const ESC = '\u001b[';
const stream = (isTTY: boolean) => ({ write: () => true, isTTY });
const io = (stdout: boolean, stderr: boolean, env: Record<string, string> = {}): CommandIO => ({
  stdout: stream(stdout),
  stderr: stream(stderr),
  env,
});

test('a disabled palette returns text untouched, an enabled one wraps it in escape codes', () => {
  const plain = palette(false);
  for (const style of [
    plain.error,
    plain.warning,
    plain.ok,
    plain.strong,
    plain.faint,
    plain.create,
    plain.update,
    plain.remove,
  ])
    assert.is(style('text'), 'text');
  const coloured = palette(true);
  assert.ok(coloured.error('x').startsWith(`${ESC}31m`), 'error is red');
  assert.ok(coloured.warning('x').startsWith(`${ESC}33m`), 'warning is yellow');
  assert.ok(coloured.create('x').startsWith(`${ESC}32m`), 'create is green');
  assert.ok(coloured.strong('x').startsWith(`${ESC}1m`), 'strong is bold');
});

test('terminalStyle decides stdout and stderr apart: `2>log` keeps the log plain and draws no bar', () => {
  const style = terminalStyle(io(true, false));
  assert.ok(style.stdout.enabled);
  assert.not.ok(style.stderr.enabled);
  assert.not.ok(style.progressBar);
});

test('terminalStyle: NO_COLOR and -o json on a terminal mean no escape codes', () => {
  assert.not.ok(terminalStyle(io(true, true, { NO_COLOR: '1' })).stdout.enabled);
  assert.ok(terminalStyle(io(true, true, { NO_COLOR: '1' })).progressBar, 'a bar is not colour');
  const json = terminalStyle(io(true, true), 'json');
  assert.not.ok(json.stdout.enabled);
  assert.not.ok(json.stderr.enabled);
  assert.not.ok(json.progressBar);
});

test('terminalStyle reads the entry point’s colour flag for stdout when its stream says nothing', () => {
  const style = terminalStyle({
    stdout: { write: () => true },
    stderr: { write: () => true },
    colour: true,
    env: {},
  });
  assert.ok(style.stdout.enabled);
  assert.not.ok(style.stderr.enabled);
});

test('visibleWidth leaves out escape codes', () => {
  assert.is(visibleWidth(palette(true).error('Failed')), 6);
  assert.is(visibleWidth('Complete'), 8);
});

test('alignColumns lines up coloured and plain cells by what shows on screen', () => {
  const p = palette(true);
  const rows = [
    ['NAME', 'PHASE', 'REASON'],
    ['web-1', p.ok('Complete'), '-'],
    ['web-22', p.error('Failed'), 'DockerBuildFailed'],
  ];
  const lines = stripVTControlCharacters(alignColumns(rows)).split('\n');
  assert.equal(lines, [
    'NAME    PHASE     REASON',
    'web-1   Complete  -',
    'web-22  Failed    DockerBuildFailed',
    '',
  ]);
});

test('alignColumns leaves no trailing spaces when the last cell is empty', () => {
  assert.is(
    alignColumns([
      ['a', ''],
      ['bbb', 'x'],
    ]),
    'a\nbbb  x\n',
  );
});

test.run();
