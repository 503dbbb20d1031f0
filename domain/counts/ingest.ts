// Process: main (domain, Electron-free). Counting reader batches: every EpcEvent and BarcodeEvent of a batch
// (the lossless tap, not the lookup screen's capped aggregate) is resolved, deduplicated and written to the
// journal in ONE transaction, committed (synchronous=FULL) before the outcomes are returned to anyone.
// RFID: a tag counts once per session, across areas, readers and restarts: by its EPC and by its identity (domain/
// codes sgtinIdentity: an SGTIN's GTIN and serial, whatever its filter or encoding). The journal's keys on (session,
// epc) and (session, identity) are the rule; an in-memory set of EPCs per session, loaded from the journal, is only
// the fast path in front of them. A second encoding of a counted identity is no unit: it goes on the unknown list
// (kind 'clone', in the batch's transaction) and the feed says so ('sameIdentity').
// Barcodes add 1, or a case's pack size. Codes that match nothing go to the unknown list with their raw text.
// A batch costs a fixed handful of statements (ingest-writes.ts, ledger.addMany), not a few per new tag: the
// batch is planned in memory first (ingest-plan.ts), then written.
// Durability: each counted scan (a tag's first read, each barcode) is a count_scans row, its tag a count_tags row,
// its line and audit row written in the same transaction; the session's total reads too. Only the per-tag read
// counters (diagnostics: how often a counted tag was seen again, and when last) are held in memory and written
// now and then, a slice per batch once due (held-reads.ts): a crash can lose some of those, never a count, a tag,
// a scan row or the total reads.
import type { CountEvent, CountEventsBatch, CountTotals } from '../../contract/counts';
import { MobileStatus } from '../api/wire/sessions';
import { epcTextIdentity } from '../codes';
import type { JournalDb } from '../journal/journal';
import type { BarcodeEvent, EpcEvent } from '../reader/events';
import type { ScanItemResolver } from '../resolve/scan-item';
import type { ResolvableItem } from '../resolve/types';
import { refuseUnlisted } from '../review/recount-list';
import { crashPoint } from '../shared/crash-points';
import { column } from '../sqlite/open';
import { createHeldReads } from './held-reads';
import { emptyPlan, type IngestPlan, planBatch, type SessionMemo, sameIdentityNote } from './ingest-plan';
import { createIngestWrites, type ScanRow } from './ingest-writes';
import type { FactsKeeper } from './item-facts';
import type { BatchChange, Ledger } from './ledger';
import { addTo, createReaderTotals, type ReaderAdds, withAdds } from './reader-totals';
import type { SessionRows } from './session-rows';
import { CountError, isFinished, statusName } from './status';

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
  /** Description and SKU for the feed (the catalog's index records carry no description), of the given items at
   * least (one read for a batch's items). */
  describe: (itemIds: ReadonlySet<string>) => ReadonlyMap<string, { sku: string; description: string }>;
  /** A Recount session's list (recount-list.ts): only these items are counted in it. */
  recountListed?: (sessionId: string) => ReadonlySet<string>;
  now?: () => number;
}

type CountStep = Extract<IngestPlan['steps'][number], { kind: 'count' }>;
/** A count step the journal took: its line, and the line's quantity before and after it. */
type Counted = { lineId: string; before: number; after: number; created: boolean };

