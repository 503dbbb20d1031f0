// Process: main (domain, Electron-free). Searches the cache by SKU, UPC (as printed, or by GTIN-14 under the scan
// path's rules: domain/codes/gtin.ts) or words of the description (FTS5), for the "find the right item" flow when a
// scan resolves to nothing.

import type { SearchHit } from '../../contract/catalog';
import { gtinsOfUpc } from '../codes/gtin';
import type { CatalogDb } from './db';

export type { SearchHit } from '../../contract/catalog';

/** FTS5 query from free text: every word as a prefix, quoted so operators in the input stay literal. */
export function ftsQuery(text: string): string | null {
  const words = text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w) => `"${w.replace(/"/g, '""')}"*`).join(' ');
}

/** Matches of a text search scored and ranked at most (see textHits). */
export const TEXT_CANDIDATES = 2000;

export function createItemFinder(db: CatalogDb) {
  const hitCols = 'i.id, i.sku, i.description, i.pos_description1, i.active';
  const skuHits = db.prepare(`SELECT ${hitCols} FROM items i WHERE i.sku = ? COLLATE NOCASE LIMIT ?`);
  const upcHits = db.prepare(
    `SELECT ${hitCols} FROM item_upcs u JOIN items i ON i.id = u.item_id
      WHERE u.upc = ? OR u.gtin14 IN (?, ?) LIMIT ?`,
  );
  // Ranked by bm25 (SKU weighs 4, the POS description 2, the description 1), then SKU, among the first
  // TEXT_CANDIDATES matches in catalog order: a common word or a short prefix matches hundreds of thousands of
  // items at 500,000, and scoring and sorting all of them took 150 ms. A query narrow enough to name an item has
  // fewer matches than that and keeps its full ranking; a broad one ranks a bounded sample (the person types on).
  const textHits = db.prepare(`SELECT ${hitCols} FROM
      (SELECT rowid, bm25(items_fts, 1.0, 2.0, 4.0) AS score FROM items_fts WHERE items_fts MATCH ?1 LIMIT ?3) f
      JOIN items i ON i.rowid = f.rowid ORDER BY f.score, i.sku LIMIT ?2`);

  type HitRow = { id: string; sku: string; description: string; pos_description1: string; active: number };
  const toHit = (r: HitRow, matchedBy: SearchHit['matchedBy']): SearchHit => ({
    id: r.id,
    sku: r.sku,
    description: r.description,
    posDescription1: r.pos_description1,
    active: r.active === 1,
    matchedBy,
  });

  return {
    search(query: string, limit = 25): SearchHit[] {
      const q = query.trim();
      if (!q) return [];
      const max = Math.max(1, Math.min(200, limit));
      const hits: SearchHit[] = [];
      const seen = new Set<string>();
      const add = (rows: HitRow[], by: SearchHit['matchedBy']) => {
        for (const r of rows) {
          if (hits.length >= max || seen.has(r.id)) continue;
          seen.add(r.id);
          hits.push(toHit(r, by));
        }
      };
      add(skuHits.all(q, max) as HitRow[], 'sku');
      // By the UPC as typed, or by the GTIN a scan of the query reads as (none for store-internal codes).
      const [gtin = null, alternate = null] = gtinsOfUpc(q);
      add(upcHits.all(q, gtin, alternate, max) as HitRow[], 'upc');
      const fts = ftsQuery(q);
      if (fts && hits.length < max) add(textHits.all(fts, max, TEXT_CANDIDATES) as HitRow[], 'description');
      return hits;
    },
  };
}
