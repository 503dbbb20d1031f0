// Process: test (node). Shared end-to-end fixtures: browser mode started in-process with a temporary data folder,
// and Chromium through playwright-core (CHROMIUM_PATH, Debian's /usr/bin/chromium or an installed Chrome: see
// scripts/find-chromium.ts), the sign-in-and-store step, the count header's figures and (from ./axe) the axe-core
// check every e2e file shares.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { InvokeArgs, InvokeResult, RequestName } from '../../contract';
import { type BrowserMode, type BrowserModeOptions, startBrowserMode } from '../../hosts/web/browser-mode';
import { findChromium } from '../../scripts/find-chromium';
import { DEMO_ITEM_COUNT, DEMO_PASSWORD, DEMO_USER } from '../../service/seed/demo-constants';

export { axeOn, axeRules, axeSerious } from './axe';
export { scannerBurst } from './scanner';

import { RENDERER_DIR, REPO_ROOT, SYNCED_CATALOG_ENV, UNLIMITED_DEMO } from './demo-app';

export { RENDERER_DIR, REPO_ROOT, UNLIMITED_DEMO } from './demo-app';
export const RESULTS_DIR = join(REPO_ROOT, 'test-results');

export interface TestApp {
  app: BrowserMode;
  dataDir: string;
  /** The printed URL, secret included. */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts browser mode on a free port with its own temporary data folder (removed on close). `syncedCatalog`: the
 * folder starts with the built-in demo's catalog cache the e2e global setup synced (a returning user's), so signing
 * in brings only what changed since; without it (or outside the e2e project) the first sign-in syncs it all.
 */
export async function startTestApp(
  opts: Partial<Pick<BrowserModeOptions, 'services' | 'secret'>> & { dataDir?: string; syncedCatalog?: boolean } = {},
): Promise<TestApp> {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    throw new Error(`No built renderer in ${RENDERER_DIR}: run \`npm run build\` first (\`npm test\` does).`);
  }
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'stocktake-e2e-')));
  const synced = process.env[SYNCED_CATALOG_ENV];
  if (opts.syncedCatalog && synced) await cp(synced, join(dataDir, 'catalog'), { recursive: true });
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

/** A request straight to the app's main-process services: set-up the test does not drive through the page. */
export type CallApp = <K extends RequestName>(name: K, args: InvokeArgs<K>) => Promise<InvokeResult<K>>;

/** A looser keyboard-wedge gap than the default: CDP-dispatched keys land up to ~100 ms apart on a loaded machine. */
export const LOOSE_WEDGE = { maxGapMs: 150, minLength: 6, suffixKeys: ['Enter' as const], prefixKey: null };

/**
 * Browser mode and Chromium for the whole test file: started before its tests, closed after. Read `app` and
 * `browser` inside the tests (they are set once beforeAll has run). The demo service is UNLIMITED_DEMO, with the
 * catalog already synced once (startTestApp's `syncedCatalog`), unless `services` says otherwise (`{}`: the real
 * limits, and the first sync from nothing).
 */
