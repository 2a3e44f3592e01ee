import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startDaemonHttp } from '../../../src/serve/http-server.js';
import { createStatusPage } from '../../../src/serve/page/index.js';
import type { BuildSummary } from '../../../src/serve/view/status-view.js';
import { openPage, saveScreenshot, withBrowser } from '../../support/browser.js';
import { recordingLogger } from '../../support/log-recorder.js';
import { literalStatusView } from '../../support/literal-status-view.js';
import { build, shopDetail } from '../../support/status-view-values.js';

const running: BuildSummary = {
  ...build,
  name: 'web-3',
  status: { phase: 'Running', startTimestamp: new Date().toISOString() },
};

test('a running build page follows its log in a real browser, escaped, and stops following when the build ends', async () => {
  const view = literalStatusView({
    projects: [shopDetail],
    activity: [],
    builds: [running],
    logs: { 'shop/web-3': 'STEP 1/2: FROM busybox\n' },
    previews: [],
  });
  const stop = new AbortController();
  const http = await startDaemonHttp({
    host: '127.0.0.1',
    port: 0,
    hooks: (_req, res) => void res.writeHead(404).end(),
    page: createStatusPage({
      view,
      stop: stop.signal,
      tokens: () => [],
      anonymousRead: true,
      log: recordingLogger().logger,
    }),
    readiness: () => ({ ready: true, reason: 'test' }),
    status: () => ({}),
  });
  try {
    await withBrowser(async (browser) => {
      const { page, problems } = await openPage(browser);
      await page.goto(`${http.url}/ui/builds/shop/web-3`);
      assert.match(await page.locator('#log-title').innerText(), 'following');
      assert.match(await page.locator('#log').innerText(), 'STEP 1/2: FROM busybox');
      await page.evaluate('window.__sameDocument = true');

      // The log grows with no change announced: the page re-reads it while the build runs.
      view.data.logs['shop/web-3'] += 'STEP 2/2: RUN echo <b>bold</b>\n';
      await page.locator('#log', { hasText: 'RUN echo <b>bold</b>' }).waitFor({ timeout: 5000 });
      assert.is(await page.locator('#log b').count(), 0, 'log text never becomes markup');

      // The build ends and the view says so: the page shows it and stops following.
      view.data.builds = [{ ...running, status: { phase: 'Complete', durationMs: 4200 } }];
      view.data.logs['shop/web-3'] += 'Push successful\n';
      view.changed();
      await page.locator('main', { hasText: 'Complete' }).waitFor({ timeout: 5000 });
      assert.match(await page.locator('#log').innerText(), 'Push successful');
      assert.is(await page.locator('#log[data-following]').count(), 0);
      assert.is(await page.evaluate('window.__sameDocument'), true, 'no reload');
      assert.equal(problems, []);
      await saveScreenshot(page, 'status-build-log');

      const plain = await openPage(browser, { javaScriptEnabled: false });
      await plain.page.goto(`${http.url}/ui/builds/shop/web-3`);
      assert.match(await plain.page.locator('#log').innerText(), 'Push successful');
    });
  } finally {
    stop.abort();
    await http.close();
  }
});

test.run();
