// Process: test (node + Chromium). Tag reports end to end in browser mode: two whole-store RFID counts
// of the demo store counted (EPCs typed, as a reader's hex), sent and finalized on the local service; from the
// later one's row on the Counts home, its tag report against the previous count: which count is the earlier, the
// pair picked the other way round (swapped, and said), gone, moved, new and suspect tabs with their counts (suspect:
// cases, the list's count too; each tag's scheme, filter value and partition; the item's whole name), the
// per-category and per-item counts, the filter and its CSV, the moved report downloaded as CSV (a real Chromium
// download, every column checked), Locate on a tag, and `cli tags --demo` on the app's data folder. Screenshots in
// test-results/e2e-tags-*.png, axe-core clean (heading-order too).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeSgtin96, encodeSgtin198 } from '../../domain/codes';
import { BLOCK_SIZE } from '../../domain/encode/serial-scheme';
import { STORES } from '../../service/seed/catalog-tree';
import { catalogItemAt } from '../../service/seed/demo-catalog';
import { DEMO_GS1_COMPANY_PREFIX_LENGTH } from '../../service/seed/demo-constants';
import { jsonLines, runCli } from '../helpers/cli-process';
import { parseCsv } from '../helpers/csv-sums';
import { MOVED_CSV_HEADER } from '../helpers/tag-csv';
import { axeRules, axeSerious, type CallApp, saveScreenshot, shot, signedInPage, useAppAndBrowser } from './fixtures';

const [A, B, C, D] = [catalogItemAt(60), catalogItemAt(61), catalogItemAt(62), catalogItemAt(63)];
const companyPrefixLength = DEMO_GS1_COMPANY_PREFIX_LENGTH;
const sgtin96 = (item: typeof A, serial: number) =>
  encodeSgtin96({ gtin14: item.epcGTIN[0]!, serial, filter: 1, companyPrefixLength });
const OWN = BLOCK_SIZE + 7; // a serial of this app's own space: on two GTINs it is suspect

const T = {
  gone: sgtin96(A, 1),
  stays: sgtin96(A, 2),
  moves: sgtin96(B, 1),
  ownSerial: sgtin96(C, OWN),
  fresh: sgtin96(D, 1),
  twin: encodeSgtin198({ gtin14: A.epcGTIN[0]!, serial: 2, filter: 1, companyPrefixLength }),
  reused: sgtin96(B, OWN),
};

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
  return sessionId;
}

