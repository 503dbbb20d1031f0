// Process: test (node + Chromium, and the CLI in its own process). One count, one story: a category count
// of the demo store done in Chromium (three food items in two areas, the tolerances changed on the review, one item
// sent back and recounted, finalized), then every figure that names the same thing is read from each place it
// appears: the review (variance, tolerances, accuracy and missing panels), the finalize confirmation, the count's
// header, the printed sheet, the exported CSV, the session list, History, and `cli review` / `cli accuracy` run with
// `--demo` on the app's own data folder once the app has signed out (one program at a time holds the journal).
// Each figure must be the same everywhere, and equal a hand count from the seeded catalog where its definition is
// settled; every date and percentage on those screens is the one format (renderer/src/lib's formatters).
// Figures are read through their hooks (`data-figure`, `data-total`, `data-variance`, `data-accuracy`), not label
// words. The cross-place checks are soft: one run names every place that disagrees, not just the first.
// Screenshots at 1366x768 into test-results/one-story-*.png; axe-core on the finalized review with its recount list.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccuracyPoint } from '../../contract/accuracy';
import type { ReviewLine, ReviewLinesView } from '../../contract/review';
import { DEFAULT_LANGUAGE } from '../../contract/settings';
import { STORES } from '../../service/seed/catalog-tree';
import { type CatalogItem, demoCatalog } from '../../service/seed/demo-catalog';
import { jsonLines, runCli } from '../helpers/cli-process';
import { parseCsv } from '../helpers/csv-sums';
import { axeSerious, pasteInto, shot, signedInPage, total, useAppAndBrowser } from './fixtures';

const STORE = STORES[0]!;
const NAME = 'E2E one story';
const CATEGORY = 'Food and Beverage';
const onHandOf = (item: CatalogItem) => item.onHand.find((o) => o.storeId === STORE.id)?.quantity;
const onHand = (item: CatalogItem) => onHandOf(item) ?? 0;
const retail = (item: CatalogItem) => item.stores.find((s) => s.storeId === STORE.id)?.retailPrice1 ?? 0;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const cents = (n: number) => Math.round(n * 100) / 100;

/** The scope as seeded: every item of the category with an on-hand row at the store. */
const SCOPE = [...demoCatalog()].filter((i) => i.levels[0].description === CATEGORY && onHandOf(i) !== undefined);
/** Active items with a barcode and a few on hand, fewest first. */
const STOCKED = SCOPE.filter((i) => i.active && i.upc[0] && onHand(i) >= 4).sort((a, b) => onHand(a) - onHand(b));
/** A: counted 2 (one in each area), within once the tolerance is its own difference. */
const A = STOCKED[0]!;
/** C: counted exactly (a pasted list of its on-hand), within at any tolerance. */
const C = STOCKED[1]!;
/** B: counted 1, beyond; sent back, recounted 3 (the recount replaces the 1), still beyond. */
const B = STOCKED.at(-1)!;
const TOLERANCE = onHand(A) - 2;
const COUNTED = new Map<CatalogItem, number>([
  [A, 2],
  [B, 3],
  [C, onHand(C)],
]);

/** The hand count of the finalized count. The variance value is the counted lines' (what finalizing posts). */
const HAND = (() => {
  const counted = [...COUNTED];
  const missing = SCOPE.filter((i) => !COUNTED.has(i) && onHand(i) > 0);
  const within = counted.filter(([i, n]) => Math.abs(n - onHand(i)) <= TOLERANCE).length;
  return {
    units: counted.reduce((s, [, n]) => s + n, 0),
    varianceValue: cents(counted.reduce((s, [i, n]) => s + (n - onHand(i)) * retail(i), 0)),
    missing: missing.length,
    // On hand at retail, not counted: a value of its own, never a variance (no minus sign).
    missingValue: cents(missing.reduce((s, i) => s + onHand(i) * retail(i), 0)),
    items: counted.length,
    within,
    beyond: counted.length - within,
    exact: counted.filter(([i, n]) => n === onHand(i)).length,
  };
})();

