// Process: test (node + Chromium). The scope of a count, end to end in browser mode against the demo service:
// an areas-only count, a category count and a whole-store count are created from the new-session
// form, a few items are counted by typed barcodes, and each review shows figures equal to a hand count from the
// seeded data (the demo catalog's on-hand, department and price at the store): counted / expected and the
// variance in units and value over the counted lines, the missing items (only the scope's, with a count per
// category) and their value on hand, apart, and the finalize confirmation's numbers. In the category count, an item of another category is marked "outside the scope" on the
// feed and its line counted in the header. Screenshots of the three reviews at 1366x768 into test-results/; axe-core on each.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORES } from '../../service/seed/catalog-tree';
import { type CatalogItem, demoCatalog } from '../../service/seed/demo-catalog';
import { axeSerious, shot, signedInPage, useAppAndBrowser } from './fixtures';

const STORE = STORES[0]!;
const CATALOG = [...demoCatalog()];
const at = (item: CatalogItem) => ({
  onHand: item.onHand.find((o) => o.storeId === STORE.id)?.quantity,
  retail: item.stores.find((s) => s.storeId === STORE.id)?.retailPrice1 ?? 0,
  category: item.levels[0].description,
});
/** The store's stock as seeded: items with an on-hand row at the store. */
const STOCK = CATALOG.filter((i) => at(i).onHand !== undefined);

/** Two apparel items and a food-and-beverage one, all stocked at the store. */
const SHIRT = STOCK.find((i) => i.kind === 'apparel' && i.index >= 100 && i.active)!;
const JACKET = STOCK.find(
  (i) => i.kind === 'apparel' && i.index >= 140 && i.active && at(i).category === at(SHIRT).category,
)!;
const SNACK = STOCK.find((i) => i.kind === 'fnb' && i.active)!;

/** The hand count: the variance over the counted lines (what finalizing posts, the scope's items and any counted
 * outside it), and the missing items (the scope's, on hand, not counted) apart with their value on hand. */
function handCount(expected: CatalogItem[], counted: Map<CatalogItem, number>) {
  const items = new Set([...expected, ...counted.keys()]);
  let onHand = 0;
  let units = 0;
  let value = 0;
  let missingValue = 0;
  const missing = new Map<string, number>();
  for (const item of items) {
    const f = at(item);
    const c = counted.get(item);
    if (c !== undefined) {
      onHand += f.onHand ?? 0;
      units += c;
      value += (c - (f.onHand ?? 0)) * f.retail;
    } else if ((f.onHand ?? 0) > 0) {
      missing.set(f.category, (missing.get(f.category) ?? 0) + 1);
      missingValue += (f.onHand ?? 0) * f.retail;
    }
  }
  return {
    onHand,
    units,
    variance: units - onHand,
    value: Math.round(value * 100) / 100,
    missing: [...missing.values()].reduce((a, b) => a + b, 0),
    missingByCategory: missing,
    missingValue: Math.round(missingValue * 100) / 100,
  };
}

const fmt = (n: number) => n.toLocaleString('en-US');
const signed = (n: number) => (n > 0 ? `+${fmt(n)}` : n < 0 ? `\u2212${fmt(-n)}` : '0');
/** A money figure as digits and sign only ("−1234.50"), whatever currency symbol it carries. */
const moneyDigits = (n: number) => `${n < 0 ? '\u2212' : n > 0 ? '+' : ''}${Math.abs(n).toFixed(2)}`;
const digitsOf = (text: string | null) => (text ?? '').replace(/[^0-9.+\u2212]/g, '');

