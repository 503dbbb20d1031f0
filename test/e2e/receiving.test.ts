// Process: test (node + Chromium). A receipt end to end in browser mode: the real app services, the demo service
// and the reader simulator, the built renderer in Chromium. New receipt (Alt+N) for vendor V001 against its open
// order PO00041 (a document number already used is refused on its field); the simulator's tags come in as items not on the order (one removed, the rest kept); keyboard-wedge
// scans (barcodes, EPCs: each tag once) and a search (Ctrl+F) fill the order's lines; a quantity of 0 is refused on
// its line, then fixed; submit (Ctrl+Enter) says the receipt is uncommitted; it is found in the
// list by its document number and opened read-only. Screenshots of the draft, the submitted draft, the receipt and
// the list, and an axe-core check of each (no serious or critical violations).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../main/codes';
import type { InvokeArgs, InvokeResult, RequestName } from '../../main/contract';
import { STORES } from '../../service/seed/catalog-tree';
import { catalogItemAt } from '../../service/seed/demo-catalog';
import { DEMO_GS1_COMPANY_PREFIX_LENGTH, DEMO_ITEM_COUNT } from '../../service/seed/demo-constants';
import { collectPageErrors, saveScreenshot, signInAsDemo, useAppAndBrowser } from './fixtures';

const require = createRequire(import.meta.url);
const AXE = join(require.resolve('axe-core'), '..', 'axe.min.js');
// PO00041 (vendor V001, store S01, Open) orders 12 each of demo items 20-23 (service/seed/seed-documents.ts).
const [BY_BARCODE, BY_EPC, BY_SEARCH, FIXED] = [20, 21, 22, 23].map((i) => catalogItemAt(i));
const gtinOf = (item: ReturnType<typeof catalogItemAt>) => item.epcGTIN[0]!;
const epc = (item: ReturnType<typeof catalogItemAt>, serial: number) =>
  encodeSgtin96({ gtin14: gtinOf(item), serial, companyPrefixLength: DEMO_GS1_COMPANY_PREFIX_LENGTH });