/** A figure as a screen shows it ("−$1,234.50", "+3", "66.7%", "1 item") as a number; null when not shown. */
function number(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const m = /[+\u2212-]?[^\d]*([\d,]+(?:\.\d+)?)/.exec(text.trim());
  if (!m) return null;
  const negative = /^[^\d]*[\u2212-]/.test(text.trim());
  return (negative ? -1 : 1) * Number(m[1]!.replace(/,/g, ''));
}
/** The text of a hook, or null when the screen has none (a missing hook is a failed check, not a 30 s wait). */
async function hook(scope: Page | Locator, selector: string): Promise<string | null> {
  const l = scope.locator(selector).first();
  return (await l.count()) === 0 ? null : l.textContent();
}
const figure = async (scope: Page | Locator, selector: string) => number(await hook(scope, selector));
const fig = (name: string) => `[data-figure="${name}"]`;

async function scan(page: Page, item: CatalogItem, times = 1) {
  for (let i = 0; i < times; i++) {
    await page.locator('#count-scan').fill(item.upc[0]!);
    await page.locator('#count-scan').press('Enter');
  }
}

/** Every place's reading of one figure, each expected to be `want`: one soft check naming each place. */
function same(what: string, want: number | string, seen: Record<string, number | string | null>) {
  expect
    .soft(seen, `${what}: the same in every place`)
    .toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, want])));
}

/** What `cli review --all` prints: a JSON line per line of the count, then its summary. */
type CliReviewLine = Pick<ReviewLine, 'counted' | 'expected' | 'varianceValue'>;
type CliReviewSummary = Pick<ReviewLinesView, 'within' | 'beyond' | 'notCounted' | 'missing'> & {
  varianceValue?: number;
};

