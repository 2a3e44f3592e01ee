import { tmpdir } from 'node:os';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { systemGit } from '../../../src/git/git-runner.js';

test('onStdout receives the output as it streams and collects none', async () => {
  const git = systemGit({ binary: 'printf' });
  const chunks: Buffer[] = [];
  const result = await git.run(['hello'], { cwd: tmpdir(), onStdout: (chunk) => chunks.push(chunk) });
  assert.is(result.exitCode, 0);
  assert.is(result.stdout.length, 0);
  assert.is(Buffer.concat(chunks).toString(), 'hello');
});

test('a throw from onStdout kills the process and rejects with that error', async () => {
  // `yes` writes for ever: only the kill ends it.
  const git = systemGit({ binary: 'yes' });
  let received = 0;
  const refusal = new Error('enough');
  try {
    await git.run([], {
      cwd: tmpdir(),
      onStdout: (chunk) => {
        received += chunk.length;
        if (received > 1024 * 1024) throw refusal;
      },
    });
    assert.unreachable('yes ended by itself');
  } catch (error) {
    assert.is(error, refusal);
  }
});

test.run();
