// Process: main (domain, Electron-free). Counting reader batches: every EpcEvent and BarcodeEvent of a batch
// (the lossless tap, not the lookup screen's capped aggregate) is resolved, deduplicated and written to the
// journal in ONE transaction, committed before the outcomes are returned to anyone.
// RFID: an EPC counts once per session, across areas and restarts. The journal's primary key (session, epc)
// is the rule; an in-memory set per session, loaded from the journal, is only the fast path in front of it.
// Further reads add to read counters (folded per batch). Barcodes add 1, or a case's pack size. Codes that
// match nothing go to the unknown list with their raw text.
import type { CountEvent, CountEventsBatch, CountTotals } from '../contract/counts';
import type { JournalDb } from '../journal/journal';
import type { BarcodeEvent, EpcEvent } from '../reader/events';
import type { ScanItemResolver } from '../resolve/scan-item';
import type { ResolvableItem } from '../resolve/types';
import { column as column0 } from '../sqlite/open';
import type { FactsKeeper } from './item-facts';
import type { Ledger } from './ledger';
import type { SessionRows } from './session-rows';

export interface IngestOptions {
  user: string | null;
  /** How barcode events arrived: from a scanner, or typed/pasted on the screen or the CLI. */
  barcodeSource?: 'barcode' | 'typed';
}

export interface IngestDeps {
  db: JournalDb;
  rows: SessionRows;
  ledger: Ledger;
  facts: FactsKeeper;
  resolver: ScanItemResolver<ResolvableItem>;
  /** Description and SKU for the feed (the catalog's index records carry no description). */
  describe: (itemId: string) => { sku: string; description: string } | null;
  now?: () => number;
}

/** Distinct tags whose repeat counts are held before they are written. */
const READS_FLUSH = 20_000;

