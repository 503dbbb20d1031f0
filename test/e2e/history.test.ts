// Process: test (node + Chromium). Accuracy over time end to end in browser mode: two category counts
// of the demo store made through the app's own requests (four items each at their expected on-hand plus a chosen
// difference), sent and finalized on the local service; then from the Counts home, the History screen: the chart's
// two points (1 unit of tolerance: 50% then 75% within it, 25% then 75% exact), the counts behind them, the item most often wrong, one category's
// chart, the CSV downloaded (a real Chromium download, category rows summing to their count row), and the review's
// accuracy panel of the later count; and floor availability below it: two days kept as the replenishment lists keep
// them (domain/replenish keepAvailability on the app's journal), the store's figures summed from its categories,
// one category alone, the chart's dots and the CSV. Screenshots in test-results/e2e-history-*.png, axe-core clean.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MissingItemView } from '../../contract/counts';
import { keepAvailability } from '../../domain/replenish/availability';
import { STORES } from '../../service/seed/catalog-tree';
import { columnSum, parseCsv } from '../helpers/csv-sums';
import { axeSerious, type CallApp, saveScreenshot, shot, signedInPage, useAppAndBrowser } from './fixtures';

const STORE = STORES[0]!;

async function ok<T>(r: Promise<{ ok: true; value: T } | { ok: false; error: { message: string } }>): Promise<T> {
  const x = await r;
  if (!x.ok) throw new Error(x.error.message);
  return x.value;
}

