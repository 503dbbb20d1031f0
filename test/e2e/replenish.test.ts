// Process: test (node + Chromium). Replenishment end to end in browser mode: the real app services, the demo
// service and the reader simulator, the built renderer in Chromium. A whole-store RFID count of S01 with a sales
// floor and a stockroom (the simulator's known tags: one item's first tag on the floor, the rest of every item in
// the stockroom) is sent and finalized; the Replenish screen's lines, units, floor and back-room figures and tags
// equal the hand count from that population; a minimum set on screen for one item changes its line as counted.
// Floor availability (items at their minimum) rises from the one item on the floor to every item put away.
// The lines are a virtual table: Tab reaches every line's actions. Printed (Alt+P; print media, page.pdf, a PNG by
// pdftoppm in test-results/ to look at), the pick list holds every line with its figures, Bring summing to the
// totals' units and the hand count. The reorder list (thousands: the demo's on-hand items nobody counted) reaches
// its last row from the keyboard.
// Pick mode in the stockroom (Alt+K) with the simulator ticks every line, the put-away (Alt+U) puts the units on
// the floor, and the list is empty. Then a floor scan: chosen while it has read nothing, the list is what the
// stockroom still holds by hand count; read by the simulator on the counting screen, the list from it is empty and
// availability as after the put-away. Screenshots of each step (STOCKTAKE_SCREENSHOTS=1), axe-core clean.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodeInput } from '../../domain/codes';
import { demoPopulation } from '../../hosts/app/reader/demo-tags';
import { STORES } from '../../service/seed/catalog-tree';
import {
  axeSerious,
  type CallApp,
  RESULTS_DIR,
  saveScreenshot,
  signedInPage,
  total,
  useAppAndBrowser,
} from './fixtures';

const SIM_TAGS = 24;
const FLOOR = 'Sales floor';
const BACK = 'Stockroom';
/** The item whose minimum is set to this on screen (its line brings up to it). */
const SET_MINIMUM = 3;

const gtinOf = (hex: string) => {
  const d = decodeInput(hex);
  return d.kind === 'epc' && d.type === 'epc' ? d.gtin14 : null;
};
/** The simulator's known tags by item (GTIN), about three each, in the population's order. */
const BY_ITEM = new Map<string, string[]>();
for (const t of demoPopulation(SIM_TAGS).filter((x) => x.known)) {
  const g = gtinOf(t.hex)!;
  BY_ITEM.set(g, [...(BY_ITEM.get(g) ?? []), t.hex]);
}
const ITEMS = [...BY_ITEM.values()];
/** The first item's first tag is on the floor (its minimum of one met): it needs nothing. */
const ON_FLOOR = ITEMS[0]![0]!;
const IN_BACK = ITEMS.flat().filter((e) => e !== ON_FLOOR);

