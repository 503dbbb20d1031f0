// Process: test (node + Chromium). A keyboard-wedge scanner's burst for the e2e tests: the code's keys and its Enter
// dispatched inside the page in one go, as keydown events on the focused element (the app's wedge listener is on
// window, capture phase, and times the keys by event.timeStamp). Typed key by key from the test process instead
// (page.keyboard.type), each gap is that process's turn around: it also runs the app's services, and on a loaded
// machine the gaps grew past the detector's limit and the burst read as a person typing. What a burst does once it is
// taken (main counts it, the screen shows it) is what these tests check; the timing that tells a scanner from a
// person is checked in test/unit/renderer/wedge-detector.test.ts and by real slow typing in reader.test.ts.
import type { Page } from 'playwright-core';

/** Runs in the page (a string: the tests are type-checked without the DOM library). */
const BURST = `(code) => {
  const target = document.activeElement ?? document.body;
  for (const key of [...code, 'Enter']) {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
  }
}`;

/** A scanner's burst (code, then Enter) wherever the focus is now. */
export async function scannerBurst(page: Page, code: string): Promise<void> {
  await page.evaluate(`(${BURST})(${JSON.stringify(code)})`);
}
