import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAllDocuments } from 'yaml';
import { isGitshiftCommit } from '../../../src/writeback/commit-message.js';
import { readGitSnapshot } from '../../../src/git/read-git-snapshot.js';
import type { WriteBackEdit } from '../../../src/writeback/write-back-edit.js';
import {
  digest,
  git,
  imageStream,
  startWriter,
  withSandbox,
  type GitSandbox,
} from '../../support/git-sandbox.js';

const run = promisify(execFile);
// 1,000 tag edits in all (issue 5): about 40 s on the 2-core development machine when it is otherwise idle.
const WRITERS = 5;
const EDITS_PER_WRITER = 200;
const STREAMS = [
  ['shop', 'web'],
  ['shop', 'api'],
  ['shop', 'worker'],
  ['blog', 'site'],
  ['blog', 'comments'],
] as const;
const TAGS = ['latest', 'stable'];

const FILES = {
  'projects/shop/images.yaml': `# revision 0\n${imageStream('web')}---\n${imageStream('api')}---\n# the worker\n${imageStream('worker', 'spec:\n  lookupPolicy: {local: true}\n')}`,
  'projects/blog/images.yaml': `apiVersion: v1\nkind: List\nitems:\n- ${imageStream('site').replace(/\n(?=.)/g, '\n  ')}- ${imageStream('comments').replace(/\n(?=.)/g, '\n  ')}`,
  'projects/shop/notes.md': '# notes\n',
};

/** Records every update of a ref the remote accepts: `<old> <new> <ref>`, one per line. */
function recordPushes(sandbox: GitSandbox): string {
  const log = join(sandbox.remote, 'pushes.log');
  const hook = join(sandbox.remote, 'hooks', 'post-receive');
  writeFileSync(hook, `#!/bin/sh\ncat >> '${log}'\n`);
  chmodSync(hook, 0o755);
  return log;
}

