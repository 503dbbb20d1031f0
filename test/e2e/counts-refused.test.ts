// Process: test (node + Chromium). Lines the service refuses, end to end in browser mode: two items are
// deleted in the back office (the demo service's SQLite file) after this PC's catalog sync, then scanned. The
// service answers 422 for those lines: they are shown with its message on the counting screen and in the review,
// the header does not claim "All sent", the other lines upload, finalize names the refused lines; one is assigned
// to another item from the keyboard (search, Enter, arrow down, Enter), the other removed, and finalize proceeds.
// Screenshots at 1366x768 (`e2e-counts-refused-*.png`) and axe-core on each screen with the refused panel.
import { join } from 'node:path';
import Database from 'libsql';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA_FILE } from '../../domain/session/demo-service';
import { STORES } from '../../service/seed/catalog-tree';
import { catalogItemAt } from '../../service/seed/demo-catalog';
import { axeSerious, collectPageErrors, saveScreenshot, signInAndChooseStore, useAppAndBrowser } from './fixtures';

const GONE_A = catalogItemAt(60);
const GONE_B = catalogItemAt(61);
const KEPT = catalogItemAt(62);
const ASSIGN_TO = catalogItemAt(63);

/** The back office deletes items: the service no longer knows them, this PC's catalog still does. */
function deleteAtTheService(dataPath: string, itemIds: string[]): void {
  const db = new Database(dataPath);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    for (const id of itemIds) {
      const changed = db.prepare('DELETE FROM items WHERE id = lower(?)').run(id).changes;
      if (changed !== 1) throw new Error(`no item ${id} at the demo service`);
    }
  } finally {
    db.close();
  }
}

/** What the service holds for the session, units per item (lower-case ids). */
function heldAtTheService(dataPath: string, sessionId: string): Record<string, number> {
  const db = new Database(dataPath);
  try {
    const rows = db
      .prepare('SELECT item_id, SUM(count) AS n FROM session_items WHERE session_id = lower(?) GROUP BY item_id')
      .all(sessionId) as { item_id: string; n: number }[];
    return Object.fromEntries(rows.map((r) => [r.item_id, r.n]));
  } finally {
    db.close();
  }
}

async function scan(page: Page, code: string) {
  await page.locator('#count-scan').fill(code);
  await page.locator('#count-scan').press('Enter');
}

/** The accessible label of the focused element (the node type-check has no DOM library). */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } } })
      .document;
    return doc.activeElement?.getAttribute('aria-label') ?? null;
  });

const outbox = (page: Page) => page.locator('.count-header [data-outbox]');
const refusedRow = (page: Page, sku: string) => page.locator('.refused-row', { hasText: sku });

