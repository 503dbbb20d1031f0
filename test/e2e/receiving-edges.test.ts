// Process: test (node + Chromium). The rough edges of a first receipt, in browser mode at 1366×768:
// a case scanned twice while the screen is scrolled away asks for its pack size naming the item, in view; once set,
// one feed row says how many units were received for that case and names the item, and no row still asks;
// "Remove all not on the order" asks first with the number of lines (Keep keeps them); the summary says "1 line";
// dates in one format that follows the language setting (Settings: a language picker with an example, and the
// fallback currency refused by main when it is no ISO code), the receipts list and its day fields included (no
// native date input). Screenshots `e2e-receiving-edges-*.png`; axe-core on each screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type CatalogItem, catalogItemAt, demoCaseOf } from '../../service/seed/demo-catalog';
import { DEMO_OPEN_ORDER, demoOrders } from '../../service/seed/demo-orders';
import {
  axeSerious,
  collectPageErrors,
  LOOSE_WEDGE,
  saveScreenshot,
  scannerBurst,
  signInAndChooseStore,
  useAppAndBrowser,
} from './fixtures';

const ORDER = demoOrders().find((o) => o.docNumber === DEMO_OPEN_ORDER)!;
const onOrder = new Set(ORDER.lines.map((l) => l.itemIndex));
const CASED = ORDER.lines.map((l) => catalogItemAt(l.itemIndex)).find((i) => demoCaseOf(i))!;
const CASE = demoCaseOf(CASED)!;
/** Two apparel items with a barcode that PO00041 does not order. */
const [EXTRA1, EXTRA2] = [1, 2, 3, 4, 5, 6]
  .filter((i) => !onOrder.has(i))
  .map((i) => catalogItemAt(i))
  .filter((i) => i.upc.length > 0);

/** A scanner burst with the focus on no field and the content scrolled to its end (the prompt is out of view). */
async function wedgeScrolledAway(page: Page, code: string) {
  // Runs in the page (a string: this file is type-checked without the DOM library).
  await page.evaluate(
    "document.activeElement?.blur(); document.querySelector('.content').scrollTo(0, document.querySelector('.content').scrollHeight)",
  );
  await scannerBurst(page, code);
}

/** Whether the pack-size question is inside the window, whole. */
const promptInView = (page: Page) =>
  page.evaluate<boolean>(
    "(() => { const r = document.querySelector('form.pack-size').getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; })()",
  );

const itemWords = (item: CatalogItem) => `${item.sku} ${item.description}`;

