import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { freePort } from '../../testbed/src/free-port.js';
import { appRepoFiles } from '../support/app-repo.js';
import { postPush, pushDelivery } from '../support/builds.js';
import { openPage, pageWidths, saveScreenshot, SCREENSHOT_DIR, withBrowser } from '../support/browser.js';
import { commitFiles, git, withSandbox, type GitSandbox } from '../support/git-sandbox.js';
import { withServe, type ServeProcess } from '../support/serve.js';
import { eventually, withCluster } from '../support/testbed.js';

const GITHUB_SECRET = 'github-hook-secret-page';
const API_TOKEN = 'page-e2e-api-token';
/** Markup a webhook or a manifest may carry; it must show as text and never run. */
const MARKUP = '<img src=x onerror=window.__injected=1>';
/**
 * The README's picture of the page: test-artifacts/screenshots/readme.png on every run, and
 * docs/status-page.png (committed) only when GITSHIFT_README_SCREENSHOT=1 asks, so a test run
 * leaves the tree clean.
 */
const README_SCREENSHOT =
  process.env['GITSHIFT_README_SCREENSHOT'] === '1'
    ? fileURLToPath(new URL('../../docs/status-page.png', import.meta.url))
    : join(SCREENSHOT_DIR, 'readme.png');

/** GitHub's push example for the sandbox's remote, its repository's full name carrying markup. */
function pushWithMarkup(remoteUrl: string, before: string, after: string): string {
  const delivery = JSON.parse(pushDelivery(remoteUrl, before, after)) as {
    repository: Record<string, unknown>;
  };
  delivery.repository['full_name'] = `team/${MARKUP}`;
  return JSON.stringify(delivery);
}

