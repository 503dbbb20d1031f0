// Process: main (domain, Electron-free). The first half of ingesting a reader batch, in memory only: every event is
// resolved and checked against the session's memo (EPCs counted, tags already on the unknown list), giving the
// batch's steps in reading order, the new tags to insert, first sightings for the unknown list and folded repeat
// reads. Nothing is written here: ingest.ts writes the plan in one transaction, where the journal's key on
// (session, EPC) has the last word on which new tags count.
import type { CountEvent } from '../../contract/counts';
import type { BarcodeEvent, EpcEvent } from '../reader/events';
import type { ScanItemResolver } from '../resolve/scan-item';
import type { ResolvableItem } from '../resolve/types';

type Source = CountEvent['source'];

export type PlanStep =
  /** Counts `qty` of the item; a tag (epc set) only if the journal takes its EPC as new. */
  | {
      kind: 'count';
      source: Source;
      /** The reader the scan came from (the event's `reader`), for the feed. */
      reader?: string;
      raw: string;
      epc: string | null;
      decoded: string | null;
      itemId: string;
      qty: number;
    }
  /** No count: an error, an unknown code, a case waiting for its pack size, or an item a recount does not list
   * (recount-list.ts refuseUnlisted): a scan row, a feed event. */
  | {
      kind: 'note';
      source: Source;
      reader?: string;
      raw: string;
      outcome: 'error' | 'unknown' | 'needsPackSize' | 'refused';
      itemId: string | null;
      reason: string;
    };

export interface UnknownSighting {
  code: string;
  kind: 'tag' | 'barcode' | 'case';
  raw: string;
  reason: string;
}

export interface IngestPlan {
  steps: PlanStep[];
  /** EPC, item and reader (null: none named) of each tag step, to insert into count_tags. */
  newTags: [epc: string, itemId: string, reader: string | null][];
  unknowns: UnknownSighting[];
  /** Further reads of tags already on the unknown list. */
  unknownReads: Map<string, number>;
  /** Further reads of tags already counted, in reading order (their read counters were bumped by planBatch). */
  repeats: string[];
  repeated: number;
  lastRepeated: string;
  /** RFID reads in the batch (hex and typed EPCs). */
  reads: number;
  /** Of `reads`, those of each named reader (reader-totals.ts). */
  readsByReader: Map<string, number>;
}

export interface SessionMemo {
  /** EPCs (and raw hex) counted in the session. */
  counted: Set<string>;
  /** Tags on the session's unknown list. */
  unknown: Set<string>;
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

export const emptyPlan = (): IngestPlan => ({
  steps: [],
  newTags: [],
  unknowns: [],
  unknownReads: new Map(),
  repeats: [],
  repeated: 0,
  lastRepeated: '',
  reads: 0,
  readsByReader: new Map(),
});

/** Plans a batch into `p`; adds its new EPCs and unknown tags to the memo and its repeats to `readCounters` (if
 * the write fails, the caller drops the memo and takes `p.repeats` back from the counters). */
export function planBatch(
  p: IngestPlan,
  events: readonly (EpcEvent | BarcodeEvent)[],
  memo: SessionMemo,
  readCounters: Map<string, number>,
  resolver: ScanItemResolver<ResolvableItem>,
  barcodeSource: Source,
): void {
  const { counted, unknown } = memo;
  const repeat = (epc: string) => {
    p.repeated++;
    p.lastRepeated = epc;
    p.repeats.push(epc);
    bump(readCounters, epc);
  };
  /** An EPC read (from the reader or typed): counted once per session, else a repeat or an unknown. */
  const tag = (
    source: Source,
    raw: string,
    epc: string,
    gtin14: string | null,
    itemId: string | null,
    why: string | null,
    from: { reader?: string },
  ) => {
    if (counted.has(epc)) return repeat(epc);
    if (unknown.has(epc)) return bump(p.unknownReads, epc);
    if (itemId === null) {
      const reason = why ?? 'unknown tag';
      unknown.add(epc);
      p.unknowns.push({ code: epc, kind: 'tag', raw, reason });
      p.steps.push({ kind: 'note', source, ...from, raw, outcome: 'unknown', itemId: null, reason });
      return;
    }
    counted.add(epc);
    p.newTags.push([epc, itemId, from.reader ?? null]);
    p.steps.push({ kind: 'count', source, ...from, raw, epc, decoded: gtin14, itemId, qty: 1 });
  };

  for (const e of events) {
    // Only a named reader adds a field: the common single-reader steps keep their shape.
    const from = e.reader === undefined ? {} : { reader: e.reader };
    if (e.type === 'epc') {
      p.reads++;
      if (e.reader !== undefined) bump(p.readsByReader, e.reader);
      const raw = e.hex;
      // The fast path: a repeat of a counted tag is not decoded again.
      if (counted.has(raw)) repeat(raw);
      else if (unknown.has(raw)) bump(p.unknownReads, raw);
      else {
        const s = resolver.event(e);
        if (s.kind === 'tag') tag('rfid', raw, s.epc, s.gtin14, s.item?.id ?? null, s.reason, from);
        else {
          const reason = s.kind === 'error' ? s.reason : 'not a tag';
          p.steps.push({ kind: 'note', source: 'rfid', ...from, raw, outcome: 'error', itemId: null, reason });
        }
      }
      continue;
    }
    const source = barcodeSource;
    const s = resolver.event(e);
    if (s.kind === 'barcode' && s.quantity !== null)
      p.steps.push({
        kind: 'count',
        source,
        ...from,
        raw: s.raw,
        epc: null,
        decoded: s.gtin14 ?? s.code,
        itemId: s.item.id,
        qty: s.quantity,
      });
    else if (s.kind === 'barcode') {
      const reason = `Pack size of case ${s.gtin14} is not set yet`;
      p.unknowns.push({ code: s.gtin14 ?? s.code, kind: 'case', raw: s.raw, reason });
      p.steps.push({ kind: 'note', source, ...from, raw: s.raw, outcome: 'needsPackSize', itemId: s.item.id, reason });
    } else if (s.kind === 'unknown') {
      p.unknowns.push({ code: s.code, kind: 'barcode', raw: s.raw, reason: s.reason });
      p.steps.push({ kind: 'note', source, ...from, raw: s.raw, outcome: 'unknown', itemId: null, reason: s.reason });
    } else if (s.kind === 'tag') {
      // An EPC typed or scanned as text: the same once-per-session rule.
      p.reads++;
      if (e.reader !== undefined) bump(p.readsByReader, e.reader);
      tag(source, s.raw, s.epc, s.gtin14, s.item?.id ?? null, s.reason, from);
    } else
      p.steps.push({ kind: 'note', source, ...from, raw: s.raw, outcome: 'error', itemId: null, reason: s.reason });
  }
}