describe('tag reports (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();

  it('shows gone, moved, new and suspect tags between two real counts, with CSV and Locate', async () => {
    // Downloads are accepted by default (playwright); the CSV is read from one below.
    const { page, errors } = await signedInPage(e2e, { store: STORES[0]!.code });

    const oct = await finishedCount(e2e.call, 'E2E tags Oct', {
      Front: [T.gone, T.stays, T.moves],
      Back: [T.ownSerial],
    });
    const nov = await finishedCount(e2e.call, 'E2E tags Nov', {
      // Item A's serial 2 encoded again (SGTIN-198) and read in its place: one identity, a suspect case.
      Front: [T.twin, T.fresh],
      Back: [T.moves, T.ownSerial, T.reused],
    });

    // From the finished count's row on the Counts home.
    await page.getByRole('button', { name: 'Counts' }).click();
    const row = page.locator('tr', { hasText: 'E2E tags Nov' });
    await row.getByRole('button', { name: /Tag report/ }).click({ timeout: 30_000 });
    await page.getByRole('heading', { name: /^Tag reports/ }).waitFor();
    const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
    await expect.poll(() => tab('Gone').textContent(), { timeout: 30_000 }).toBe('Gone 1 tag');
    expect(await tab('Moved').textContent()).toBe('Moved 1 tag');
    expect(await tab('New').textContent()).toBe('New 2 tags');
    expect(await tab('Suspect').textContent()).toBe('Suspect 2 cases');
    expect(await page.getByRole('combobox', { name: 'Count' }).inputValue()).toBe(nov);

    // Gone: item A's serial 1, last seen in Front; its item and category counted on top.
    const list = page.getByRole('list', { name: 'gone tags' });
    const gone = list.getByRole('listitem');
    expect(await gone.count()).toBe(1);
    expect(await gone.first().textContent()).toContain(T.gone);
    expect(await gone.first().textContent()).toContain(A.sku);
    expect(await gone.first().textContent()).toContain('Front');
    expect(await page.locator('.tag-items tbody tr').first().textContent()).toContain(A.sku);
    await saveScreenshot(page, 'e2e-tags-gone.png');
    expect(await axeSerious(page)).toEqual([]);
    // The tallies' headings are one level under the screen's h1 (axe heading-order, a moderate rule).
    expect(await axeRules(page, ['heading-order'])).toEqual([]);
    // Which count is the earlier one, and when each was finished.
    const order = page.locator('#tag-order');
    expect(await order.textContent()).toMatch(
      /^From the earlier count E2E tags Oct \(finished .+\) to the later count E2E tags Nov \(finished .+\)\.$/,
    );

    // Picked the other way round: Oct as the count (it has no earlier count: refused in words), then Nov as the one
    // to compare with. The report still runs from Oct to Nov, the pickers turn round and the screen says why.
    const countPicker = page.getByRole('combobox', { name: 'Count' });
    const withPicker = page.getByRole('combobox', { name: 'Compared with' });
    await countPicker.selectOption(oct);
    await page.getByRole('alert').filter({ hasText: 'No earlier finished count' }).waitFor();
    await withPicker.selectOption(nov);
    const swapped = page.locator('[data-reordered="true"]');
    await swapped.waitFor();
    expect(await swapped.textContent()).toBe(
      '“E2E tags Nov” was picked as the count to compare with, but it was finished after “E2E tags Oct”: a report ' +
        'runs from the earlier count to the later one, so the two were swapped.',
    );
    expect([await countPicker.inputValue(), await withPicker.inputValue()]).toEqual([nov, oct]);
    expect(await order.textContent()).toMatch(
      /^From the earlier count E2E tags Oct .+ to the later count E2E tags Nov/,
    );
    await expect.poll(() => tab('Gone').textContent()).toBe('Gone 1 tag');
    expect(await tab('Moved').textContent()).toBe('Moved 1 tag');
    expect(await tab('New').textContent()).toBe('New 2 tags');
    expect(await gone.first().textContent()).toContain(T.gone);
    await saveScreenshot(page, 'e2e-tags-reordered.png');
    expect(await axeSerious(page)).toEqual([]);

    // New: two tags (A's re-encoded serial 2 is no new tag); the filter keeps the one of item D.
    await tab('New').click();
    const fresh = page.getByRole('list', { name: 'new tags' }).getByRole('listitem');
    expect(await fresh.count()).toBe(2);
    await page.getByRole('searchbox', { name: 'Filter' }).fill(D.sku);
    await expect.poll(() => fresh.count()).toBe(1);
    expect(await fresh.first().textContent()).toContain(T.fresh);
    // With the filter on, the CSV holds the row shown, and says so on the button.
    const csvButton = page.getByRole('button', { name: /^Download CSV/ });
    expect(await csvButton.textContent()).toBe('Download CSV of the 1 tag shown');
    const [filteredDownload] = await Promise.all([page.waitForEvent('download'), csvButton.click()]);
    expect(filteredDownload.suggestedFilename()).toBe(`tags-new-${nov}-filtered.csv`);
    const filteredCsv = parseCsv(readFileSync((await filteredDownload.path())!, 'utf8'));
    expect(filteredCsv.rows.map((x) => [x.epc, x.sku])).toEqual([[T.fresh, D.sku]]);

    // Suspect: the SGTIN-198 twin of A's serial 2 and the own-space serial on B and C, each tag with its reason.
    await tab('Suspect').click();
    const suspects = page.getByRole('list', { name: 'suspect tags' }).getByRole('listitem');
    await expect.poll(() => suspects.count()).toBe(5);
    const texts = (await suspects.allTextContents()).join('\n');
    expect(texts).toContain(T.twin);
    // Each tag's encoding: scheme, filter value and partition (the demo's 7-digit company prefix: partition 5).
    const partition = 12 - companyPrefixLength;
    const twinRow = suspects.filter({ hasText: T.twin });
    const twinText = await twinRow.textContent();
    expect(twinText).toContain('Several encodings · later count');
    expect(twinText).toContain(`sgtin-198 · filter 1 · partition ${partition}`);
    expect(texts).toContain('Serial on other items · earlier count');
    expect(texts).toContain(`sgtin-96 · filter 1 · partition ${partition}`);
    // The item's whole name, never cut: the row grows instead.
    expect(await twinRow.locator('.tag-item').textContent()).toBe(`${A.sku} ${A.description}`);
    const cell = await twinRow.locator('.tag-item').evaluate((el) => ({
      scroll: (el as unknown as { scrollWidth: number }).scrollWidth,
      client: (el as unknown as { clientWidth: number }).clientWidth,
    }));
    expect(cell.scroll).toBeLessThanOrEqual(cell.client);
    // The tab counts cases, and so does the list beside the filter.
    expect(await page.locator('.tag-list-tools [aria-live]').textContent()).toBe(
      '2 of 2 cases · 5 tag rows (a row per tag and count it was read in)',
    );
    await saveScreenshot(page, 'e2e-tags-suspect.png');
    // The list itself scrolls inside the page: its own picture shows the rows whole.
    await shot(page.locator('.tag-list'), 'e2e-tags-suspect-list.png');
    expect(await axeSerious(page)).toEqual([]);

    // Moved: from Front to Back; its CSV downloaded, every column checked.
    await tab('Moved').click();
    const moved = page.getByRole('list', { name: 'moved tags' }).getByRole('listitem');
    await expect.poll(() => moved.count()).toBe(1);
    expect(await moved.first().textContent()).toContain('Front → Back');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`tags-moved-${nov}.csv`);
    const csv = parseCsv(readFileSync((await download.path())!, 'utf8'));
    expect(csv.header).toEqual(MOVED_CSV_HEADER);
    expect(csv.rows).toHaveLength(1);
    const r = csv.rows[0]!;
    expect([r.epc, r.gtin14, r.serial, r['item id'], r.sku, r.description]).toEqual([
      T.moves,
      B.epcGTIN[0],
      '1',
      B.id,
      B.sku,
      B.description,
    ]);
    expect(r.category).not.toBe('');
    expect([r.area, r['from area']]).toEqual(['Back', 'Front']);
    expect(Math.abs(Date.parse(r['last read']!) - Date.now())).toBeLessThan(10 * 60_000);
    await saveScreenshot(page, 'e2e-tags-moved.png');

    // Locate on the tag: the Locate screen's target is that EPC.
    await moved
      .first()
      .getByRole('button', { name: /Locate/ })
      .click();
    await expect
      .poll(async () => {
        const s = await e2e.call('locate.status', {});
        return s.ok ? s.value.target : null;
      })
      .toEqual({ kind: 'epc', epc: T.moves });
    expect(errors).toEqual([]);

    // `cli tags --demo` on the app's own data folder (the app signed out first: one program holds the journal at a
    // time) finds both counts, named either way round, and says what the screen said.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to Stocktake' }).waitFor();
    const cli = await runCli(
      ['tags', '--store', STORES[0]!.code, '--compare', nov, oct, '--demo', '--data-dir', e2e.app.dataDir],
      { env: {}, log: 'error' },
    );
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stderr).toContain(`${nov} was finished after ${oct}, so it is the later count`);
    const [summary] = jsonLines(cli.stdout) as Record<string, { tags: number }>[];
    expect(summary).toMatchObject({ before: oct, after: nov, reordered: true });
    expect([summary!.gone!.tags, summary!.moved!.tags, summary!.new!.tags, summary!.suspect!.tags]).toEqual([
      1, 1, 2, 2,
    ]);
  }, 300_000);
});
