import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServeApi } from '../../../src/serve/api/serve-api.js';
import { InMemoryBuildService } from '../../support/in-memory-build-service.js';
import { recordingLogger } from '../../support/log-recorder.js';
import { runPiped, startInTerminal, waitFor } from '../../support/terminal.js';

const WIPE = '\u001b[0J';

test('start-build --wait on a terminal: the phase and the time waited in place, wiped before how the build ended', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-cli-wait-'));
  const tokenFile = join(dir, 'token');
  writeFileSync(tokenFile, 'wait-token-abcdef\n');
  const service = new InMemoryBuildService().addBuildConfig('shop', 'web');
  const server = createServer(
    createServeApi({
      builds: service,
      tokens: () => ['wait-token-abcdef'],
      maxArchiveBytes: 1024,
      uploadDir: dir,
      log: recordingLogger('info').logger,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const env = {
    GITSHIFT_SERVER: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    GITSHIFT_TOKEN_FILE: tokenFile,
  };
  try {
    const session = startInTerminal(['start-build', 'shop/web', '--wait'], env);
    await waitFor('the wait in place', () => /build shop\/web-1 \w+ {2}\d+s/.test(session.output()));
    service.finish('shop', 'web-1', 'Complete');
    assert.is(await session.exited, 0, session.output());
    const output = session.output();
    assert.not.match(output, /build shop\/web-1 New\r\n/, 'the phase is drawn in place, not as a line');
    const lastDrawn = output.lastIndexOf('build shop/web-1 New  ');
    const ended = output.indexOf('build shop/web-1 \u001b[32mComplete\u001b[39m in 1m1s');
    assert.ok(lastDrawn > 0 && ended > lastDrawn, output);
    assert.ok(output.slice(lastDrawn, ended).includes(WIPE), 'wiped before the end is said');

    // Piped, the phases are lines, as a log wants them.
    const reads = service.reads;
    const piped = runPiped(['start-build', 'shop/web', '--wait'], env);
    await waitFor('the first look at the second build', () => service.reads > reads);
    service.finish('shop', 'web-2', 'Complete');
    const { code, stderr } = await piped;
    assert.is(code, 0, stderr);
    assert.match(stderr, /^build shop\/web-2 New$/m);
    assert.not.ok(stderr.includes('\u001b'), stderr);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
