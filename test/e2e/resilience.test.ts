// Process: test (node + Chromium). A paste the server would refuse never reaches it: in browser mode, with the real
// app services and the real demo service, a clipboard of three lines whose middle one is over 1 MB is pasted into
// Lookup. The screen says that line is too long and was not looked up, looks up the other two, and the page stays
// connected (a later lookup answers, with no page error and no reconnect).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService } from '../../service/index';
import { STORES } from '../../service/seed/catalog-tree';
import { catalogItemAt } from '../../service/seed/demo-catalog';
import {
  collectPageErrors,
  pasteInto,
  releaseChromium,
  saveScreenshot,
  signInAsDemo,
  startTestApp,
  type TestApp,
  workerChromium,
} from './fixtures';

const ITEMS = 300;
const STORE = STORES[0]!;
const FIRST = catalogItemAt(3, ITEMS);
const LAST = catalogItemAt(9, ITEMS);
const HUGE = 'A'.repeat(1_100_000);
const POLL = { timeout: 15_000, interval: 100 };

describe('resilience end to end (browser mode, Chromium)', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([
      startTestApp({
        services: {
          startDemoService: (o) => startService({ ...o, items: ITEMS, rateLimit: 0 }),
          maxRequestsPerSecond: 50,
        },
      }),
      workerChromium(),
    ]);
  });
  afterAll(async () => {
    await releaseChromium(browser);
    await app?.close();
  });

  it('refuses a pasted line over 1 MB on screen, looks up the rest, and stays connected', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    // Every WebSocket frame the page sends: none may carry the huge line, and the socket must not be replaced.
    const sockets: string[] = [];
    let biggestFrame = 0;
    page.on('websocket', (ws) => {
      sockets.push(ws.url());
      ws.on('framesent', (f) => {
        biggestFrame = Math.max(biggestFrame, typeof f.payload === 'string' ? f.payload.length : f.payload.byteLength);
      });
    });
    await page.goto(app.url);
    await signInAsDemo(page);
    await page.getByRole('heading', { name: 'Choose your working store' }).waitFor();
    await page.locator('.store-row', { hasText: STORE.code }).click();
    const catalogStatus = page.locator('[data-status="catalog"]');
    await expect.poll(() => catalogStatus.textContent(), { timeout: 60_000, interval: 200 }).toMatch(/^Up to date/);
    await page.getByRole('heading', { name: 'Lookup' }).waitFor();

    await pasteInto(page, 'lookup-input', `${FIRST.sku}\n${HUGE}\n${LAST.sku}`);
    const alert = page.locator('.lookup-main .form-error');
    await expect
      .poll(() => alert.textContent(), POLL)
      .toBe(
        'Line 2 is too long to be a code (1,100,000 characters; at most 4,096) and was not looked up; the other lines were.',
      );
    // The other two lines were looked up: a result row each, the first one shown.
    await expect.poll(() => page.locator('.result-list li').count(), POLL).toBe(2);
    await expect.poll(() => page.locator('#item-name').textContent(), POLL).toBe(FIRST.description);
    await saveScreenshot(page, 'e2e-lookup-huge-paste.png');

    // One line alone, too long and without a line break, is refused the same way (the field would cut it).
    await pasteInto(page, 'lookup-input', HUGE);
    await expect.poll(() => alert.textContent(), POLL).toMatch(/^The pasted text is too long to be a code/);

    // Still connected: a lookup answers on the same socket, and nothing huge was ever sent.
    const input = page.getByLabel('Scan, type or paste an EPC, tag URI, barcode or SKU');
    await input.fill(LAST.sku);
    await input.press('Enter');
    await expect.poll(() => page.locator('#item-name').textContent(), POLL).toBe(LAST.description);
    expect(sockets).toHaveLength(1);
    expect(biggestFrame).toBeLessThan(64 * 1024);
    expect(errors).toEqual([]);
    await page.close();
  });
});
