// Process: test (node + Chromium). A transfer end to end in browser mode: the real app services, the demo service
// and the reader simulator, the built renderer in Chromium. S01 packs box 1 with the simulator (its known tags, each
// once) and box 2 by keyboard-wedge scans (an EPC twice: counted once), sends; the working store changes to S02,
// which opens the transfer from its incoming list, scans box 2 only (box 1 lost on the way) and one tag that was not
// sent, and finishes. The differences per line, per tag and per box equal the hand count from the simulator's
// population. The sent transfer's printed packing list (Alt+P; page.pdf, pdftoppm PNG in test-results/) carries its
// number as text and as a Code 128 barcode SVG, and its box and overall totals equal the hand count. Screenshots of
// each screen, and an axe-core check (no serious or critical violations).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodeInput, encodeSgtin96 } from '../../domain/codes';
import { demoPopulation } from '../../hosts/app/reader/demo-tags';
import { type CatalogItem, catalogItemAt } from '../../service/seed/demo-catalog';
import { DEMO_GS1_COMPANY_PREFIX_LENGTH } from '../../service/seed/demo-constants';
import {
  axeSerious,
  collectPageErrors,
  LOOSE_WEDGE,
  RESULTS_DIR,
  saveScreenshot,
  scannerBurst,
  signInAndChooseStore,
  useAppAndBrowser,
} from './fixtures';

const SIM_TAGS = 24;
const epc = (item: CatalogItem, serial: number) =>
  encodeSgtin96({ gtin14: item.epcGTIN[0]!, serial, companyPrefixLength: DEMO_GS1_COMPANY_PREFIX_LENGTH });
const gtinOf = (hex: string) => {
  const d = decodeInput(hex);
  return d.kind === 'epc' && d.type === 'epc' ? d.gtin14 : null;
};
/** Box 1 by hand: the simulator's known tags (each one unit, each once). */
const SIM_KNOWN = demoPopulation(SIM_TAGS).filter((t) => t.known);
const SIM_GTINS = new Set(SIM_KNOWN.map((t) => gtinOf(t.hex)));
/** Box 2 and the foreign tag: items the simulator has no tag of, so their lines are theirs alone. */
const BOX2_ITEM = catalogItemAt(500);
const FOREIGN_ITEM = catalogItemAt(501);
const BOX2 = [epc(BOX2_ITEM, 701), epc(BOX2_ITEM, 702), epc(BOX2_ITEM, 703)];
const FOREIGN = epc(FOREIGN_ITEM, 901);

async function screenshot(page: Page, name: string) {
  const size = page.viewportSize()!;
  const content = page.locator('.content');
  await content.evaluate((el) => el.scrollTo(0, 0));
  const height = await content.evaluate((el) => el.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height + 120) });
  await saveScreenshot(page, name);
  await page.setViewportSize(size);
}

/** A scanner burst with the focus outside any field: the wedge detector takes it, main routes it to the target. */
async function wedge(page: Page, heading: string, code: string) {
  await page.locator(heading).click();
  await scannerBurst(page, code);
}

const cellNumber = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .textContent()
    .then((t) => Number((t ?? '').replace(/,/g, '').replace('\u2212', '-')));

/** Alt+P on the screen under `title` prints (window.print stubbed, the page then printed to PDF as the print dialog
 * would): the PDF and its PNG in test-results/ as `name`, the printed text returned. `onPaper` runs in print media. */
