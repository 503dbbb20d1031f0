// Process: test (node + Chromium). Settings -> Scale end to end on the demo service in browser mode, keyboard only:
// the simulated MT-SICS scale chosen and saved, a bottle put on its pan, the settled weight shown in the status bar
// and the section ("742.5 g · stable"), tared to zero, shown in ounces after the unit changes. Screenshot in
// test-results/, axe-core clean.
import { describe, expect, it } from 'vitest';
import { axeSerious, collectPageErrors, saveScreenshot, signInAndChooseStore, useAppAndBrowser } from './fixtures';

describe('the scale in Chromium', () => {
  const e2e = useAppAndBrowser();

  it('sets up the simulated scale, weighs, tares and changes the unit', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors = collectPageErrors(page);
    try {
      await page.goto(e2e.app.url);
      await signInAndChooseStore(page, { catalogItems: null });
      await page.getByRole('button', { name: 'Settings' }).click();
      const section = page.locator('section.scale-settings');
      await section.getByLabel('Scale source').focus();
      await section.getByLabel('Scale source').selectOption('simulator');
      await section.getByRole('button', { name: 'Save scale settings' }).focus();
      await page.keyboard.press('Enter');

      const pan = section.getByLabel(/^Put an item on the simulated pan/);
      await pan.waitFor({ timeout: 30_000 });
      await pan.focus();
      await page.keyboard.type('742.5');
      await page.keyboard.press('Enter');
      const bar = page.locator('[data-status="scale"]');
      await expect.poll(() => bar.textContent(), { timeout: 30_000 }).toBe('742.5 g · stable');
      await expect.poll(() => section.locator('[data-scale-message]').textContent()).toContain('Now: 742.5 g · stable');

      await section.getByRole('button', { name: 'Tare' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => bar.textContent(), { timeout: 30_000 }).toBe('0.0 g · ready');
      expect((await e2e.call('scale.status', {})).ok).toBe(true);

      await section.getByLabel('Show weights in').selectOption('oz');
      await section.getByRole('button', { name: 'Save scale settings' }).focus();
      await page.keyboard.press('Enter');
      // Saving reconnects the simulator (a fresh, empty pan), now printing ounces: 350 g is 12.35 oz.
      await expect.poll(() => bar.textContent(), { timeout: 30_000 }).toBe('0.00 oz · ready');
      const reopened = section.getByLabel(/^Put an item on the simulated pan/);
      await reopened.fill('350');
      await reopened.press('Enter');
      await expect.poll(() => bar.textContent(), { timeout: 30_000 }).toBe('12.35 oz · stable');

      await section.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'e2e-scale.png');
      expect(await axeSerious(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await e2e.call('scale.setSettings', { source: 'none' });
      await page.close();
    }
  }, 240_000);
});