async function createCount(
  page: Page,
  description: string,
  scope: 'Whole store' | 'Categories' | 'Areas only',
  categories: string[] = [],
) {
  await page
    .getByRole('button', { name: /^← Sessions/ })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await page.getByRole('button', { name: 'New session' }).click();
  await page.getByLabel('Description').fill(description);
  await page.getByRole('textbox', { name: /^Areas \(comma/ }).fill('Front, Back room');
  await page.getByRole('radio', { name: new RegExp(`^${scope}`) }).check();
  for (const c of categories) await page.getByRole('checkbox', { name: new RegExp(`^${c} \\(`) }).check();
  if (categories.length) await shot(page.locator('form.new-session'), `new-session-categories.png`);
  await page.getByRole('button', { name: 'Create and start counting' }).click();
  await expect.poll(() => page.locator('.area-name').textContent(), { timeout: 90_000 }).toBe('Front');
}

async function scan(page: Page, item: CatalogItem, times = 1) {
  for (let i = 0; i < times; i++) {
    await page.locator('#count-scan').fill(item.upc[0]!);
    await page.locator('#count-scan').press('Enter');
  }
}

/** Opens the review and checks every figure it shows against the hand count; screenshots it. */
async function review(page: Page, name: string, scopeText: RegExp, hand: ReturnType<typeof handCount>) {
  // Every scan is counted before the review opens.
  await expect
    .poll(() => page.locator('[data-total="units"]').textContent(), { timeout: 30_000 })
    .toBe(fmt(hand.units));
  await page.getByRole('button', { name: 'Review and finalize' }).click();
  await page.getByRole('heading', { name: 'Variance', exact: true }).waitFor();
  expect(await page.locator('.count-header .scope-chip').textContent()).toMatch(scopeText);
  const totals = page.locator('.variance-totals');
  await expect.poll(() => totals.locator('dd').first().textContent()).toBe(`${fmt(hand.units)} / ${fmt(hand.onHand)}`);
  expect(await totals.locator('[data-variance="units"]').textContent()).toBe(signed(hand.variance));
  expect(digitsOf(await totals.locator('[data-figure="variance-value"]').textContent())).toBe(moneyDigits(hand.value));
  expect(digitsOf(await totals.locator('[data-figure="missing-value"]').textContent())).toBe(
    Math.abs(hand.missingValue).toFixed(2),
  );
  // The chart's axis holds zero and every tick reads differently (one category's bar once sat on an axis of
  // five "−$1K" ticks, starting near its own value).
  const ticks = await page.locator('.variance-chart .recharts-cartesian-axis-tick-value').allTextContents();
  expect(ticks).toContain('$0');
  expect(new Set(ticks).size).toBe(ticks.length);
  const missing = page.locator('.missing-panel');
  expect(await missing.locator('#missing-title .badge').textContent()).toBe(fmt(hand.missing));
  for (const [category, n] of hand.missingByCategory)
    expect(await missing.getByRole('button', { name: new RegExp(`^${category} ${fmt(n)}$`) }).count()).toBe(1);
  expect(await missing.locator('.missing-categories button').count()).toBe(
    hand.missing === 0 ? 0 : hand.missingByCategory.size + 1,
  );
  // The finalize confirmation says what finalizing means for this scope, in the same numbers.
  await page.getByRole('button', { name: 'Finalize session…' }).click();
  const preview = page.locator('[data-finalize-preview]');
  await expect.poll(() => preview.textContent(), { timeout: 10_000 }).toMatch(/items? counted/);
  const said = (await preview.textContent()) ?? '';
  expect(said).toContain(`${fmt(hand.missing)} ${hand.missing === 1 ? 'item' : 'items'} expected but not counted`);
  expect(said).toContain(`(${signed(hand.variance)} unit`);
  expect(digitsOf(await preview.locator('[data-figure="variance-value"]').textContent())).toBe(moneyDigits(hand.value));
  expect(await preview.locator('[data-figure="missing-value"]').textContent()).toBe(
    await totals.locator('[data-figure="missing-value"]').textContent(),
  );
  await expect
    .poll(() => page.getByRole('button', { name: /^Yes, finalize/ }).isEnabled(), { timeout: 30_000 })
    .toBe(true);
  await shot(page.locator('.finalize-panel'), `${name}-finalize.png`);
  await page.getByRole('button', { name: 'Not yet' }).click();
  await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  await shot(page, `${name}.png`);
  // The main area scrolls inside the shell: the Missing panel is shot scrolled to its top.
  await missing.evaluate((el) =>
    (el as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block: 'start' }),
  );
  await shot(page, `${name}-missing.png`);
  expect(await axeSerious(page)).toEqual([]);
}

