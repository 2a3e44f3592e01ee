import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's chromium (testbed/install.sh installs it); GITSHIFT_CHROMIUM points elsewhere. No browser download. */
export const CHROMIUM = process.env['GITSHIFT_CHROMIUM'] ?? '/usr/bin/chromium';

/** Where tests save screenshots: kept as test artifacts, ignored by git. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-artifacts/screenshots/', import.meta.url));

export const DESKTOP = { width: 1280, height: 900 } as const;
/** An iPhone-sized screen. */
export const PHONE = { width: 375, height: 812 } as const;

export interface OpenedPage {
  readonly page: Page;
  /** Console errors and CSP refusals seen so far: a page that works under its CSP has none. */
  readonly problems: string[];
}

/** Runs `body` with a headless chromium that is always closed afterwards. */
export async function withBrowser<T>(body: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // In a container as root: no sandbox, no GPU, /tmp instead of a small /dev/shm.
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    return await body(browser);
  } finally {
    await browser.close();
  }
}

/**
 * A page in a fresh context (its own cookies and sessionStorage) with a
 * viewport; phones get a touch screen and a device scale. Console errors and
 * page errors are collected.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions & { readonly phone?: boolean } = {},
): Promise<OpenedPage> {
  const { phone = false, ...contextOptions } = options;
  const context = await browser.newContext({
    viewport: phone ? PHONE : DESKTOP,
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    ...contextOptions,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

/** Saves a screenshot, of the whole page unless told, as test-artifacts/screenshots/<name>.png or at `path`; returns its path. */
export async function saveScreenshot(
  page: Page,
  name: string,
  { path, fullPage = true }: { readonly path?: string; readonly fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path ?? join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** The document's width and the viewport's: wider than the viewport, a phone scrolls sideways. */
export function pageWidths(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  // A string: this code runs in the browser, and the tests' TypeScript has no DOM types.
  return page.evaluate<{ scrollWidth: number; innerWidth: number }>(
    '({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })',
  );
}
