// Process: test (node + Chromium). A receipt end to end in browser mode: the real app services, the demo service
// and the reader simulator, the built renderer in Chromium. New receipt (Alt+N) for vendor V001 against its open
// order PO00041 (a document number already used is refused on its field). The simulator's tags fill the order's
// outstanding lines with no over-receipt, its other items come in as not on the order (one removed, the rest kept);
// keyboard-wedge scans (a barcode, EPCs: each tag once) and a search (Ctrl+F) fill more, still within the order;
// a case GTIN-14 asks inline for its pack size (Alt+P), then adds the case, and a second case adds without asking;
// one tag of the line REC00118 received in full is the one over-receipt flagged. A quantity of 0 is refused on its
// line, then fixed; submit (Ctrl+Enter) says the receipt is uncommitted; it is found in the list by its document
// number and opened read-only. Screenshots of each screen, and an axe-core check (no serious or critical violations).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodeInput, encodeSgtin96 } from '../../domain/codes';
import { demoPopulation } from '../../hosts/app/reader/demo-tags';
import { type CatalogItem, catalogItemAt, demoCaseOf } from '../../service/seed/demo-catalog';
import { DEMO_GS1_COMPANY_PREFIX_LENGTH } from '../../service/seed/demo-constants';
import { DEMO_OPEN_ORDER, demoOrders } from '../../service/seed/demo-orders';
import {
  axeSerious,
  collectPageErrors,
  LOOSE_WEDGE,
  saveScreenshot,
  scannerBurst,
  signInAndChooseStore,
  useAppAndBrowser,
} from './fixtures';

// PO00041 (V001, S01, Open; service/seed/demo-orders.ts): 12 each of items 20-23, REC00118 took all of item 20
// and 4 of item 21; then three food and beverage items ordered in whole cases.
const ORDER = demoOrders().find((o) => o.docNumber === DEMO_OPEN_ORDER)!;
const [FULL, BY_EPC, BY_SEARCH, FIXED, CASED] = ORDER.lines.map((l) => catalogItemAt(l.itemIndex));
const CASE = demoCaseOf(CASED!)!;
const SIM_TAGS = 30;
const epc = (item: CatalogItem, serial: number) =>
  encodeSgtin96({ gtin14: item.epcGTIN[0]!, serial, companyPrefixLength: DEMO_GS1_COMPANY_PREFIX_LENGTH });
/** How many of the simulator's tags are of an item (the app's simulator uses the same population). */
const simTagsOf = (item: CatalogItem) =>
  demoPopulation(SIM_TAGS).filter((t) => {
    const d = decodeInput(t.hex);
    return d.kind === 'epc' && d.type === 'epc' && d.gtin14 === item.epcGTIN[0];
  }).length;

/** The whole screen: the content pane scrolls, so the window is made as tall as what it shows first. */
async function screenshot(page: Page, name: string) {
  const size = page.viewportSize()!;
  const content = page.locator('.content');
  await content.evaluate((el) => el.scrollTo(0, 0));
  const height = await content.evaluate((el) => el.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height + 120) });
  await saveScreenshot(page, name);
  await page.setViewportSize(size);
}

/** A scanner burst with the focus outside any field: the wedge detector takes it, main receives it into the draft. */
async function wedge(page: Page, code: string) {
  await page.locator('#draft-title').click();
  await scannerBurst(page, code);
}

/** An order line's figures as shown: ordered, already received, received now, outstanding. */
const figures = (page: Page, item: CatalogItem) =>
  page
    .locator(`[data-po-line="${item.sku}"] td.num`)
    .allTextContents()
    .then((cells) => cells.map((t) => Number(t.replace(/,/g, ''))));
const receivedNow = (page: Page, item: CatalogItem) => figures(page, item).then((f) => f[2]);

