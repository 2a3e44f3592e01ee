import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startDaemonHttp } from '../../../src/serve/http-server.js';
import { createStatusPage } from '../../../src/serve/page/index.js';
import { openPage, withBrowser } from '../../support/browser.js';
import { recordingLogger } from '../../support/log-recorder.js';
import { literalStatusView } from '../../support/literal-status-view.js';
import { shopDetail } from '../../support/status-view-values.js';

const KEYSTONE_TOKEN = 'gAAAAAB-a-keystone-token';

/**
 * The page's script sends an action with the token as an API token first and,
 * when the API answers 401, as a Keystone token (X-Auth-Token). The API here
 * is a recorder that answers as serve's does for a Keystone token: 401 to the
 * bearer, 202 to X-Auth-Token; the point is what the browser sends.
 */
test("the page's action sends a Keystone token as X-Auth-Token after the API refuses it as a bearer token, and shows the API's refusal when neither is taken", async () => {
  const seen: { authorization?: string; keystone?: string }[] = [];
  const api = (req: IncomingMessage, res: ServerResponse): void => {
    const authorization = req.headers.authorization;
    const keystone = req.headers['x-auth-token'];
    seen.push({
      ...(authorization === undefined ? {} : { authorization }),
      ...(typeof keystone === 'string' ? { keystone } : {}),
    });
    const accepted = keystone === KEYSTONE_TOKEN;
    res.writeHead(accepted ? 202 : 401, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        accepted ? { message: 'resync queued' } : { error: 'the bearer token is not one serve accepts' },
      ),
    );
  };
  const view = literalStatusView({
    projects: [shopDetail],
    activity: [],
    builds: [],
    logs: {},
    previews: [],
  });
  const stop = new AbortController();
  const http = await startDaemonHttp({
    host: '127.0.0.1',
    port: 0,
    hooks: (_req, res) => void res.writeHead(404).end(),
    api,
    page: createStatusPage({
      view,
      stop: stop.signal,
      tokens: () => [],
      keystone: () => true,
      anonymousRead: true,
      log: recordingLogger().logger,
    }),
    readiness: () => ({ ready: true, reason: 'test' }),
    status: () => ({}),
  });
  try {
    await withBrowser(async (browser) => {
      const { page, problems } = await openPage(browser);
      await page.goto(`${http.url}/ui/projects/${shopDetail.name}`);
      await page.locator('#token-field').fill(KEYSTONE_TOKEN);
      await page.locator('#token-form button[type=submit]').click();
      await page.locator('form.action[data-api$="/sync"] button[type=submit]').click();
      await page.locator('#notice', { hasText: 'done (202)' }).waitFor({ timeout: 5000 });
      assert.equal(seen, [{ authorization: `Bearer ${KEYSTONE_TOKEN}` }, { keystone: KEYSTONE_TOKEN }]);

      seen.length = 0;
      await page.locator('#token-field').fill('neither-kind');
      await page.locator('#token-form button[type=submit]').click();
      await page.locator('form.action[data-api$="/sync"] button[type=submit]').click();
      await page.locator('#notice', { hasText: 'refused (401)' }).waitFor({ timeout: 5000 });
      assert.match(await page.locator('#notice').innerText(), 'the bearer token is not one serve accepts');
      assert.equal(seen, [{ authorization: 'Bearer neither-kind' }, { keystone: 'neither-kind' }]);
      // The browser logs each 401 answer as a failed resource: those are the refusals asked for above.
      assert.equal(
        problems.filter((problem) => !problem.includes('status of 401')),
        [],
      );
    });
  } finally {
    stop.abort();
    await http.close();
  }
});

test.run();
