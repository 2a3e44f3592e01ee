import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useColour, useProgressBar, type TerminalFacts } from '../../../../src/cli/terminal/index.js';

// facts, colour, reason
const colourCases: [string, TerminalFacts, boolean, string][] = [
  ['a terminal', { isTTY: true, env: {} }, true, 'terminal'],
  ['a pipe', { isTTY: false, env: {} }, false, 'not-a-terminal'],
  ['-o json on a terminal', { isTTY: true, env: {}, output: 'json' }, false, 'json'],
  ['NO_COLOR=1 on a terminal', { isTTY: true, env: { NO_COLOR: '1' } }, false, 'no-color'],
  ['NO_COLOR of any value (no-color.org)', { isTTY: true, env: { NO_COLOR: 'false' } }, false, 'no-color'],
  ['NO_COLOR empty is not set', { isTTY: true, env: { NO_COLOR: '' } }, true, 'terminal'],
  [
    'NO_COLOR wins over FORCE_COLOR',
    { isTTY: true, env: { NO_COLOR: '1', FORCE_COLOR: '1' } },
    false,
    'no-color',
  ],
  ['FORCE_COLOR colours a pipe', { isTTY: false, env: { FORCE_COLOR: '1' } }, true, 'force-color'],
  ['FORCE_COLOR empty still forces', { isTTY: false, env: { FORCE_COLOR: '' } }, true, 'force-color'],
  [
    'FORCE_COLOR=0 turns a terminal plain',
    { isTTY: true, env: { FORCE_COLOR: '0' } },
    false,
    'force-color-off',
  ],
  [
    'FORCE_COLOR=false turns a terminal plain',
    { isTTY: true, env: { FORCE_COLOR: 'false' } },
    false,
    'force-color-off',
  ],
  [
    'FORCE_COLOR never colours json',
    { isTTY: false, env: { FORCE_COLOR: '1' }, output: 'json' },
    false,
    'json',
  ],
  ['TERM=dumb', { isTTY: true, env: { TERM: 'dumb' } }, false, 'dumb-terminal'],
  ['-o yaml on a terminal is text for a person', { isTTY: true, env: {}, output: 'yaml' }, true, 'terminal'],
];

for (const [name, facts, colour, reason] of colourCases)
  test(`colour: ${name}`, () => {
    assert.equal(useColour(facts), { colour, reason });
  });

// facts, bar, reason
const barCases: [string, TerminalFacts, boolean, string][] = [
  ['stderr a terminal', { isTTY: true, env: {} }, true, 'terminal'],
  ['stderr a pipe or a file', { isTTY: false, env: {} }, false, 'not-a-terminal'],
  ['-o json', { isTTY: true, env: {}, output: 'json' }, false, 'json'],
  [
    'NO_COLOR does not remove the bar (it is not colour)',
    { isTTY: true, env: { NO_COLOR: '1' } },
    true,
    'terminal',
  ],
  [
    'FORCE_COLOR does not draw a bar into a pipe',
    { isTTY: false, env: { FORCE_COLOR: '1' } },
    false,
    'not-a-terminal',
  ],
  ['TERM=dumb cannot redraw a line', { isTTY: true, env: { TERM: 'dumb' } }, false, 'dumb-terminal'],
];

for (const [name, facts, bar, reason] of barCases)
  test(`progress bar: ${name}`, () => {
    assert.equal(useProgressBar(facts), { bar, reason });
  });

test.run();
