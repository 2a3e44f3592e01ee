import { createServer, type AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import type { WriteBackEdit, WriteBackReason } from '../../../src/writeback/write-back-edit.js';
import { httpRegistryClient } from '../../../src/images/http-registry-client.js';
import {
  ScheduledImport,
  type ScheduledImportEvent,
  type ScheduledImportOptions,
} from '../../../src/images/scheduled-import.js';
import type { TagReference } from '../../../src/model/generated/index.js';
import type { ImageStreamIndex } from '../../../src/model/image-stream-index.js';
import { pushImage } from '../../../testbed/src/oci-image.js';
import { dockerImage, imageStreamYaml, streamTag } from '../../support/manifests.js';
import { manualClock, type ManualClock } from '../../support/manual-clock.js';
import { eventually, withRegistry } from '../../support/testbed.js';
import { loadStreams } from '../../unit/images/streams.js';

/** A spec tag that imports `image` on a schedule. */
const scheduledTag = (name: string, image: string): TagReference => ({
  name,
  from: dockerImage(image),
  importPolicy: { scheduled: true },
});

/** An ImageStream with one scheduled tag, and a tracker of it, whose newest status item is `newest`. */
function scheduledStream(host: string, name: string, newest?: string): string {
  return `${imageStreamYaml({
    name,
    tags: [
      scheduledTag('current', `${host}/team/${name}:v1`),
      { name: 'follower', from: streamTag('current') },
    ],
    status:
      newest === undefined
        ? undefined
        : [
            {
              tag: 'current',
              items: [
                {
                  created: '2026-11-20T00:00:00Z',
                  dockerImageReference: `${host}/team/${name}@${newest}`,
                  image: newest,
                },
              ],
            },
          ],
  })}---\n`;
}

interface Handed {
  readonly edits: readonly WriteBackEdit[];
  readonly reason: WriteBackReason;
}

function importer(
  streams: ImageStreamIndex,
  options: Partial<ScheduledImportOptions> = {},
): {
  importer: ScheduledImport;
  handed: Handed[];
  events: ScheduledImportEvent[];
  clock: ManualClock;
} {
  const handed: Handed[] = [];
  const events: ScheduledImportEvent[] = [];
  const clock = manualClock();
  const scheduled = new ScheduledImport({
    streams: () => streams,
    registry: httpRegistryClient({ timeoutMs: 2000 }),
    onEdits: (edits, reason) => {
      handed.push({ edits, reason });
      return Promise.resolve();
    },
    intervalMs: 60_000,
    baseBackoffMs: 1000,
    maxBackoffMs: 8000,
    clock,
    // The upper end of the jitter: none taken off.
    random: () => 1,
    log: (event) => events.push(event),
    ...options,
  });
  return { importer: scheduled, handed, events, clock };
}

const tagsOf = (handed: Handed[]): string[] =>
  handed.flatMap((h) => h.edits.map((e) => (e.type === 'image-stream-tag' ? `${e.stream}:${e.tag}` : '?')));

test('a scheduled tag whose digest moved in the registry becomes an edit for it and its tracker; a current one does not', async () => {
  await withRegistry({}, async (registry) => {
    const old = await pushImage(registry.host, 'team/moved', 'v1', 'old');
    const moved = await pushImage(registry.host, 'team/moved', 'v1', 'new');
    const current = await pushImage(registry.host, 'team/current', 'v1', 'same');
    const { streams } = loadStreams({
      'projects/shop/images.yaml':
        scheduledStream(registry.host, 'moved', old.digest) +
        scheduledStream(registry.host, 'current', current.digest),
    });
    const { importer: scheduled, handed } = importer(streams);
    await scheduled.pollDue();
    assert.equal(tagsOf(handed), ['moved:current', 'moved:follower']);
    const [edit] = handed[0]?.edits ?? [];
    assert.ok(edit?.type === 'image-stream-tag');
    assert.is(edit.image, moved.digest);
    assert.is(edit.dockerImageReference, `${registry.host}/team/moved@${moved.digest}`);
    assert.equal(handed[0]?.reason, { source: 'scheduled', event: 'import' });
  });
});

test('a stream is polled again only after its interval, and a digest handed over is not handed again while Git lags', async () => {
  await withRegistry({}, async (registry) => {
    await pushImage(registry.host, 'team/app', 'v1', 'one');
    const { streams } = loadStreams({ 'projects/shop/images.yaml': scheduledStream(registry.host, 'app') });
    const { importer: scheduled, handed, clock } = importer(streams);
    await scheduled.pollDue();
    assert.is(handed.length, 1, 'a tag with no status yet is imported');
    clock.advance(30_000);
    await scheduled.pollDue();
    assert.equal(scheduled.status()[0]?.nextPollAt, 60_000, 'not due yet: not polled');
    clock.advance(30_000);
    await scheduled.pollDue();
    assert.is(handed.length, 1, 'polled again, and the same digest is not handed over twice');
    const two = await pushImage(registry.host, 'team/app', 'v1', 'two');
    clock.advance(60_000);
    await scheduled.pollDue();
    assert.is(handed.length, 2);
    assert.is(handed[1]?.edits[0]?.type === 'image-stream-tag' && handed[1].edits[0].image, two.digest);
  });
});

test('a stream whose registry cannot be reached backs off exponentially, jittered, up to the cap', async () => {
  // A port that was free a moment ago: connections are refused, as by a registry that is down.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const deadHost = `127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const { streams } = loadStreams({ 'projects/shop/images.yaml': scheduledStream(deadHost, 'app') });
  const backoffs = async (random: () => number): Promise<number[]> => {
    const { importer: scheduled, clock } = importer(streams, { random });
    const delays: number[] = [];
    for (let round = 0; round < 6; round++) {
      await scheduled.pollDue();
      const [status] = scheduled.status();
      assert.ok(status);
      delays.push(status.nextPollAt - clock.now());
      clock.set(status.nextPollAt);
    }
    return delays;
  };
  assert.equal(await backoffs(() => 0), [500, 1000, 2000, 4000, 4000, 4000], 'the most jitter: half');
  const { importer: scheduled, handed, events, clock } = importer(streams);
  const delays: number[] = [];
  for (let round = 0; round < 6; round++) {
    await scheduled.pollDue();
    const [status] = scheduled.status();
    assert.ok(status);
    delays.push(status.nextPollAt - clock.now());
    clock.set(status.nextPollAt);
  }
  assert.equal(delays, [1000, 2000, 4000, 8000, 8000, 8000]);
  assert.is(handed.length, 0);
  const failed = events.filter((e) => e.type === 'failed');
  assert.is(failed.length, 6);
  assert.match(failed[0]?.type === 'failed' ? failed[0].message : '', 'ECONNREFUSED');
  assert.is(scheduled.status()[0]?.failures, 6);
});

test("a missing tag fails the poll of its stream but the stream's other tags are still imported", async () => {
  await withRegistry({}, async (registry) => {
    const pushed = await pushImage(registry.host, 'team/app', 'v1', 'one');
    const { streams } = loadStreams({
      'projects/shop/images.yaml': `${scheduledStream(registry.host, 'app')}${imageStreamYaml({
        name: 'gone',
        tags: [
          scheduledTag('present', `${registry.host}/team/app:v1`),
          scheduledTag('missing', `${registry.host}/team/app:never-pushed`),
        ],
      })}`,
    });
    const { importer: scheduled, handed } = importer(streams);
    await scheduled.pollDue();
    assert.equal(tagsOf(handed).sort(), ['app:current', 'app:follower', 'gone:present']);
    const gone = scheduled.status().find((s) => s.stream === 'shop/gone');
    assert.is(gone?.failures, 1);
    assert.match(gone?.lastError ?? '', 'has no tag team/app:never-pushed');
    assert.ok(
      handed.every((h) => h.edits.every((e) => e.type !== 'image-stream-tag' || e.image === pushed.digest)),
    );
  });
});

test('a stream that follows a whole repository imports its listed tags, within the caps on the tag list and tags per stream', async () => {
  await withRegistry({}, async (registry) => {
    for (const tag of ['a', 'b', 'c', 'd', 'e', 'f']) await pushImage(registry.host, 'team/many', tag, tag);
    await pushImage(registry.host, 'team/other', 'v1', 'other');
    const { streams } = loadStreams({
      'projects/shop/images.yaml': imageStreamYaml({
        name: 'many',
        dockerImageRepository: `${registry.host}/team/many`,
        tags: [scheduledTag('other', `${registry.host}/team/other:v1`)],
      }),
    });
    const {
      importer: scheduled,
      handed,
      events,
    } = importer(streams, { maxListedTags: 4, maxTagsPerStream: 3 });
    await scheduled.pollDue();
    const imported = tagsOf(handed);
    assert.is(imported.length, 3);
    assert.is(imported[0], 'many:other', 'the scheduled spec tag comes first');
    assert.equal(
      events.filter((e) => e.type === 'capped'),
      // One spec tag and four listed ones (the list is capped at four of six): two are left for later.
      [{ type: 'capped', stream: 'shop/many', looked: 3, skipped: 2 }],
    );
  });
});

test('edits that could not be handed over count as a failed poll, and are handed over again on the retry', async () => {
  await withRegistry({}, async (registry) => {
    const pushed = await pushImage(registry.host, 'team/app', 'v1', 'one');
    const { streams } = loadStreams({ 'projects/shop/images.yaml': scheduledStream(registry.host, 'app') });
    let refuse = true;
    const accepted: string[] = [];
    const { importer: scheduled, clock } = importer(streams, {
      onEdits: (edits) => {
        if (refuse) return Promise.reject(new Error('the remote is down'));
        for (const edit of edits) if (edit.type === 'image-stream-tag') accepted.push(edit.image);
        return Promise.resolve();
      },
    });
    await scheduled.pollDue();
    assert.equal(scheduled.status()[0]?.lastError, 'the remote is down');
    assert.is(scheduled.status()[0]?.nextPollAt, 1000, 'backs off by the base delay');
    refuse = false;
    clock.set(1000);
    await scheduled.pollDue();
    assert.equal(accepted, [pushed.digest, pushed.digest], 'the tag and its tracker');
    assert.is(scheduled.status()[0]?.failures, 0);
  });
});

test('edits refused because the file would not load (WRITEBACK_RESULT_INVALID) are not offered again until the image moves', async () => {
  await withRegistry({}, async (registry) => {
    const first = await pushImage(registry.host, 'team/app', 'v1', 'one');
    const { streams } = loadStreams({ 'projects/shop/images.yaml': scheduledStream(registry.host, 'app') });
    const offered: string[] = [];
    const { importer: scheduled, clock } = importer(streams, {
      onEdits: (edits) => {
        for (const edit of edits) if (edit.type === 'image-stream-tag') offered.push(edit.image);
        return Promise.reject(
          new GitshiftError('WRITEBACK_RESULT_INVALID', 'projects/shop/images.yaml would be over 1 MiB'),
        );
      },
    });
    await scheduled.pollDue();
    assert.equal(offered, [first.digest, first.digest], 'the tag and its tracker, once');
    assert.match(scheduled.status()[0]?.lastError ?? '', 'would be over 1 MiB');
    clock.set(1000);
    await scheduled.pollDue();
    assert.is(offered.length, 2, 'the same refused digest is not offered again');
    assert.is(scheduled.status()[0]?.failures, 0, 'and the stream is healthy again');
    const second = await pushImage(registry.host, 'team/app', 'v1', 'two');
    clock.set(1000 + 60_000);
    await scheduled.pollDue();
    assert.equal(offered.slice(2), [second.digest, second.digest], 'a new image is offered');
  });
});

test('a stream whose scheduled source changed in Git is polled at once, not at its next interval', async () => {
  await withRegistry({}, async (registry) => {
    await pushImage(registry.host, 'team/app', 'v1', 'one');
    const moved = await pushImage(registry.host, 'team/moved', 'v1', 'moved');
    let streams = loadStreams({ 'projects/shop/images.yaml': scheduledStream(registry.host, 'app') }).streams;
    const handed: string[] = [];
    const { importer: scheduled, clock } = importer(streams, {
      streams: () => streams,
      onEdits: (edits) => {
        for (const edit of edits)
          if (edit.type === 'image-stream-tag') handed.push(edit.dockerImageReference);
        return Promise.resolve();
      },
    });
    await scheduled.pollDue();
    assert.is(handed.length, 2);
    const changed = scheduledStream(registry.host, 'app').replace('team/app:v1', 'team/moved:v1');
    streams = loadStreams({ 'projects/shop/images.yaml': changed }).streams;
    clock.advance(10_000);
    await scheduled.pollDue();
    assert.equal(handed.slice(2), [
      `${registry.host}/team/moved@${moved.digest}`,
      `${registry.host}/team/moved@${moved.digest}`,
    ]);
  });
});

test('start() polls at once and then on the interval; stop() ends it', async () => {
  await withRegistry({}, async (registry) => {
    await pushImage(registry.host, 'team/app', 'v1', 'one');
    const { streams } = loadStreams({ 'projects/shop/images.yaml': scheduledStream(registry.host, 'app') });
    const { importer: scheduled, handed, clock } = importer(streams);
    scheduled.start();
    assert.equal(clock.delays, [0]);
    clock.advance(0);
    await eventually('the first poll', () => (handed.length === 1 ? true : undefined), 10_000);
    await eventually(
      'the next poll to be scheduled',
      () => (clock.delays.length === 2 ? true : undefined),
      10_000,
    );
    assert.is(clock.delays[1], 60_000);
    await scheduled.stop();
    clock.advance(60_000);
    assert.is(clock.delays.length, 2, 'nothing is scheduled after stop()');
  });
});

test.run();