async function axeSerious(page: Page): Promise<string[]> {
  // The app's CSP (script-src 'self') refuses an injected <script> (page.addScriptTag); evaluated through the
  // DevTools protocol, axe runs without loosening the CSP the test also checks (collectPageErrors).
  await page.evaluate(await readFile(AXE, 'utf8'));
  // The reader's flash (aria-hidden, 900 ms) is checked once it has faded, not half-way through its animation.
  await page.waitForFunction(() => {
    // Runs in the page (this file is type-checked without the DOM library).
    const w = globalThis as unknown as {
      document: { querySelectorAll(selector: string): ArrayLike<unknown> };
      getComputedStyle(el: unknown): { opacity: string };
    };
    return Array.from(w.document.querySelectorAll('.reader-flash')).every(
      (el) => w.getComputedStyle(el).opacity === '0',
    );
  });
  const violations = (await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run()).violations;
  })) as { id: string; impact: string; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

const receivedNow = (page: Page, sku: string) =>
  page
    .locator(`[data-po-line="${sku}"] [data-received-now]`)
    .textContent()
    .then((t) => Number((t ?? '').replace(/,/g, '')));

describe('a receipt end to end (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();
  const call = async <K extends RequestName>(name: K, args: InvokeArgs<K>): Promise<InvokeResult<K>> =>
    (await e2e.app.app.services.dispatch(name, args)) as InvokeResult<K>;

  it('receives against a purchase order by simulator and wedge, fixes a quantity, submits, lists and opens it', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 1000 } });
    const errors = collectPageErrors(page);
    // A looser wedge gap than the default: CDP-dispatched keys land tens of ms apart on a busy machine.
    const wedgeSettings = { maxGapMs: 80, minLength: 6, suffixKeys: ['Enter' as const], prefixKey: null };
    expect((await call('reader.setSettings', { wedge: wedgeSettings })).ok).toBe(true);
    await page.goto(e2e.app.url);
    await signInAsDemo(page);
    await page.getByRole('heading', { name: 'Choose your working store' }).waitFor({ timeout: 90_000 });
    await page.locator('.store-row', { hasText: STORES[0]!.code }).click();
    await expect
      .poll(() => page.locator('[data-status="catalog"]').textContent(), { timeout: 120_000, interval: 500 })
      .toMatch(new RegExp(`^Up to date · ${DEMO_ITEM_COUNT.toLocaleString('en-US')} items`));

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
    await expect.poll(() => page.locator('#draft-po option', { hasText: 'PO00041' }).count()).toBe(1);
    const poValue = await page.locator('#draft-po option', { hasText: 'PO00041' }).getAttribute('value');
    await page.getByLabel('Purchase order').selectOption(poValue!);
    await page.locator(`[data-po-line="${BY_BARCODE!.sku}"]`).waitFor({ timeout: 15_000 });
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

    // The simulator's tags (items not on the order) once the draft is the reader's target.
    const draftId = await expect
      .poll(() => e2e.app.app.services.receiving.activeDraft(), { timeout: 10_000 })
      .not.toBeNull()
      .then(() => e2e.app.app.services.receiving.activeDraft()!);
    expect((await call('reader.startSimulator', { tags: 30, rate: 300 })).ok).toBe(true);
    const extra = page.locator('.extra-lines tbody tr');
    await expect.poll(() => extra.count(), { timeout: 30_000, interval: 250 }).toBeGreaterThanOrEqual(3);
    expect((await call('reader.stopSimulator', {})).ok).toBe(true);

    // Wedge scans: a barcode twice, the same EPC twice (counted once) and another, a case GTIN-14.
    await wedge(page, BY_BARCODE!.upc[0]!);
    await wedge(page, BY_BARCODE!.upc[0]!);
    await wedge(page, epc(BY_EPC!, 501));
    await wedge(page, epc(BY_EPC!, 501));
    await wedge(page, epc(BY_EPC!, 502));
    await wedge(page, FIXED!.upc[0]!);
    await expect.poll(() => receivedNow(page, BY_BARCODE!.sku), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => receivedNow(page, BY_EPC!.sku), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => receivedNow(page, FIXED!.sku), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('[data-outcome="repeatTag"]').count()).toBeGreaterThanOrEqual(1);

    // An item found by search, from the keyboard: Ctrl+F, Enter, arrow down, Enter adds one unit.
    await page.locator('#draft-title').click();
    await page.keyboard.press('Control+f');
    await page.keyboard.type(BY_SEARCH!.sku);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: new RegExp(`^Add ${BY_SEARCH!.sku}`) }).waitFor({ timeout: 10_000 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => receivedNow(page, BY_SEARCH!.sku), { timeout: 10_000 }).toBe(1);

    // PO00041 was already received in full by REC00118: everything now is flagged as an over-receipt.
    expect(await page.locator('.po-lines .flag-over').count()).toBe(4);
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
    await expect.poll(() => receivedNow(page, FIXED!.sku)).toBe(4);
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

    // Exactly one receipt on the service, with the order lines linked.
    const listed = await call('receiving.receipts.list', { docNumber });
    expect(listed.ok && listed.value.rows.map((r) => r.docNumber)).toEqual([docNumber]);
    const draft = await call('receiving.drafts.get', { draftId });
    expect(draft.ok && draft.value.state).toBe('submitted');

    // Opened read-only from the submitted draft.
    await page.getByRole('button', { name: `Open receipt ${docNumber}` }).click();
    const view = page.locator(`[data-receipt-view="${docNumber}"]`);
    await view.waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-status-note]').textContent()).toMatch(/uncommitted/i);
    expect(await page.locator(`[data-receipt-line="${FIXED!.sku}"]`).textContent()).toMatch(/PO00041/);
    expect(await page.locator(`[data-receipt-line="${BY_EPC!.sku}"] td.num`).textContent()).toBe('2');
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
