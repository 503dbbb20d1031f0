// Process: renderer. The status bar's words and numbers for a running catalog sync: items, pages and an honest
// time left ("about 4 min left", only once main has a measured rate and a size estimate), plus the fraction
// for its progress bar, only when a size estimate exists (a first sync has none until its size is bounded).
import type { CatalogStatusView } from '../../../contract/catalog';
import { timeLeftText, totalText } from '../features/lookup/format';
import { countOf, formatCount } from '../lib/format';

export { timeLeftText };

export interface SyncProgressView {
  /** "Syncing · 1,500 items · 3 pages · about 2 min left" */
  text: string;
  /** 0..100, null while no size estimate exists. */
  percent: number | null;
  /** Read out with the bar: "1,500 of about 5,000 items". */
  valueText: string | null;
}

export function syncProgressView(c: CatalogStatusView | null): SyncProgressView | null {
  const p = c?.state === 'syncing' ? c.progress : null;
  if (!p || (p.phase !== 'items' && p.phase !== 'onhand') || p.pagesDone === 0) return null;
  const unit = p.phase === 'onhand' ? 'rows' : 'items';
  const what = p.phase === 'onhand' ? 'Syncing on-hand' : p.mode === 'incremental' ? 'Updating' : 'Syncing';
  const pages = countOf(p.pagesDone, 'page');
  const left = p.etaMs !== null && p.etaMs > 0 ? ` · ${timeLeftText(p.etaMs)}` : '';
  const text = `${what} · ${formatCount(p.itemsDone)} ${unit} · ${pages}${left}`;
  if (p.totalEstimate === null || p.totalEstimate <= 0) return { text, percent: null, valueText: null };
  const percent = Math.min(100, Math.round((100 * p.itemsDone) / p.totalEstimate));
  return {
    text,
    percent,
    valueText: `${formatCount(p.itemsDone)} of ${totalText(p.totalEstimate, p.totalRange)} ${unit}`,
  };
}