/** A synced project, and a blocked one whose manifest names an object `badName` (echoed in its error). */
function repoFiles(shop: string, blocked: string, greeting: string, badName: string): Record<string, string> {
  return {
    ...appRepoFiles({ project: shop, registryHost: '127.0.0.1:1', greeting }),
    [`projects/${blocked}/project.yaml`]: `apiVersion: project.openshift.io/v1\nkind: Project\nmetadata:\n  name: ${blocked}\n`,
    [`projects/${blocked}/config.yaml`]: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: "${badName}"\ndata:\n  a: "1"\n`,
  };
}

interface PageScene {
  readonly serve: ServeProcess;
  readonly remote: GitSandbox;
  readonly shop: string;
  readonly blocked: string;
}

/** A real serve of a real git remote onto the testbed, with a GitHub secret and an API token. */
async function withPageScene(
  /** `badName`: the ConfigMap name that blocks the second project. */
  options: { readonly anonymousRead: boolean; readonly badName: string },
  body: (scene: PageScene) => Promise<void>,
): Promise<void> {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const shop = `${namespacePrefix}shop`;
    const blocked = `${namespacePrefix}broken`;
    const { badName } = options;
    await withSandbox(repoFiles(shop, blocked, '1', badName), async (remote) => {
      const work = mkdtempSync(join(tmpdir(), 'gitshift-status-page-'));
      const port = await freePort();
      writeFileSync(join(work, 'api-token'), `${API_TOKEN}\n`);
      writeFileSync(join(work, 'github-secret'), `${GITHUB_SECRET}\n`);
      const config = join(work, 'serve.yaml');
      writeFileSync(
        config,
        [
          'apiVersion: gitshift.io/v1alpha1',
          'kind: ServeConfig',
          `listen: 127.0.0.1:${port}`,
          `stateDir: ${join(work, 'state')}`,
          'repository:',
          `  url: ${remote.url}`,
          // Only the webhook brings the second commit within the test.
          '  pollInterval: 10m',
          'cluster:',
          `  kubeconfig: ${kubeconfigPath}`,
          '  resyncInterval: 10m',
          'webhooks:',
          '  githubSecretFile: github-secret',
          'api:',
          '  tokenFile: api-token',
          `  anonymousRead: ${String(options.anonymousRead)}`,
          '',
        ].join('\n'),
      );
      try {
        await withServe(['--config', config], {}, async (serve) => {
          await eventually(
            `${shop} synced`,
            async () => {
              const response = await fetch(`${serve.url}/api/v1/projects/${shop}`, {
                headers: { authorization: `Bearer ${API_TOKEN}` },
              });
              const project = response.ok ? ((await response.json()) as { syncState?: string }) : {};
              return project.syncState === 'Synced' ? true : undefined;
            },
            60_000,
          );
          await body({ serve, remote, shop, blocked });
        });
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    });
  });
}

const text = (page: Page, selector: string): Promise<string> => page.locator(selector).innerText();

/** The row of a table whose first cell links to `name`. */
const rowOf = (page: Page, table: string, name: string): Promise<string> =>
  page.locator(`${table} tr`, { has: page.locator(`a:text-is("${name}")`) }).innerText();

/** Nothing the page shows from outside became markup or ran. */
async function assertNothingInjected(page: Page): Promise<void> {
  assert.is(await page.evaluate('window.__injected'), undefined, 'injected script ran');
  assert.is(await page.locator('main img').count(), 0, 'an injected img element');
}

test('the overview shows projects, blocked errors and a webhook arriving without a reload, on a desktop and a phone', async () => {
  await withPageScene({ anonymousRead: true, badName: MARKUP }, async ({ serve, remote, shop, blocked }) => {
    await withBrowser(async (browser) => {
      const { page, problems } = await openPage(browser);
      const response = await page.goto(`${serve.url}/`);
      assert.match(String(response?.headers()['content-security-policy']), "script-src 'self'");
      await page.locator('#live-state', { hasText: 'Live:' }).waitFor();

      const shopRow = await rowOf(page, '#projects-table', shop);
      assert.match(shopRow, 'Synced');
      assert.match(shopRow, /Healthy|Progressing|Degraded|Missing/);
      assert.match(shopRow, git(remote.remote, 'rev-parse', 'main').slice(0, 7));
      assert.match(await rowOf(page, '#projects-table', blocked), 'Blocked');
      const blockedSection = await text(page, '#blocked');
      assert.match(blockedSection, blocked);
      assert.match(blockedSection, MARKUP, 'the manifest error shows the name as text');
      await assertNothingInjected(page);

      // A signed push arrives: the page shows it by itself, with no navigation.
      await page.evaluate('window.__sameDocument = true');
      const before = git(remote.remote, 'rev-parse', 'main');
      const after = commitFiles(remote, repoFiles(shop, blocked, '2', MARKUP), 'greeting 2');
      const delivery = `page-delivery-${Date.now()}`;
      const accepted = await postPush(
        `${serve.url}/hooks/github`,
        pushWithMarkup(remote.url, before, after),
        GITHUB_SECRET,
        delivery,
      );
      assert.is(accepted.status, 202, await accepted.text());
      await page.locator('#activity-table', { hasText: delivery }).waitFor({ timeout: 20_000 });
      assert.is(await page.evaluate('window.__sameDocument'), true, 'the page was not reloaded');
      const activity = await text(page, '#activity-table');
      assert.match(activity, `team/${MARKUP}`, 'the webhook repository field shows as text');
      assert.match(activity, 'fetch', 'what the push started');
      await assertNothingInjected(page);
      // The commit it brought is synced, again without a reload.
      await page
        .locator('#projects-table tr', { hasText: shop })
        .filter({ hasText: after.slice(0, 7) })
        .filter({ hasText: 'Synced' })
        .waitFor({ timeout: 30_000 });
      assert.equal(problems, [], 'no console errors or CSP refusals');
      await saveScreenshot(page, 'status-desktop');

      const phone = await openPage(browser, { phone: true });
      for (const path of ['/', `/ui/projects/${shop}`]) {
        await phone.page.goto(`${serve.url}${path}`);
        const { scrollWidth, innerWidth } = await pageWidths(phone.page);
        assert.ok(scrollWidth <= innerWidth, `${path} is ${scrollWidth} px wide on a ${innerWidth} px phone`);
        assert.match(await text(phone.page, 'main'), shop);
      }
      await saveScreenshot(phone.page, 'status-phone-project');
      await phone.page.goto(`${serve.url}/`);
      await saveScreenshot(phone.page, 'status-phone');
      assert.equal(phone.problems, []);

      // Two pages hold live streams open: serve still stops at once, and the page says it lost them.
      const stopped = await Promise.race([
        serve.stop('SIGTERM'),
        new Promise((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000)),
      ]);
      assert.is(stopped, 0, 'serve stopped at once with live pages open');
      await page.locator('#live-state', { hasText: 'reconnecting' }).waitFor();
    });
  });
});

test('a project page lists its objects; resync is refused without the token and done with it, with and without JavaScript', async () => {
  await withPageScene({ anonymousRead: true, badName: 'Web_Config' }, async ({ serve, shop }) => {
    await withBrowser(async (browser) => {
      // Without JavaScript: plain links and forms, the token in the form body.
      const plain = await openPage(browser, { javaScriptEnabled: false });
      await plain.page.goto(`${serve.url}/`);
      assert.match(await text(plain.page, '#live-state'), 'Live updates need JavaScript');
      assert.match(await rowOf(plain.page, '#projects-table', shop), 'Synced');
      await plain.page.locator(`#projects-table a:text-is("${shop}")`).click();
      await plain.page.waitForURL(`**/ui/projects/${shop}`);
      const objects = await text(plain.page, '#objects-table');
      for (const kind of ['Namespace', 'Deployment', 'ConfigMap']) assert.match(objects, kind);
      assert.match(objects, /Healthy|Progressing|Degraded/);
      await saveScreenshot(plain.page, 'status-project-no-js');
      const resync = plain.page.locator('form.action[action="/ui/actions/sync"]');
      await resync.locator('button').click();
      await plain.page.waitForURL('**/ui/actions/sync');
      assert.match(await text(plain.page, 'main'), 'Actions need the API token');
      await plain.page.goBack();
      await resync.locator('input[name=token]').fill(API_TOKEN);
      await resync.locator('button').click();
      await plain.page.waitForURL('**/ui/actions/sync');
      const done = await text(plain.page, 'main');
      assert.match(done, `Resync of ${shop}: done`);
      assert.match(done, 'queued: true');
      assert.not.match(plain.page.url(), API_TOKEN);

      // With JavaScript: the token field at the top, kept for the tab, sent as a bearer.
      const { page, problems } = await openPage(browser);
      await page.goto(`${serve.url}/ui/projects/${shop}`);
      assert.is(await page.locator('form.action input[name=token]').first().isVisible(), false);
      await page.locator('form.action[action="/ui/actions/sync"] button').click();
      await page.locator('#notice', { hasText: 'needs the API token' }).waitFor();
      await page.locator('#token-field').fill('not-the-token');
      await page.locator('#token-form button[type=submit]').click();
      await page.locator('form.action[action="/ui/actions/sync"] button').click();
      await page.locator('#notice', { hasText: 'refused (401)' }).waitFor();
      await page.locator('#token-field').fill(API_TOKEN);
      await page.locator('#token-form button[type=submit]').click();
      await page.locator('form.action[action="/ui/actions/sync"] button').click();
      await page.locator('#notice', { hasText: 'done (202)' }).waitFor();
      assert.is(await page.evaluate('sessionStorage.getItem("gitshift.apiToken")'), API_TOKEN);
      assert.ok(page.url().endsWith(`/ui/projects/${shop}`), 'the action did not navigate');
      await saveScreenshot(page, 'status-project');
      // The browser logs the API's 401 to the wrong token; nothing else.
      assert.equal(
        problems.filter((problem) => !problem.includes('status of 401')),
        [],
        'no console errors or CSP refusals',
      );

      // The README's picture: the overview after the resync, in the viewport a desktop shows.
      await page.goto(`${serve.url}/`);
      await page.locator('#activity-table tr', { hasText: shop }).first().waitFor();
      await saveScreenshot(page, 'readme', { path: README_SCREENSHOT, fullPage: false });
      assert.ok(statSync(README_SCREENSHOT).size <= 300 * 1024, 'the README screenshot is at most 300 KB');
    });
  });
});

test('when reads need the token, the page answers 401 with a sign-in form, and the token opens it', async () => {
  await withPageScene({ anonymousRead: false, badName: 'Web_Config' }, async ({ serve, shop }) => {
    assert.is((await fetch(`${serve.url}/`)).status, 401);
    assert.is((await fetch(`${serve.url}/ui/live`)).status, 401);
    await withBrowser(async (browser) => {
      const { page, problems } = await openPage(browser);
      await page.goto(`${serve.url}/ui/projects/${shop}`);
      assert.not.match(await text(page, 'main'), 'Objects');
      await page.locator('#login-token').fill('wrong');
      await page.locator('form.login button').click();
      await page.locator('main', { hasText: 'not one serve accepts' }).waitFor();
      await page.locator('#login-token').fill(API_TOKEN);
      await page.locator('form.login button').click();
      await page.waitForURL(`**/ui/projects/${shop}`);
      assert.match(await text(page, '#objects-table'), 'ConfigMap');
      await page.locator('#live-state', { hasText: 'Live:' }).waitFor();
      assert.not.match(page.url(), API_TOKEN);
      assert.equal(
        problems.filter((problem) => !problem.includes('401')),
        [],
      );
    });
  });
});

test.run();
