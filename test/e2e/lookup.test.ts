// Process: test (node + Chromium). The lookup screen end to end in browser mode: the real app services, the real
// demo service at its real 2-a-second limit, the real catalog sync into SQLite, the built renderer in Chromium.
// Sign in, choose a store, watch the first sync finish, then look up an SGTIN-96 tag of a demo item (its RFID GTIN
// and its barcode's named; a tag carrying the barcode's GTIN found as the same item), an SSCC-96
// tag (not a trade item), a tag whose GTIN nobody has (unknown, then found through the search), a pasted list,
// and a lookup from the cache after the service has gone away.
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../domain/codes';
import { STORES } from '../../service/seed/catalog-tree';
import { catalogItemAt } from '../../service/seed/demo-catalog';
import { DEMO_GS1_COMPANY_PREFIX, DEMO_ITEM_COUNT } from '../../service/seed/demo-constants';
import { gtin14 } from '../../service/seed/ids';
import { collectPageErrors, focusedId, REPO_ROOT, saveScreenshot, signInAsDemo, useAppAndBrowser } from './fixtures';

// A demo apparel item (a matrix style of sizes and colours) and the store whose price the screen must show.
const ITEM = catalogItemAt(27);
const STORE = STORES[0]!;
const PRICE = ITEM.stores.find((s) => s.storeId === STORE.id)!.retailPrice1;
const ITEM_EPC = encodeSgtin96({ gtin14: ITEM.epcGTIN[0]!, serial: 4711, filter: 1, companyPrefixLength: 7 });
// A tag of the item commissioned elsewhere: it carries the GTIN-14 of the item's UPC-A, not its RFID GTIN.
const BARCODE_GTIN = `00${ITEM.upc[0]}`;
const BARCODE_EPC = encodeSgtin96({ gtin14: BARCODE_GTIN, serial: 99, filter: 1, companyPrefixLength: 7 });
// TDS 2.x example SSCC-96 (urn:epc:tag:sscc-96:3.0614141.1234567890).
const SSCC_EPC = '3174257BF4499602D2000000';
// The demo's own company prefix, an item reference past the end of the catalog: valid, but nobody's GTIN.
const UNKNOWN_GTIN = gtin14(DEMO_GS1_COMPANY_PREFIX, DEMO_ITEM_COUNT + 777);
const UNKNOWN_EPC = encodeSgtin96({ gtin14: UNKNOWN_GTIN, serial: 1, companyPrefixLength: 7 });

/** The page answers in milliseconds, but this machine may be busy with other work. */
// Generous: under a full test run on 2 cores a search or lookup has taken over 10 s to show.
const POLL = { timeout: 30_000 };

async function lookUp(page: Page, text: string) {
  const input = page.getByLabel('Scan, type or paste an EPC, tag URI, barcode or SKU');
  // Typed over the selection the previous lookup left, as a scanner in keyboard mode would.
  await page.keyboard.type(text);
  expect(await input.inputValue()).toBe(text);
  await page.keyboard.press('Enter');
}

/** The value of one fact of the item card ("RFID GTIN", "Found by"). */
async function fact(page: Page, label: string) {
  const row = page
    .locator('.item-card .fact')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  return row.locator('dd').textContent();
}

