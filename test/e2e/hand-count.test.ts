// Process: test (node + Chromium). A shelf counted by hand in shelf order, in browser mode against the demo service,
// keyboard only: a first count of the back bar scans three items (their shelf order is learnt from it), a second
// count opens "Count by shelf order" (Alt+H): the items stand in that order, the quantity field has the focus,
// "3 + 4" Enter counts the first with its breakdown and moves to the next item not counted, a decimal of an item
// counted in whole units is refused in words and counts nothing, Alt+↑ moves an item up the shelf (saved), and the
// count's units equal the hand count; then an open bottle weighed on the simulated scale (its weights typed) adds its
// fraction as computed by hand, once, and a weight below its empty bottle is refused in words; with the panel closed
// the item last scanned takes the next bottle weighed. The unit is chosen by keyboard beside the item (Alt+K), the
// weighing shows on the scan feed with its weight and fraction, ordinary count lines take typed counts with their
// breakdown on the pad, and Settings → Units refuses a step that does not divide a unit. Screenshots into
// test-results/; axe-core clean.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORES } from '../../service/seed/catalog-tree';
import { demoCatalog } from '../../service/seed/demo-catalog';
import { axeSerious, focusedId, shot, signedInPage, total, useAppAndBrowser } from './fixtures';

const STORE = STORES[0]!;
/** Three food-and-beverage items stocked at the store, in the order they stand on the back bar. */
const SHELF = [...demoCatalog()]
  .filter((i) => i.kind === 'fnb' && i.active && i.stores.some((s) => s.storeId === STORE.id))
  .slice(0, 3);

