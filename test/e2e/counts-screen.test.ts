// Process: test (node + Chromium). What the counting screen says is true, from the keyboard, at 1366x768:
// after "Create and start counting" the focus is in the scan field and a code typed at human speed counts;
// the feed shows each code once with its read count; an undo of a never-sent line removes it from the totals and
// the list alike; the line list is a listbox (arrows, +, −, a number and Enter); while the service refuses uploads
// (a fault proxy in front of the demo service) lines say "not sent yet", and once it takes them again the outbox
// drains with the screen open and no further scans, every line following it; the status bar stays one line, the
// reader's flash covers no control, SKUs never wrap, a screen change scrolls to the top; the reader starts and stops
// from the screen; Alt+N opens a new session from the counting screen; reads with no count open are said to be
// uncounted; a wedge scan into the finalized count is refused out loud. Screenshots in test-results, axe-core clean.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvokeArgs, InvokeResult, RequestName } from '../../contract';
import { startService } from '../../service/index';
import { STORES } from '../../service/seed/catalog-tree';
import { catalogItemAt } from '../../service/seed/demo-catalog';
import { type FaultProxy, startFaultProxy } from '../helpers/fault-proxy';
import {
  axeSerious,
  collectPageErrors,
  focusedId,
  releaseChromium,
  saveScreenshot,
  scannerBurst,
  signInAndChooseStore,
  startTestApp,
  type TestApp,
  total,
  workerChromium,
} from './fixtures';

const ITEMS = 600;
const A = catalogItemAt(27, ITEMS);
const B = catalogItemAt(28, ITEMS);
const C = catalogItemAt(29, ITEMS);
const POLL = { timeout: 20_000, interval: 100 };

const listTotal = (page: Page) =>
  page
    .locator('#lines-title')
    .textContent()
    .then((t) => Number(/\(([\d,]+)\)/.exec(t ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN));

/** A person at the keyboard: 80 ms a key, then Enter, into whatever has the focus. */
async function typeSlowly(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 80 });
  await page.keyboard.press('Enter');
}

/** A keyboard-wedge scanner: a fast burst outside any text field. */
async function wedge(page: Page, code: string) {
  await page.locator('.status-bar').click({ position: { x: 2, y: 2 } });
  await scannerBurst(page, code);
}

