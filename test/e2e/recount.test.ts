// Process: test (node + Chromium). A recount from the review, end to end in browser mode against the demo service:
// an areas-only count of two apparel items; the review marks both beyond the store's zero tolerance;
// the tolerances are edited so one is within; "Request recount of 1 item" asks first, then the count is Recount
// (status chip, at the service) with its list on the counting screen; a scan of the other item is refused in the
// feed with the reason; until it is recounted the listed line says "waiting for recount (earlier 1)" (no counted
// zero, no variance) and the finalize confirmation says the units and value still to recount; the listed item's
// recount replaces its earlier count; the review then finalizes. One variance value throughout: while the item
// waits, the review and the confirmation show the counted line's value only (the waiting line is still to
// recount, in no figure); once recounted, the review, the confirmation and then History show the same value, the
// hand sum over the counted lines.
// Screenshots at 1366x768 into test-results/ (looked at); axe-core on the review and the counting screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORES } from '../../service/seed/catalog-tree';
import { type CatalogItem, demoCatalog } from '../../service/seed/demo-catalog';
import { axeSerious, shot, signedInPage, useAppAndBrowser } from './fixtures';

const STORE = STORES[0]!;
const onHand = (item: CatalogItem) => item.onHand.find((o) => o.storeId === STORE.id)?.quantity ?? 0;
const retail = (item: CatalogItem) => item.stores.find((s) => s.storeId === STORE.id)?.retailPrice1 ?? 0;
/** The demo store's money as the screens show it (the demo service's base currency). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** A money variance as the screens show it: "+$3.00", "−$2.50" (one real minus sign). */
const signedUsd = (n: number) => `${n > 0 ? '+' : n < 0 ? '\u2212' : ''}${usd.format(Math.abs(n))}`;
/** The variance value of items counted `counted` times each, by hand: (counted − on hand) × retail, summed. */
const varianceValueOf = (counted: [CatalogItem, number][]) =>
  signedUsd(Math.round(counted.reduce((sum, [i, n]) => sum + (n - onHand(i)) * retail(i), 0) * 100) / 100);
const VARIANCE_VALUE = '[data-figure="variance-value"]';
const STOCK = [...demoCatalog()].filter((i) => i.kind === 'apparel' && i.active && onHand(i) >= 4);
/** Two stocked apparel items with different on-hands: counted once each, both are beyond a zero tolerance. */
const NEAR = STOCK[0]!;
const FAR = STOCK.find((i) => onHand(i) > onHand(NEAR) + 1)!;

async function scan(page: Page, item: CatalogItem, times = 1) {
  for (let i = 0; i < times; i++) {
    await page.locator('#count-scan').fill(item.upc[0]!);
    await page.locator('#count-scan').press('Enter');
  }
}