/** A person committing to the same branch about once a second: a header line of a file the writers edit, and a notes file. */
async function humanCommits(sandbox: GitSandbox, stop: () => boolean): Promise<number> {
  const work = sandbox.folder('human');
  await run('git', ['clone', '--quiet', sandbox.url, work]);
  const g = (...args: string[]) =>
    run('git', ['-c', 'user.name=Human', '-c', 'user.email=human@example.com', ...args], { cwd: work });
  let made = 0;
  while (!stop()) {
    const revision = made + 1;
    for (;;) {
      await g('fetch', '--quiet', 'origin');
      await g('reset', '--quiet', '--hard', 'origin/main');
      const images = join(work, 'projects/shop/images.yaml');
      writeFileSync(
        images,
        readFileSync(images, 'utf8').replace(/^# revision \d+/, `# revision ${revision}`),
      );
      writeFileSync(
        join(work, 'projects/shop/notes.md'),
        `${readFileSync(join(work, 'projects/shop/notes.md'), 'utf8')}- change ${revision}\n`,
      );
      await g('commit', '--quiet', '-am', `human change ${revision}`);
      try {
        await g('push', '--quiet', 'origin', 'HEAD:main');
        break;
      } catch {
        // Lost the race to a writer: start again from the new head, as a person would.
      }
    }
    made = revision;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return made;
}

/** Every image digest in status.tags of each stream/tag, in file order. */
async function tagHistory(sandbox: GitSandbox): Promise<Map<string, string[]>> {
  const snapshot = await readGitSnapshot({ dir: sandbox.remote, ref: 'main' });
  const history = new Map<string, string[]>();
  for (const path of snapshot.paths.filter((p) => p.endsWith('.yaml'))) {
    const project = path.split('/')[1] ?? '';
    for (const document of parseAllDocuments(new TextDecoder().decode(snapshot.read(path))) as {
      toJS(): any;
    }[]) {
      const value = document.toJS();
      for (const stream of value?.kind === 'List' ? value.items : [value]) {
        for (const tag of stream?.status?.tags ?? []) {
          history.set(
            `${project}/${stream.metadata.name}:${tag.tag}`,
            (tag.items as { image: string }[]).map((item) => item.image),
          );
        }
      }
    }
  }
  return history;
}

test('1,000 tag edits from 5 writer processes while a person commits to the same branch: every edit lands once, history stays linear, nothing is forced', async () => {
  await withSandbox(FILES, async (sandbox) => {
    const pushLog = recordPushes(sandbox);
    const expected = new Map<string, string>();
    const writers = Array.from({ length: WRITERS }, (_, w) => {
      const edits: WriteBackEdit[] = Array.from({ length: EDITS_PER_WRITER }, (_, i) => {
        const [project, stream] = STREAMS[(w * 7 + i) % STREAMS.length] ?? STREAMS[0];
        const tag = TAGS[i % TAGS.length] ?? 'latest';
        const image = digest((w + 1) * 1000 + i);
        expected.set(image, `${project}/${stream}:${tag}`);
        return {
          type: 'image-stream-tag',
          project,
          stream,
          tag,
          image,
          dockerImageReference: `reg/${stream}@${image}`,
          created: '2026-11-22T10:00:00Z',
          // Every edit is counted in the file at the end: none may leave it for Git history.
          historyLimit: WRITERS * EDITS_PER_WRITER,
        };
      });
      return startWriter(sandbox, {
        url: sandbox.url,
        workDir: sandbox.folder(`writer-${w}`),
        edits,
        paceMs: 15,
      });
    });
    let done = false;
    const human = humanCommits(sandbox, () => done);
    const codes = await Promise.all(writers.map((writer) => writer.exited));
    done = true;
    const humanRevisions = await human;
    assert.equal(codes, Array(WRITERS).fill(0));

    const lines = writers.flatMap((writer) => writer.lines);
    const failed = lines.filter((line) => line.event === 'failed');
    assert.is(
      failed.length,
      0,
      `${failed.length} failed: ${writers.map((w) => w.stderr().split('\n').slice(-3).join('\n')).join('\n')}`,
    );
    assert.is(lines.filter((line) => line.event === 'settled').length, WRITERS * EDITS_PER_WRITER);

    // Every edit is in its stream's tag history, exactly once.
    const history = await tagHistory(sandbox);
    for (const [image, where] of expected) {
      const items = history.get(where) ?? [];
      assert.is(items.filter((item) => item === image).length, 1, `${image} in ${where}`);
    }
    // The person's commits survived too.
    const head = git(sandbox.remote, 'rev-parse', 'main');
    assert.ok(humanRevisions > 0);
    assert.match(
      git(sandbox.remote, 'show', 'main:projects/shop/images.yaml'),
      new RegExp(`^# revision ${humanRevisions}\n`),
    );
    assert.is(
      git(sandbox.remote, 'show', 'main:projects/shop/notes.md')
        .split('\n')
        .filter((l) => l.startsWith('- change')).length,
      humanRevisions,
    );

    // Linear, and no push ever dropped a commit: every head the remote accepted is in the final history.
    assert.is(git(sandbox.remote, 'rev-list', '--merges', head), '');
    const reachable = new Set(git(sandbox.remote, 'rev-list', head).split('\n'));
    const pushes = readFileSync(pushLog, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' '));
    assert.ok(pushes.length > humanRevisions);
    for (const [old, updated] of pushes) {
      assert.ok(old === undefined || /^0+$/.test(old) || reachable.has(old), `old head ${old} was dropped`);
      assert.ok(updated !== undefined && reachable.has(updated), `pushed head ${updated} was dropped`);
    }
    // gitshift's commits are recognisable, a person's are not.
    const commits = git(sandbox.remote, 'log', '--format=%ae%x00%B%x01', head)
      .split('\x01\n')
      .filter((c) => c.trim() !== '');
    const ours = commits.filter((c) => {
      const [email = '', message = ''] = c.split('\0');
      return isGitshiftCommit(message, { email });
    });
    assert.is(commits.length - ours.length, humanRevisions + 1);
    // Coalescing: fewer commits than edits.
    assert.ok(ours.length < WRITERS * EDITS_PER_WRITER, `${ours.length} commits`);
  });
});

test.run();