/** Each line as the list shows it: SKU, count and upload state. */
const lineStates = (page: Page) =>
  page.locator('.line-row[data-line]').evaluateAll((rows) =>
    rows.map((r) => {
      const el = r as unknown as { dataset: Record<string, string>; textContent: string };
      return `${el.dataset.line} ${el.dataset.state}${/not sent yet/.test(el.textContent) ? ' (says not sent yet)' : ''}`;
    }),
  );

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the counting screen, true and keyboard-first (browser mode, Chromium, 1366x768)', () => {
  let e2e: TestApp;
  let proxy: FaultProxy;
  let browser: Awaited<ReturnType<typeof workerChromium>>;
  const call = async <K extends RequestName>(name: K, args: InvokeArgs<K>): Promise<InvokeResult<K>> =>
    (await e2e.app.services.dispatch(name, args)) as InvokeResult<K>;

  beforeAll(async () => {
    [e2e, browser] = await Promise.all([
      startTestApp({
        services: {
          // The demo service behind a fault proxy: the network between this PC and the service.
          startDemoService: async (o) => {
            const s = await startService({ ...o, items: ITEMS, rateLimit: 0 });
            proxy = await startFaultProxy(s.baseUrl);
            return {
              ...s,
              authUrl: `${proxy.url}/auth`,
              baseUrl: proxy.url,
              close: async () => {
                await proxy.close();
                await s.close();
              },
            };
          },
          maxRequestsPerSecond: 50,
        },
      }),
      workerChromium(),
    ]);
  });
  afterAll(async () => {
    await releaseChromium(browser);
    await e2e?.close();
  });

  it('counts from the keyboard, drains the outbox on screen, keeps its layout, and refuses scans once finalized', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = collectPageErrors(page);
    expect(
      (
        await call('reader.setSettings', {
          wedge: { maxGapMs: 150, minLength: 6, suffixKeys: ['Enter'], prefixKey: null },
        })
      ).ok,
    ).toBe(true);
    await page.goto(e2e.url);
    await signInAndChooseStore(page, { store: STORES[0]!.code, catalogItems: ITEMS });

    await page.getByRole('button', { name: 'Counts' }).click();
    await page.getByRole('button', { name: 'New session' }).click();
    await page.getByLabel('Description').fill('E2E screen');
    await page.getByRole('textbox', { name: /^Areas \(comma/ }).fill('Front');
    await page.getByRole('button', { name: 'Create and start counting' }).click();
    await expect.poll(() => page.locator('.area-name').textContent(), { timeout: 90_000 }).toBe('Front');
    // The session exists at the service; from now on the service refuses the counts (a 503 at every upload). The
    // first upload hangs until the client gives up (30 s), so no upload leaves while C below is counted and undone:
    // a line an upload has carried must stay (the service may hold it), and when that happened was up to the load.
    await expect.poll(() => call('counts.sessions.list', { storeId: STORES[0]!.id }).then((r) => r.ok)).toBe(true);
    const removeHang = proxy.rule({ method: 'POST', path: /sessionItems/i, times: 1, fault: { kind: 'hang' } });
    const removeFault = proxy.rule({ method: 'POST', path: /sessionItems/i, fault: { kind: 'status', status: 503 } });

    // The focus is in the scan field; a code typed at human speed and Enter counts.
    expect(await focusedId(page)).toBe('count-scan');
    await typeSlowly(page, A.upc[0]!);
    await expect.poll(() => total(page, 'units'), POLL).toBe(1);
    expect(await focusedId(page)).toBe('count-scan');
    await typeSlowly(page, B.upc[0]!);
    await typeSlowly(page, A.upc[0]!);
    await expect.poll(() => total(page, 'units'), POLL).toBe(3);

    // Each code once on the feed, its read count a number.
    const feedRows = page.locator('.scan-feed-list .feed-row');
    await expect.poll(() => feedRows.count(), POLL).toBe(2);
    expect(await feedRows.nth(0).textContent()).toContain(A.sku);
    expect(await feedRows.nth(0).textContent()).toContain('2 reads');
    expect(await feedRows.nth(1).textContent()).toContain(B.sku);

    // A line counted and undone before it was ever sent is gone from the totals and the list alike.
    await typeSlowly(page, C.upc[0]!);
    await expect.poll(() => total(page, 'lines'), POLL).toBe(3);
    await expect.poll(() => listTotal(page), POLL).toBe(3);
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.locator('.count-notice').textContent(), POLL).toBe('Undid 1 scan');
    await expect.poll(() => total(page, 'lines'), POLL).toBe(2);
    await expect.poll(() => listTotal(page), POLL).toBe(2);
    expect(await page.locator(`.line-row[data-line="${C.sku}"]`).count()).toBe(0);
    removeHang();

    // The line list is a listbox: arrows select, + / − / a number and Enter act on the selected line.
    const listbox = page.getByRole('listbox', { name: 'Lines of the session' });
    await listbox.focus();
    const selected = page.locator('[role="option"][aria-selected="true"]');
    await expect.poll(() => selected.count(), POLL).toBe(1);
    const first = await selected.getAttribute('data-line');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => selected.getAttribute('data-line'), POLL).not.toBe(first);
    const sku = (await selected.getAttribute('data-line'))!;
    expect(await listbox.getAttribute('aria-activedescendant')).toBe(await selected.getAttribute('id'));
    const counted = () => selected.locator('[data-counted]').getAttribute('data-counted').then(Number);
    const before = await counted();
    await page.keyboard.press('+');
    await expect.poll(counted, POLL).toBe(before + 1);
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await expect.poll(counted, POLL).toBe(5);
    await page.keyboard.press('-');
    await expect.poll(counted, POLL).toBe(4);
    expect(await selected.getAttribute('data-line')).toBe(sku);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => selected.getAttribute('data-line'), POLL).toBe(first);

    // Offline: every line waits, and says so (once the held first upload has timed out and the next got its 503).
    await expect
      .poll(() => lineStates(page), { ...POLL, timeout: 60_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/unsent \(says not sent yet\)$/)]));
    expect(await page.locator('.count-header [data-outbox="ok"]').count()).toBe(0);
    await saveScreenshot(page, 'e2e-counts-screen-offline.png');

    // Layout: one status bar line, SKUs whole, the reader's flash over no control.
    const bar = await page.locator('.status-items').boundingBox();
    const lineHeight = await page.locator('.status-items').evaluate((el) => {
      const w = globalThis as unknown as { getComputedStyle(e: unknown): { lineHeight: string } };
      return Number.parseFloat(w.getComputedStyle(el).lineHeight) || 0;
    });
    expect(bar!.height).toBeLessThan(1.6 * (lineHeight || 20));
    const tops = await page
      .locator('.status-items .status-item')
      .evaluateAll((items) =>
        items.map((i) => Math.round((i as unknown as { getBoundingClientRect(): Box }).getBoundingClientRect().y)),
      );
    expect(new Set(tops).size).toBe(1);
    const skuRects = await page
      .locator('.sku')
      .evaluateAll((els) => els.map((e) => (e as unknown as { getClientRects(): unknown[] }).getClientRects().length));
    expect(skuRects.length).toBeGreaterThan(0);
    expect(skuRects.every((n) => n <= 1)).toBe(true);
    const unitsBefore = await total(page, 'units');
    await wedge(page, B.upc[0]!);
    const flash = page.locator('[data-flash]');
    await flash.waitFor({ timeout: 10_000 });
    const flashBox = (await flash.boundingBox())!;
    const buttons = await page
      .locator('main button:visible, main input:visible, main select:visible')
      .evaluateAll((els) => els.map((e) => (e as unknown as { getBoundingClientRect(): Box }).getBoundingClientRect()));
    expect(buttons.filter((b) => b.width > 0 && overlaps(flashBox, b))).toEqual([]);
    await expect.poll(() => total(page, 'units'), POLL).toBe(unitsBefore + 1);
    await saveScreenshot(page, 'e2e-counts-screen-layout.png');
    expect(await axeSerious(page)).toEqual([]);

    // The service takes uploads again; no further scan; the lines follow the outbox as it drains.
    removeFault();
    await page.locator('.count-header [data-outbox="ok"]').waitFor({ timeout: 60_000 });
    await expect
      .poll(() => lineStates(page).then((s) => s.sort()), POLL)
      .toEqual([`${A.sku} sent`, `${B.sku} sent`].sort());
    expect(await page.getByText('not sent yet').count()).toBe(0);
    await saveScreenshot(page, 'e2e-counts-screen-drained.png');

    // A screen change starts at the top.
    await page.locator('main.content').evaluate((m) => {
      (m as unknown as { scrollTop: number }).scrollTop = 400;
    });
    await page.keyboard.press('Alt+R');
    await page.getByRole('heading', { name: 'Variance', exact: true }).waitFor();
    expect(await page.locator('main.content').evaluate((m) => (m as unknown as { scrollTop: number }).scrollTop)).toBe(
      0,
    );
    await page.keyboard.press('Alt+R');
    await page.locator('#count-scan').waitFor();
    expect(await focusedId(page)).toBe('count-scan');

    // The reader starts and stops from the counting screen (the demo's simulator).
    await page.getByRole('button', { name: 'Start the demo reader' }).click();
    await page.getByRole('button', { name: 'Stop the reader' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => total(page, 'uniqueTags'), POLL).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Stop the reader' }).click();
    await page.getByRole('button', { name: 'Start the reader' }).waitFor({ timeout: 15_000 });

    // Alt+N from the counting screen opens a new session's form.
    await page.keyboard.press('Alt+N');
    await page.getByLabel('Description').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // No count open: reads are said not to be counted, in the status bar.
    expect((await call('reader.startSimulator', { tags: 5, rate: 50 })).ok).toBe(true);
    const uncounted = page.locator('[data-status="uncounted"]');
    await uncounted.waitFor({ timeout: 15_000 });
    expect(await uncounted.textContent()).toBe('Reads are not being counted: open a count');
    await saveScreenshot(page, 'e2e-counts-screen-uncounted.png');
    expect((await call('reader.stopSimulator', {})).ok).toBe(true);

    // The count finalized, a wedge scan into it is refused with the error signal and the reason, not ignored.
    const listed = await call('counts.sessions.list', { storeId: STORES[0]!.id });
    const id = (listed.ok && listed.value.find((s) => s.description === 'E2E screen')?.id) || '';
    const done = await call('counts.finalize', { sessionId: id, anyway: true });
    expect(done.ok && done.value.ok).toBe(true);
    await page.keyboard.press('Alt+R');
    const row = page.locator('tr', { hasText: 'E2E screen' });
    await expect.poll(() => row.textContent(), POLL).toMatch(/Finalized/);
    await row.getByRole('button', { name: /View/ }).click();
    await page.locator('[data-locked="true"]').waitFor({ timeout: 30_000 });
    await wedge(page, A.upc[0]!);
    await page.getByText('This count is finalized: scans are not counted').first().waitFor({ timeout: 10_000 });
    await page.locator('[data-flash="error"]').waitFor({ state: 'attached', timeout: 10_000 });
    await saveScreenshot(page, 'e2e-counts-screen-finalized.png');
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);
});
