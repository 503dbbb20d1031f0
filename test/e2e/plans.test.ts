// Process: test (node + Chromium). Count plans on the Counts home screen in browser mode against the demo service:
// a plan added from the plan form (one category, weekly, due today) and an overdue whole-store plan
// are listed soonest first, the overdue one standing out; every day on the plans (due chips, the form's day field,
// the proposal's weeks) in the Settings language (German here: neither ISO nor the browser's own), how often in
// words ("Every 2 weeks"; an ABC plan gives its class's weeks), shares with one decimal; the ABC proposal shows the classes and the items due in
// each of the next weeks and creates the A, B and C plans; Start on the overdue plan opens its count, named after
// the plan and the day. Screenshots at 1366x768 into test-results/ (plans-list, plans-home, plans-abc, plans-started); axe-core
// on the list with the proposal open.
import { describe, expect, it } from 'vitest';
import { STORES } from '../../service/seed/catalog-tree';
import { demoCatalog } from '../../service/seed/demo-catalog';
import { axeSerious, shot, signedInPage, useAppAndBrowser } from './fixtures';

const STORE = STORES[0]!;
const FNB = [...demoCatalog()].find((i) => i.kind === 'fnb')!.levels[0].description;
const localDay = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return d.toLocaleDateString('sv');
};
/** A yyyy-mm-dd day as the German setting writes it: dd.mm.yyyy. */
const german = (day: string) => day.split('-').reverse().join('.');

describe('count plans (browser mode, Chromium)', () => {
  const e2e = useAppAndBrowser();

  it('lists due and overdue plans, proposes ABC plans and starts a due plan as its count', async () => {
    const { page, errors } = await signedInPage(e2e, { store: STORE.code });
    // A plan that fell behind: due three days ago.
    const overdue = await e2e.call('plans.add', {
      storeId: STORE.id,
      name: 'Whole store fortnightly',
      what: { kind: 'scope', scope: { kind: 'store' } },
      every: { kind: 'interval', n: 2, unit: 'weeks' },
      firstDue: localDay(-3),
    });
    expect(overdue.ok).toBe(true);
    // Dates in German from Settings: every day on the plans must follow it.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Language of dates and times').selectOption('de-DE');
    await expect.poll(() => page.locator('[data-date-example]').textContent()).toContain('dd.mm.yyyy');
    await page.getByRole('button', { name: 'Counts' }).click();
    const panel = page.locator('.plans-panel');
    await panel.locator('tr[data-plan]').first().waitFor({ timeout: 30_000 });

    // A category plan from the form, due today.
    await panel.getByRole('button', { name: 'New plan' }).click();
    const form = page.locator('form.plan-form');
    await form.getByLabel('Name').fill('Food weekly');
    // The first due day is typed and shown in the Settings format, today by default.
    expect(await form.getByLabel('First due').inputValue()).toBe(german(localDay(0)));
    await form.getByRole('radio', { name: /^Categories \(/ }).check();
    await form.getByRole('checkbox', { name: new RegExp(`^${FNB} \\(`) }).check();
    await form.getByRole('spinbutton', { name: 'Every' }).fill('1');
    await form.getByRole('button', { name: 'Add plan' }).click();
    await expect.poll(() => panel.locator('tr[data-plan]').count(), { timeout: 30_000 }).toBe(2);

    // Soonest due first; the overdue plan stands out, the one due today says so.
    const rows = panel.locator('tr[data-plan]');
    expect(await rows.nth(0).locator('td').first().textContent()).toBe('Whole store fortnightly');
    expect(await rows.nth(0).getAttribute('class')).toBe('plan-overdue');
    expect(await rows.nth(0).locator('.due-chip').textContent()).toBe(`Overdue since ${german(localDay(-3))}`);
    // How often in words, in the same form for every plan.
    expect(await rows.nth(0).locator('td').nth(2).textContent()).toBe('Every 2 weeks');
    expect(await rows.nth(1).locator('td').nth(2).textContent()).toBe('Every week');
    expect(await rows.nth(1).locator('.due-chip').textContent()).toBe('Due today');
    expect(await rows.nth(1).locator('td').nth(1).textContent()).toBe(`Category: ${FNB}`);
    expect(Number((await rows.nth(1).locator('td.num').textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(await panel.locator('#plans-title').textContent()).toBe('Count plans · 2 due');
    await shot(panel, `plans-list.png`);
    await shot(page, `plans-home.png`);

    // The ABC proposal: each week's due count is the sum of its classes', and A holds at least 80% of the value.
    await panel.getByRole('button', { name: 'ABC proposal' }).click();
    const abc = page.locator('.abc-proposal');
    await abc.locator('.abc-weeks tbody tr').first().waitFor({ timeout: 30_000 });
    expect(await abc.locator('.abc-weeks tbody tr').count()).toBe(8);
    for (const row of await abc.locator('.abc-weeks tbody tr').all()) {
      const n = (await row.locator('td.num').allTextContents()).map((t) => Number(t.replace(/,/g, '')));
      expect(n[0]).toBe(n[1]! + n[2]! + n[3]!);
      expect(n[0]).toBeGreaterThan(0);
    }
    const shareA = await abc
      .locator('table')
      .first()
      .locator('tbody tr')
      .first()
      .locator('td.num')
      .nth(1)
      .textContent();
    expect(Number.parseFloat(shareA ?? '0')).toBeGreaterThanOrEqual(80);
    // Shares with one decimal each, the weeks' Mondays in the Settings format.
    const classRows = abc.locator('table').first().locator('tbody tr');
    for (const share of await classRows.locator('td.num:nth-child(3)').allTextContents())
      expect(share).toMatch(/^\d{1,3}\.\d%$/);
    for (const monday of await abc.locator('.abc-weeks tbody tr td:first-child').allTextContents())
      expect(monday).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    const classWeeks = await classRows.locator('td.num:nth-child(4)').allTextContents();
    await shot(abc, `plans-abc.png`);
    expect(await axeSerious(page)).toEqual([]);
    await abc.getByRole('button', { name: 'Create A, B and C plans' }).click();
    await expect.poll(() => panel.locator('tr[data-plan]').count(), { timeout: 30_000 }).toBe(5);
    expect(await panel.getByRole('cell', { name: 'A items', exact: true }).count()).toBe(1);
    // Each class plan says its class's weeks, as the proposal listed them ("4 weeks" gives "Every 4 weeks ...").
    for (const [i, c] of ['A', 'B', 'C'].entries()) {
      const row = panel.locator('tr[data-plan]', { hasText: `Class ${c} items` });
      expect(await row.locator('td').nth(2).textContent()).toBe(`Every ${classWeeks[i]} (class ${c} setting)`);
    }

    // Start the overdue plan: its count opens, named after the plan and today, in the Settings language (German).
    await panel.getByRole('button', { name: 'Start Whole store fortnightly' }).click();
    await page.locator('#count-title').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.locator('.count-header').textContent(), { timeout: 30_000 })
      .toContain(`Whole store fortnightly (count plan, ${german(localDay(0))})`);
    await shot(page, `plans-started.png`);
    expect(errors).toEqual([]);
  }, 300_000);
});