export function createIngest(deps: IngestDeps) {
  const { db, rows, ledger, resolver } = deps;
  const now = deps.now ?? Date.now;
  const writes = createIngestWrites(db);
  const readerTotals = createReaderTotals(db);
  const loadTags = db.prepare('SELECT epc, identity IS NULL FROM count_tags WHERE session_id = ?');
  const loadUnknownTags = db.prepare(
    "SELECT code FROM count_unknowns WHERE session_id = ? AND kind IN ('tag', 'clone')",
  );
  /** Per session: EPCs already counted, tags already on the unknown list, and running totals (so a batch's answer
   * does not sum 20,000 lines). Dropped whenever something else changes the journal. */
  const memo = new Map<string, SessionMemo & { totals: CountTotals }>();
  const memoOf = (sessionId: string) => {
    let m = memo.get(sessionId);
    if (!m) {
      const counted = new Set<string>();
      const without: [string, string][] = [];
      for (const [epc, noIdentity] of loadTags.raw(true).all(sessionId) as [string, number][]) {
        counted.add(epc);
        const identity = noIdentity ? epcTextIdentity(epc) : null;
        if (identity !== null) without.push([epc, identity]);
      }
      // Tags counted before identities were kept (or put back by the tag history) get theirs, once: derived from
      // the EPC, so writing it again after a crash changes nothing.
      if (without.length > 0) db.transaction(() => writes.setIdentities(sessionId, without))();
      m = { counted, unknown: new Set(column<string>(loadUnknownTags, sessionId)), totals: rows.totals(sessionId) };
      memo.set(sessionId, m);
    }
    return m;
  };

  const held = createHeldReads(db, writes);

  function ingest(sessionId: string, events: readonly (EpcEvent | BarcodeEvent)[], opts: IngestOptions) {
    // A scan into a closed count is refused in words a person at the reader understands (the screen sounds it).
    const status = rows.require(sessionId).status;
    if (isFinished(status))
      throw new CountError('read_only', `This count is ${statusName(status).toLowerCase()}: scans are not counted.`);
    const session = rows.writable(sessionId);
    const area = session.active_area;
    const at = now();
    held.beginBatch(sessionId, at);
    const m = memoOf(sessionId);
    const user = opts.user;
    const plan = emptyPlan();
    const counted = new Map<CountStep, Counted>();
    /** Items the batch counted outside the session's scope: marked on the feed, counted in the totals. */
    let outside: ReadonlySet<string> = new Set();
    try {
      planBatch(plan, events, m, held.pending, resolver, opts.barcodeSource ?? 'barcode');
      // A Recount session counts only its listed items; with no list (the back office's Recount) any item.
      const listed = status === MobileStatus.Recount ? deps.recountListed?.(sessionId) : undefined;
      if (listed && listed.size > 0) refuseUnlisted(plan, listed);
      db.transaction(() => {
        for (const u of plan.unknowns) writes.unknown(sessionId, { ...u, area, at }, 1);
        for (const [code, n] of plan.unknownReads)
          writes.unknown(sessionId, { code, kind: 'tag', raw: code, reason: '', area, at }, n);
        // The keys, not the set, are the rule: a tag counted by an earlier run the set missed stays once, and a
        // second encoding of an identity counted in an earlier batch is found here.
        const inserted = writes.newTags(sessionId, area, plan.newTags);
        const sameAs =
          inserted.size < plan.newTags.length
            ? writes.sameIdentityAs(
                sessionId,
                plan.newTags.filter((t) => !inserted.has(t[0])),
              )
            : new Map<string, string>();
        const changes: BatchChange[] = [];
        const steps: CountStep[] = [];
        for (const [i, s] of plan.steps.entries()) {
          if (s.kind !== 'count') continue;
          const holder = s.epc !== null ? sameAs.get(s.epc) : undefined;
          if (s.epc !== null && s.identity !== null && holder !== undefined) {
            const clone = sameIdentityNote(s, s.epc, s.identity, holder);
            plan.steps[i] = clone.step;
            writes.unknown(sessionId, { ...clone.sighting, area, at }, 1);
            m.counted.delete(s.epc);
            m.unknown.add(s.epc);
            continue;
          }
          if (s.epc !== null && !inserted.has(s.epc)) {
            plan.repeated++;
            plan.lastRepeated = s.epc;
            plan.repeats.push(s.epc);
            held.fold(s.epc);
            continue;
          }
          steps.push(s);
          changes.push({ itemId: s.itemId, delta: s.qty, source: s.source });
        }
        if (changes.length > 0) {
          const itemIds = new Set(changes.map((c) => c.itemId));
          deps.facts.ensure(itemIds, session.store_id);
          outside = writes.outsideScope(sessionId, itemIds);
        }
        const results = ledger.addMany(sessionId, area, user, changes);
        for (const [i, r] of results.entries()) counted.set(steps[i]!, r);
        writes.scans(sessionId, at, area, user, scanRows(plan, counted));
        // Per-tag read counters are diagnostics: held in memory, due ones written a slice per batch (see the top).
        held.write(sessionId, plan.repeats, at);
        writes.totalReads(sessionId, plan.reads);
        readerTotals.addReads(sessionId, plan.readsByReader);
      })();
    } catch (err) {
      // Nothing of the batch was committed: forget what the memos learnt from it, take its repeats back.
      memo.delete(sessionId);
      ledger.forget();
      held.rolledBack(plan.repeats);
      throw err;
    }
    held.committed();
    crashPoint('count.ingest.committed');
    return feed(sessionId, plan, counted, outside, m.totals, at, area);
  }

  /** The batch's outcomes in reading order, and the session's totals after it (committed by now). */
  function feed(
    sessionId: string,
    plan: IngestPlan,
    counted: ReadonlyMap<CountStep, Counted>,
    outside: ReadonlySet<string>,
    totals: CountTotals,
    at: number,
    area: string,
  ) {
    const out: CountEvent[] = [];
    const byReader: ReaderAdds = new Map();
    const itemIds = new Set<string>();
    for (const s of plan.steps) if (s.itemId) itemIds.add(s.itemId);
    const described = deps.describe(itemIds);
    const push = (e: Omit<CountEvent, 'at' | 'area' | 'sku' | 'description'>) => {
      const d = e.itemId ? described.get(e.itemId) : undefined;
      out.push({ at, area, sku: d?.sku ?? null, description: d?.description ?? null, ...e });
    };
    for (const s of plan.steps) {
      if (s.kind === 'note') {
        push({
          source: s.source,
          ...(s.reader === undefined ? {} : { reader: s.reader }),
          raw: s.raw,
          outcome: s.outcome,
          itemId: s.itemId,
          added: 0,
          message: s.reason,
          ...(s.sameAs === undefined ? {} : { sameAs: s.sameAs }),
        });
        continue;
      }
      const c = counted.get(s);
      if (!c) continue; // a tag the journal already had: folded into the repeats
      totals.units += c.after - c.before;
      const isOutside = outside.has(s.itemId);
      if (c.created) totals.lines++;
      if (c.created && isOutside) totals.outsideScope++;
      if (s.epc !== null) {
        totals.uniqueTags++;
        addTo(byReader, s.reader ?? null, 0, 1);
      }
      const outcome = c.before === 0 ? 'newItem' : 'plusOne';
      push({
        source: s.source,
        ...(s.reader === undefined ? {} : { reader: s.reader }),
        raw: s.raw,
        outcome,
        itemId: s.itemId,
        added: s.qty,
        message: null,
        ...(isOutside ? { outsideScope: true as const } : {}),
      });
    }
    totals.totalReads += plan.reads;
    let named = 0;
    for (const [reader, n] of plan.readsByReader) {
      addTo(byReader, reader, n, 0);
      named += n;
    }
    if (plan.reads > named) addTo(byReader, null, plan.reads - named, 0);
    totals.readers = withAdds(totals.readers, byReader);
    if (plan.repeated > 0)
      out.push({
        at,
        area,
        source: 'rfid',
        raw: plan.lastRepeated,
        outcome: 'repeatedTag',
        itemId: null,
        sku: null,
        description: null,
        added: 0,
        message: `${plan.repeated} repeated read${plan.repeated === 1 ? '' : 's'} of tags already counted`,
        repeats: { reads: plan.repeated, byTag: repeatsByTag(plan.repeats) },
      });
    const batch: CountEventsBatch = { sessionId, events: out, reads: plan.reads, totals: { ...totals } };
    return batch;
  }

  return {
    ingest,
    /** Writes the held per-tag read counters (on close, and before anything reads them). */
    flushReads: held.flushAll,
    /** After undo, recount or an assignment changed the journal's tags behind the memo. */
    forget(sessionId: string): void {
      memo.delete(sessionId);
    },
  };
}
export type Ingest = ReturnType<typeof createIngest>;