describe('receiving rough edges (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();
  const call = e2e.call;

  it('names the case and what it added, confirms removing extra lines, and shows dates in the chosen language', async () => {
    expect(EXTRA1 && EXTRA2).toBeTruthy();
    const page = await e2e.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = collectPageErrors(page);
    expect((await call('reader.setSettings', { wedge: LOOSE_WEDGE })).ok).toBe(true);
    await page.goto(e2e.app.url);
    await signInAndChooseStore(page);

    // A new receipt against PO00041, and two items not on the order.
    await page.getByRole('button', { name: 'Receiving' }).click();
    await page.locator('[data-receipt="REC00118"]').waitFor({ timeout: 30_000 });
    // Dates in the default language (en-GB): day first, four-digit year, 24-hour clock.
    const lastUpdated = page.locator('[data-receipt="REC00118"] [data-updated]');
    expect(await lastUpdated.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    await page.keyboard.press('Alt+N');
    await page.locator('#draft-title').waitFor({ timeout: 30_000 });
    await page.getByLabel('Vendor').selectOption({ label: 'V001 Northwind Apparel' });
    const poOption = page.locator('#draft-po option', { hasText: DEMO_OPEN_ORDER });
    await expect.poll(() => poOption.count()).toBe(1);
    await page.getByLabel('Purchase order').selectOption((await poOption.getAttribute('value'))!);
    await page.locator(`[data-po-line="${CASED.sku}"]`).waitFor({ timeout: 15_000 });
    await wedgeScrolledAway(page, EXTRA1!.upc[0]!);
    await wedgeScrolledAway(page, EXTRA2!.upc[0]!);
    const extra = page.locator('.extra-lines tbody tr');
    await expect.poll(() => extra.count(), { timeout: 30_000 }).toBe(2);

    // The case, twice, while the screen is scrolled to its end: the question names the item and is in view.
    // A person scans with the screen scrolled to its end, sees the question, scans again: two bursts sent at once would reach main in one batch, which
    // the feed treats as a reader's re-reads (one row per code).
    const prompt = page.getByRole('form', { name: 'Pack size' });
    await wedgeScrolledAway(page, CASE.gtin14);
    await prompt.waitFor({ timeout: 30_000 });
    await scannerBurst(page, CASE.gtin14);
    await expect.poll(() => prompt.textContent(), { timeout: 30_000 }).toContain('for its 2 scans');
    expect(await prompt.textContent()).toContain(CASE.gtin14);
    expect(await page.locator('[data-pack-item]').textContent()).toBe(itemWords(CASED));
    await expect.poll(() => promptInView(page)).toBe(true);
    const waiting = page.locator('[data-outcome="needsPackSize"]');
    await expect.poll(() => waiting.count()).toBe(2);
    expect(await waiting.first().textContent()).toContain(CASED.sku);
    const feed = page.locator('.receiving-scan');
    expect(await feed.textContent()).not.toMatch(/scan it again/i);
    await saveScreenshot(page, 'e2e-receiving-edges-pack-size.png');
    expect(await axeSerious(page)).toEqual([]);

    // Set from the keyboard: one row for the case, its units in all and the item; no row asks any more.
    await page.keyboard.press('Alt+P');
    await page.keyboard.type(String(CASE.units));
    await page.keyboard.press('Enter');
    await expect.poll(() => prompt.count(), { timeout: 30_000 }).toBe(0);
    const newest = page.locator('.receiving-scan [data-outcome]').first();
    await expect.poll(() => newest.getAttribute('data-outcome')).toBe('added');
    expect(await newest.textContent()).toContain(`+${2 * CASE.units}`);
    expect(await newest.textContent()).toContain(CASED.description);
    expect(await feed.textContent()).toContain(`2 cases of ${CASE.units} received`);
    expect(await waiting.count()).toBe(0);
    expect(await feed.textContent()).not.toMatch(/scan it again|nothing added/i);
    await saveScreenshot(page, 'e2e-receiving-edges-case-added.png');

    // Remove all not on the order: asked first with the number; Keep keeps them, Yes removes both.
    const removeAll = page.getByRole('button', { name: 'Remove all not on the order' });
    await removeAll.click();
    const confirm = page.getByRole('group', { name: 'Remove the lines not on the order?' });
    expect(await confirm.textContent()).toContain('Remove 2 lines not on the order?');
    expect(await page.evaluate<string>("document.activeElement?.textContent ?? ''")).toBe('Keep them');
    expect(await axeSerious(page)).toEqual([]);
    await page.keyboard.press('Enter');
    expect(await extra.count()).toBe(2);
    await removeAll.click();
    await confirm.getByRole('button', { name: 'Yes, remove 2' }).click();
    await expect.poll(() => extra.count(), { timeout: 30_000 }).toBe(0);
    // One line left (the case): the summary says so in the singular.
    await expect
      .poll(() => page.locator('.submit-panel p.muted').first().textContent())
      .toBe(`1 line · ${2 * CASE.units} units · 0 tags`);

    // Settings: German dates, shown in the example at once; a currency that is no ISO code is refused by main.
    await page.getByRole('button', { name: 'Settings' }).click();
    const language = page.getByLabel('Language of dates and times');
    await language.selectOption('de-DE');
    // The example follows the saved setting (a round trip to main): under load that took past the poll's 5 s default.
    await expect
      .poll(() => page.locator('[data-date-example]').textContent(), { timeout: 30_000 })
      .toContain('23.11.2026, 18:05');
    expect(await page.locator('[data-date-example]').textContent()).toContain('dd.mm.yyyy');
    const currency = page.getByLabel('Currency when the service gives none');
    await currency.fill('EU1');
    await currency.press('Enter');
    await expect.poll(() => currency.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-currency-error]').textContent()).toMatch(/ISO 4217/);
    await saveScreenshot(page, 'e2e-receiving-edges-settings.png');
    expect(await axeSerious(page)).toEqual([]);
    await currency.fill('EUR');
    await currency.press('Enter');
    await expect.poll(() => currency.getAttribute('aria-invalid')).toBeNull();
    const saved = await call('settings.get', {});
    expect(saved.ok && [saved.value.language, saved.value.currency]).toEqual(['de-DE', 'EUR']);

    // The receipts list in German: every date as dd.mm.yyyy, and its day fields typed the same way.
    await page.getByRole('button', { name: 'Receiving' }).click();
    await page.locator('#draft-title').waitFor();
    await page.keyboard.press('Alt+B');
    await page.locator('[data-receipt="REC00118"]').waitFor({ timeout: 30_000 });
    expect(await lastUpdated.textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    const from = page.getByRole('textbox', { name: 'Changed from' });
    expect(await from.getAttribute('placeholder')).toBe('dd.mm.yyyy');
    await from.fill('2026-11-01');
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    await from.fill('01.01.2020');
    expect(await from.getAttribute('aria-invalid')).toBeNull();
    await from.press('Enter');
    await expect.poll(() => page.locator('[data-receipt="REC00118"]').count(), { timeout: 30_000 }).toBe(1);
    await saveScreenshot(page, 'e2e-receiving-edges-list-de.png');
    expect(await axeSerious(page)).toEqual([]);

    // No date on the screen in another format (this PC's draft in the drafts list included).
    expect(await page.locator('.content').textContent()).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{2,4}/);
    expect(errors).toEqual([]);
  }, 300_000);
});
