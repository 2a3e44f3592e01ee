import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAndPush } from '../../testbed/src/buildah.js';
import type { PushedImage } from '../../testbed/src/oci-image.js';

/**
 * An S2I builder image made here without downloads: Debian's busybox-static
 * with shell `assemble` and `run` scripts where s2i looks for them
 * (`io.openshift.s2i.scripts-url=image:///usr/libexec/s2i`). `assemble`
 * copies the source to /opt/app and records the builder's version in
 * /opt/app/builder.txt; `run` serves /opt/app on port 8080.
 */
export async function pushS2iBuilder(reference: string, version: string): Promise<PushedImage> {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-s2i-builder-'));
  try {
    copyFileSync('/bin/busybox', join(dir, 'busybox'));
    mkdirSync(join(dir, 's2i'));
    const script = (name: string, body: string): void => {
      writeFileSync(join(dir, 's2i', name), `#!/bin/sh\nset -e\n${body}\n`);
      chmodSync(join(dir, 's2i', name), 0o755);
    };
    script(
      'assemble',
      [
        'echo "---> assembling with builder $BUILDER_VERSION"',
        'mkdir -p /opt/app',
        'cp -R /tmp/src/. /opt/app/',
        'echo "$BUILDER_VERSION" > /opt/app/builder.txt',
        'if [ -d /tmp/artifacts ]; then echo "---> restored artifacts"; fi',
      ].join('\n'),
    );
    script('run', 'exec httpd -f -p 8080 -h /opt/app');
    script('save-artifacts', 'cd /opt/app && tar cf - .');
    writeFileSync(
      join(dir, 'Containerfile'),
      [
        'FROM scratch',
        'COPY busybox /bin/busybox',
        'RUN ["/bin/busybox", "--install", "-s", "/bin"]',
        `ENV BUILDER_VERSION=${version} PATH=/bin`,
        'LABEL io.openshift.s2i.scripts-url=image:///usr/libexec/s2i',
        'COPY s2i/ /usr/libexec/s2i/',
        '',
      ].join('\n'),
    );
    return await buildAndPush(dir, reference);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
