// Process: test (node). Shared end-to-end fixtures: browser mode started in-process with a temporary data folder,
// and Chromium through playwright-core (CHROMIUM_PATH, Debian's /usr/bin/chromium or an installed Chrome: see
// scripts/find-chromium.ts). Later e2e tests reuse these.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type BrowserMode, type BrowserModeOptions, startBrowserMode } from '../../main/web/browser-mode';
import { findChromium } from '../../scripts/find-chromium';
import { DEMO_PASSWORD, DEMO_USER } from '../../service/seed/demo-constants';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const RENDERER_DIR = join(REPO_ROOT, 'out', 'renderer');
export const RESULTS_DIR = join(REPO_ROOT, 'test-results');

export interface TestApp {
  app: BrowserMode;
  dataDir: string;
  /** The printed URL, secret included. */
  url: string;
  close(): Promise<void>;
}

/** Starts browser mode on a free port with its own temporary data folder (removed on close). */
export async function startTestApp(
  opts: Partial<Pick<BrowserModeOptions, 'services' | 'secret'>> & { dataDir?: string } = {},
): Promise<TestApp> {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    throw new Error(`No built renderer in ${RENDERER_DIR}: run \`npm run build\` first (\`npm test\` does).`);
  }
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'stocktake-e2e-')));
  const app = await startBrowserMode({
    dataDir,
    rendererDir: RENDERER_DIR,
    version: 'test',
    port: 0,
    secret: opts.secret,
    services: opts.services,
  });
  return {
    app,
    dataDir,
    url: app.server.url,
    async close() {
      await app.close();
      if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Browser mode and Chromium for the whole test file: started before its tests, closed after. Read `app` and
 * `browser` inside the tests (they are set once beforeAll has run).
 */
export function useAppAndBrowser(): { readonly app: TestApp; readonly browser: Browser } {
  const ctx = {} as { app: TestApp; browser: Browser };
  beforeAll(async () => {
    [ctx.app, ctx.browser] = await Promise.all([startTestApp(), launchChromium()]);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.app?.close();
  });
  return ctx;
}

/** Fills the sign-in screen with the demo account (or another password) and submits it with Enter. */
export async function signInAsDemo(page: Page, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('heading', { name: 'Sign in to Stocktake' }).waitFor();
  await page.getByRole('textbox', { name: 'User name' }).fill(DEMO_USER);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

/** The same flags everywhere: headless, no sandbox (CI containers), and nothing that phones home. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('No Chromium or Chrome found: install one (npm test says how) or set CHROMIUM_PATH');
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Collects console errors and page errors (CSP violations show up here) so a test can assert there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, name);
  await page.screenshot({ path, fullPage: true });
  return path;
}
