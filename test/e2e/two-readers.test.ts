// Process: test (node + Chromium). Two readers at once end to end, browser mode: the real app services and demo
// service, two in-app reader simulators (each a separate reader with its own rate and protocol) through the real
// protocol framers, the built renderer in Chromium. Settings -> Reader from the keyboard: the main reader the
// simulator, "Add a reader" a second simulator; a count started with "Start the reader" takes both: the feed's rows
// name their reader (Sim 1, Sim 2: a labelled chip), the count header and the status bar list each reader with its
// reads; one reader stopped leaves the other counting. The CSV downloaded at the end has a row per reader, summing
// to the count's reads and unique tags as the header's rows do. Screenshot and axe on the counting screen.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORES } from '../../service/seed/catalog-tree';
import { columnSum, parseCsv } from '../helpers/csv-sums';
import {
  axeOn,
  axeSerious,
  collectPageErrors,
  saveScreenshot,
  signInAndChooseStore,
  total,
  useAppAndBrowser,
} from './fixtures';

const POLL = { timeout: 30_000, interval: 250 };

const badgeReads = (page: Page, reader: string) =>
  page
    .locator(`[data-reader-badge="${reader}"]`)
    .textContent()
    .then((t) => Number(/([\d,]+) reads/.exec(t ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN));

/** The header's per-reader rows: which readers, and their reads and unique tags summed. */
async function perReaderSums(page: Page) {
  const rows = page.locator('[data-reader-badge]');
  const ids = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-reader-badge') ?? ''));
  const figures = await rows
    .locator('[data-reader-reads]')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('data-reader-reads'), el.getAttribute('data-reader-tags')]));
  return {
    readers: ids.filter((id) => id !== ''),
    reads: figures.reduce((s, [r]) => s + Number(r), 0),
    tags: figures.reduce((s, [, t]) => s + Number(t), 0),
  };
}