/** A whole-store count of these EPCs per area, sent and finalized through the app's own requests. */
async function finishedCount(call: CallApp, description: string, reads: Record<string, string[]>) {
  const created = await call('counts.sessions.create', {
    storeId: STORES[0]!.id,
    description,
    areas: Object.keys(reads),
    blind: false,
  });
  if (!created.ok) throw new Error(created.error.message);
  const sessionId = created.value.id;
  for (const [area, epcs] of Object.entries(reads)) {
    expect((await call('counts.areas.switch', { sessionId, name: area })).ok).toBe(true);
    expect((await call('counts.scan', { sessionId, texts: epcs })).ok).toBe(true);
  }
  // The outbox sends in the background: finalize is refused while lines wait.
  await expect
    .poll(
      async () => {
        const r = await call('counts.finalize', { sessionId, anyway: false });
        return r.ok && r.value.ok;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
}

const figure = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .textContent()
    .then((t) => Number((t ?? '').replace(/[^0-9]/g, '')));

/** Each line on screen: its SKU, figures and the EPCs of its tags. */
async function linesOnScreen(page: Page) {
  return page.locator('tr[data-line]').evaluateAll((rows) =>
    rows.map((r) => {
      const n = (col: string) => Number((r.querySelector(`[data-col="${col}"]`)?.textContent ?? '').replace(/\D/g, ''));
      return {
        sku: r.getAttribute('data-line')!,
        floor: n('floor'),
        minimum: n('minimum'),
        back: n('back'),
        bring: n('bring'),
        epcs: [...r.querySelectorAll('[data-epc]')].map((e) => e.getAttribute('data-epc')!).sort(),
        picked: r.getAttribute('data-picked'),
      };
    }),
  );
}

async function screenshot(page: Page, name: string) {
  const size = page.viewportSize()!;
  const content = page.locator('.content');
  await content.evaluate((el) => el.scrollTo(0, 0));
  const height = await content.evaluate((el) => el.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.min(4000, Math.max(size.height, height + 120)) });
  await saveScreenshot(page, name);
  await page.setViewportSize(size);
}

describe('replenishment end to end (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();
  const call = e2e.call;

  /** The page, its errors, and the units the list brings once the minimum is set (the second test picks them). */
  let page: Page;
  let errors: string[];
  let units = 0;
  /** Items at their minimum on the floor once the picks are put away (the hand count). */
  let atMinimumAfter = 0;
  /** Each line's units to bring by the hand count, in the screen's order. */
  let bringBySku = new Map<string, number>();
  /** The SKU of each item's line in the first list (by its tags), and the item whose minimum was set. */
  let skuByEpcs = new Map<string, string>();
  let mostSku = '';
  const skuOf = (epcs: string[]) => skuByEpcs.get([...epcs].sort().join());

  it('lists what the floor lacks by hand count; a minimum set on screen changes its line', async () => {
    expect(ITEMS.length).toBeGreaterThanOrEqual(4);
    ({ page, errors } = await signedInPage(e2e, { viewport: { width: 1440, height: 1000 } }));
    await finishedCount(call, 'E2E replenish', { [FLOOR]: [ON_FLOOR], [BACK]: IN_BACK });
    // The tag history of the finished count is recorded in the background: the list pictures both areas then.
    await expect
      .poll(
        async () => {
          const r = await call('replenish.list', {});
          return r.ok ? r.value.pictures.map((p) => p.area).sort() : [];
        },
        { timeout: 30_000, interval: 500 },
      )
      .toEqual([FLOOR, BACK].sort());

    await page.getByRole('navigation', { name: 'Areas' }).getByRole('button', { name: 'Replenish' }).click();
    await page.getByRole('heading', { name: 'Replenishment' }).waitFor();
    await page.locator('tr[data-line]').first().waitFor({ timeout: 15_000 });

    // The hand count: every item but the first brings one (minimum one, none on the floor), from the stockroom.
    const expected = ITEMS.slice(1).map((epcs) => ({ floor: 0, minimum: 1, back: epcs.length, bring: 1, epcs }));
    const shown = await linesOnScreen(page);
    expect(
      shown.map(({ floor, minimum, back, bring, epcs }) => ({ floor, minimum, back, bring, epcs })).sort(byEpc),
    ).toEqual(expected.map((l) => ({ ...l, epcs: [...l.epcs].sort() })).sort(byEpc));
    expect(await figure(page, '[data-total="lines"]')).toBe(expected.length);
    expect(await figure(page, '[data-total="units"]')).toBe(expected.length);
    expect(
      await page.locator('[data-back-area]').evaluateAll((s) => s.map((x) => x.getAttribute('data-back-area'))),
    ).toEqual([BACK]);
    expect(await page.locator('[data-picture]').count()).toBe(2);
    expect(await page.locator('[data-stale="yes"]').count()).toBe(0);
    await screenshot(page, 'e2e-replenish-list.png');
    expect(await axeSerious(page)).toEqual([]);

    // A minimum set on screen for the item with most tags: its line brings min(3, back room).
    const most = expected.reduce((a, b) => (b.back > a.back ? b : a));
    mostSku = shown.find((l) => l.epcs.join() === [...most.epcs].sort().join())!.sku;
    skuByEpcs = new Map(shown.map((l) => [l.epcs.join(), l.sku]));
    await page.locator('.replenish-minimums summary').click();
    await page.getByRole('combobox', { name: 'Rule for' }).selectOption('item');
    await page.getByRole('textbox', { name: 'Code' }).fill(mostSku);
    await page.getByRole('spinbutton', { name: 'Minimum' }).fill(String(SET_MINIMUM));
    await page.getByRole('button', { name: 'Set minimum' }).click();
    const mostBring = Math.min(SET_MINIMUM, most.back);
    await expect.poll(() => figure(page, `tr[data-line="${mostSku}"] [data-col="bring"]`)).toBe(mostBring);
    units = expected.length - 1 + mostBring;
    // Before: only the first item is on the floor at its minimum; after, every item but one short of its 3.
    atMinimumAfter = ITEMS.length - (mostBring < SET_MINIMUM ? 1 : 0);
    expect(await page.locator('[data-total="availability"]').textContent()).toMatch(/^1 of /);
    expect(await figure(page, '[data-total="units"]')).toBe(units);
    bringBySku = new Map(shown.map((l) => [l.sku, l.sku === mostSku ? mostBring : 1]));
  });

  it('tabs through every line, prints every line as counted, and reaches the last row to reorder', async () => {
    expect(bringBySku.size).toBeGreaterThan(0);
    // Tab walks every line's actions (its tags' Locate, the miss reason, Missed), line after line in list order.
    expect(await tabbedLines(page)).toEqual([...bringBySku.keys()]);

    // Printed: every line on paper, its figures as counted, the Bring column summing to the units on top.
    const paper = await printed(page);
    expect(paper.lines.map((l) => l.sku).sort()).toEqual([...bringBySku.keys()].sort());
    for (const l of paper.lines) expect(l.bring, l.sku).toBe(bringBySku.get(l.sku));
    expect(paper.lines.reduce((n, l) => n + l.bring, 0)).toBe(units);
    expect(paper.units).toBe(units);
    expect(paper.text).toMatch(
      new RegExp(`Pick list · S01[\\s\\S]*${paper.lines.length} lines · ${units} units to bring`),
    );
    for (const l of paper.lines) expect(paper.text).toContain(l.sku);

    // The reorder list: far more than a screenful, drawn a screenful at a time; End on its box reaches the last row.
    const listed = await call('replenish.list', {});
    const reorder = listed.ok ? listed.value.reorder : [];
    expect(reorder.length).toBeGreaterThan(100);
    const box = page.locator('[data-reorder-scroll]');
    expect(await box.locator('table').getAttribute('aria-rowcount')).toBe(String(reorder.length + 1));
    expect(await box.locator('tr[data-reorder]').count()).toBeLessThan(100);
    await box.focus();
    await page.keyboard.press('End');
    const last = reorder.at(-1)!;
    const lastRow = box.locator(`tr[data-reorder="${last.sku}"]`);
    await lastRow.waitFor();
    expect(await figure(page, `tr[data-reorder="${last.sku}"] [data-col="short"]`)).toBe(last.short);
    const [boxAt, rowAt] = await Promise.all([box.boundingBox(), lastRow.boundingBox()]);
    expect(rowAt!.y + rowAt!.height).toBeLessThanOrEqual(boxAt!.y + boxAt!.height + 1);
    expect(rowAt!.y).toBeGreaterThanOrEqual(boxAt!.y);
    await page.keyboard.press('Home');
    await box.locator(`tr[data-reorder="${reorder[0]!.sku}"]`).waitFor();
    expect(await axeSerious(page)).toEqual([]);
  });

  it('picks with the simulator in the stockroom, puts away on the floor, and the list empties', async () => {
    expect(units).toBeGreaterThan(0);
    // Pick mode in the stockroom from the keyboard, the simulator reading every tag: each line ticks to its bring.
    await page.locator('#replenish-where').selectOption(BACK);
    await page.locator('#replenish-title').click();
    await page.keyboard.press('Alt+K');
    // Pick mode is on once main made picking the reader's target (the panel says so after its answer).
    await page.locator('.replenish-pick[data-picking="on"]').waitFor({ timeout: 10_000 });
    expect((await call('reader.startSimulator', { tags: SIM_TAGS, rate: 300 })).ok).toBe(true);
    await expect.poll(() => figure(page, '[data-total="picked"]'), { timeout: 30_000, interval: 250 }).toBe(units);
    expect((await call('reader.stopSimulator', {})).ok).toBe(true);
    expect(await page.locator('tr[data-line]:not([data-picked="all"])').count()).toBe(0);
    await screenshot(page, 'e2e-replenish-picked.png');
    await page.keyboard.press('Alt+K');
    await page.locator('.replenish-pick[data-picking="off"]').waitFor();

    // Put away on the sales floor (Alt+U): the lines leave the list; the units are on the floor by the tag history.
    await page.locator('#replenish-title').click();
    await page.keyboard.press('Alt+U');
    await page.locator('[data-empty]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-empty]').textContent()).toContain('Nothing to bring');
    expect(await figure(page, '[data-total="lines"]')).toBe(0);
    expect(await page.locator('[data-total="availability"]').textContent()).toMatch(
      new RegExp(`^${atMinimumAfter} of `),
    );
    expect(await page.getByRole('status').filter({ hasText: 'Put away' }).textContent()).toContain(`${units} units`);
    const after = await call('replenish.list', {});
    expect(after.ok && after.value.lines).toEqual([]);
    await screenshot(page, 'e2e-replenish-empty.png');
    expect(await axeSerious(page)).toEqual([]);
  });

  it('a floor scan with the simulator: chosen empty, the list is what the stockroom still holds; read, it empties', async () => {
    expect(bringBySku.size).toBeGreaterThan(0);
    // The hand count once a floor scan that has read nothing yet is the floor's picture: the floor holds nothing
    // it has seen, the stockroom the tags nobody picked (each item's tags less what its line brought).
    const picked = (epcs: string[]) => bringBySku.get(skuOf(epcs) ?? '') ?? 0;
    const minimumOf = (epcs: string[]) => (skuOf(epcs) === mostSku ? SET_MINIMUM : 1);
    const inBack = (epcs: string[]) => epcs.filter((e) => e !== ON_FLOOR).length - picked(epcs);
    const brings = ITEMS.map((epcs) => Math.min(minimumOf(epcs), inBack(epcs))).filter((n) => n > 0);
    expect(brings.length).toBeGreaterThan(0);

    const created = await call('counts.sessions.create', {
      storeId: STORES[0]!.id,
      description: 'Floor scan',
      areas: [FLOOR],
      blind: false,
    });
    if (!created.ok) throw new Error(created.error.message);
    const floorScan = created.value.id;
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByLabel('Floor from').selectOption(floorScan);
    await expect.poll(() => figure(page, '[data-total="lines"]'), { timeout: 15_000 }).toBe(brings.length);
    expect(await figure(page, '[data-total="units"]')).toBe(brings.reduce((a, b) => a + b, 0));
    const bringColumn = await page.locator('tr[data-line] [data-col="bring"]').allTextContents();
    expect(bringColumn.reduce((a, t) => a + Number(t.replace(/\D/g, '')), 0)).toBe(brings.reduce((a, b) => a + b, 0));
    await screenshot(page, 'e2e-replenish-floor-scan.png');

    // The floor scan counted by the simulator on the counting screen: every tag it reads is on the floor.
    await page.getByRole('navigation', { name: 'Areas' }).getByRole('button', { name: 'Counts' }).click();
    await page.locator(`tr[data-session="${floorScan}"]`).getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => page.locator('.area-name').textContent(), { timeout: 90_000 }).toBe(FLOOR);
    expect((await call('reader.startSimulator', { tags: SIM_TAGS, rate: 300 })).ok).toBe(true);
    const known = ITEMS.flat().length;
    await expect
      .poll(() => total(page, 'uniqueTags'), { timeout: 30_000, interval: 250 })
      .toBeGreaterThanOrEqual(known);
    expect((await call('reader.stopSimulator', {})).ok).toBe(true);

    // Back on the list, from the floor scan: nothing to bring, every item with its tags on the floor.
    await page.getByRole('navigation', { name: 'Areas' }).getByRole('button', { name: 'Replenish' }).click();
    await page.getByLabel('Floor from').selectOption(floorScan);
    await page.locator('[data-empty]').waitFor({ timeout: 15_000 });
    expect(await figure(page, '[data-total="lines"]')).toBe(0);
    expect(await page.locator('[data-total="availability"]').textContent()).toMatch(
      new RegExp(`^${atMinimumAfter} of `),
    );
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** The lines Tab walks through, in order, from the first line's first control until the focus leaves the lines. */
async function tabbedLines(page: Page): Promise<string[]> {
  await page.locator('tr[data-line]').first().locator('button, select').first().focus();
  const seen = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const sku = await page.evaluate(() => {
      const d = (globalThis as unknown as { document: { activeElement: { closest(s: string): unknown } | null } })
        .document;
      const row = d.activeElement?.closest('tr[data-line]') as { getAttribute(n: string): string } | null;
      return row?.getAttribute('data-line') ?? null;
    });
    if (sku === null) break;
    seen.add(sku);
    await page.keyboard.press('Tab');
  }
  return [...seen];
}

/** Prints with Alt+P (window.print stubbed, counted), then reads the pick list as paper shows it: its lines and
 * Bring figures, the units on top, and the PDF's text (the PDF and its PNG in test-results/). */
async function printed(page: Page) {
  await page.evaluate(() => {
    const w = globalThis as unknown as { print: () => void; printed?: number };
    w.printed = 0;
    w.print = () => {
      w.printed = (w.printed ?? 0) + 1;
    };
  });
  await page.locator('#replenish-title').click();
  await page.keyboard.press('Alt+P');
  expect(await page.evaluate(() => (globalThis as unknown as { printed?: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  try {
    // Only the sheet on paper: the screen's table (a screenful of rows) and the reorder list are not printed.
    expect(await page.locator('[data-pick-list-print]').isVisible()).toBe(true);
    expect(await page.locator('.replenish-lines').isVisible()).toBe(false);
    expect(await page.locator('.replenish-reorder').isVisible()).toBe(false);
    const lines = await page.locator('[data-print-line]').evaluateAll((rows) =>
      rows.map((r) => ({
        sku: r.getAttribute('data-print-line')!,
        bring: Number((r.querySelector('[data-col="bring"]')?.textContent ?? '').replace(/\D/g, '')),
      })),
    );
    const units = await figure(page, '[data-print-total="units"]');
    const pdf = join(RESULTS_DIR, 'e2e-replenish-print.pdf');
    await page.pdf({ path: pdf, format: 'A4' });
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdf, join(RESULTS_DIR, 'e2e-replenish-print')]);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
    return { lines, units, text };
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

const byEpc = (a: { epcs: string[] }, b: { epcs: string[] }) => (a.epcs[0]! < b.epcs[0]! ? -1 : 1);
