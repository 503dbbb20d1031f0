// Process: test (node + Chromium). Reader tuning on the settings screen, end to end: a TSL reader (the simulator,
// in this process, on one end of a socat PTY pair; it takes at most 25 dBm) connected over serial in browser mode.
// The tuning section shows only what TSL can take; the user fills it in with the keyboard and saves; the reader
// gets it on the reconnect, and the table shows what it answered: the refused power with the reader's own ER
// code (also as an alert), the rest accepted and read back. Screenshot in test-results/, axe-core clean.
import { SerialPort } from 'serialport';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../domain/reader/sim/simulator';
import { demoPopulation } from '../../hosts/app/reader/demo-tags';
import { tempDir } from '../helpers/temp-dir';
import { startPtyPair } from '../serial/pty';
import { axeSerious, collectPageErrors, saveScreenshot, signInAndChooseStore, useAppAndBrowser } from './fixtures';

describe('reader tuning in Chromium', () => {
  const e2e = useAppAndBrowser();

  it('saves a tuning for the connected TSL reader, sends it, and shows the refused power in the reader’s words', async () => {
    const pair = await startPtyPair(tempDir('stocktake-pty-').path);
    const port = new SerialPort({ path: pair.a, baudRate: 115200, autoOpen: false });
    await new Promise<void>((resolve, reject) => port.open((err) => (err ? reject(err) : resolve())));
    const sim = createSimulator(
      { protocol: 'tsl', tags: demoPopulation(40), rate: 100, tuning: { maxPower: 25, readerId: 'TSL-1128-0042' } },
      { write: (b) => void port.write(b) },
    );
    port.on('data', (chunk: Buffer) => sim.receive(chunk));
    sim.start();
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors = collectPageErrors(page);
    try {
      await page.goto(e2e.app.url);
      await signInAndChooseStore(page, { catalogItems: null });
      const serial = { source: 'serial' as const, port: pair.b, protocol: 'tsl' as const, baudRate: 115200 };
      expect((await e2e.call('reader.setSettings', serial)).ok).toBe(true);
      expect((await e2e.call('reader.connect', {})).ok).toBe(true);

      await page.getByRole('button', { name: 'Settings' }).click();
      const section = page.locator('form.reader-tuning');
      await section.getByRole('heading', { name: 'Tuning', exact: true }).waitFor({ timeout: 30_000 });
      // The first connect sent nothing saved yet, but the reader said who it is.
      await section.getByText('Kept for reader TSL-1128-0042').waitFor({ timeout: 30_000 });
      // TSL has power, session, target, Q and the pre-filter; A/B is no TSL option, so it is not offered.
      expect(await section.getByLabel('Target').locator('option').allTextContents()).toEqual([
        "The reader's own",
        'A',
        'B',
      ]);

      await section.getByLabel(/^Output power, dBm \(10-29/).fill('29');
      await section.getByLabel('Session').selectOption('S2');
      await section.getByLabel('Target').selectOption('A');
      await section.getByLabel(/^Q, 0-15/).fill('6');
      await section.getByLabel(/^Mask, hex/).fill('3034257BF4');
      await section.getByLabel('Bits of the mask that count').fill('38');
      await section.getByRole('button', { name: 'Save tuning and send it' }).focus();
      await page.keyboard.press('Enter');

      const row = (name: string) => section.locator('tbody tr', { has: page.getByRole('rowheader', { name }) });
      await expect.poll(() => row('Output power').getAttribute('data-result'), { timeout: 30_000 }).toBe('refused');
      expect(await row('Output power').locator('td').allTextContents()).toEqual([
        '29 dBm',
        'Refused: ER: 002 Parameter not supported',
        '25 dBm',
      ]);
      expect(await row('Session').locator('td').allTextContents()).toEqual(['S2', 'Accepted', 'S2']);
      expect(await row('Q').locator('td').allTextContents()).toEqual(['Q 6', 'Accepted', 'Q 6']);
      expect(await row('EPC pre-filter').locator('td').nth(2).textContent()).toBe('38 bits 3034257BF4 at bit 32');
      await expect
        .poll(() => section.getByRole('alert').textContent())
        .toBe('Output power 29 dBm: ER: 002 Parameter not supported');
      // The reader really holds it.
      expect(sim.tuningState()).toMatchObject({ power: 25, session: 2, target: 'A', q: 6 });
      expect(sim.tuningState().filter?.bits.length).toBe(38);

      // At rest for the shot and axe: no more reads (each new tag flashes).
      sim.stop();
      await section.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'e2e-reader-tuning.png');
      expect(await axeSerious(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await e2e.call('reader.disconnect', {});
      await e2e.call('reader.setSettings', { source: 'wedge-only' });
      sim.stop();
      await new Promise<void>((r) => port.close(() => r()));
      await pair.kill();
      await page.close();
    }
  }, 240_000);
});