describe('the scope of a count (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();

  it('reviews an areas-only, a category and a whole-store count with figures equal to a hand count', async () => {
    const { page, errors } = await signedInPage(e2e, { store: STORE.code });
    await page.getByRole('button', { name: 'Counts' }).click();

    // Areas only: two apparel items counted in Front; nothing else expected or missing.
    await createCount(page, 'E2E two areas', 'Areas only');
    await scan(page, SHIRT, 2);
    await scan(page, JACKET);
    const areas = handCount(
      [],
      new Map([
        [SHIRT, 2],
        [JACKET, 1],
      ]),
    );
    expect(areas.missing).toBe(0);
    await review(page, 'review-areas-only', /^Scope: areas counted only$/, areas);

    // One category: Food & Beverage; a snack counted in it, a shirt counted outside it (in the figures, never
    // missing), every other stocked food-and-beverage item missing.
    const fnb = at(SNACK).category;
    await createCount(page, 'E2E one category', 'Categories', [fnb]);
    await scan(page, SNACK, 3);
    await scan(page, SHIRT);
    // The shirt still counts, but its feed row says it is outside the scope and the header counts its line; the
    // snack's row is not marked.
    const row = (item: CatalogItem) => page.locator('.scan-feed-list .feed-row', { hasText: item.sku });
    await expect
      .poll(() => row(SHIRT).locator('.feed-message').textContent(), { timeout: 30_000 })
      .toBe(' · outside the scope');
    expect(await row(SHIRT).locator('.feed-outcome').textContent()).toBe('New item');
    expect(await row(SNACK).locator('.feed-message').count()).toBe(0);
    expect(await page.locator('.count-header [data-total="outsideScope"]').textContent()).toBe(
      '1 line outside the scope',
    );
    await scan(page, SHIRT);
    await expect.poll(() => page.locator('[data-total="units"]').textContent(), { timeout: 30_000 }).toBe('5');
    expect(await page.locator('.count-header [data-total="outsideScope"]').textContent()).toBe(
      '1 line outside the scope',
    );
    const cat = handCount(
      STOCK.filter((i) => at(i).category === fnb),
      new Map([
        [SNACK, 3],
        [SHIRT, 2],
      ]),
    );
    expect([...cat.missingByCategory.keys()]).toEqual([fnb]);
    await review(page, 'review-category', new RegExp(`^Scope: category: ${fnb}$`), cat);
    // Every missing item is reachable (no cap): the next page, then "confirm all" says how many before it sets them,
    // and sets only the scope's (the review then has nothing missing, the figures unchanged but the counted zeros).
    const missing = page.locator('.missing-panel');
    await missing.getByRole('button', { name: `Next ${100}` }).click();
    await expect.poll(() => missing.locator('[aria-live]').textContent()).toBe(`101–200 of ${fmt(cat.missing)}`);
    await missing.getByRole('button', { name: /^Confirm all .* as zero/ }).click();
    expect(await missing.locator('.inline-confirm span').textContent()).toBe(
      `Set ${fmt(cat.missing)} items of this count's scope to counted zero? Items outside the scope are never set.`,
    );
    await missing.getByRole('button', { name: /^Set .* to zero/ }).click();
    await expect.poll(() => missing.locator('#missing-title .badge').textContent(), { timeout: 30_000 }).toBe('0');
    // Confirmed zeros are counts (finalizing posts them): they join the variance, and nothing is missing now.
    const zeroed = handCount(
      STOCK.filter((i) => at(i).category === fnb),
      new Map([
        [SNACK, 3],
        [SHIRT, 2],
        ...STOCK.filter((i) => at(i).category === fnb && i !== SNACK && (at(i).onHand ?? 0) > 0).map(
          (i) => [i, 0] as const,
        ),
      ]),
    );
    const totals = page.locator('.variance-totals');
    await expect
      .poll(() => totals.locator('dd').first().textContent(), { timeout: 30_000 })
      .toBe(`${fmt(cat.units)} / ${fmt(zeroed.onHand)}`);
    expect(digitsOf(await totals.locator('[data-figure="variance-value"]').textContent())).toBe(
      moneyDigits(zeroed.value),
    );
    expect(digitsOf(await totals.locator('[data-figure="missing-value"]').textContent())).toBe('0.00');

    // The whole store: every stocked item expected.
    await createCount(page, 'E2E whole store', 'Whole store');
    await scan(page, SHIRT);
    const store = handCount(STOCK, new Map([[SHIRT, 1]]));
    await review(page, 'review-whole-store', /^Scope: whole store$/, store);

    // The session list names each count's scope.
    await page.getByRole('button', { name: /^← Sessions/ }).click();
    for (const [description, scope] of [
      ['E2E two areas', 'areas counted only'],
      ['E2E one category', `category: ${fnb}`],
      ['E2E whole store', 'whole store'],
    ])
      await expect
        .poll(() => page.locator('tr', { hasText: description }).locator('td').nth(2).textContent(), {
          timeout: 10_000,
        })
        .toBe(scope);
    expect(errors).toEqual([]);
  }, 400_000);
});