export function createIngest(deps: IngestDeps) {
  const { db, rows, ledger, resolver } = deps;
  const now = deps.now ?? Date.now;
  const st = {
    tag: db.prepare(
      'INSERT INTO count_tags (session_id, epc, item_id, area, reads) VALUES (?, ?, ?, ?, 1) ON CONFLICT DO NOTHING',
    ),
    tagReads: db.prepare('UPDATE count_tags SET reads = reads + ? WHERE session_id = ? AND epc = ?'),
    scan: db.prepare(
      `INSERT INTO count_scans (session_id, at, source, raw, epc, decoded, item_id, area, user, line_id, delta)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    unknown: db.prepare(
      `INSERT INTO count_unknowns (session_id, code, kind, raw, reason, area, first_at, reads) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(session_id, code) DO UPDATE SET reads = reads + excluded.reads`,
    ),
    reads: db.prepare('UPDATE count_sessions SET total_reads = total_reads + ? WHERE id = ?'),
    loadTags: db.prepare('SELECT epc FROM count_tags WHERE session_id = ?'),
    loadUnknownTags: db.prepare("SELECT code FROM count_unknowns WHERE session_id = ? AND kind = 'tag'"),
  };
  /** Per session: raw texts and EPCs already counted, tags already on the unknown list, and running totals
   * (so a batch's answer does not sum 20,000 lines). Dropped whenever something else changes the journal. */
  const memo = new Map<string, { counted: Set<string>; unknown: Set<string>; totals: CountTotals }>();
  const memoOf = (sessionId: string) => {
    let m = memo.get(sessionId);
    if (!m) {
      const column = (s: typeof st.loadTags) => new Set(column0<string>(s, sessionId));
      m = { counted: column(st.loadTags), unknown: column(st.loadUnknownTags), totals: rows.totals(sessionId) };
      memo.set(sessionId, m);
    }
    return m;
  };

  /** Repeats per EPC not yet written (of the session last ingested into). */
  const pendingReads = new Map<string, number>();
  let pendingSession: string | null = null;
  const writeReads = (sessionId: string) => {
    for (const [epc, n] of pendingReads) st.tagReads.run(n, sessionId, epc);
    pendingReads.clear();
  };

  function ingest(sessionId: string, events: readonly (EpcEvent | BarcodeEvent)[], opts: IngestOptions) {
    const session = rows.writable(sessionId);
    const area = session.active_area;
    const { counted, unknown, totals } = memoOf(sessionId);
    if (pendingSession !== sessionId && pendingReads.size > 0 && pendingSession !== null) {
      const other = pendingSession;
      db.transaction(() => writeReads(other))();
    }
    pendingSession = sessionId;
    const out: CountEvent[] = [];
    const at = now();
    const user = opts.user;
    const feed = (e: Omit<CountEvent, 'at' | 'area' | 'sku' | 'description'>) => {
      const d = e.itemId ? deps.describe(e.itemId) : null;
      out.push({ at, area, sku: d?.sku ?? null, description: d?.description ?? null, ...e });
    };
    let reads = 0;
    let repeated = 0;
    let lastRepeated = '';
    const extraReads = new Map<string, number>();
    const repeat = (epc: string) => {
      repeated++;
      lastRepeated = epc;
      extraReads.set(epc, (extraReads.get(epc) ?? 0) + 1);
    };
    const unknownReads = new Map<string, number>();

    const count = (itemId: string, qty: number, source: CountEvent['source'], raw: string, epc: string | null) => {
      deps.facts.ensure([itemId], session.store_id);
      const change = ledger.add(sessionId, itemId, area, qty, source, user);
      totals.units += change.after - change.before;
      if (change.before === 0 && change.after > 0) totals.lines++;
      if (epc !== null) totals.uniqueTags++;
      st.scan.run(sessionId, at, source, raw, epc, null, itemId, area, user, change.lineId, qty);
      feed({ source, raw, outcome: change.before === 0 ? 'newItem' : 'plusOne', itemId, added: qty, message: null });
    };
    const listUnknown = (code: string, kind: 'tag' | 'barcode' | 'case', raw: string, reason: string) => {
      st.unknown.run(sessionId, code, kind, raw, reason, area, at, 1);
      st.scan.run(sessionId, at, kind === 'tag' ? 'rfid' : 'barcode', raw, null, reason, null, area, user, null, 0);
    };

    try {
      db.transaction(() => {
        for (const e of events) {
          if (e.type === 'epc') {
            reads++;
            const raw = e.hex;
            if (counted.has(raw)) {
              repeat(raw);
              continue;
            }
            if (unknown.has(raw)) {
              unknownReads.set(raw, (unknownReads.get(raw) ?? 0) + 1);
              continue;
            }
            const s = resolver.event(e);
            if (s.kind !== 'tag') {
              const reason = s.kind === 'error' ? s.reason : 'not a tag';
              st.scan.run(sessionId, at, 'rfid', raw, null, reason, null, area, user, null, 0);
              feed({ source: 'rfid', raw, outcome: 'error', itemId: null, added: 0, message: reason });
              continue;
            }
            if (counted.has(s.epc) || unknown.has(s.epc)) {
              if (counted.has(s.epc)) repeat(s.epc);
              else unknownReads.set(s.epc, (unknownReads.get(s.epc) ?? 0) + 1);
              continue;
            }
            if (s.item === null) {
              listUnknown(s.epc, 'tag', raw, s.reason ?? 'unknown tag');
              unknown.add(s.epc);
              feed({ source: 'rfid', raw, outcome: 'unknown', itemId: null, added: 0, message: s.reason });
              continue;
            }
            counted.add(s.epc);
            // The key, not the set, is the rule: a tag counted by an earlier run the set missed stays once.
            if (st.tag.run(sessionId, s.epc, s.item.id, area).changes === 0) {
              repeat(s.epc);
              continue;
            }
            count(s.item.id, 1, 'rfid', raw, s.epc);
          } else {
            const source = opts.barcodeSource ?? 'barcode';
            const s = resolver.event(e);
            if (s.kind === 'barcode' && s.quantity !== null) count(s.item.id, s.quantity, source, s.raw, null);
            else if (s.kind === 'barcode') {
              const reason = `Pack size of case ${s.gtin14} is not set yet`;
              listUnknown(s.gtin14 ?? s.code, 'case', s.raw, reason);
              feed({ source, raw: s.raw, outcome: 'needsPackSize', itemId: s.item.id, added: 0, message: reason });
            } else if (s.kind === 'unknown') {
              listUnknown(s.code, 'barcode', s.raw, s.reason);
              feed({ source, raw: s.raw, outcome: 'unknown', itemId: null, added: 0, message: s.reason });
            } else if (s.kind === 'tag') {
              // An EPC typed or scanned as text: the same once-per-session rule.
              reads++;
              ingestTagText(s.epc, s.raw, s.item?.id ?? null, s.reason, source);
            } else {
              st.scan.run(sessionId, at, source, s.raw, null, s.reason, null, area, user, null, 0);
              feed({ source, raw: s.raw, outcome: 'error', itemId: null, added: 0, message: s.reason });
            }
          }
        }
        // Per-tag read counters are diagnostics: folded in memory and written every READS_FLUSH tags, so a burst
        // of repeats costs no statement each (the session's total reads is written with every batch).
        for (const [epc, n] of extraReads) pendingReads.set(epc, (pendingReads.get(epc) ?? 0) + n);
        if (pendingReads.size >= READS_FLUSH) writeReads(sessionId);
        for (const [code, n] of unknownReads) st.unknown.run(sessionId, code, 'tag', code, '', area, at, n);
        if (reads > 0) st.reads.run(reads, sessionId);
        totals.totalReads += reads;
      })();
    } catch (err) {
      // Nothing of the batch was committed: forget what the memos learnt from it.
      memo.delete(sessionId);
      ledger.forget();
      throw err;
    }

    function ingestTagText(
      epc: string,
      raw: string,
      itemId: string | null,
      reason: string | null,
      source: CountEvent['source'],
    ) {
      if (counted.has(epc)) return repeat(epc);
      if (itemId === null) {
        if (!unknown.has(epc)) {
          listUnknown(epc, 'tag', raw, reason ?? 'unknown tag');
          unknown.add(epc);
          feed({ source, raw, outcome: 'unknown', itemId: null, added: 0, message: reason });
        }
        return;
      }
      counted.add(epc);
      if (st.tag.run(sessionId, epc, itemId, area).changes === 0) return repeat(epc);
      count(itemId, 1, source, raw, epc);
    }

    if (repeated > 0)
      out.push({
        at,
        area,
        source: 'rfid',
        raw: lastRepeated,
        outcome: 'repeatedTag',
        itemId: null,
        sku: null,
        description: null,
        added: 0,
        message: `${repeated} repeated read${repeated === 1 ? '' : 's'} of tags already counted`,
      });
    const batch: CountEventsBatch = { sessionId, events: out, reads, totals: { ...totals } };
    return batch;
  }

  return {
    ingest,
    /** Writes the folded per-tag read counters (on close, and before anything reads them). */
    flushReads(): void {
      if (pendingSession !== null && pendingReads.size > 0) {
        const sessionId = pendingSession;
        db.transaction(() => writeReads(sessionId))();
      }
    },
    /** After undo, recount or an assignment changed the journal's tags behind the memo. */
    forget(sessionId: string): void {
      memo.delete(sessionId);
    },
  };
}
export type Ingest = ReturnType<typeof createIngest>;