/** Tags the feed may show one by one: the last ones read again in a batch (the feed holds 20 rows). */
export const REPEATS_LISTED = 50;

/** Repeated reads per tag, of the last REPEATS_LISTED distinct tags read again (the rest only in the total). */
function repeatsByTag(repeats: readonly string[]): [string, number][] {
  const per = new Map<string, number>();
  for (let i = repeats.length - 1; i >= 0; i--) {
    const epc = repeats[i]!;
    const n = per.get(epc);
    if (n !== undefined) per.set(epc, n + 1);
    else if (per.size < REPEATS_LISTED) per.set(epc, 1);
  }
  return [...per];
}

/** One scan row per step, in reading order: counted scans with their line and delta, notes with their reason. */
function scanRows(plan: IngestPlan, counted: ReadonlyMap<CountStep, Counted>): ScanRow[] {
  const out: ScanRow[] = [];
  for (const s of plan.steps) {
    // A scan a recount refused, or a second encoding of a counted identity, keeps its item, so the journal shows
    // what was read and why it did not count.
    if (s.kind === 'note') {
      const keepsItem = s.outcome === 'refused' || s.outcome === 'sameIdentity';
      out.push([s.source, s.raw, null, s.reason, keepsItem ? s.itemId : null, null, 0]);
    } else {
      const c = counted.get(s);
      if (c) out.push([s.source, s.raw, s.epc, s.decoded, s.itemId, c.lineId, s.qty]);
    }
  }
  return out;
}
