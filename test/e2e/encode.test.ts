// Process: test (node + Chromium). Tagging what arrived untagged, end to end in browser mode: the receipt REC00118
// opened read-only, "Tag this receipt", the printer set to the fake printer (loopback TCP), each line's label
// previewed, quantities edited, printed; then a count fed exactly the printed EPCs by the reader simulator (a capture
// replayed over a real socat PTY, the 'lines' protocol) resolves every one to its item. The lookup card's "Print
// labels" prints more, in the store's template once it is changed; a receipt line's "Write tag" says why a wedge
// reader cannot write; the lookup card's "Write tag" writes, verifies and locks one tag with the TSL simulator's tag
// field over a PTY (the reader's port lent and given back); the reader restarted with two tags in the field: their
// reads are held for the panel (the outcome and the card stay), a write refused, the refusal kept until dismissed,
// this session's writes listed with their EPCs; and it says why a reader that cannot write cannot. A receipt with a
// food-and-beverage line that has a UPC and no RFID GTIN (labelled with its barcode's GTIN) and a line with no GTIN
// at all: the reason beside the button, the line marked, the others printed; tagged again, it says how many labels
// it has and asks first. Labels print the description with size and colour. Screenshots of each step, and axe-core
// (no serious or critical violations).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeInput } from '../../domain/codes';
import { STORES } from '../../service/seed/catalog-tree';
import { type CatalogItem, catalogItemAt } from '../../service/seed/demo-catalog';
import { DEMO_OPEN_ORDER, demoOrders } from '../../service/seed/demo-orders';
import { type FakePrinter, startFakePrinter } from '../helpers/fake-printer';
import { tempDir } from '../helpers/temp-dir';
import { sleep } from '../helpers/waits';
import { startPtyPair, startSimulator } from '../serial/pty';
import {
  axeSerious,
  collectPageErrors,
  saveScreenshot,
  shot,
  signInAndChooseStore,
  useAppAndBrowser,
} from './fixtures';

// REC00118 received items 20 and 21 of PO00041 (service/seed/demo-orders.ts).
const ORDER = demoOrders().find((o) => o.docNumber === DEMO_OPEN_ORDER)!;
const [FIRST, SECOND] = ORDER.lines.map((l) => catalogItemAt(l.itemIndex));
/** What a label prints as its description: the item's with its size and colour (domain/encode/label-text.ts). */
const labelText = (item: CatalogItem) =>
  [
    item.description,
    ...item.dimensions
      .filter((d) => d.dimensionNumber === 1 || d.dimensionNumber === 2)
      .sort((x, y) => x.dimensionNumber - y.dimensionNumber)
      .map((d) => d.description),
  ].join(', ');
const fnb = Array.from({ length: 200 }, (_, i) => catalogItemAt(4000 + i)).filter((it) => it.active);
/** A food-and-beverage item with a UPC and no RFID GTIN (labelled with its UPC's GTIN), and one with neither. */
const UPC_ONLY = fnb.find((it) => it.upc.length > 0 && it.epcGTIN.length === 0)!;
const NO_GTIN = fnb.find((it) => it.upc.length === 0 && it.epcGTIN.length === 0)!;
const POLL = { timeout: 30_000, interval: 250 };

let printer: FakePrinter;
/** One page for the file: the app stays signed in between the tests. */
let page: Page;
beforeAll(async () => {
  printer = await startFakePrinter();
});
afterAll(async () => {
  await printer?.close();
});

const status = (page: Page) => page.locator('[data-print-status]').first().textContent();