/** A count of `category` with each of `items` at its expected on-hand + delta, sent and finalized. */
async function finishedCount(
  call: CallApp,
  description: string,
  category: string,
  counted: [MissingItemView, number][],
) {
  const s = await ok(
    call('counts.sessions.create', {
      storeId: STORE.id,
      description,
      areas: ['Front'],
      blind: false,
      scope: { kind: 'categories', categories: [category] },
    }),
  );
  for (const [item, delta] of counted)
    await ok(call('counts.lines.addItem', { sessionId: s.id, itemId: item.itemId, quantity: item.expected + delta }));
  // The outbox sends in the background: finalize is refused while lines wait.
  await expect
    .poll(
      async () => {
        const r = await call('counts.finalize', { sessionId: s.id, anyway: false });
        return r.ok && r.value.ok;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  return s.id;
}

/** Four items of the store's largest category with at least 3 on hand (so 2 under stays a count). */
async function fourItems(call: CallApp) {
  const cats = await ok(call('counts.scope.categories', { storeId: STORE.id }));
  const category = [...cats].sort((a, b) => b.items - a.items)[0]!.category;
  const probe = await ok(
    call('counts.sessions.create', {
      storeId: STORE.id,
      description: 'E2E probe',
      areas: ['Front'],
      blind: false,
      scope: { kind: 'categories', categories: [category] },
    }),
  );
  const page = await ok(call('counts.missing', { sessionId: probe.id, category, offset: 0, limit: 500 }));
  if (page.blind) throw new Error('not blind');
  const items = page.items.filter((i) => i.expected >= 3).slice(0, 4);
  expect(items).toHaveLength(4);
  return { category, items };
}

describe('accuracy history (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();

  it('charts the accuracy of finalized counts, lists them and the items most often wrong, exports CSV', async () => {
    // Downloads are accepted by default (playwright); the CSV is read from one below.
    const { page, errors } = await signedInPage(e2e, { store: STORE.code, viewport: { width: 1366, height: 900 } });

    const { category, items } = await fourItems(e2e.call);
    const [i0, i1, i2, i3] = items as [MissingItemView, MissingItemView, MissingItemView, MissingItemView];
    // The store's tolerance: 1 unit. Oct: exact, +1, +3, -2: 2 of 4 within (50%), 1 exact (25%). Nov: exact but the
    // last (+2, beyond): 75% both.
    expect(
      (await e2e.call('review.tolerances.set', { storeId: STORE.id, tolerances: { default: { units: 1 } } })).ok,
    ).toBe(true);
    await finishedCount(e2e.call, 'E2E accuracy Oct', category, [
      [i0, 0],
      [i1, 1],
      [i2, 3],
      [i3, -2],
    ]);
    const nov = await finishedCount(e2e.call, 'E2E accuracy Nov', category, [
      [i0, 0],
      [i1, 0],
      [i2, 0],
      [i3, 2],
    ]);

    // Floor availability as two days of replenishment lists kept it. Day 1: Tops 1 of 4 items at minimum before, 3
    // after; Shoes 1 of 2, then 2: the store 2 of 6 (33.3%) before, 5 of 6 (83.3%) after. Day 2: as day 1 ended.
    const journal = e2e.app.app.services.journal.db()!;
    const DAY1 = Date.UTC(2026, 10, 20, 9);
    const DAY2 = DAY1 + 86_400_000;
    const at = (tops: number, shoes: number) => [
      { category: 'Tops', held: 4, atMinimum: tops },
      { category: 'Shoes', held: 2, atMinimum: shoes },
    ];
    keepAvailability(journal, STORE.id, at(1, 1), DAY1);
    keepAvailability(journal, STORE.id, at(3, 2), DAY1 + 3_600_000);
    keepAvailability(journal, STORE.id, at(3, 2), DAY2);

    // From the Counts home.
    await page.getByRole('button', { name: 'Counts' }).click();
    await page.getByRole('button', { name: 'Accuracy history' }).click({ timeout: 30_000 });
    await page.getByRole('heading', { name: /^Accuracy over time/ }).waitFor();
    const rows = page.locator('table.history-counts tbody tr');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);
    // Newest first, each with its figures.
    const oct = rows.filter({ hasText: 'E2E accuracy Oct' });
    const novRow = rows.filter({ hasText: 'E2E accuracy Nov' });
    expect(await rows.first().getAttribute('data-session')).toBe(nov);
    expect(await novRow.locator('td').nth(2).textContent()).toBe('75.0%');
    expect(await novRow.locator('td').nth(3).textContent()).toBe('75.0%');
    expect(await oct.locator('td').nth(2).textContent()).toBe('50.0%');
    expect(await oct.locator('td').nth(3).textContent()).toBe('25.0%');
    expect(await oct.locator('td').nth(5).textContent()).toBe('2');
    // The chart: one dot per count for each line (within tolerance, exact).
    const dots = page.locator('.history-chart .recharts-line-dots circle');
    await expect.poll(() => dots.count(), { timeout: 30_000 }).toBe(4);
    // Wrong in both counts: the fourth item, on top.
    const wrong = page.locator('table.history-wrong tbody tr');
    expect(await wrong.first().textContent()).toContain(i3.sku);
    expect(await wrong.first().locator('td').nth(2).textContent()).toBe('2');
    // Off by 2 under, then 2 over: 4 units of money off, not 0.
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(await wrong.first().locator('td').nth(4).textContent()).toBe(usd.format(4 * i3.retail!));
    // The read-back from the service ends: Refresh again, and the service's count of finalized counts said.
    await page.getByRole('button', { name: 'Refresh' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-read-back]').textContent()).toMatch(
      /The service holds \d+ finalized counts? of this store/,
    );
    // Floor availability below: newest day first, the store's figures, then Tops alone.
    const availability = page.locator('table.history-availability tbody tr');
    await expect.poll(() => availability.count(), { timeout: 30_000 }).toBe(2);
    const day1 = availability.last();
    expect(await day1.getAttribute('data-day')).toBe('2026-11-20');
    expect(await day1.locator('[data-figure="before"]').textContent()).toBe('2 of 6');
    expect(await day1.locator('[data-figure="before-percent"]').textContent()).toBe('33.3%');
    expect(await day1.locator('[data-figure="after"]').textContent()).toBe('5 of 6');
    expect(await day1.locator('[data-figure="after-percent"]').textContent()).toBe('83.3%');
    expect(await availability.first().locator('[data-figure="before-percent"]').textContent()).toBe('83.3%');
    // Two days, a dot for each of the two lines.
    const availabilityDots = page.locator('.availability-chart .recharts-line-dots circle');
    await expect.poll(() => availabilityDots.count()).toBe(4);
    await saveScreenshot(page, 'e2e-history.png');
    await shot(page.locator('.history-availability-section'), 'e2e-history-availability.png');
    await page.getByRole('combobox', { name: 'Availability of' }).selectOption('Tops');
    await expect.poll(() => day1.locator('[data-figure="before"]').textContent()).toBe('1 of 4');
    expect(await day1.locator('[data-figure="after-percent"]').textContent()).toBe('75.0%');
    const [availabilityDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export availability CSV' }).click(),
    ]);
    expect(availabilityDownload.suggestedFilename()).toBe(`floor availability ${STORE.code}.csv`);
    const kept = parseCsv(readFileSync((await availabilityDownload.path())!, 'utf8')).rows;
    const keptDay1 = kept.filter((r) => r.day === '2026-11-20');
    expect(keptDay1.map((r) => r.category)).toEqual(['Shoes', 'Tops']);
    expect([columnSum(keptDay1, 'held before'), columnSum(keptDay1, 'at minimum before')]).toEqual([6, 2]);
    expect(columnSum(keptDay1, 'at minimum after')).toBe(5);
    await shot(page.locator('table.history-counts'), 'e2e-history-counts.png');
    await shot(page.locator('table.history-wrong'), 'e2e-history-wrong.png');
    expect(await axeSerious(page)).toEqual([]);

    // One category's chart (the counts were all of it: the same points).
    await page.getByRole('combobox', { name: 'Chart' }).selectOption(category);
    await expect.poll(() => dots.count()).toBe(4);
    await saveScreenshot(page, 'e2e-history-category.png');

    // The CSV: a count row per count and its category rows summing to it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`accuracy ${STORE.code}.csv`);
    const csv = parseCsv(readFileSync((await download.path())!, 'utf8'));
    const counts = csv.rows.filter((r) => r.row === 'count');
    expect(counts.map((r) => [r.description, r['accuracy %'], r.items])).toEqual([
      ['E2E accuracy Oct', '50', '4'],
      ['E2E accuracy Nov', '75', '4'],
    ]);
    const cats = csv.rows.filter((r) => r.row === 'category');
    expect(columnSum(cats, 'items')).toBe(columnSum(counts, 'items'));
    expect(columnSum(cats, 'exact')).toBe(columnSum(counts, 'exact'));

    // The review of the later count: its stored accuracy.
    await page.getByRole('button', { name: 'Counts' }).click();
    const row = page.locator('tr', { hasText: 'E2E accuracy Nov' });
    await row
      .getByRole('button', { name: /^Open|^View/ })
      .first()
      .click({ timeout: 30_000 });
    const panel = page.locator('.accuracy-panel');
    await expect.poll(() => panel.locator('[data-accuracy="exact"]').textContent(), { timeout: 30_000 }).toBe('75.0%');
    expect(await panel.locator('[data-accuracy="within"]').textContent()).toBe('75.0%');
    expect(await panel.textContent()).toContain('Stored for the history');
    await saveScreenshot(page, 'e2e-history-review.png');
    await shot(panel, 'e2e-history-panel.png');
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);
});
