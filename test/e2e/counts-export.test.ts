// Process: test (node + Chromium). One variance per item, end to end in browser mode: a whole-store
// count with items counted in two and three areas, reviewed on screen in the store's currency (the demo service's
// base currency, USD), exported as CSV from the review (a real Chromium download), read back with a CSV parser:
// every figure column sums to the totals the screen shows. The printed count sheet (page.pdf, pdftoppm PNG in
// test-results/e2e-counts-export-sheet.png) shows the scope on top, each item once with its areas under it, and
// the items on no line as one row. axe-core on the review.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORES } from '../../service/seed/catalog-tree';
import { catalogItemAt } from '../../service/seed/demo-catalog';
import { columnSum, parseCsv } from '../helpers/csv-sums';
import { axeSerious, RESULTS_DIR, saveScreenshot, signedInPage, useAppAndBrowser } from './fixtures';

const [A, B, C] = [catalogItemAt(40), catalogItemAt(41), catalogItemAt(42)];
const code = (i: typeof A) => i.upc[0]!;

/** A figure as the screen shows it ("−$1,234.50", "+3", "1,024") as a number. */
const figure = (text: string | null) => Number((text ?? '').replace(/\u2212/g, '-').replace(/[$,+\s]/g, ''));
const shown = (page: Page, selector: string) => page.locator(selector).first().textContent();

describe('the CSV export sums to the screen (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();
  const call = e2e.call;

  it('exports one variance per item: each column sums to the review totals, in USD; the sheet matches', async () => {
    // Downloads are accepted by default (playwright); the CSV is read from one below.
    const { page, errors } = await signedInPage(e2e, { store: STORES[0]!.code });

    // A counted in three areas, B in two, C in one (two units); whole store, so every other item is missing.
    const created = await call('counts.sessions.create', {
      storeId: STORES[0]!.id,
      description: 'E2E export sums',
      areas: ['Front', 'Back', 'Cellar'],
      blind: false,
    });
    if (!created.ok) throw new Error(created.error.message);
    const sessionId = created.value.id;
    const scan = async (area: string, codes: string[]) => {
      expect((await call('counts.areas.switch', { sessionId, name: area })).ok).toBe(true);
      expect((await call('counts.scan', { sessionId, texts: codes })).ok).toBe(true);
    };
    await scan('Front', [code(A), code(A), code(B), code(C), code(C)]);
    await scan('Back', [code(A), code(B), code(B), code(B)]);
    await scan('Cellar', [code(A), code(A), code(A)]);

    await page.getByRole('button', { name: 'Counts' }).click();
    const row = page.locator('tr', { hasText: 'E2E export sums' });
    await row.getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => page.locator('[data-total="units"]').textContent(), { timeout: 30_000 }).toBe('12');
    await page.getByRole('button', { name: 'Review and finalize' }).click();
    await page.locator('[data-category]').first().waitFor({ timeout: 15_000 });
    const value = await shown(page, '.variance-totals [data-figure="variance-value"]');
    const missingValue = await shown(page, '.variance-totals [data-figure="missing-value"]');
    const units = await shown(page, '[data-variance="units"]');
    // The store's currency and the one minus sign (the three counted lines are 17 units short on the whole).
    expect(value).toMatch(/^\u2212\$[\d,]+\.\d\d$/);
    expect(units).toMatch(/^\u2212[\d,]+$/);
    expect(await page.locator('[data-currency-hint]').count()).toBe(0);
    const ticks = await page.locator('.variance-chart .recharts-cartesian-axis-tick-value').allTextContents();
    expect(ticks.some((t) => t.startsWith('\u2212$'))).toBe(true);
    expect(ticks.join(' ')).not.toContain('-');
    // The axis runs from zero (bars grow from it) and no two ticks read the same.
    expect(ticks).toContain('$0');
    expect(new Set(ticks).size).toBe(ticks.length);
    const [counted = Number.NaN, expected = Number.NaN] = ((await shown(page, '.variance-totals dd')) ?? '')
      .split('/')
      .map(figure);
    await saveScreenshot(page, 'e2e-counts-export-review.png');
    expect(await axeSerious(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Export CSV/ }).click();
    const file = await (await download).path();
    const { header, rows } = parseCsv(readFileSync(file, 'utf8'));
    expect(header.slice(-7)).toEqual([
      'expected',
      'variance',
      'variance value (USD)',
      'missing value (USD)',
      'reader',
      'reads',
      'unique tags',
    ]);
    expect(columnSum(rows, 'counted here')).toBe(12);
    expect(columnSum(rows, 'counted')).toBe(counted);
    // The counted lines' rows (a variance) sum to the review's expected; the missing ones carry a missing value.
    expect(
      columnSum(
        rows.filter((r) => r.variance !== ''),
        'expected',
      ),
    ).toBe(expected);
    expect(columnSum(rows, 'variance')).toBe(figure(units));
    expect(columnSum(rows, 'variance value (USD)')).toBe(figure(value));
    expect(columnSum(rows, 'missing value (USD)')).toBe(figure(missingValue));
    expect(figure(missingValue)).toBeGreaterThan(0);
    const ofA = rows.filter((r) => r.sku === A.sku);
    expect(ofA.map((r) => [r.row, r.area, r['counted here'], r.counted])).toEqual([
      ['item', '', '', '6'],
      ['area', 'Back', '1', ''],
      ['area', 'Cellar', '3', ''],
      ['area', 'Front', '2', ''],
    ]);

    // The printed sheet: scope on top, A once with its three areas, the items on no line as one row.
    await page.evaluate(() => {
      (globalThis as unknown as { print: () => void }).print = () => {};
    });
    await page.getByRole('button', { name: /^Print count sheet/ }).click();
    await page.locator('[data-print-sheet]').waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    const pdf = join(RESULTS_DIR, 'e2e-counts-export-sheet.pdf');
    await page.pdf({ path: pdf, format: 'A4' });
    await page.emulateMedia({ media: 'screen' });
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdf, join(RESULTS_DIR, 'e2e-counts-export-sheet')]);
    const sheet = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
    expect(sheet).toMatch(/Count sheet · E2E export sums/);
    expect(sheet).toMatch(/Scope: whole store/);
    expect(sheet).toMatch(/values in USD/);
    expect(sheet).toMatch(/Item\s+Area\s+Counted\s+Expected\s+Variance\s+Variance\s+value\s+Recount/);
    // A's item row and its three area rows name its SKU; its figures are on the item row only.
    expect(sheet.split(A.sku).length - 1).toBe(4);
    expect(sheet).toMatch(/Not counted:\s+[\d,]+\s+items/);
    // Their value on hand is said under the table, the review's missing value; the total row is the counted lines'.
    expect(sheet.replace(/\s+/g, ' ')).toContain(`Missing items' value (on hand, not counted): ${missingValue}.`);
    const total = sheet.split('\n').find((l) => /^\s*Total\s/.test(l)) ?? '';
    expect(total).toMatch(new RegExp(`\\s12\\s+${expected.toLocaleString('en-US')}\\s`));
    expect(total).toContain(`${units}`);
    expect(total).toContain(`${value}`);
    expect(errors).toEqual([]);
  }, 300_000);
});