describe('lines the service refuses (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();
  const call = e2e.call;

  it('shows the refused lines with the service message, keeps uploading the rest, and settles them from the screen', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = collectPageErrors(page);
    const dataPath = join(e2e.app.dataDir, DEMO_DATA_FILE);
    await page.goto(e2e.app.url);
    await signInAndChooseStore(page, { store: STORES[0]!.code });

    await page.getByRole('button', { name: 'Counts' }).click();
    await page.getByRole('button', { name: 'New session' }).click();
    await page.getByLabel('Description').fill('E2E refused lines');
    await page.getByRole('textbox', { name: /^Areas \(comma/ }).fill('Front');
    await page.getByRole('button', { name: 'Create and start counting' }).click();
    await expect.poll(() => page.locator('.area-name').textContent(), { timeout: 90_000 }).toBe('Front');
    const listed = await call('counts.sessions.list', { storeId: STORES[0]!.id });
    const sessionId = (listed.ok && listed.value.find((s) => s.description === 'E2E refused lines')?.id) || '';
    expect(sessionId).not.toBe('');

    // Deleted in the back office after the catalog sync, then scanned: counted here, refused by the service.
    deleteAtTheService(dataPath, [GONE_A.id, GONE_B.id]);
    for (const code of [GONE_A.upc[0]!, KEPT.upc[0]!, GONE_A.upc[0]!, GONE_B.upc[0]!]) await scan(page, code);

    const panel = page.locator('section.refused');
    await expect.poll(() => panel.getAttribute('data-refused'), { timeout: 30_000 }).toBe('2');
    const rowA = refusedRow(page, GONE_A.sku);
    expect(await rowA.locator('.refused-item').textContent()).toBe(`${GONE_A.sku} ${GONE_A.description} · Front · 2`);
    expect(await rowA.textContent()).toMatch(
      new RegExp(`The service refused this line \\(422\\): No item with id ${GONE_A.id}`, 'i'),
    );
    // The rest uploaded; the header says what waits instead of "All sent".
    await expect
      .poll(() => heldAtTheService(dataPath, sessionId), { timeout: 30_000 })
      .toEqual({
        [KEPT.id.toLowerCase()]: 1,
      });
    await expect.poll(() => outbox(page).getAttribute('data-outbox'), { timeout: 10_000 }).toBe('error');
    expect(await outbox(page).textContent()).toMatch(/^2 lines refused by the service/);
    expect(await outbox(page).textContent()).not.toMatch(/All sent/);
    await saveScreenshot(page, 'e2e-counts-refused-counting.png');
    expect(await axeSerious(page)).toEqual([]);

    // The review lists them too, and finalize names both and offers no "anyway".
    await page.getByRole('button', { name: 'Review and finalize' }).click();
    await page.getByRole('heading', { name: 'Variance', exact: true }).waitFor();
    await panel.waitFor();
    expect(await panel.getAttribute('data-refused')).toBe('2');
    await page.getByRole('button', { name: 'Finalize session…' }).click();
    await page.getByRole('button', { name: 'Yes, finalize' }).click();
    const result = page.locator('[data-finalize]');
    await expect.poll(() => result.getAttribute('data-finalize'), { timeout: 30_000 }).toBe('refused');
    const said = (await result.textContent()) ?? '';
    expect(said).toMatch(/^Not finalized: the service refused 2 lines/);
    expect(said).toContain(`${GONE_A.sku} ${GONE_A.description}, Front, 2`);
    expect(said).toContain(`${GONE_B.sku} ${GONE_B.description}, Front, 1`);
    expect(await page.getByRole('button', { name: /Finalize anyway/ }).count()).toBe(0);
    await panel.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'e2e-counts-refused-review.png');
    expect(await axeSerious(page)).toEqual([]);

    // Assign from the keyboard: the button, a search by SKU, arrow down to the hit, Enter.
    await rowA.getByRole('button', { name: 'Assign to another item…' }).focus();
    await page.keyboard.press('Enter');
    const find = page.getByLabel(`Find the item to count ${GONE_A.sku} ${GONE_A.description} as`);
    await find.waitFor();
    await expect.poll(() => focusedLabel(page)).toBe(`Find the item to count ${GONE_A.sku} ${GONE_A.description} as`);
    await page.keyboard.type(ASSIGN_TO.sku);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: new RegExp(`^Count as ${ASSIGN_TO.sku}`) }).waitFor({ timeout: 10_000 });
    await saveScreenshot(page, 'e2e-counts-refused-assigning.png');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.getAttribute('data-refused'), { timeout: 10_000 }).toBe('1');
    expect(await page.locator('.count-notice').textContent()).toBe(
      `Counted as ${ASSIGN_TO.sku} ${ASSIGN_TO.description} instead`,
    );

    // Remove the other (from the keyboard too); the panel goes when none is left.
    await refusedRow(page, GONE_B.sku).getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => outbox(page).textContent(), { timeout: 30_000 }).toMatch(/^All sent/);

    // Finalize proceeds; the service holds the kept item and the reassigned units, nothing of the removed line.
    await page.getByRole('button', { name: 'Finalize session…' }).click();
    await page.getByRole('button', { name: 'Yes, finalize' }).click();
    await page.locator('[data-locked="true"]').waitFor({ timeout: 30_000 });
    expect(heldAtTheService(dataPath, sessionId)).toEqual({
      [KEPT.id.toLowerCase()]: 1,
      [ASSIGN_TO.id.toLowerCase()]: 2,
    });
    await saveScreenshot(page, 'e2e-counts-refused-finalized.png');
    expect(errors).toEqual([]);
  }, 300_000);
});