describe('tagging a receipt and an item (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();
  const call = e2e.call;

  it('prints a receipt’s labels to the printer, and a count of those tags resolves them to the right items', async () => {
    page = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(e2e.app.url);
    await signInAndChooseStore(page);

    await page.getByRole('button', { name: 'Receiving' }).click();
    await page.locator('[data-receipt="REC00118"]').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Open REC00118' }).click();
    await page.locator('[data-receipt-view="REC00118"]').waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Tag this receipt' }).click();
    await page.getByLabel('Label printer').fill(printer.url);
    await page.getByRole('button', { name: 'Save printer' }).click();
    const preview = page.locator(`[data-label-preview="${FIRST!.sku}"]`);
    await preview.waitFor({ timeout: 15_000 });
    // Two sizes of one style do not print the same words: the description with its size and colour.
    expect(labelText(FIRST!)).not.toBe(labelText(SECOND!));
    expect(await preview.locator('.label-description').textContent()).toBe(labelText(FIRST!));
    expect(await preview.textContent()).toContain(`EPC: RFID GTIN ${FIRST!.epcGTIN[0]} + a new serial`);
    await page.locator(`[data-tag-line="${SECOND!.sku}"]`).getByRole('button', { name: 'Show' }).click();
    await page.locator(`[data-label-preview="${SECOND!.sku}"]`).waitFor();
    // Quantities are editable: three labels of the first item, two of the second.
    await page.getByLabel(`Labels for ${FIRST!.sku}`).fill('3');
    await page.getByLabel(`Labels for ${SECOND!.sku}`).fill('2');
    await saveScreenshot(page, 'e2e-encode-receipt-preview.png');
    expect(await axeSerious(page)).toEqual([]);
    // The line shown can be tagged one by one with a reader instead; this one (wedge only) says it cannot.
    await page.getByRole('button', { name: `Write tag for ${SECOND!.sku}` }).click();
    const writePanel = page.locator('.encode-panel .encode-panel');
    await writePanel.getByRole('heading', { name: `Write an RFID tag for ${SECOND!.sku}` }).waitFor();
    await expect
      .poll(() => writePanel.locator('[data-write-unavailable]').textContent(), POLL)
      .toContain('needs a TSL ASCII 2.0 reader on a serial port');
    await writePanel.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Print 5 labels' }).click();
    await expect.poll(() => status(page), POLL).toBe('Done: 5 of 5 labels printed');
    await saveScreenshot(page, 'e2e-encode-receipt-printed.png');
    expect(await axeSerious(page)).toEqual([]);
    const printed = printer.printed.map((l) => l.epc);
    expect(new Set(printed).size).toBe(5);
    const gtinOf = (epc: string) => {
      const d = decodeInput(epc);
      return d.kind === 'epc' && d.type === 'epc' ? d.gtin14 : null;
    };
    expect(printed.map(gtinOf).sort()).toEqual(
      [...Array(3).fill(FIRST!.epcGTIN[0]), ...Array(2).fill(SECOND!.epcGTIN[0])].sort(),
    );
    // The labels print what the preview showed: each item's description with its size and colour.
    expect(printer.printed.map((l) => l.fields[0])).toEqual([
      ...Array(3).fill(labelText(FIRST!)),
      ...Array(2).fill(labelText(SECOND!)),
    ]);

    // A count, fed exactly the printed tags by the reader simulator over a real serial line.
    const created = await call('counts.sessions.create', {
      storeId: STORES[0]!.id,
      description: 'E2E tagged goods',
      areas: ['Back room'],
      blind: false,
    });
    if (!created.ok) throw new Error(created.error.message);
    const sessionId = created.value.id;
    expect((await call('counts.sessions.activate', { sessionId })).ok).toBe(true);
    const dir = tempDir('stocktake-pty-').path;
    const pair = await startPtyPair(dir);
    const capture = join(dir, 'printed.txt');
    writeFileSync(capture, printed.map((e) => `${e}\r\n`).join(''));
    try {
      const serial = { source: 'serial' as const, port: pair.b, protocol: 'lines' as const, baudRate: 115200 };
      expect((await call('reader.setSettings', serial)).ok).toBe(true);
      expect((await call('reader.connect', {})).ok).toBe(true);
      await expect
        .poll(async () => {
          const r = await call('reader.status', {});
          return r.ok ? r.value.state : null;
        }, POLL)
        .toBe('connected');
      const sim = startSimulator(['--port', pair.a, '--capture', capture, '--rate', '50']);
      const lines = async () => {
        const r = await call('counts.lines', { sessionId });
        return r.ok ? r.value.lines.map((l) => [l.sku, l.counted]).sort() : [];
      };
      await expect.poll(lines, POLL).toEqual(
        [
          [FIRST!.sku, 3],
          [SECOND!.sku, 2],
        ].sort(),
      );
      await sim.kill();
      const session = await call('counts.sessions.open', { sessionId });
      expect(session.ok && session.value.unknownOpen).toBe(0);
    } finally {
      // The count lets go of the reader, as its screen does when closed: later reads are the lookup's.
      await call('counts.sessions.deactivate', { sessionId });
      await call('reader.disconnect', {});
      await call('reader.setSettings', { source: 'wedge-only' });
      await pair.kill();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(errors).toEqual([]);
  }, 240_000);

  it('a line that cannot be tagged: said beside the button, marked, the others printed; tagged again asks first', async () => {
    // A receipt of a food-and-beverage item with a UPC and no RFID GTIN, and one with no GTIN at all.
    const vendors = await call('receiving.vendors', {});
    if (!vendors.ok) throw new Error(vendors.error.message);
    const docNumber = 'REC-E2E-FNB';
    const draft = await call('receiving.drafts.create', { vendorId: vendors.value[0]!.id, docNumber });
    if (!draft.ok) throw new Error(draft.error.message);
    const draftId = draft.value.id;
    expect((await call('receiving.drafts.addItem', { draftId, itemId: UPC_ONLY.id, quantity: 2 })).ok).toBe(true);
    expect((await call('receiving.drafts.addItem', { draftId, itemId: NO_GTIN.id, quantity: 1 })).ok).toBe(true);
    const submitted = await call('receiving.drafts.submit', { draftId });
    expect(submitted.ok && submitted.value.status).toBe('submitted');

    await page.keyboard.press('Escape');
    await page.getByLabel('Document number').fill(docNumber);
    await page.getByLabel('Document number').press('Enter');
    await page.getByRole('button', { name: `Open ${docNumber}` }).click({ timeout: 30_000 });
    await page.locator(`[data-receipt-view="${docNumber}"]`).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Tag this receipt' }).click();

    // The line marked, the reason beside the button, which offers the other lines' labels.
    const leftOut = page.locator('[data-print-left-out]');
    await expect
      .poll(() => leftOut.textContent(), POLL)
      .toContain(`${NO_GTIN.sku} cannot be tagged, so it is left out`);
    expect(await leftOut.textContent()).toContain("the button prints the other lines' 2 labels.");
    expect(await leftOut.textContent()).toContain(`Item ${NO_GTIN.sku} has no GTIN for a tag`);
    expect(await page.locator(`[data-tag-line="${NO_GTIN.sku}"] [data-line-left-out]`).textContent()).toBe(
      'Cannot be tagged',
    );
    // The UPC-only item's label carries its barcode's GTIN, and says so.
    const unitGtin = `00${UPC_ONLY.upc[0]}`;
    const preview = page.locator(`[data-label-preview="${UPC_ONLY.sku}"]`);
    await expect.poll(() => preview.textContent(), POLL).toContain(`EPC: barcode GTIN ${unitGtin} + a new serial`);
    const print = page.getByRole('button', { name: 'Print the other 2 labels' });
    expect(await print.getAttribute('aria-describedby')).toBe(await leftOut.getAttribute('id'));
    await shot(page.locator('.encode-panel').first(), 'e2e-encode-left-out.png');
    expect(await axeSerious(page)).toEqual([]);

    const before = printer.printed.length;
    await print.click();
    await expect.poll(() => status(page), POLL).toBe('Done: 2 of 2 labels printed');
    const epcs = printer.printed.slice(before).map((l) => l.epc);
    for (const epc of epcs) {
      const d = decodeInput(epc);
      expect(d.kind === 'epc' && d.type === 'epc' ? d.gtin14 : null).toBe(unitGtin);
      const found = await call('lookup.lookup', { text: epc });
      expect(found.ok && [found.value.matchedBy, found.value.item?.id]).toEqual(['gtin', UPC_ONLY.id]);
    }

    // Tagged again: how many labels it has, asked first; Esc prints nothing, confirming prints.
    await print.click();
    const confirm = page.locator('[data-reprint-confirm]');
    await expect
      .poll(() => confirm.textContent(), POLL)
      .toContain(
        `${docNumber} was tagged before: 2 labels printed on this PC. Printing again gives these goods a second tag.`,
      );
    await shot(page.locator('.encode-panel').first(), 'e2e-encode-reprint-confirm.png');
    expect(await axeSerious(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.count(), POLL).toBe(0);
    expect(await page.locator(`[data-receipt-view="${docNumber}"]`).count()).toBe(1);
    expect(printer.printed.length).toBe(before + 2);
    await print.click();
    await confirm.getByRole('button', { name: /^Print 2 more labels/ }).click();
    await expect.poll(() => printer.printed.length, POLL).toBe(before + 4);
    await expect.poll(() => status(page), POLL).toBe('Done: 2 of 2 labels printed');
  }, 180_000);

  it('prints labels for one item from the lookup card', async () => {
    await page.getByRole('button', { name: 'Lookup' }).click();
    await page.getByRole('heading', { name: 'Lookup' }).waitFor();
    await page.getByLabel('Scan, type or paste an EPC, tag URI, barcode or SKU').fill(SECOND!.sku);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#item-name').textContent(), POLL).toBe(SECOND!.description);
    const before = printer.printed.length;
    await page.getByRole('button', { name: 'Print labels' }).click();
    await page.locator(`[data-label-preview="${SECOND!.sku}"]`).waitFor({ timeout: 15_000 });
    await page.getByLabel('Labels', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Print 2 labels' }).click();
    await expect.poll(() => status(page), POLL).toBe('Done: 2 of 2 labels printed');
    await saveScreenshot(page, 'e2e-encode-lookup-printed.png');
    expect(await axeSerious(page)).toEqual([]);
    expect(printer.printed.length).toBe(before + 2);
    expect(new Set(printer.printed.map((l) => l.epc)).size).toBe(printer.printed.length);
    // The price with the store's currency (the demo's base currency, by its code: every ZPL font prints letters), on
    // the preview and on the printed label alike.
    const price = (await page.locator(`[data-label-preview="${SECOND!.sku}"] .label-price`).textContent()) ?? '';
    expect(price).toMatch(/^USD \d+\.\d{2}$/);
    expect(printer.printed.at(-1)!.fields[1]).toBe(price);
  }, 120_000);

  it('the store template changes the preview and the printed label', async () => {
    const panel = page.locator('.encode-panel').filter({ hasText: 'Print RFID labels' });
    await panel.getByLabel('Size').selectOption('3x1');
    await panel.getByLabel('Price').uncheck();
    const preview = page.locator(`[data-label-preview="${SECOND!.sku}"]`);
    await expect.poll(() => preview.getAttribute('data-label-size'), POLL).toBe('3x1');
    await expect.poll(() => preview.locator('.label-price').count(), POLL).toBe(0);
    await saveScreenshot(page, 'e2e-encode-template.png');
    expect(await axeSerious(page)).toEqual([]);
    const before = printer.printed.length;
    await page.getByLabel('Labels', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Print 1 label' }).click();
    await expect.poll(() => status(page), POLL).toBe('Done: 1 of 1 label printed');
    expect(printer.printed.length).toBe(before + 1);
    const [prev, last] = printer.printed.slice(-2);
    // Description, price, SKU, barcode, EPC before; the same without the price now.
    const [description, , sku, barcode] = prev!.fields;
    expect(last!.fields).toEqual([description, sku, barcode, last!.epc]);
    await panel.getByRole('button', { name: 'Close' }).click();
  }, 120_000);

  it('writes a tag with a TSL reader from the lookup card, and refuses with a clear message', async () => {
    const OLD_TAG = 'E28011606000020A1B2C3D4E';
    const dir = tempDir('stocktake-pty-').path;
    const pair = await startPtyPair(dir);
    let sim = startSimulator(['--port', pair.a, '--protocol', 'tsl', '--field', OLD_TAG]);
    try {
      const serial = { source: 'serial' as const, port: pair.b, protocol: 'tsl' as const, baudRate: 115200 };
      expect((await call('reader.setSettings', serial)).ok).toBe(true);
      expect((await call('reader.connect', {})).ok).toBe(true);
      const readerState = async () => {
        const r = await call('reader.status', {});
        return r.ok ? r.value.state : null;
      };
      await expect.poll(readerState, POLL).toBe('connected');
      // The old tag in the field is the reader's first read, and Lookup may look it up (at most LOOKUP_GAP_MS after
      // it): clicking Write tag as that lands raced it under load. Once the read is in and that gap has passed, the
      // item is looked up again: the newest lookup wins.
      await expect
        .poll(async () => {
          const r = await call('reader.status', {});
          return r.ok ? r.value.counts.reads : 0;
        }, POLL)
        .toBeGreaterThan(0);
      await sleep(1500); // LOOKUP_GAP_MS (renderer/src/features/reader/use-scan-router.ts) is 700 ms
      await page.getByLabel('Scan, type or paste an EPC, tag URI, barcode or SKU').fill(SECOND!.sku);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#item-name').textContent(), POLL).toBe(SECOND!.description);

      await page.getByRole('button', { name: 'Write tag' }).click();
      const panel = page.locator('.encode-panel').filter({ hasText: 'Write an RFID tag' });
      await panel.getByText('Hold one tag').waitFor({ timeout: 15_000 });
      await panel.getByLabel('Lock with password').fill('1A2B3C4D');
      await saveScreenshot(page, 'e2e-encode-write-ready.png');
      expect(await axeSerious(page)).toEqual([]);
      await panel.getByRole('button', { name: 'Write tag' }).click();
      const written = panel.locator('[data-written-epc]');
      await written.waitFor({ timeout: 30_000 });
      const epc = (await written.getAttribute('data-written-epc'))!;
      const d = decodeInput(epc);
      expect(d.kind === 'epc' && d.type === 'epc' ? d.gtin14 : null).toBe(SECOND!.epcGTIN[0]);
      expect(await written.textContent()).toContain('Tag written, verified and locked: EPC');
      await saveScreenshot(page, 'e2e-encode-write-done.png');
      expect(await axeSerious(page)).toEqual([]);
      // The reader has its port back.
      await expect.poll(readerState, POLL).toBe('connected');
      await sim.kill();
      const summary = await sim.done;
      expect(summary?.field).toEqual([epc]);
      expect(summary?.locked).toEqual([true]);

      // The reader restarted with two tags in the field (counters reset, so both are new): the reads are held for
      // the panel, not looked up; the written outcome and the item's card stay.
      sim = startSimulator(['--port', pair.a, '--protocol', 'tsl', '--field', `${OLD_TAG},${epc}`]);
      await sim.ready();
      expect((await call('reader.connect', {})).ok).toBe(true);
      const held = panel.locator('[data-held-reads]');
      for (const tag of [OLD_TAG, epc]) {
        await held.getByRole('button', { name: `Look up ${tag}` }).waitFor({ timeout: 30_000 });
      }
      expect(await panel.locator('[data-write-outcome="written"]').getAttribute('data-written-epc')).toBe(epc);
      expect(await page.locator('#item-name').textContent()).toBe(SECOND!.description);

      // Write tag with two tags near the reader: refused, in words. The reader gets its port back and reads both
      // tags again: the refusal stays, as does the card, until it is dismissed.
      await panel.getByLabel('Lock with password').fill('');
      const heldReads = async () => Number(await held.getAttribute('data-held-reads'));
      const readsBefore = await heldReads();
      await panel.getByRole('button', { name: 'Write tag' }).click();
      const refused = panel.locator('[data-write-outcome="refused"]');
      await expect
        .poll(() => refused.textContent(), POLL)
        .toContain('2 tags are near the reader: keep only the one to write close to it');
      expect(await refused.getAttribute('role')).toBe('alert');
      await expect.poll(heldReads, POLL).toBeGreaterThan(readsBefore);
      expect(await refused.textContent()).toContain('Nothing written: 2 tags are near the reader');
      expect(await page.locator('#item-name').textContent()).toBe(SECOND!.description);
      // This session's writes: the tag written above with its EPC; the refusal issued nothing, so adds no row.
      const recent = panel.locator('[data-recent-write]');
      await expect.poll(() => recent.count(), POLL).toBe(1);
      expect(await recent.first().getAttribute('data-recent-write')).toBe(epc);
      expect(await recent.first().getAttribute('data-state')).toBe('written');
      expect(await recent.first().textContent()).toContain(SECOND!.sku);
      await saveScreenshot(page, 'e2e-encode-write-two-tags.png');
      expect(await axeSerious(page)).toEqual([]);
      // Dismissed from the keyboard: the outcome goes, the focus lands on Write tag, the list stays.
      await panel.getByRole('button', { name: 'Dismiss' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => refused.count(), POLL).toBe(0);
      expect(await page.evaluate('document.activeElement?.textContent')).toBe('Write tag');
      expect(await recent.count()).toBe(1);
    } finally {
      await sim.kill();
      await call('reader.disconnect', {});
      await call('reader.setSettings', { source: 'wedge-only' });
      await pair.kill();
      rmSync(dir, { recursive: true, force: true });
    }

    // A reader that cannot write says why instead of offering the button.
    await page.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('button', { name: 'Write tag' }).click();
    const why = page.locator('[data-write-unavailable]');
    await expect.poll(() => why.textContent(), POLL).toContain('needs a TSL ASCII 2.0 reader on a serial port');
    expect(await page.locator('.encode-panel').getByRole('button', { name: 'Write tag' }).isDisabled()).toBe(true);
  }, 180_000);
});