describe('a recount from the review (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();

  it('marks lines by tolerance, sends the beyond one back, counts only it and finalizes', async () => {
    const { page, errors } = await signedInPage(e2e, { store: STORE.code });
    await page.getByRole('button', { name: 'Counts' }).click();
    await page.getByRole('button', { name: 'New session' }).click();
    await page.getByLabel('Description').fill('E2E recount');
    await page.getByRole('textbox', { name: /^Areas \(comma/ }).fill('Front, Back room');
    await page.getByRole('radio', { name: /^Areas only/ }).check();
    await page.getByRole('button', { name: 'Create and start counting' }).click();
    await expect.poll(() => page.locator('.area-name').textContent(), { timeout: 90_000 }).toBe('Front');
    await scan(page, NEAR);
    await scan(page, FAR);
    await expect.poll(() => page.locator('[data-total="units"]').textContent(), { timeout: 30_000 }).toBe('2');

    // The review: zero tolerance (none set) marks both lines beyond.
    await page.getByRole('button', { name: 'Review and finalize' }).click();
    const marks = page.locator('.review-marks');
    await expect
      .poll(() => marks.locator('[data-review-summary]').textContent(), { timeout: 30_000 })
      .toMatch(/^Of 2 items counted, one line each: 0 within tolerance, 2 beyond\. 0 not counted\./);
    // The accuracy panel above it judges by the same tolerances, and follows them when they are saved.
    const within = page.locator('.accuracy-panel [data-accuracy="within"]');
    await expect.poll(() => within.textContent(), { timeout: 30_000 }).toBe('0.0%');
    // A default of NEAR's difference in units: NEAR is within, FAR (further off) stays beyond.
    await marks.getByRole('button', { name: 'Edit tolerances…' }).click();
    await marks.getByRole('textbox', { name: 'Store default: units' }).fill(String(onHand(NEAR) - 1));
    // The count's categories each have a row (a category's tolerance replaces the default); left empty here
    // (the rows come with the review's variance, which may still be loading).
    const categoryRow = marks.getByRole('textbox', { name: `${NEAR.levels[0].description}: units` });
    await expect.poll(() => categoryRow.count(), { timeout: 30_000 }).toBe(1);
    await shot(marks.locator('form.tolerance-editor'), `recount-tolerances.png`);
    await marks.getByRole('button', { name: 'Save tolerances' }).click();
    await expect
      .poll(() => marks.locator('[data-review-summary]').textContent(), { timeout: 30_000 })
      .toMatch(/^Of 2 items counted, one line each: 1 within tolerance, 1 beyond\./);
    await expect.poll(() => within.textContent(), { timeout: 30_000 }).toBe('50.0%');
    expect(await page.locator('.accuracy-panel .count-totals').textContent()).toContain('Beyond tolerance1 item');
    expect(await marks.locator('tr[data-review-line]').count()).toBe(1);
    expect(await marks.locator(`tr[data-review-line="${FAR.id}"]`).count()).toBe(1);
    await marks.evaluate((el) =>
      (el as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block: 'start' }),
    );
    await shot(page, `recount-review-marks.png`);
    await shot(page, `recount-review-full.png`, { fullPage: true });
    expect(await axeSerious(page)).toEqual([]);

    // Asked first, in words that say what a recount does.
    await marks.getByRole('button', { name: 'Request recount of 1 item…' }).click();
    expect(await marks.locator('.inline-confirm span').textContent()).toMatch(
      /^Send 1 item back to be counted again\? The count goes to Recount on every PC/,
    );
    await shot(marks.locator('.inline-confirm'), `recount-confirm.png`);
    await marks.getByRole('button', { name: 'Yes, recount 1' }).click();

    // The counting screen of a Recount session shows its list; another item is refused, the listed one recounted.
    await expect.poll(() => page.locator('.status-chip').first().textContent(), { timeout: 30_000 }).toBe('Recount');
    const list = page.locator('.recount-list');
    await expect
      .poll(() => list.locator('[data-recount-summary]').textContent(), { timeout: 30_000 })
      .toMatch(/1 of 1 item still to count/);
    // The listed line waits for its recount: its earlier count in words, no counted zero and no 0 or variance.
    const farLine = page.locator(`.line-row[data-line="${FAR.sku}"]`);
    await expect
      .poll(() => farLine.locator('.line-desc').textContent(), { timeout: 30_000 })
      .toContain(' · waiting for recount (earlier 1)');
    expect(await farLine.textContent()).not.toContain('counted zero');
    expect(await farLine.locator('.num').allTextContents()).toEqual(['—', String(onHand(FAR)), '—']);
    await shot(page.locator('.lines-panel'), `recount-waiting.png`);

    // The review while FAR waits: the variance value is NEAR's counted line only; FAR is still to recount (its
    // waiting 0 is no count), and nothing is missing in an areas-only count.
    await page.getByRole('button', { name: 'Review and finalize' }).click();
    const variance = page.locator('.variance-panel');
    const waitingValue = varianceValueOf([[NEAR, 1]]);
    await expect.poll(() => variance.locator(VARIANCE_VALUE).textContent(), { timeout: 30_000 }).toBe(waitingValue);
    expect(await variance.locator('[data-figure="still-to-recount"]').textContent()).toBe('1 item');
    expect(await variance.locator('[data-figure="missing-value"]').textContent()).toBe(usd.format(0));
    await shot(variance, `recount-variance-waiting.png`);
    // Before finalizing, the confirmation says the same variance value, and what is still to recount: the item,
    // its earlier units and value.
    await page.getByRole('button', { name: 'Finalize session…' }).click();
    const preview = page.locator('[data-finalize-preview]');
    await expect
      .poll(() => preview.textContent(), { timeout: 30_000 })
      .toContain(
        `1 item on the recount list was not counted again (still to recount: earlier 1 unit, ${usd.format(retail(FAR))})`,
      );
    expect(await preview.locator(VARIANCE_VALUE).textContent()).toBe(waitingValue);
    await shot(page.locator('.finalize-panel'), `recount-finalize-left.png`);
    expect(await axeSerious(page)).toEqual([]);
    await page.getByRole('button', { name: /^Not yet/ }).click();
    await page.getByRole('button', { name: /^Back to counting/ }).click();

    await scan(page, NEAR);
    await expect
      .poll(() => page.locator('.scan-feed').textContent(), { timeout: 30_000 })
      .toContain('Not on the recount list');
    await scan(page, FAR, 3);
    const row = list.locator(`tr[data-recount-item="${FAR.id}"]`);
    await expect.poll(() => row.locator('td').nth(2).textContent(), { timeout: 30_000 }).toBe('3');
    expect(await row.locator('td').nth(1).textContent()).toBe('1');
    // Recounted, the line has its count and variance again, and no longer waits.
    await expect.poll(() => farLine.locator('.line-counted').textContent(), { timeout: 30_000 }).toBe('3');
    expect(await farLine.locator('.line-desc').textContent()).not.toContain('waiting for recount');
    await shot(page, `recount-counting.png`);
    expect(await axeSerious(page)).toEqual([]);

    // Finalized from the review: FAR's count is the recount's 3, not 1 + 3. The review and the confirmation show
    // one variance value, the hand sum over both counted lines.
    const finalValue = varianceValueOf([
      [NEAR, 1],
      [FAR, 3],
    ]);
    await page.getByRole('button', { name: 'Review and finalize' }).click();
    await expect.poll(() => variance.locator(VARIANCE_VALUE).textContent(), { timeout: 30_000 }).toBe(finalValue);
    expect(await variance.locator('[data-figure="still-to-recount"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Finalize session…' }).click();
    await expect.poll(() => preview.locator(VARIANCE_VALUE).textContent(), { timeout: 30_000 }).toBe(finalValue);
    await shot(page, `recount-finalize-confirm.png`);
    const yes = page.getByRole('button', { name: /^Yes, finalize/ });
    await expect.poll(() => yes.isEnabled(), { timeout: 30_000 }).toBe(true);
    await yes.click();
    await expect.poll(() => page.locator('.status-chip').first().textContent(), { timeout: 30_000 }).toBe('Finalized');
    const sessions = await e2e.call('counts.sessions.list', { storeId: STORE.id });
    const done = sessions.ok ? sessions.value.find((s) => s.description === 'E2E recount') : undefined;
    expect(done?.status).toBe('Finalized');
    const lines = await e2e.call('review.lines', { sessionId: done!.id });
    expect(lines.ok && lines.value.lines.find((l) => l.itemId === FAR.id)?.counted).toBe(3);

    // History: the count's point shows the same variance value under the same name.
    await page.getByRole('button', { name: 'Counts' }).click();
    await page.getByRole('button', { name: 'Accuracy history' }).click({ timeout: 30_000 });
    const point = page.locator('table.history-counts tbody tr', { hasText: 'E2E recount' });
    await expect.poll(() => point.locator(VARIANCE_VALUE).textContent(), { timeout: 30_000 }).toBe(finalValue);
    expect(await page.locator('table.history-counts thead').textContent()).toContain('Variance value');
    await shot(page.locator('table.history-counts'), `recount-history.png`);
    expect(errors).toEqual([]);
  }, 240_000);
});