describe('two readers feeding one count (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();
  const call = e2e.call;

  it('sets up a second reader, counts from both, names each read’s reader, and keeps counting when one stops', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(e2e.app.url);
    await signInAndChooseStore(page, { store: STORES[0]!.code });

    // Settings -> Reader, keyboard only: the main reader the simulator (TSL), a second simulated reader (Chafon).
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Reader', exact: true }).waitFor();
    await page.getByLabel('Reader source').focus();
    await page.getByLabel('Reader source').selectOption('simulator');
    await page.getByLabel('Simulated tags', { exact: true }).fill('40');
    await page.getByLabel('Reads per second', { exact: true }).fill('120');
    await page.getByLabel('Protocol', { exact: true }).selectOption('tsl');
    await page.getByRole('button', { name: 'Add a reader' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'Sim 2' }).waitFor();
    await page.getByLabel('Sim 2: protocol').selectOption('chafon');
    await page.getByLabel('Sim 2: reads per second').fill('90');
    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => call('reader.getSettings', {}).then((r) => (r.ok ? r.value.extraReaders : null)), POLL)
      .toEqual([
        {
          source: 'simulator',
          port: null,
          baudRate: null,
          protocol: 'chafon',
          m100Mode: 'continuous',
          simulator: { tags: 50, rate: 90 },
        },
      ]);
    expect(await axeSerious(page)).toEqual([]);

    // A count session, started with the screen's own button: both readers connect and feed it.
    await page.getByRole('button', { name: 'Counts' }).click();
    await page.getByRole('button', { name: 'New session' }).click();
    await page.getByLabel('Description').fill('E2E two readers');
    await page.getByRole('textbox', { name: /^Areas \(comma/ }).fill('Front');
    await page.getByRole('button', { name: 'Create and start counting' }).click();
    await expect.poll(() => page.locator('.area-name').textContent(), { timeout: 90_000 }).toBe('Front');
    // The feed keeps only its newest rows, and which reader saw a tag first is up to timing: every row shown from
    // now on is noted in the page, so a reader's rows count even once newer rows have pushed them out.
    await page.evaluate(() => {
      // The node type-check has no DOM library: the page's globals this needs, typed here.
      interface Chip {
        dataset: { reader?: string };
        textContent: string | null;
      }
      const w = globalThis as unknown as {
        feedReaders: Record<string, string>;
        document: { body: unknown; querySelectorAll(s: string): Iterable<Chip> };
        MutationObserver: new (fn: () => void) => { observe(el: unknown, o: object): void };
      };
      const seen: Record<string, string> = {};
      w.feedReaders = seen;
      const note = () => {
        for (const el of w.document.querySelectorAll('.scan-feed-list .feed-reader'))
          seen[el.dataset.reader ?? ''] = el.textContent ?? '';
      };
      new w.MutationObserver(note).observe(w.document.body, { childList: true, subtree: true });
    });
    const feedReaders = () =>
      page.evaluate(() => ({ ...(globalThis as unknown as { feedReaders: Record<string, string> }).feedReaders }));
    await page.getByRole('button', { name: 'Start the reader' }).click();

    // The status bar lists both readers by name; the header shows each one's reads.
    const bar = page.locator('[data-status="reader"]');
    await expect.poll(() => bar.locator('[data-reader-status]').count(), POLL).toBe(2);
    await expect.poll(() => bar.textContent(), POLL).toMatch(/Sim 1 · .*Sim 2 · /);
    await expect.poll(() => badgeReads(page, 'simulator'), POLL).toBeGreaterThan(0);
    await expect.poll(() => badgeReads(page, 'sim-2'), POLL).toBeGreaterThan(0);

    // The feed: rows from both readers, each with its reader's label in words.
    await expect.poll(feedReaders, POLL).toEqual({ simulator: 'Sim 1', 'sim-2': 'Sim 2' });
    await expect.poll(() => total(page, 'uniqueTags'), POLL).toBeGreaterThanOrEqual(30);
    await saveScreenshot(page, 'e2e-two-readers-counting.png');
    // While both read, new rows flash without end (axeSerious waits for animations): axe on the parts that name
    // the readers, now; the whole screen once the readers stop, below.
    expect(await axeOn(page, ['.count-header', '.status-items', '.scan-feed'])).toEqual([]);

    // Sim 2 stopped: Sim 1 keeps reading into the same count.
    expect((await call('reader.disconnect', { reader: 'sim-2' })).ok).toBe(true);
    await expect.poll(() => bar.locator('[data-reader-status]').count(), POLL).toBe(0);
    await expect.poll(() => bar.textContent(), POLL).toMatch(/^Simulator · /);
    const reads = await total(page, 'totalReads');
    await expect.poll(() => total(page, 'totalReads'), POLL).toBeGreaterThan(reads + 50);
    // Its figures stay in the header, for the whole count, not only while it reads.
    expect(await badgeReads(page, 'sim-2')).toBeGreaterThan(0);
    const status = await call('reader.status', {});
    expect(status.ok && status.value.readers.map((r) => [r.id, r.state])).toEqual([['simulator', 'connected']]);

    expect((await call('reader.disconnect', {})).ok).toBe(true);
    await expect.poll(() => bar.textContent(), POLL).toBe('not connected');
    // Both stopped: each keeps its row, and the rows add up to the count's reads and unique tags.
    const againstTotals = async () => {
      const sums = await perReaderSums(page);
      const [reads, tags] = [await total(page, 'totalReads'), await total(page, 'uniqueTags')];
      return {
        readers: sums.readers,
        reads: sums.reads - reads,
        tags: sums.tags - tags,
        counted: reads > 0 && tags > 0,
      };
    };
    await expect
      .poll(againstTotals, POLL)
      .toEqual({ readers: ['simulator', 'sim-2'], reads: 0, tags: 0, counted: true });
    // Rows of a reader since stopped keep its name (the ones still shown, whichever reader they came from).
    const shown = await page.locator('.scan-feed-list .feed-reader').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    expect([...new Set(shown)].filter((t) => t !== 'Sim 1' && t !== 'Sim 2')).toEqual([]);
    expect(await axeSerious(page)).toEqual([]);

    // The CSV (a real download): a row per reader after the items, adding up to the count's totals on screen.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Export CSV/ }).click();
    const { rows } = parseCsv(readFileSync((await (await download).path())!, 'utf8'));
    const readerRows = rows.filter((r) => r.row === 'reader');
    expect(readerRows.map((r) => r.reader)).toEqual(['Sim 2', 'Sim 1']);
    expect(columnSum(rows, 'reads')).toBe(await total(page, 'totalReads'));
    expect(columnSum(rows, 'unique tags')).toBe(await total(page, 'uniqueTags'));
    expect(errors).toEqual([]);
  }, 240_000);
});