describe('lookup end to end (browser mode, Chromium)', () => {
  // The real 2-a-second limits: the sync's progress is what this file watches.
  const e2e = useAppAndBrowser({ services: {} });

  it('syncs the catalog, shows an item for its EPC, names an SSCC, and finds the item for an unknown tag', async () => {
    expect(ITEM.kind).toBe('apparel');
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(e2e.app.url);

    await signInAsDemo(page);
    await page.getByRole('heading', { name: 'Choose your working store' }).waitFor();
    await page.locator('.store-row', { hasText: STORE.code }).click();

    // The first sync runs in the background; the status bar shows its progress, then the result.
    const catalogStatus = page.locator('[data-status="catalog"]');
    await expect
      .poll(() => catalogStatus.textContent(), { timeout: 30_000, interval: 200 })
      .toMatch(/^Syncing · [\d,]+ items · \d+ pages?/);
    // A first sync has no total from the service: once its first pages (1, 2, 4, ...) bound its size, the status
    // bar shows an estimated fraction, read out as "N of about M items".
    const bar = page.getByRole('progressbar', { name: 'Catalog sync' });
    const barState = async () =>
      (await bar.count()) === 0
        ? null
        : `${await bar.getAttribute('aria-valuenow')} ${await bar.getAttribute('aria-valuetext')}`;
    await expect
      .poll(barState, { timeout: 30_000, interval: 100 })
      .toMatch(/^(\d|[1-9]\d|100) [\d,]+ of (about )?[\d,]+ items$/);
    await saveScreenshot(page, 'e2e-lookup-syncing.png');
    await expect
      .poll(() => catalogStatus.textContent(), { timeout: 90_000, interval: 500 })
      .toBe(`Up to date · ${DEMO_ITEM_COUNT.toLocaleString('en-US')} items · synced just now`);

    // Focus is in the lookup input on arrival: typing goes straight in.
    await page.getByRole('heading', { name: 'Lookup' }).waitFor();
    await lookUp(page, ITEM_EPC);
    const name = page.locator('#item-name');
    await expect.poll(() => name.textContent(), POLL).toBe(ITEM.description);
    const card = page.locator('.item-card');
    // In the store's currency, the demo service's base (USD), as the count screens show money.
    expect(await card.locator('.item-price').textContent()).toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(PRICE),
    );
    expect(await card.textContent()).toContain(ITEM.sku);
    expect(await card.textContent()).toContain(ITEM.posDescription1);
    expect(await card.locator('.onhand').textContent()).toContain(STORE.code);
    expect(await card.locator('.sibling').count()).toBe(19);
    const decoded = page.locator('.decoded');
    expect(await decoded.textContent()).toContain('SGTIN-96');
    expect(await decoded.textContent()).toContain(ITEM.epcGTIN[0]);
    expect(await decoded.textContent()).toContain('4711');
    expect(await decoded.textContent()).toContain(`urn:epc:tag:sgtin-96:1.0614141.`);
    // The input is selected after the lookup, so the next scan replaces it.
    // (Browser-side code as strings: this file is type-checked for Node, without the DOM library.)
    const selected = await page.evaluate<string>(
      "(() => { const el = document.activeElement; return el ? el.value.slice(el.selectionStart, el.selectionEnd) : ''; })()",
    );
    expect(selected).toBe(ITEM_EPC);
    // Both GTINs named: the item's RFID GTIN (epcGTIN, what the tag carried) and its barcode's.
    expect(await fact(page, 'RFID GTIN')).toBe(ITEM.epcGTIN[0]);
    expect(await fact(page, 'Barcode GTIN')).toBe(`${BARCODE_GTIN} (UPC ${ITEM.upc[0]})`);
    expect(await fact(page, 'Found by')).toBe(`its RFID GTIN ${ITEM.epcGTIN[0]}`);
    const itemShot = await saveScreenshot(page, 'e2e-lookup-item.png');

    // A tag commissioned elsewhere with the barcode's GTIN: the same item, and the card says which GTIN it was.
    await lookUp(page, BARCODE_EPC);
    await expect
      .poll(() => fact(page, 'Found by'), POLL)
      .toBe(`the GTIN of its barcode, UPC ${ITEM.upc[0]} (${BARCODE_GTIN})`);
    expect(await name.textContent()).toBe(ITEM.description);
    expect(await decoded.textContent()).toContain(BARCODE_GTIN);
    await saveScreenshot(page, 'e2e-lookup-barcode-gtin.png');

    // A matrix sibling (another size or colour of the style) opens from the keyboard.
    const sibling = card.locator('.sibling').first();
    const siblingSku = (await sibling.locator('.muted').textContent())?.split(' · ')[0] ?? '';
    expect(siblingSku).toMatch(/^AP-/);
    expect(siblingSku).not.toBe(ITEM.sku);
    await sibling.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.item-card .fact').first().textContent(), POLL).toBe(`SKU${siblingSku}`);

    // An SSCC tag is a pallet, never an item.
    await page.getByLabel('Scan, type or paste an EPC, tag URI, barcode or SKU').focus();
    await page.keyboard.press('Control+A');
    await lookUp(page, SSCC_EPC);
    const notFound = page.locator('.not-found-title');
    await expect.poll(() => notFound.textContent(), POLL).toBe('Not a trade item (SSCC-96)');
    expect(await page.locator('.item-card').count()).toBe(0);
    await saveScreenshot(page, 'e2e-lookup-sscc.png');

    // A valid tag whose GTIN is in no item: unknown, then the search finds the right item by SKU.
    await lookUp(page, UNKNOWN_EPC);
    await expect
      .poll(() => notFound.textContent(), POLL)
      .toBe(`Unknown tag: GTIN ${UNKNOWN_GTIN} is not in the catalog`);
    // A finished lookup gives the focus back to its input (after the result shows): the search is typed after that,
    // or the Enter would go to the lookup input.
    await expect.poll(() => focusedId(page), POLL).toBe('lookup-input');
    const search = page.getByLabel('Search by SKU, UPC or description');
    await search.fill(ITEM.sku);
    await search.press('Enter');
    const hits = page.locator('.search-hit');
    await expect.poll(() => hits.count(), POLL).toBeGreaterThan(0);
    expect(await hits.first().textContent()).toContain(ITEM.sku);
    // Words of the description work too; the results are reached with the arrow keys.
    await search.fill(ITEM.description);
    await search.press('Enter');
    await expect.poll(() => hits.first().textContent(), POLL).toContain(ITEM.description);
    await saveScreenshot(page, 'e2e-lookup-unknown-search.png');
    await search.press('ArrowDown');
    const focusedHit = await page.evaluate<string>("document.activeElement?.className ?? ''");
    expect(focusedHit).toContain('search-hit');
    await page.keyboard.press('Enter');
    await expect.poll(() => name.textContent(), POLL).toBe(ITEM.description);

    // Recent lookups, newest first.
    const history = page.locator('.history-row');
    expect(await history.count()).toBeGreaterThanOrEqual(4);
    expect(await history.nth(1).textContent()).toContain(UNKNOWN_EPC);
    expect(await history.nth(2).textContent()).toContain(SSCC_EPC);

    // Pasting several lines looks up each.
    await page.getByLabel('Scan, type or paste an EPC, tag URI, barcode or SKU').focus();
    const pasted = JSON.stringify([ITEM_EPC, SSCC_EPC, UNKNOWN_EPC].join('\n'));
    await page.evaluate(`(() => {
      const data = new DataTransfer();
      data.setData('text/plain', ${pasted});
      document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    })()`);
    const rows = page.locator('.result-row');
    await expect.poll(() => rows.count(), POLL).toBe(3);
    expect(await page.locator('.result-list').textContent()).toContain('3 codes · 1 found · 2 not found');
    await rows.nth(1).click();
    await expect.poll(() => notFound.textContent(), POLL).toBe('Not a trade item (SSCC-96)');
    await rows.nth(0).click();
    await expect.poll(() => name.textContent(), POLL).toBe(ITEM.description);

    // The service goes away: the next sync says so, and lookups keep answering from the cache.
    await e2e.app.app.services.demo.close();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect
      .poll(() => catalogStatus.textContent(), { timeout: 30_000 })
      .toBe(`Offline: using the cached catalog · ${DEMO_ITEM_COUNT.toLocaleString('en-US')} items`);
    expect(await page.locator('.catalog-detail').textContent()).toMatch(/Sync tries again in a minute/);
    await page.getByLabel('Scan, type or paste an EPC, tag URI, barcode or SKU').focus();
    await page.keyboard.press('Control+A');
    await lookUp(page, ITEM.sku);
    await expect.poll(() => page.locator('.item-card .fact').first().textContent(), POLL).toBe(`SKU${ITEM.sku}`);
    await saveScreenshot(page, 'e2e-lookup-offline.png');

    if (process.env.STOCKTAKE_UPDATE_DOCS === '1') {
      await mkdir(join(REPO_ROOT, 'docs'), { recursive: true });
      await copyFile(itemShot, join(REPO_ROOT, 'docs', 'screenshot.png'));
    }
    expect(errors.join('\n')).toBe('');
    await page.close();
  }, 180_000);
});
