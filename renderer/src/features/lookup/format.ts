// Process: renderer. Plain-text formatting for the lookup screen and the status bar's catalog item: counts,
// prices, durations, "synced 2 min ago", and the one sentence that says how current the catalog is.

import type { ConnectionState } from '../../../../contract';
import type { CatalogStatusView } from '../../../../contract/catalog';

import { countOf, formatAgo, formatCount, formatMoney } from '../../lib/format';

// Counts, prices and "5 min ago" are the renderer's one definition (lib/format.ts). A price is in the store's
// currency, the one the count screens show money in (main adds it to the lookup's result); none known: the figure.
export const formatPrice = (n: number, currency: string | null) => formatMoney(n, currency);

/** Time left rounded as people say it: never "3 min 41 s left" for an estimate. */
export function timeLeftText(etaMs: number): string {
  const min = etaMs / 60_000;
  if (min < 1) return 'less than a minute left';
  if (min < 90) return `about ${Math.round(min)} min left`;
  const h = Math.floor(min / 60);
  const m = Math.round((min - h * 60) / 10) * 10;
  return m === 0 || m === 60 ? `about ${m === 60 ? h + 1 : h} h left` : `about ${h} h ${m} min left`;
}

/** "5,751" when the sync knows its size exactly, "about 5,751" while it is an estimate. */
export function totalText(total: number, range: { low: number; high: number } | null | undefined): string {
  const exact = range ? range.low === range.high : false;
  return `${exact ? '' : 'about '}${formatCount(total)}`;
}

export interface CatalogLine {
  text: string;
  /** The what-to-do-next sentence, shown as a tooltip and on the lookup screen. */
  detail: string | null;
  tone: 'good' | 'bad' | 'busy' | 'neutral';
}

/** The status bar's catalog sentence. Offline wins over "up to date": the cache may be behind. */
export function catalogLine(c: CatalogStatusView | null, connection: ConnectionState, nowMs: number): CatalogLine {
  if (!c || c.state === 'closed') return { text: 'Catalog: choose a store', detail: null, tone: 'neutral' };
  const items = `${formatCount(c.items)} items`;
  if (c.state === 'syncing') {
    const p = c.progress;
    if (!p || p.phase === 'reference')
      return { text: 'Syncing catalog: stores and vendors…', detail: null, tone: 'busy' };
    const left = p.etaMs !== null && p.etaMs > 0 ? ` · ${timeLeftText(p.etaMs)}` : '';
    const pages = countOf(p.pagesDone, 'page');
    if (p.phase === 'onhand') {
      return {
        text: `Syncing on-hand · ${formatCount(p.itemsDone)} rows · ${pages}${left}`,
        detail: null,
        tone: 'busy',
      };
    }
    const what = p.mode === 'incremental' ? 'Updating catalog' : 'Syncing catalog';
    if (p.pagesDone === 0) return { text: `${what}: reading the first page…`, detail: null, tone: 'busy' };
    const of = p.totalEstimate ? ` of ${totalText(p.totalEstimate, p.totalRange)}` : '';
    return { text: `${what} · ${formatCount(p.itemsDone)}${of} items · ${pages}${left}`, detail: null, tone: 'busy' };
  }
  if (c.state === 'offline' || connection === 'offline') {
    return {
      text: `Offline: using the cached catalog · ${items}`,
      detail: c.problem?.action ?? 'Lookups use the cached catalog until the service is reachable again.',
      tone: 'bad',
    };
  }
  if (c.state === 'error') {
    return {
      text: `Catalog sync failed: ${c.problem?.message ?? 'unknown problem'}`,
      detail: c.problem?.action ?? null,
      tone: 'bad',
    };
  }
  if (c.problem?.code === 'cancelled')
    return { text: `Catalog sync paused · ${items}`, detail: c.problem.action, tone: 'neutral' };
  if (!c.lastSyncedAt) return { text: `Catalog not synced yet · ${items}`, detail: null, tone: 'neutral' };
  return {
    text: `Catalog up to date · ${items} · synced ${formatAgo(c.lastSyncedAt, nowMs)}`,
    detail: null,
    tone: 'good',
  };
}

/** The status bar names the item "Catalog" already: the same sentence without repeating the word. */
export function statusBarText(line: CatalogLine): string {
  const t = line.text.replace(/^Catalog:? /, '').replace(/^(Syncing|Updating) catalog/, '$1');
  return t.charAt(0).toUpperCase() + t.slice(1);
}
