import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COMMANDS, MAIN_HELP } from '../../../src/cli/main.js';
import { SYNC_OPTIONS } from '../../../src/cli/sync-command.js';
import { bashScript } from '../../../src/cli/completion/bash-script.js';
import {
  commandSummaries,
  completionTable,
  flagWords,
} from '../../../src/cli/completion/completion-table.js';
import { fishScript } from '../../../src/cli/completion/fish-script.js';
import { zshScript } from '../../../src/cli/completion/zsh-script.js';

const table = async () =>
  completionTable(
    await Promise.all(
      Object.entries(COMMANDS).map(async ([name, load]) => ({ name, spec: (await load()).spec })),
    ),
    MAIN_HELP,
  );

test('every command of main has a summary from the main help, wrapped lines joined', () => {
  const summaries = commandSummaries(MAIN_HELP);
  assert.equal([...summaries.keys()].sort(), Object.keys(COMMANDS).sort());
  for (const [name, summary] of summaries) assert.ok(summary.length > 10, `${name}: '${summary}'`);
  assert.is(summaries.get('deploy'), "commit the newest image of a DeploymentConfig's manual triggers");
  assert.match(summaries.get('serve') ?? '', /reconcile, take webhooks, commit image updates to Git$/);
});

test('the flags completed are the options sync parses: a flag added to a command is completed', async () => {
  const sync = (await table()).find((c) => c.name === 'sync');
  assert.ok(sync);
  assert.equal(
    sync.flags.map((f) => f.long),
    Object.keys(SYNC_OPTIONS),
  );
  const kubeconfig = sync.flags.find((f) => f.long === 'kubeconfig');
  assert.equal(kubeconfig, { long: 'kubeconfig', takesValue: true, repeatable: false });
  assert.ok(flagWords(sync.flags).includes('-h'));
});

test('completion offers its shells as the choices of its argument', async () => {
  const completion = (await table()).find((c) => c.name === 'completion');
  assert.equal(completion?.choices, ['bash', 'zsh', 'fish']);
});

test('each script names every command', async () => {
  const commands = await table();
  for (const [shell, script] of [
    ['bash', bashScript(commands)],
    ['zsh', zshScript(commands)],
    ['fish', fishScript(commands)],
  ] as const)
    for (const { name } of commands) assert.ok(script.includes(name), `${shell} lacks ${name}`);
});

test("a summary's quote is escaped for the shells (deploy: DeploymentConfig's)", async () => {
  const commands = await table();
  assert.ok(zshScript(commands).includes(`DeploymentConfig'\\''s manual triggers`));
  assert.ok(fishScript(commands).includes(`DeploymentConfig'\\''s manual triggers`));
});

test.run();
