// Process: main (domain, Electron-free). The first half of ingesting a reader batch, in memory only: every event is
// resolved and checked against the session's memo (EPCs counted, tags already on the unknown list), giving the
// batch's steps in reading order, the new tags to insert, first sightings for the unknown list and folded repeat
// reads. Nothing is written here: ingest.ts writes the plan in one transaction, where the journal's keys on
// (session, EPC) and (session, identity) have the last word on which new tags count. One tag identity counts once
// (domain/codes sgtinIdentity): a second encoding of an identity counted in the same batch is planned here as a
// 'sameIdentity' note for the unknown list; one of an identity counted in an earlier batch is found by the
// journal's key when the batch is written (ingest.ts), so the memo holds no identity per tag.
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
      /** The tag's identity (domain/codes sgtinIdentity); null for a barcode. */
      identity: string | null;
      decoded: string | null;
      itemId: string;
      qty: number;
    }
  /** No count: an error, an unknown code, a case waiting for its pack size, an item a recount does not list
   * (recount-list.ts refuseUnlisted), or a second encoding of a tag identity already counted (`sameAs`: the EPC
   * that counted it): a scan row, a feed event. */
  | {
      kind: 'note';
      source: Source;
      reader?: string;
      raw: string;
      outcome: 'error' | 'unknown' | 'needsPackSize' | 'refused' | 'sameIdentity';
      itemId: string | null;
      reason: string;
      sameAs?: string;
    };

export interface UnknownSighting {
  code: string;
  kind: 'tag' | 'barcode' | 'case' | 'clone';
  raw: string;
  reason: string;
  /** A 'clone': the EPC that counted its identity. */
  sameAs?: string;
}

export interface IngestPlan {
  steps: PlanStep[];
  /** EPC, item, reader (null: none named) and identity of each tag step, to insert into count_tags. */
  newTags: NewTag[];
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

export type NewTag = [epc: string, itemId: string, reader: string | null, identity: string];

export interface SessionMemo {
  /** EPCs (and raw hex) counted in the session. */
  counted: Set<string>;
  /** Tags on the session's unknown list (second encodings of a counted identity too). */
  unknown: Set<string>;
}

/** Said on the feed and the unknown list of a second encoding of a tag identity already counted. */
export const sameIdentityReason = (identity: string, sameAs: string) =>
  `Same tag identity, another encoding: possible cloned or re-encoded tag; ${identity} was counted as ${sameAs}`;

/** The note and the unknown-list sighting of a second encoding of a counted identity, from its planned count step. */
export function sameIdentityNote(
  s: Extract<PlanStep, { kind: 'count' }>,
  epc: string,
  identity: string,
  sameAs: string,
): { step: PlanStep; sighting: UnknownSighting } {
  const reason = sameIdentityReason(identity, sameAs);
  const from = s.reader === undefined ? {} : { reader: s.reader };
  return {
    step: {
      kind: 'note',
      source: s.source,
      ...from,
      raw: s.raw,
      outcome: 'sameIdentity',
      itemId: s.itemId,
      reason,
      sameAs,
    },
    sighting: { code: epc, kind: 'clone', raw: s.raw, reason, sameAs },
  };
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
  /** The identities this batch counts, and the EPC that counted each. */
  const identities = new Map<string, string>();
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
    identity: string,
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
    const step = { kind: 'count' as const, source, ...from, raw, epc, identity, decoded: gtin14, itemId, qty: 1 };
    const sameAs = identities.get(identity);
    if (sameAs !== undefined) {
      // Another encoding of a tag this batch counts: not a second unit (its reads from now on are the unknown's).
      const clone = sameIdentityNote(step, epc, identity, sameAs);
      unknown.add(epc);
      p.unknowns.push(clone.sighting);
      p.steps.push(clone.step);
      return;
    }
    identities.set(identity, epc);
    counted.add(epc);
    p.newTags.push([epc, itemId, from.reader ?? null, identity]);
    p.steps.push(step);
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
        if (s.kind === 'tag') tag('rfid', raw, s.epc, s.identity, s.gtin14, s.item?.id ?? null, s.reason, from);
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
        identity: null,
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
      tag(source, s.raw, s.epc, s.identity, s.gtin14, s.item?.id ?? null, s.reason, from);
    } else
      p.steps.push({ kind: 'note', source, ...from, raw: s.raw, outcome: 'error', itemId: null, reason: s.reason });
  }
}