describe('a receipt end to end (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();
  const call = e2e.call;

  it('receives against an open order by simulator and wedge, a case by pack size, one over-receipt, submits, lists and opens it', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 1000 } });
    const errors = collectPageErrors(page);
    expect((await call('reader.setSettings', { wedge: LOOSE_WEDGE })).ok).toBe(true);
    await page.goto(e2e.app.url);
    await signInAndChooseStore(page);

    // The receipts list: the seeded receipts of the store.
    await page.getByRole('button', { name: 'Receiving' }).click();
    await page.getByRole('heading', { name: /^Receipts/ }).waitFor();
    await page.locator('[data-receipt="REC00118"]').waitFor({ timeout: 30_000 });

    // New receipt from the keyboard: a suggested document number, vendor V001, its open order PO00041.
    await page.keyboard.press('Alt+N');
    await page.locator('#draft-title').waitFor({ timeout: 30_000 });
    const docNumber = await page.getByLabel('Document number').inputValue();
    expect(docNumber).toMatch(/^REC\d+$/);
    await page.getByLabel('Vendor').selectOption({ label: 'V001 Northwind Apparel' });
    const poOption = page.locator('#draft-po option', { hasText: DEMO_OPEN_ORDER });
    await expect.poll(() => poOption.count()).toBe(1);
    await page.getByLabel('Purchase order').selectOption((await poOption.getAttribute('value'))!);
    await page.locator(`[data-po-line="${CASED!.sku}"]`).waitFor({ timeout: 15_000 });
    // What REC00118 took is shown as already received.
    expect(await figures(page, FULL!)).toEqual([12, 12, 0, 0]);
    expect(await figures(page, BY_EPC!)).toEqual([12, 4, 0, 8]);
    expect(await figures(page, CASED!)).toEqual([2 * CASE.units, 0, 0, 2 * CASE.units]);
    // The document number is checked against the service's receipts when it is left.
    const doc = page.getByLabel('Document number');
    await doc.fill('REC00118');
    await doc.press('Tab');
    await expect
      .poll(() => page.locator('#receiving-docNumber-error').textContent(), { timeout: 15_000 })
      .toMatch(/REC00118/);
    expect(await doc.getAttribute('aria-invalid')).toBe('true');
    await doc.fill(docNumber);
    await doc.press('Enter');
    await expect.poll(() => page.locator('#receiving-docNumber-error').count()).toBe(0);
    await page.getByLabel('Reference').fill('Delivery note 7781');
    await page.getByLabel('Reference').press('Enter');

    // The simulator, once the draft is the reader's target: its tags of the order's outstanding items fill their
    // lines (never past what is outstanding); its other items are listed apart.
    const draftId = await expect
      .poll(() => e2e.app.app.services.receiving.activeDraft(), { timeout: 10_000 })
      .not.toBeNull()
      .then(() => e2e.app.app.services.receiving.activeDraft()!);
    expect((await call('reader.startSimulator', { tags: SIM_TAGS, rate: 300 })).ok).toBe(true);
    const sim = { epc: simTagsOf(BY_EPC!), search: simTagsOf(BY_SEARCH!), fixed: simTagsOf(FIXED!) };
    expect(Math.min(sim.epc, sim.search, sim.fixed)).toBeGreaterThan(0);
    expect(simTagsOf(FULL!)).toBe(0);
    const extra = page.locator('.extra-lines tbody tr');
    const poll = { timeout: 30_000, interval: 250 };
    await expect.poll(() => receivedNow(page, BY_EPC!), poll).toBe(sim.epc);
    await expect.poll(() => receivedNow(page, BY_SEARCH!), poll).toBe(sim.search);
    await expect.poll(() => receivedNow(page, FIXED!), poll).toBe(sim.fixed);
    await expect.poll(() => extra.count(), poll).toBeGreaterThanOrEqual(3);
    expect((await call('reader.stopSimulator', {})).ok).toBe(true);
    const overFlags = page.locator('.po-lines .flag-over');
    expect(await overFlags.count()).toBe(0);
    expect(await figures(page, BY_EPC!)).toEqual([12, 4, sim.epc, 8 - sim.epc]);

    // Wedge scans within the order: a barcode twice, the same EPC twice (counted once) and another.
    await wedge(page, FIXED!.upc[0]!);
    await wedge(page, FIXED!.upc[0]!);
    await wedge(page, epc(BY_EPC!, 501));
    // Seen before the same tag comes again: two bursts in one of main's batches read as a reader's re-reads.
    await expect.poll(() => receivedNow(page, BY_EPC!), { timeout: 10_000 }).toBe(sim.epc + 1);
    await wedge(page, epc(BY_EPC!, 501));
    // The feed's rows come by their own events: poll them as the figures are polled. Told before the next scan:
    // two bursts typed at once can fall into one of main's batches, whose repeats the feed leaves out as re-reads.
    await expect
      .poll(() => page.locator('[data-outcome="repeatTag"]').count(), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    await wedge(page, epc(BY_EPC!, 502));
    await expect.poll(() => receivedNow(page, FIXED!), { timeout: 10_000 }).toBe(sim.fixed + 2);
    await expect.poll(() => receivedNow(page, BY_EPC!), { timeout: 10_000 }).toBe(sim.epc + 2);
    expect(await figures(page, BY_EPC!)).toEqual([12, 4, sim.epc + 2, 6 - sim.epc]);
    expect(await overFlags.count()).toBe(0);

    // A case GTIN-14 by wedge: nothing added, the pack size is asked inline; set from the keyboard (Alt+P), the
    // case is added; the next case of the same GTIN adds without asking.
    await wedge(page, CASE.gtin14);
    const prompt = page.getByRole('form', { name: 'Pack size' });
    await prompt.waitFor({ timeout: 10_000 });
    expect(await prompt.textContent()).toContain(CASE.gtin14);
    await expect.poll(() => page.locator('[data-outcome="needsPackSize"]').count()).toBe(1);
    expect(await receivedNow(page, CASED!)).toBe(0);
    await screenshot(page, 'e2e-receiving-pack-size.png');
    expect(await axeSerious(page)).toEqual([]);
    await page.keyboard.press('Alt+P');
    await page.keyboard.type(String(CASE.units));
    await page.keyboard.press('Enter');
    await expect.poll(() => receivedNow(page, CASED!), { timeout: 10_000 }).toBe(CASE.units);
    expect(await prompt.count()).toBe(0);
    await wedge(page, CASE.gtin14);
    await expect.poll(() => receivedNow(page, CASED!), { timeout: 10_000 }).toBe(2 * CASE.units);
    expect(await prompt.count()).toBe(0);
    expect(await figures(page, CASED!)).toEqual([2 * CASE.units, 0, 2 * CASE.units, 0]);
    expect(await overFlags.count()).toBe(0);

    // An item found by search, from the keyboard: Ctrl+F, Enter, arrow down, Enter adds one unit.
    await page.locator('#draft-title').click();
    await page.keyboard.press('Control+f');
    await page.keyboard.type(BY_SEARCH!.sku);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: new RegExp(`^Add ${BY_SEARCH!.sku}`) }).waitFor({ timeout: 10_000 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => receivedNow(page, BY_SEARCH!), { timeout: 10_000 }).toBe(sim.search + 1);
    expect(await overFlags.count()).toBe(0);

    // The deliberate over-receipt: one more tag of the item REC00118 received in full, the only line flagged.
    await wedge(page, epc(FULL!, 601));
    await expect.poll(() => overFlags.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator(`[data-po-line="${FULL!.sku}"] .flag-over`).count()).toBe(1);
    expect(await figures(page, FULL!)).toEqual([12, 12, 1, 0]);

    // One item not on the order removed, the others kept.
    const before = await extra.count();
    await extra
      .first()
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect.poll(() => extra.count()).toBe(before - 1);
    await screenshot(page, 'e2e-receiving-draft.png');
    expect(await axeSerious(page)).toEqual([]);

    // A quantity of 0 is refused on its line, with every other problem at once; then fixed to 4.
    const qty = page.getByLabel(`Quantity of ${FIXED!.sku}`);
    await qty.fill('0');
    await qty.press('Enter');
    await page.locator('#draft-title').click();
    await page.keyboard.press('Control+Enter');
    await page.locator('[data-problem="line"]').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => qty.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[data-line="${FIXED!.sku}"] .field-error`).textContent()).toMatch(/\S/);
    expect(await page.locator('[data-draft-state]').getAttribute('data-draft-state')).toBe('open');
    await screenshot(page, 'e2e-receiving-problems.png');
    await qty.fill('4');
    await qty.press('Enter');
    await expect.poll(() => receivedNow(page, FIXED!)).toBe(4);
    await expect.poll(() => qty.getAttribute('aria-invalid')).toBeNull();

    // Submit: created, and the screen says plainly that it is uncommitted.
    await page.locator('#draft-title').click();
    await page.keyboard.press('Control+Enter');
    const submitted = page.locator(`[data-submitted="${docNumber}"]`);
    await submitted.waitFor({ timeout: 30_000 });
    expect(await submitted.textContent()).toMatch(/uncommitted/i);
    expect(await submitted.textContent()).toMatch(/back-office/i);
    await screenshot(page, 'e2e-receiving-submitted.png');
    expect(await axeSerious(page)).toEqual([]);
    expect(e2e.app.app.services.receiving.activeDraft()).toBeNull();

    // Exactly one receipt on the service.
    const listed = await call('receiving.receipts.list', { docNumber });
    expect(listed.ok && listed.value.rows.map((r) => r.docNumber)).toEqual([docNumber]);
    const draft = await call('receiving.drafts.get', { draftId });
    expect(draft.ok && draft.value.state).toBe('submitted');

    // Opened read-only from the submitted draft: the order's lines linked, the quantities as received.
    await page.getByRole('button', { name: `Open receipt ${docNumber}` }).click();
    const view = page.locator(`[data-receipt-view="${docNumber}"]`);
    await view.waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-status-note]').textContent()).toMatch(/uncommitted/i);
    const quantity = (item: CatalogItem) => page.locator(`[data-receipt-line="${item.sku}"] td.num`).textContent();
    for (const item of [FULL!, BY_EPC!, CASED!, FIXED!])
      expect(await page.locator(`[data-receipt-line="${item.sku}"]`).textContent()).toMatch(/PO00041/);
    expect(await quantity(BY_EPC!)).toBe(String(sim.epc + 2));
    expect(await quantity(CASED!)).toBe(String(2 * CASE.units));
    expect(await quantity(FULL!)).toBe('1');
    expect(await page.locator('input, select').count()).toBe(0);
    await screenshot(page, 'e2e-receiving-receipt.png');
    expect(await axeSerious(page)).toEqual([]);

    // Back to the list (Esc), found by its document number, opened again from there.
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: /^Receipts/ }).waitFor();
    await page.locator(`[data-receipt="${docNumber}"]`).waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-receipt]').count()).toBeGreaterThan(1);
    await screenshot(page, 'e2e-receiving-list.png');
    expect(await axeSerious(page)).toEqual([]);
    await page.getByLabel('Document number').fill(docNumber);
    await page.getByLabel('Document number').press('Enter');
    const row = page.locator(`[data-receipt="${docNumber}"]`);
    await row.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('[data-receipt]').count()).toBe(1);
    expect(await row.textContent()).toMatch(/Uncommitted/);
    await row.getByRole('button', { name: `Open ${docNumber}` }).click();
    await view.waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  }, 300_000);
});