async function newCount(page: Page, description: string) {
  await page
    .getByRole('button', { name: /^← Sessions/ })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await page.getByRole('button', { name: 'New session' }).click();
  await page.getByLabel('Description').fill(description);
  await page.getByRole('textbox', { name: /^Areas \(comma/ }).fill('Back bar');
  await page.getByRole('button', { name: 'Create and start counting' }).click();
  await expect.poll(() => page.locator('.area-name').textContent(), { timeout: 90_000 }).toBe('Back bar');
}

const shelfTexts = (page: Page) => page.locator('.hand-count-lines li').allTextContents();

describe('counting a shelf by hand in shelf order (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();

  it('walks the back bar in its learnt order, typed counts with their breakdown, reordered with the keyboard', async () => {
    expect(SHELF).toHaveLength(3);
    const [first, second, third] = SHELF as [(typeof SHELF)[0], (typeof SHELF)[0], (typeof SHELF)[0]];
    const { page, errors } = await signedInPage(e2e, { store: STORE.code });
    await page.getByRole('button', { name: 'Counts' }).click();
    await newCount(page, 'Back bar, Monday');
    for (const item of SHELF) {
      await page.locator('#count-scan').fill(item.upc[0]!);
      await page.locator('#count-scan').press('Enter');
    }
    await expect.poll(() => total(page, 'units'), { timeout: 30_000 }).toBe(3);

    await newCount(page, 'Back bar, Tuesday');
    await page.keyboard.press('Alt+H');
    const field = page.locator('#hand-count-quantity');
    await expect.poll(() => shelfTexts(page), { timeout: 10_000 }).toHaveLength(3);
    const order = await shelfTexts(page);
    SHELF.forEach((item, i) => {
      expect(order[i]).toContain(item.sku);
      expect(order[i]).toContain('not counted');
    });
    await expect.poll(() => focusedId(page)).toBe('hand-count-quantity');

    await page.keyboard.type('3 + 4');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-breakdown]').textContent()).toBe(`${first.description}: 3 + 4 = 7`);
    await expect.poll(async () => (await shelfTexts(page))[0]).toContain('7 each');
    await expect
      .poll(() => page.locator('.hand-count-lines li[aria-current="true"]').textContent())
      .toContain(second.sku);

    // Counted in whole units: a decimal is refused in words, and nothing changes.
    await page.keyboard.type('2.5');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/finer than this item's precision/);
    expect((await shelfTexts(page))[1]).toContain('not counted');
    await field.fill('');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await shelfTexts(page))[1]).toContain('2 each');
    await expect
      .poll(() => page.locator('.hand-count-lines li[aria-current="true"]').textContent())
      .toContain(third.sku);

    // The third item stands before the second on this shelf: moved up, and the order is kept for the area.
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(async () => (await shelfTexts(page))[1]).toContain(third.sku);
    expect((await shelfTexts(page))[2]).toContain(second.sku);
    const sessions = await e2e.call('counts.sessions.list', { storeId: STORE.id });
    const tuesday = sessions.ok ? sessions.value.find((x) => x.description === 'Back bar, Tuesday') : undefined;
    const saved = await e2e.call('counts.shelf', { sessionId: tuesday!.id });
    expect(saved.ok && saved.value.lines.map((l) => l.itemId)).toEqual([first.id, third.id, second.id]);

    await expect.poll(() => total(page, 'units'), { timeout: 30_000 }).toBe(9);

    // An open bottle of the current item (the third) weighed on the simulated scale: its weights typed, a bottle put
    // on the pan, and the line gains (weight − empty) / (full − empty) at the bottle's step of 0.05.
    // Its unit chosen beside it with the keyboard: Alt+K, then "b" for bottle (each unit's step shows beside it).
    await page.keyboard.press('Alt+K');
    await page.keyboard.press('b');
    await expect.poll(() => page.locator('[data-item-unit]').getAttribute('data-item-unit')).toBe('bottle');
    await expect.poll(() => page.locator('.item-unit').textContent()).toContain('to 0.05');
    await field.focus();
    await e2e.call('scale.setSettings', { source: 'simulator' });
    const weights = page.getByRole('form', { name: 'Bottle weights' });
    await weights.getByLabel('Full (g)').fill('1200');
    await weights.getByLabel('Empty (g)').fill('450');
    await weights.getByLabel('Empty (g)').press('Enter');
    await expect
      .poll(() => page.locator('[data-bottle-weights]').textContent())
      .toMatch(/full 1,200\.0 g, empty 450\.0 g/);
    await e2e.call('scale.simulatorPut', { grams: 792 });
    const byHand = Math.round((792 - 450) / (1200 - 450) / 0.05) * 0.05;
    expect(byHand).toBeCloseTo(0.45, 9);
    const afterWeighing = byHand;
    await expect
      .poll(() => page.locator('[data-weighed]').textContent(), { timeout: 30_000 })
      .toBe(`${third.description}: 792.0 g = 0.45 bottle, 0.45 counted`);
    await expect.poll(async () => (await shelfTexts(page))[1]).toContain('0.45 bottle');
    // The scan feed shows the weighing: the weight and the fraction it added.
    await expect
      .poll(() => page.locator('.scan-feed-list .feed-row').first().textContent(), { timeout: 10_000 })
      .toMatch(new RegExp(`Weighed.*${third.sku}.*792\\.0 g → 0\\.45 bottle`));
    // The bottle left on the pan is weighed once: a second stable reading of it adds nothing.
    const tuesdayLines = async () => {
      const r = await e2e.call('counts.shelf', { sessionId: tuesday!.id });
      return r.ok ? r.value.lines.find((l) => l.itemId === third.id)?.counted : undefined;
    };
    expect(await tuesdayLines()).toBe(afterWeighing);

    // Lifted, and a lighter thing put down: below the empty bottle, refused in words, nothing added.
    await e2e.call('scale.simulatorPut', { grams: 0 });
    await e2e.call('scale.simulatorPut', { grams: 300 });
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 })
      .toMatch(/less than this item's empty bottle/);
    expect(await tuesdayLines()).toBe(afterWeighing);
    await shot(page, 'hand-count-shelf-order.png');
    expect(await axeSerious(page)).toEqual([]);

    // The panel closed, the item last scanned takes the weighing: its bottle scanned (+1), then an open one weighed.
    await page.keyboard.press('Alt+H');
    await page.locator('#count-scan').fill(third.upc[0]!);
    await page.locator('#count-scan').press('Enter');
    await expect.poll(tuesdayLines, { timeout: 30_000 }).toBe(afterWeighing + 1);
    await e2e.call('scale.simulatorPut', { grams: 0 });
    await e2e.call('scale.simulatorPut', { grams: 792 });
    await expect
      .poll(() => page.locator('[data-weighed-scanned]').textContent(), { timeout: 30_000 })
      .toBe(`${third.description}: 792.0 g = 0.45 bottle, 1.9 counted`);
    expect(await tuesdayLines()).toBe(1.9);

    // An ordinary count line takes a typed count too, read by the same rules, its breakdown on the pad: the first
    // item found (Ctrl+F), selected in the list, "2 + 4" typed and Enter; then 2.35 of the third, a bottle.
    const listbox = page.getByRole('listbox', { name: 'Lines of the session' });
    const selected = page.locator('[role="option"][aria-selected="true"]');
    const countLine = async (sku: string, text: string) => {
      await page.keyboard.press('Control+f');
      await page.keyboard.press('Control+a');
      await page.keyboard.type(sku);
      // The filtered page loaded (not its placeholder row) before the list takes the keys.
      await expect.poll(() => page.locator('.line-row').count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => page.locator(`.line-row[data-line="${sku}"]`).count(), { timeout: 10_000 }).toBe(1);
      await listbox.focus();
      await page.keyboard.press('Home');
      await expect.poll(() => selected.getAttribute('data-line', { timeout: 1_000 })).toBe(sku);
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
    };
    await countLine(first.sku, '2 + 4');
    await expect.poll(() => page.locator('[data-pad-breakdown]').textContent()).toBe('2 + 4 = 6');
    await expect.poll(() => page.locator('[data-pad-counted]').textContent()).toBe('6');
    await countLine(third.sku, '2.35');
    await expect.poll(() => page.locator('[data-pad-breakdown]').textContent()).toBe('2.35');
    expect(await tuesdayLines()).toBe(2.35);
    await shot(page, 'hand-count-line-typed.png');
    expect(await axeSerious(page)).toEqual([]);

    // Settings → Units: a step that does not divide a unit is refused in words; 0.01 kg is kept.
    await page.getByRole('button', { name: 'Settings' }).click();
    const kgStep = page.locator('[data-unit-step="kg"]');
    await kgStep.fill('0.003');
    await kgStep.press('Enter');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/divides one unit evenly/);
    await kgStep.fill('0.01');
    await kgStep.press('Enter');
    await expect.poll(async () => (await e2e.call('units.precisions', {})).ok).toBe(true);
    await expect
      .poll(async () => {
        const r = await e2e.call('units.precisions', {});
        return r.ok ? r.value.find((p) => p.unit === 'kg')?.step : undefined;
      })
      .toBe(0.01);
    await shot(page, 'settings-units.png');
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
    await e2e.call('scale.setSettings', { source: 'none' });
  }, 240_000);
});
