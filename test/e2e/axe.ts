// Process: test (node + Chromium). axe-core in the page, for the e2e files: the whole page once at rest, or parts of
// it while something animates without end; both report serious and critical violations the same way, so a test
// can expect `[]`. axe is evaluated over the debugging protocol: the app's CSP (script-src 'self') refuses an
// injected <script> (page.addScriptTag), and loosening it (bypassCSP) would hide the CSP violations tests check.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
/** Runs in the page; this file is type-checked without the DOM library. */
type AxeGlobal = { axe: { run(context?: unknown, options?: unknown): Promise<{ violations: unknown[] }> } };

/** Moderate and minor findings are advice, not failures: only these two fail a test. */
function serious(violations: Violation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function loadAxe(page: Page): Promise<void> {
  // Once per document: evaluating its 550 KB again at every check cost Chromium about 0.2 s of CPU.
  if (await page.evaluate(() => 'axe' in globalThis)) return;
  axeSource ??= readFile(join(require.resolve('axe-core'), '..', 'axe.min.js'), 'utf8');
  await page.evaluate(await axeSource);
}

/** axe-core on the whole page once at rest: serious and critical violations as `id (impact): targets`. */
export async function axeSerious(page: Page): Promise<string[]> {
  await loadAxe(page);
  // A fading toast (the reader's flash, 900 ms) checked mid-fade is half transparent: a contrast failure of a
  // moment. Finite animations are let finish; endless ones (spinners) are no reason to wait.
  await page.waitForFunction(() => {
    type Running = { playState: string; effect: { getComputedTiming(): { iterations?: number } } | null };
    const doc = (globalThis as unknown as { document: { getAnimations(): Running[] } }).document;
    return doc
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY);
  });
  const violations = await page.evaluate(async () => (await (globalThis as unknown as AxeGlobal).axe.run()).violations);
  return serious(violations as Violation[]);
}

/** axe-core on these parts of the page only (CSS selectors), without waiting for animations: for a screen whose
 * rows flash without end while readers read. */
export async function axeOn(page: Page, include: string[]): Promise<string[]> {
  await loadAxe(page);
  const violations = await page.evaluate(
    async (sel) => (await (globalThis as unknown as AxeGlobal).axe.run({ include: sel.map((x) => [x]) })).violations,
    include,
  );
  return serious(violations as Violation[]);
}

/**
 * These rules only, every finding whatever its impact (axeSerious leaves moderate ones out, and heading-order, a
 * heading that skips a level, is moderate): for a screen that was fixed for one of them.
 */
export async function axeRules(page: Page, rules: string[]): Promise<string[]> {
  await loadAxe(page);
  const violations = (await page.evaluate(async (values) => {
    const g = globalThis as unknown as AxeGlobal & { document: unknown };
    return (await g.axe.run(g.document, { runOnly: { type: 'rule', values } })).violations;
  }, rules)) as Violation[];
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
