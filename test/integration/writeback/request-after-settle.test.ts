import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { WriteBack } from '../../../src/writeback/write-back.js';
import { digest, imageStream, withSandbox } from '../../support/git-sandbox.js';

/**
 * Found by the containers API's tests: an edit asked for after its caller's
 * previous one settled, a few promise turns later — after the writer's loop
 * had looked at its empty queue and before the loop's promise was cleared —
 * was queued with no loop to take it, and waited for the next edit.
 */
test('an edit asked for just as the writer finishes its queue is still pushed', async () => {
  await withSandbox({ 'projects/shop/images.yaml': imageStream('web') }, async (sandbox) => {
    const writer = await WriteBack.open({ url: sandbox.url, branch: 'main', workDir: sandbox.folder('w') });
    const edit = (n: number) => ({
      type: 'image-stream-tag' as const,
      project: 'shop',
      stream: 'web',
      tag: 'latest',
      image: digest(n),
      dockerImageReference: `reg/shop/web@${digest(n)}`,
      created: '2026-11-24T10:00:00Z',
    });
    const reason = { source: 'test', event: 'push' };
    for (let n = 1; n <= 8; n++) {
      // A refused edit settles early in its batch; the caller asks again a few promise turns later.
      const refused = await writer
        .request({ type: 'add-file', file: 'not-a-project.yaml', text: 'a: 1\n' }, reason)
        .then(
          () => 'taken',
          (error: { code?: string }) => error.code,
        );
      assert.is(refused, 'WRITEBACK_EDIT_INVALID');
      for (let hop = 0; hop < n % 4; hop++) await Promise.resolve();
      let timer: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        writer.request(edit(n), reason),
        new Promise<'stuck'>((resolve) => (timer = setTimeout(() => resolve('stuck'), 10_000))),
      ]);
      clearTimeout(timer);
      assert.is.not(outcome, 'stuck', `edit ${n} was pushed`);
    }
    await writer.close();
  });
});

test.run();
