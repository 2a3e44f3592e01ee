import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ImagePushEvent } from '../../../src/webhooks/index.js';
import { pushImage } from '../../../testbed/src/oci-image.js';
import { eventually, withRegistry } from '../../support/testbed.js';
import { REGISTRY_SECRET, withHandler } from './webhook-harness.js';

const run = promisify(execFile);

test('a skopeo push to the real registry reaches the handler as one image-push with digest and host', async () => {
  await withHandler({}, async ({ url, events, logs }) => {
    await withRegistry({ notify: `${url}/hooks/registry/${REGISTRY_SECRET}` }, async (registry) => {
      const image = await pushImage(registry.host, 'team/app', 'v2', 'app v2');
      const push = await eventually<ImagePushEvent>('the image-push event', () =>
        events.find((e): e is ImagePushEvent => e.kind === 'image-push' && e.tag === 'v2'),
      );
      assert.equal(
        [push.source, push.registryHost, push.repository, push.tag, push.digest],
        ['registry', registry.host, 'team/app', 'v2', image.digest],
      );
      assert.match(push.mediaType ?? '', /manifest/);

      // A pull notifies too; it is answered and ignored.
      await run('skopeo', ['inspect', '--tls-verify=false', `docker://${registry.host}/team/app:v2`]);
      await eventually('the pull notification', () =>
        logs.some((l) => l.fields['outcome'] === 'ignored') ? true : undefined,
      );
      const other = await pushImage(registry.host, 'team/app', 'v3', 'app v3');
      await eventually('the second push', () =>
        events.find((e) => e.kind === 'image-push' && e.tag === 'v3' && e.digest === other.digest),
      );
      assert.is(events.length, 2, 'one event per tagged manifest push, none for the pull');
    });
  });
});

test.run();