// The one formats as the screens must show them (renderer/src/lib: dates.ts in the Settings language, untouched here,
// and format.ts's one decimal), written out as the test's oracle: the node type-check cannot import the renderer.
const WHEN = new Intl.DateTimeFormat(DEFAULT_LANGUAGE, {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const formatWhen = (at: string | undefined) => (at ? WHEN.format(new Date(at)) : '—');
const formatPercent = (share: number | null) =>
  share === null ? '—' : `${(Math.round(share * 1000) / 10).toFixed(1)}%`;

/** A percentage as every screen shows it: one decimal. */
const PERCENT = /^\d{1,3}\.\d%$/;

describe('one count, one story (browser mode, Chromium, and the CLI on the same data folder)', () => {
  const e2e = useAppAndBrowser();

  it('shows each figure of one count the same on every screen, export and command', async () => {
    expect(B.id).not.toBe(C.id);
    expect(onHand(B)).toBeGreaterThan(onHand(A) + 1);
    const { page, errors } = await signedInPage(e2e, { store: STORE.code });

    // The count: one category, two areas.
    await page.getByRole('button', { name: 'Counts' }).click();
    await page.getByRole('button', { name: 'New session' }).click();
    await page.getByLabel('Description').fill(NAME);
    await page.getByRole('textbox', { name: /^Areas \(comma/ }).fill('Front, Back room');
    await page.getByRole('radio', { name: /^Categories/ }).check();
    await page.getByRole('checkbox', { name: new RegExp(`^${CATEGORY} \\(`) }).check();
    await page.getByRole('button', { name: 'Create and start counting' }).click();
    await expect.poll(() => page.locator('.area-name').textContent(), { timeout: 90_000 }).toBe('Front');
    await scan(page, A);
    await scan(page, B);
    await pasteInto(page, 'count-scan', `${Array(onHand(C)).fill(C.upc[0]).join('\n')}\n`);
    await expect.poll(() => total(page, 'units'), { timeout: 30_000 }).toBe(2 + onHand(C));
    await page.locator('.area-name').click();
    await page.keyboard.press('F2');
    await expect.poll(() => page.locator('.area-name').textContent()).toBe('Back room');
    await scan(page, A);
    await expect.poll(() => total(page, 'units'), { timeout: 30_000 }).toBe(3 + onHand(C));

    // The review at zero tolerance: C within, A and B beyond; then the store's default is A's difference, and the
    // accuracy panel follows at once (no reopening).
    await page.getByRole('button', { name: 'Review and finalize' }).click();
    const marks = page.locator('.review-marks');
    const accuracy = page.locator('.accuracy-panel');
    await expect.poll(() => figure(marks, fig('beyond-tolerance')), { timeout: 30_000 }).toBe(2);
    expect(await figure(marks, fig('within-tolerance'))).toBe(1);
    await expect.poll(() => hook(accuracy, '[data-accuracy="within"]'), { timeout: 30_000 }).toBe('33.3%');
    await marks.getByRole('button', { name: 'Edit tolerances…' }).click();
    await marks.getByRole('textbox', { name: 'Store default: units' }).fill(String(TOLERANCE));
    await marks.getByRole('button', { name: 'Save tolerances' }).click();
    await expect.poll(() => figure(marks, fig('beyond-tolerance')), { timeout: 30_000 }).toBe(1);
    expect(await figure(marks, fig('within-tolerance'))).toBe(2);
    await expect.poll(() => hook(accuracy, '[data-accuracy="within"]'), { timeout: 30_000 }).toBe('66.7%');
    expect(await figure(accuracy, fig('beyond-tolerance'))).toBe(1);

    // B sent back: the units and value still to recount, on the recount list and in the finalize confirmation.
    await marks.getByRole('button', { name: 'Request recount of 1 item…' }).click();
    await marks.getByRole('button', { name: 'Yes, recount 1' }).click();
    await expect.poll(() => page.locator('.status-chip').first().textContent(), { timeout: 30_000 }).toBe('Recount');
    await expect.poll(() => figure(page, `.recount-list ${fig('to-recount')}`), { timeout: 30_000 }).toBe(1);
    await page.getByRole('button', { name: 'Review and finalize' }).click();
    await page.getByRole('button', { name: 'Finalize session…' }).click();
    const preview = page.locator('[data-finalize-preview]');
    await expect.poll(() => preview.textContent(), { timeout: 30_000 }).toMatch(/on the recount list/);
    const waiting = (await preview.textContent()) ?? '';
    same('items to recount', 1, {
      'recount list': await figure(page, `.recount-list ${fig('to-recount')}`),
      'finalize confirmation': number(/([\d,]+) items? on the recount list/.exec(waiting)?.[1]),
    });
    expect.soft(waiting, 'the units and value still to recount').toContain(`earlier 1 unit, ${usd.format(retail(B))}`);
    await page.getByRole('button', { name: /^Not yet/ }).click();
    await page.getByRole('button', { name: /^Back to counting/ }).click();
    await scan(page, B, 3);
    const recounted = page.locator(`.recount-list tr[data-recount-item="${B.id}"] td`).nth(2);
    await expect.poll(() => recounted.textContent(), { timeout: 30_000 }).toBe('3');
    await expect.poll(() => figure(page, `.recount-list ${fig('to-recount')}`), { timeout: 30_000 }).toBe(0);
    // The counting screen's header: the count's units and lines as they stand (the review has no header totals).
    await expect.poll(() => total(page, 'units'), { timeout: 30_000 }).toBe(HAND.units);
    const header = { units: await total(page, 'units'), lines: await total(page, 'lines') };

    // The review of the finished count, then the finalize confirmation, read before finalizing.
    await page.getByRole('button', { name: 'Review and finalize' }).click();
    await expect
      .poll(() => figure(page, `.variance-totals ${fig('units-counted')}`), { timeout: 30_000 })
      .toBe(HAND.units);
    await expect.poll(() => figure(marks, fig('beyond-tolerance')), { timeout: 30_000 }).toBe(HAND.beyond);
    await expect
      .poll(() => hook(accuracy, '[data-accuracy="within"]'), { timeout: 30_000 })
      .toBe(formatPercent(HAND.within / HAND.items));
    await expect
      .poll(() => figure(page, '.missing-panel #missing-title .badge'), { timeout: 30_000 })
      .toBe(HAND.missing);
    const review = {
      units: await figure(page, `.variance-totals ${fig('units-counted')}`),
      varianceUnits: await figure(page, '.variance-totals [data-variance="units"]'),
      varianceValue: await figure(page, `.variance-panel ${fig('variance-value')}`),
      missingValue: await figure(page, fig('missing-value')),
      within: await figure(marks, fig('within-tolerance')),
      beyond: await figure(marks, fig('beyond-tolerance')),
      notCounted: number(await hook(marks, '[data-not-counted]')),
      missing: await figure(page, '.missing-panel #missing-title .badge'),
      accuracy: await hook(accuracy, '[data-accuracy="within"]'),
      exact: await hook(accuracy, '[data-accuracy="exact"]'),
      accuracyBeyond: await figure(accuracy, fig('beyond-tolerance')),
    };
    await page.getByRole('button', { name: 'Finalize session…' }).click();
    const yes = page.getByRole('button', { name: /^Yes, finalize/ });
    await expect.poll(() => yes.isEnabled(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => preview.textContent(), { timeout: 30_000 }).toMatch(/items? counted/);
    const said = (await preview.textContent()) ?? '';
    expect(said).not.toMatch(/on the recount list/);
    // "3 items counted, one line each" or "3 items counted in 5 lines (…)".
    const counted = /([\d,]+) items? counted(?:, one line each| in ([\d,]+) lines?)/.exec(said);
    const confirmation = {
      lines: number(counted?.[2] ?? counted?.[1]),
      missing: number(/([\d,]+) items? expected but not counted/.exec(said)?.[1]),
      varianceUnits: number(/\(([+\u2212]?[\d,]+) units?, over the counted lines/.exec(said)?.[1]),
      varianceValue: await figure(preview, fig('variance-value')),
      missingValue: await figure(preview, fig('missing-value')),
    };
    await shot(page.locator('.finalize-panel'), `one-story-finalize.png`);
    await yes.click();
    await expect.poll(() => page.locator('.status-chip').first().textContent(), { timeout: 30_000 }).toBe('Finalized');
    const sessions = await e2e.call('counts.sessions.list', { storeId: STORE.id });
    const summary = sessions.ok ? sessions.value.find((s) => s.description === NAME) : undefined;
    expect(summary?.status).toBe('Finalized');
    const sessionId = summary!.id;

    // The finalized review: the accuracy stored for the history is the one shown before.
    await expect.poll(() => accuracy.textContent(), { timeout: 30_000 }).toContain('Stored for the history');
    const stored = {
      accuracy: await hook(accuracy, '[data-accuracy="within"]'),
      exact: await hook(accuracy, '[data-accuracy="exact"]'),
    };
    expect(await page.locator('.recount-list [data-recount-summary]').textContent()).toBe(
      '1 item was sent back to recount.',
    );
    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    await shot(page, `one-story-review.png`);
    await accuracy.evaluate((el) =>
      (el as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block: 'start' }),
    );
    await shot(page, `one-story-review-accuracy.png`);
    expect(await axeSerious(page)).toEqual([]);

    // The exported CSV: one row per item (its areas below it); the counted items' rows and the missing ones'.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Export CSV/ }).click();
    const { header: csvHeader, rows } = parseCsv(readFileSync((await (await download).path())!, 'utf8'));
    const items = rows.filter((r) => r.row === 'item');
    const valueColumn = csvHeader.find((h) => /^variance value\b/.test(h));
    const missingColumn = csvHeader.find((h) => /^missing value\b/.test(h));
    expect(valueColumn, `a variance value column in ${csvHeader.join(', ')}`).toBeDefined();
    expect(missingColumn, `a missing value column in ${csvHeader.join(', ')}`).toBeDefined();
    const countedRows = items.filter((r) => Number(r.counted) > 0);
    const missingRows = items.filter((r) => !(Number(r.counted) > 0) && Number(r.expected) > 0);
    const sum = (rs: typeof rows, col: string) => cents(rs.reduce((s, r) => s + Number(r[col] || 0), 0));
    const csv = {
      units: sum(items, 'counted'),
      varianceUnits: sum(items, 'variance'),
      varianceValue: sum(countedRows, valueColumn!),
      missingValue: sum(missingRows, missingColumn!),
      missing: missingRows.length,
    };

    // The printed sheet (as printed: the print stylesheet's page).
    await page.evaluate(() => {
      (globalThis as unknown as { print: () => void }).print = () => {};
    });
    await page.getByRole('button', { name: /^Print count sheet/ }).click();
    const sheet = page.locator('[data-print-sheet]');
    await sheet.waitFor({ state: 'attached' });
    const sheetRows = sheet.locator('tr[data-sheet-item]');
    const sheetValues = await sheetRows.evaluateAll((trs) =>
      trs.map(
        (tr) =>
          (tr as unknown as { querySelectorAll(s: string): { textContent: string }[] }).querySelectorAll('td.num')[3]
            ?.textContent ?? '',
      ),
    );
    const printed = {
      units: await figure(sheet, `.sheet-total ${fig('units-counted')}`),
      varianceUnits: number(await sheet.locator('.sheet-total td.num').nth(2).textContent()),
      varianceValue: cents(sheetValues.reduce((s, t) => s + (number(t) ?? 0), 0)),
      notCounted: number(/Not counted: ([\d,]+)/.exec((await hook(sheet, '[data-sheet-not-counted] th')) ?? '')?.[1]),
      missingValue: await figure(sheet, `[data-sheet-missing] ${fig('missing-value')}`),
    };

    // The session list: its lines and its last change (the one date format).
    await page.getByRole('button', { name: /^← Sessions/ }).click();
    const row = page.locator(`tr[data-session="${sessionId}"]`);
    await row.waitFor({ timeout: 30_000 });
    // The list may first show what it held before finalizing; read it once it shows what main lists now.
    const listedNow = await e2e.call('counts.sessions.list', { storeId: STORE.id });
    const session = listedNow.ok ? listedNow.value.find((s) => s.id === sessionId) : undefined;
    const lastUpdated = session?.lastUpdated;
    await expect
      .poll(async () => [await figure(row, fig('lines')), await hook(row, fig('last-change'))], { timeout: 30_000 })
      .toEqual([session?.lines, formatWhen(lastUpdated)]);
    const listed = { lines: await figure(row, fig('lines')), lastChange: await hook(row, fig('last-change')) };
    expect
      .soft(listed.lastChange, 'the session list’s last change in the one date format')
      .toBe(formatWhen(lastUpdated));

    // History: the count's row.
    await page.getByRole('button', { name: 'Accuracy history' }).click({ timeout: 30_000 });
    await page.getByRole('heading', { name: /^Accuracy over time/ }).waitFor();
    const historyRow = page.locator(`table.history-counts tr[data-session="${sessionId}"]`);
    await historyRow.waitFor({ timeout: 30_000 });
    // The read-back from the service ends before the figures are read (it could add what this PC never saw).
    await page.getByRole('button', { name: 'Refresh' }).waitFor({ timeout: 30_000 });
    const history = {
      accuracy: await hook(historyRow, fig('accuracy')),
      exact: await hook(historyRow, fig('accuracy-exact')),
      items: await figure(historyRow, fig('items')),
      beyond: await figure(historyRow, fig('beyond-tolerance')),
      varianceValue: await figure(historyRow, fig('variance-value')),
      finalizedAt: await hook(historyRow, fig('finalized-at')),
    };
    await shot(page, `one-story-history.png`);
    await historyRow.evaluate((el) =>
      (el as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block: 'center' }),
    );
    await shot(page, `one-story-history-counts.png`);

    // The CLI on the same data folder: the app signs out first (the journal is one program's at a time).
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to Stocktake' }).waitFor();
    const cli = (args: string[]) =>
      runCli([...args, '--demo', '--data-dir', e2e.app.dataDir], { env: {}, log: 'error' });
    const reviewRun = await cli(['review', '--session', sessionId, '--all']);
    expect(reviewRun.code, reviewRun.stderr).toBe(0);
    const reviewOut = jsonLines(reviewRun.stdout) as Record<string, unknown>[];
    const cliSummary = reviewOut.at(-1) as unknown as CliReviewSummary;
    const cliLines = reviewOut.slice(0, -1) as unknown as CliReviewLine[];
    const cliCounted = cliLines.filter((l) => l.counted !== null);
    const accuracyRun = await cli(['accuracy', '--store', STORE.code]);
    expect(accuracyRun.code, accuracyRun.stderr).toBe(0);
    const points = jsonLines(accuracyRun.stdout) as AccuracyPoint[];
    const point = points.find((p) => p.sessionId === sessionId);
    expect(point, accuracyRun.stdout).toBeDefined();
    // `cli review` prints each line's value; the count's is theirs summed over the counted lines, unless it says one.
    const cliReviewValue =
      cliSummary.varianceValue ?? cents(cliCounted.reduce((s, l) => s + (l.varianceValue ?? 0), 0));

    // Each figure, the same everywhere it is shown, and equal to the hand count where it is defined.
    same('units counted', HAND.units, {
      'review variance panel': review.units,
      'count header': header.units,
      CSV: csv.units,
      'printed sheet': printed.units,
      'cli review': cliCounted.reduce((s, l) => s + (l.counted ?? 0), 0),
      'cli accuracy': point!.units,
    });
    same('lines', header.lines, {
      'count header': header.lines,
      'finalize confirmation': confirmation.lines,
      'session list': listed.lines,
    });
    same('variance in units', review.varianceUnits ?? Number.NaN, {
      review: review.varianceUnits,
      'finalize confirmation': confirmation.varianceUnits,
      CSV: csv.varianceUnits,
      'printed sheet': printed.varianceUnits,
    });
    same('variance value (the counted lines)', HAND.varianceValue, {
      review: review.varianceValue,
      'finalize confirmation': confirmation.varianceValue,
      History: history.varianceValue,
      CSV: csv.varianceValue,
      'printed sheet': printed.varianceValue,
      'cli review': cliReviewValue,
      'cli accuracy': point!.varianceValue,
    });
    same('missing items’ value', HAND.missingValue, {
      review: review.missingValue,
      'finalize confirmation': confirmation.missingValue,
      CSV: csv.missingValue,
      'printed sheet': printed.missingValue,
    });
    same('missing items', HAND.missing, {
      'review missing panel': review.missing,
      'finalize confirmation': confirmation.missing,
      CSV: csv.missing,
      'cli review': cliSummary.missing,
    });
    same('items not counted', review.notCounted ?? Number.NaN, {
      review: review.notCounted,
      'printed sheet': printed.notCounted,
      'cli review': cliSummary.notCounted,
    });
    same('within tolerance', HAND.within, {
      review: review.within,
      History: history.items !== null && history.beyond !== null ? history.items - history.beyond : null,
      'cli review': cliSummary.within,
      'cli accuracy': point!.withinTolerance,
    });
    same('beyond tolerance', HAND.beyond, {
      review: review.beyond,
      'accuracy panel': review.accuracyBeyond,
      History: history.beyond,
      'cli review': cliSummary.beyond,
      'cli accuracy': point!.withinTolerance === null ? null : point!.items - point!.withinTolerance,
    });
    same('items judged', HAND.items, { History: history.items, 'cli accuracy': point!.items });
    same('accuracy', formatPercent(HAND.within / HAND.items), {
      review: review.accuracy,
      'review, finalized': stored.accuracy,
      History: history.accuracy,
      'cli accuracy': formatPercent(point!.accuracy),
    });
    same('exact accuracy', formatPercent(HAND.exact / HAND.items), {
      review: review.exact,
      'review, finalized': stored.exact,
      History: history.exact,
      'cli accuracy': formatPercent(point!.accuracyExact),
    });
    // One format: each percentage with one decimal, each date as formatWhen shows it (the Settings language).
    for (const p of [review.accuracy, review.exact, stored.accuracy, stored.exact, history.accuracy, history.exact])
      expect.soft(p, 'a percentage with one decimal').toMatch(PERCENT);
    expect.soft(history.finalizedAt, 'History’s finalized date in the one format').toBe(formatWhen(point!.finalizedAt));
    expect(errors).toEqual([]);
  }, 300_000);
});