async function printWithAltP(page: Page, title: string, name: string, onPaper: () => Promise<void> = async () => {}) {
  await page.evaluate(() => {
    const w = globalThis as unknown as { print: () => void; printed?: number };
    w.printed = 0;
    w.print = () => {
      w.printed = (w.printed ?? 0) + 1;
    };
  });
  await page.locator(title).click();
  await page.keyboard.press('Alt+P');
  expect(await page.evaluate(() => (globalThis as unknown as { printed?: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await onPaper();
  const pdf = join(RESULTS_DIR, `${name}.pdf`);
  await page.pdf({ path: pdf, format: 'A4' });
  await page.emulateMedia({ media: 'screen' });
  execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdf, join(RESULTS_DIR, name)]);
  return execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
}

/** The packing list printed: its barcode drawn (bars, not an empty SVG) and shown on paper. */
const printPackingList = (page: Page, docNumber: string) =>
  printWithAltP(page, '#transfer-send-title', 'e2e-transfers-packing-list', async () => {
    const barcode = page.locator(`[data-packing-list-print] svg[data-transfer-barcode="${docNumber}"]`);
    expect(await barcode.isVisible()).toBe(true);
    expect(await barcode.locator('rect').count()).toBeGreaterThan(20);
  });

describe('a transfer end to end (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();
  const call = e2e.call;

  it('packs two boxes (simulator, wedge), sends, and receives at S02 with a box missing and a foreign tag', async () => {
    expect(SIM_GTINS.has(BOX2_ITEM.epcGTIN[0]!) || SIM_GTINS.has(FOREIGN_ITEM.epcGTIN[0]!)).toBe(false);
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 1000 } });
    const errors = collectPageErrors(page);
    expect((await call('reader.setSettings', { wedge: LOOSE_WEDGE })).ok).toBe(true);
    await page.goto(e2e.app.url);
    await signInAndChooseStore(page);

    // A new transfer to S02 from the keyboard: Alt+N the destination, the need-by day as proposed.
    await page.getByRole('button', { name: 'Transfers' }).click();
    await page.getByRole('heading', { name: 'Transfers' }).waitFor();
    await page.keyboard.press('Alt+N');
    const to = page.locator('#transfer-to');
    const s02 = await to.locator('option', { hasText: 'S02' }).getAttribute('value');
    await to.selectOption(s02!);
    await page.getByRole('button', { name: 'New transfer' }).click();
    await page.locator('#transfer-send-title').waitFor({ timeout: 15_000 });
    await screenshot(page, 'e2e-transfers-new.png');
    expect(await axeSerious(page)).toEqual([]);

    // Box 1: the simulator, once the draft is the reader's target; every known tag once.
    await expect.poll(() => e2e.app.app.services.transfers.activeDraft(), { timeout: 10_000 }).not.toBeNull();
    expect((await call('reader.startSimulator', { tags: SIM_TAGS, rate: 300 })).ok).toBe(true);
    const poll = { timeout: 30_000, interval: 250 };
    await expect
      .poll(() => cellNumber(page, '.transfer-boxes [data-box="1"] [data-tags]'), poll)
      .toBe(SIM_KNOWN.length);
    expect((await call('reader.stopSimulator', {})).ok).toBe(true);

    // Box 2 by wedge (Alt+X next box): three tags, one of them twice (counted once).
    await page.locator('#transfer-send-title').click();
    await page.keyboard.press('Alt+X');
    await expect.poll(() => page.locator('[data-current-box]').textContent()).toBe('2');
    for (const hex of [BOX2[0]!, BOX2[1]!]) await wedge(page, '#transfer-send-title', hex);
    await expect.poll(() => cellNumber(page, '.transfer-boxes [data-box="2"] [data-tags]'), poll).toBe(2);
    await wedge(page, '#transfer-send-title', BOX2[0]!);
    await wedge(page, '#transfer-send-title', BOX2[2]!);
    await expect.poll(() => cellNumber(page, '.transfer-boxes [data-box="2"] [data-tags]'), poll).toBe(3);
    expect(await cellNumber(page, '.transfer-boxes [data-box="1"] [data-tags]')).toBe(SIM_KNOWN.length);
    await screenshot(page, 'e2e-transfers-packed.png');
    expect(await axeSerious(page)).toEqual([]);

    // Send (Ctrl+Enter): sent once, the draft frozen.
    await page.keyboard.press('Control+Enter');
    await page.locator('[data-send-status="sent"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-transfer-state]').getAttribute('data-transfer-state')).toBe('sent');
    const title = (await page.locator('#transfer-send-title').textContent()) ?? '';
    const docNumber = /Transfer (\S+)/.exec(title)![1]!;
    await screenshot(page, 'e2e-transfers-sent.png');
    expect(await axeSerious(page)).toEqual([]);

    // The printed packing list: the number as text and barcode, box 1 the simulator's known tags (one unit each),
    // box 2 three tags of one item, the total both (hand count: each tag one unit).
    const printed = await printPackingList(page, docNumber);
    const flat = printed.replace(/\s+/g, ' ');
    expect(flat).toContain(`Packing list · Transfer ${docNumber}`);
    expect(flat).toMatch(/From S01 .* to S02 .* need by/);
    expect(printed).not.toContain('Nothing packed');
    const box1Lines = new Set(SIM_KNOWN.map((t) => gtinOf(t.hex))).size;
    const total = (label: string) => printed.split('\n').find((l) => l.includes(label)) ?? '';
    const figures = (l: string) => (l.match(/\d[\d,]*/g) ?? []).slice(-2).map((n) => Number(n.replace(/,/g, '')));
    expect(total('Box 1 total')).toContain(`${box1Lines} line`);
    expect(figures(total('Box 1 total'))).toEqual([SIM_KNOWN.length, SIM_KNOWN.length]);
    expect(total('Box 2 total')).toContain('1 line');
    expect(figures(total('Box 2 total'))).toEqual([3, 3]);
    expect(figures(total('Total: 2 boxes'))).toEqual([SIM_KNOWN.length + 3, SIM_KNOWN.length + 3]);
    expect(printed.split(BOX2_ITEM.sku).length - 1).toBe(1);

    // S02: the transfer in its incoming list, opened and received: box 2 and one tag that was not sent.
    await page.getByRole('button', { name: 'Change store' }).click();
    await page.locator('.store-row', { hasText: 'S02' }).click();
    await page.getByRole('navigation', { name: 'Areas' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Transfers' }).click();
    const row = page.locator(`[data-transfer="${docNumber}"]`);
    await row.waitFor({ timeout: 60_000 });
    await screenshot(page, 'e2e-transfers-incoming.png');
    expect(await axeSerious(page)).toEqual([]);
    await row.getByRole('button', { name: /^Receive/ }).click();
    await page.locator('#transfer-receive-title').waitFor({ timeout: 15_000 });
    await expect.poll(() => e2e.app.app.services.transfers.activeReceipt(), { timeout: 10_000 }).not.toBeNull();
    for (const hex of [...BOX2, FOREIGN]) await wedge(page, '#transfer-receive-title', hex);
    await expect.poll(() => page.locator('[data-tag-status="receivedNotSent"]').count(), poll).toBe(1);
    await expect.poll(() => page.locator('[data-tag-status="sentReceived"]').count(), poll).toBe(3);

    // Finish (Ctrl+Enter), then the differences against the hand count.
    await page.keyboard.press('Control+Enter');
    await expect
      .poll(() => page.locator('[data-transfer-state]').getAttribute('data-transfer-state'), poll)
      .toBe('finished');
    expect(await page.locator('[data-tag-status="sentMissing"]').count()).toBe(SIM_KNOWN.length);
    expect(await page.locator('[data-box="1"]').getAttribute('data-box-state')).toBe('missing');
    expect(await page.locator('[data-box="2"]').getAttribute('data-box-state')).toBe('whole');
    expect(await cellNumber(page, `[data-item="${BOX2_ITEM.sku}"] [data-difference]`)).toBe(0);
    expect(await cellNumber(page, `[data-item="${FOREIGN_ITEM.sku}"] [data-difference]`)).toBe(1);
    // Per simulator item: all sent, none received.
    const simPerGtin = new Map<string, number>();
    for (const t of SIM_KNOWN) simPerGtin.set(gtinOf(t.hex)!, (simPerGtin.get(gtinOf(t.hex)!) ?? 0) + 1);
    const differences = await page.locator('[data-item] [data-difference]').allTextContents();
    const sum = differences.map((t) => Number(t.replace(/,/g, '').replace('\u2212', '-'))).reduce((a, b) => a + b, 0);
    expect(sum).toBe(1 - SIM_KNOWN.length);
    expect(differences.length).toBe(simPerGtin.size + 2);
    expect(await page.locator('[data-tag-totals]').textContent()).toBe(
      `Tags: 3 sent and received, ${SIM_KNOWN.length} sent and missing, 1 received and not sent`,
    );
    await screenshot(page, 'e2e-transfers-received.png');
    expect(await axeSerious(page)).toEqual([]);

    // The differences printed (Alt+P): the heading, the tag totals and the boxes as on screen, nothing else of it.
    const report = await printWithAltP(page, '#transfer-receive-title', 'e2e-transfers-differences');
    const paper = report.replace(/\s+/g, ' ');
    expect(paper).toContain(`Transfer differences · ${docNumber}`);
    expect(paper).toContain(`Tags: 3 sent and received, ${SIM_KNOWN.length} sent and missing, 1 received and not sent`);
    expect(paper).toMatch(/Box 1 \d+ 0 Missing/);
    expect(paper).not.toContain('Scan what arrived');
    expect(paper).not.toContain('Print differences');
    expect(errors).toEqual([]);
  }, 300_000);
});