export function useAppAndBrowser(opts: { services?: BrowserModeOptions['services'] } = {}): {
  readonly app: TestApp;
  readonly browser: Browser;
  readonly call: CallApp;
} {
  const ctx = {} as { app: TestApp; browser: Browser; call: CallApp };
  ctx.call = async (name, args) => ctx.app.app.services.dispatch(name, args) as never;
  beforeAll(async () => {
    const services = opts.services ?? UNLIMITED_DEMO;
    [ctx.app, ctx.browser] = await Promise.all([
      startTestApp({ services, syncedCatalog: opts.services === undefined }),
      workerChromium(),
    ]);
  });
  afterAll(async () => {
    await releaseChromium(ctx.browser);
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

export interface ChooseStoreOptions {
  /** The working store's code (default S01). */
  store?: string;
  /** Wait until the status bar says the catalog is up to date with this many items (default: the demo's 5,000);
   * null: only until the app's areas are shown (the catalog may still be syncing). */
  catalogItems?: number | null;
}

/**
 * The demo sign-in, then the working store, then (by default) the store's catalog synced in full: the step every
 * e2e file starts with after `page.goto(app.url)`.
 */
export async function signInAndChooseStore(page: Page, opts: ChooseStoreOptions = {}): Promise<void> {
  await signInAsDemo(page);
  // A busy machine can take a while to seed and start the demo service on first use.
  await page.getByRole('heading', { name: 'Choose your working store' }).waitFor({ timeout: 90_000 });
  await page.locator('.store-row', { hasText: opts.store ?? 'S01' }).click();
  await page.getByRole('navigation', { name: 'Areas' }).waitFor({ timeout: 30_000 });
  const items = opts.catalogItems === undefined ? DEMO_ITEM_COUNT : opts.catalogItems;
  if (items === null) return;
  const synced = new RegExp(`^Up to date · ${items.toLocaleString('en-US')} items`);
  await page.locator('[data-status="catalog"]', { hasText: synced }).waitFor({ timeout: 120_000 });
}

/** A new page (1366x768 unless told) signed in to the demo with the store chosen, and its page errors as they come. */
export async function signedInPage(
  e2e: { readonly app: TestApp; readonly browser: Browser },
  opts: ChooseStoreOptions & { viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.browser.newPage({ viewport: opts.viewport ?? { width: 1366, height: 768 } });
  const errors = collectPageErrors(page);
  await page.goto(e2e.app.url);
  await signInAndChooseStore(page, opts);
  return { page, errors };
}

/** A figure of the count header or status bar (`[data-total="<key>"]`) as a number, thousands separators dropped. */
export function total(page: Page, key: string): Promise<number> {
  return page
    .locator(`[data-total="${key}"]`)
    .textContent()
    .then((t) => Number((t ?? '').replace(/,/g, '')));
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

let workerBrowser: Promise<Browser> | null = null;

/**
 * The test worker's Chromium: launched on first use and kept for the files the worker runs after this one (the e2e
 * project keeps modules between files), since a launch cost about 1.5 s of CPU a file. Every page a test opens with
 * `browser.newPage()` has a browser context of its own, and `releaseChromium` closes them after the file, so no
 * cookie, storage or page carries over.
 */
export function workerChromium(): Promise<Browser> {
  if (!workerBrowser) {
    const launched = launchChromium();
    workerBrowser = launched;
    const forget = () => {
      if (workerBrowser === launched) workerBrowser = null;
    };
    launched.then((b) => b.on('disconnected', forget), forget);
  }
  return workerBrowser;
}

/** After a file: the contexts (and pages) its tests opened are closed; the browser stays for the next file. */
export async function releaseChromium(browser: Browser | undefined): Promise<void> {
  if (browser) await Promise.all(browser.contexts().map((c) => c.close()));
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

/**
 * Screenshots are for a person to look at (test-results/): taken on a developer's machine, skipped in CI
 * (CI=true) where no one sees them and each cost Chromium 0.2-1.6 s of CPU (88 in a run);
 * STOCKTAKE_SCREENSHOTS=1 or 0 says otherwise either way.
 */
export const SCREENSHOTS =
  process.env.STOCKTAKE_SCREENSHOTS === undefined
    ? process.env.CI !== 'true' || process.env.STOCKTAKE_UPDATE_DOCS === '1'
    : process.env.STOCKTAKE_SCREENSHOTS === '1';

/** A screenshot of the page (or of one part of it) as test-results/<name>; returns that path. */
export async function shot(target: Page | Locator, name: string, opts: { fullPage?: boolean } = {}): Promise<string> {
  const path = join(RESULTS_DIR, name);
  if (!SCREENSHOTS) return path;
  await mkdir(RESULTS_DIR, { recursive: true });
  await target.screenshot({ path, ...opts });
  return path;
}

/** The whole page, below the fold too. */
export const saveScreenshot = (page: Page, name: string): Promise<string> => shot(page, name, { fullPage: true });

/** The page's globals a paste uses (the node type-check has no DOM library). */
interface PasteGlobals {
  document: { getElementById(id: string): { focus(): void; dispatchEvent(e: unknown): boolean } | null };
  DataTransfer: new () => { setData(type: string, text: string): void };
  ClipboardEvent: new (
    type: string,
    init: { clipboardData: unknown; bubbles: boolean; cancelable: boolean },
  ) => unknown;
}

/** Pastes as the clipboard would: one paste event carrying the text, on the input with this id (focused first). */
export async function pasteInto(page: Page, inputId: string, text: string): Promise<void> {
  await page.evaluate(
    ([id, t]) => {
      const w = globalThis as unknown as PasteGlobals;
      const input = w.document.getElementById(id)!;
      input.focus();
      const data = new w.DataTransfer();
      data.setData('text/plain', t);
      input.dispatchEvent(new w.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [inputId, text] as const,
  );
}

/** The id of the element that has the focus ('' when none has one). */
export async function focusedId(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id ??
      '',
  );
}
