// Process: main (domain, Electron-free). Which serials of a GTIN the store's tags already carry, in any encoding: the
// GS1 identity of an SGTIN is GTIN + serial, and a count resolves a tag to its item whatever its filter, partition
// (company prefix length) or scheme, so a serial seen as SGTIN-96 under another partition, as SGTIN-198 or as
// (D)SGTIN+ is as taken as one seen exactly as this PC encodes it. The tags looked at: the open counts' (count_tags),
// the finished counts' (tag_history, EPCs kept as bytes: domain/tags/compact-sql.ts) and the receipts'
// (receiving_tags). One statement per question, over key ranges of each encoding's EPCs of the GTIN.
import { decodeEpcHex, encodeSgtin96 } from '../codes';
import { MAX_EPC_READ_HEX } from '../codes/epc/decode';
import type { JournalDb } from '../journal/journal';

const FILTERS = [0, 1, 2, 3, 4, 5, 6, 7];
const PREFIX_LENGTHS = [6, 7, 8, 9, 10, 11, 12];
const SGTIN_198_HEADER = 0x36n;
const SGTIN_96_HEADER = 0x30n;
/** A serial as SGTIN-96 carries it: an integer, so its text has no leading zero (GS1 serials are text). */
const PLAIN_NUMBER = /^(0|[1-9]\d*)$/;

/** One key range of EPCs (hex, as text and as bytes); `gtinAt`: the 1-based hex offset the GTIN's digits sit at. */
type Range = [lo: string, hi: string, gtinAt: number | null];

const even = (hex: string) => (hex.length % 2 ? `${hex}0` : hex);
/** Every EPC, of any length, that starts with `prefix`: text and bytes compare alike for upper-case hex. */
const startingWith = (prefix: string, gtinAt: number | null = null): Range => [
  even(prefix),
  prefix.padEnd(MAX_EPC_READ_HEX, 'F'),
  gtinAt,
];

function rangesOf(gtin14: string, from: number, to: number): Range[] {
  const out: Range[] = [];
  for (const filter of FILTERS) {
    for (const companyPrefixLength of PREFIX_LENGTHS) {
      const at = (serial: number) => encodeSgtin96({ gtin14, serial, filter, companyPrefixLength });
      out.push([at(from), at(to), null]);
      // The same 58 bits (filter, partition, company prefix, item reference) head an SGTIN-198, under its header.
      const head = (BigInt(`0x${at(0)}`) >> 38n) + ((SGTIN_198_HEADER - SGTIN_96_HEADER) << 50n);
      const lo = (head << 2n).toString(16).toUpperCase().padStart(15, '0');
      const hi = ((head << 2n) | 3n).toString(16).toUpperCase().padStart(15, '0');
      out.push([even(lo), startingWith(hi)[1], null]);
    }
  }
  // SGTIN+: header F7, the AIDC toggle and filter in one nibble, then the GTIN's 14 digits as 4-bit BCD.
  for (let nibble = 0; nibble < 16; nibble++) out.push(startingWith(`F7${nibble.toString(16).toUpperCase()}${gtin14}`));
  // DSGTIN+: a date before the GTIN, so every FB tag, narrowed to the GTIN's digits at their place.
  out.push(startingWith('FB', 9));
  return out;
}

export function createSeenSerials(db: JournalDb) {
  // The ranges are the outer loop of the indexed tables; receiving_tags (keyed by draft first) is read once.
  // count_tags has no index by EPC alone (a count's first pass writes its key only): each count's ids (s, found
  // one key seek at a time) times each range is a search of its key (session, EPC).
  const seen = db.prepare(
    `WITH RECURSIVE r AS MATERIALIZED (
       SELECT value ->> 0 AS lo, value ->> 1 AS hi, value ->> 2 AS gat FROM json_each(?1)),
     s(id) AS (SELECT MIN(session_id) FROM count_tags
       UNION ALL SELECT (SELECT MIN(t.session_id) FROM count_tags t WHERE t.session_id > s.id) FROM s
       WHERE s.id IS NOT NULL)
     SELECT t.epc FROM s CROSS JOIN r CROSS JOIN count_tags t
       WHERE t.session_id = s.id AND t.epc BETWEEN r.lo AND r.hi AND (r.gat IS NULL OR substr(t.epc, r.gat, 14) = ?2)
     UNION ALL SELECT hex(h.epc) FROM r CROSS JOIN tag_history h
       WHERE h.epc BETWEEN unhex(r.lo) AND unhex(r.hi) AND (r.gat IS NULL OR substr(hex(h.epc), r.gat, 14) = ?2)
     UNION ALL SELECT h.epc FROM r CROSS JOIN tag_history h
       WHERE h.epc BETWEEN r.lo AND r.hi AND (r.gat IS NULL OR substr(h.epc, r.gat, 14) = ?2)
     UNION ALL SELECT g.epc FROM receiving_tags g CROSS JOIN r
       WHERE g.epc BETWEEN r.lo AND r.hi AND (r.gat IS NULL OR substr(g.epc, r.gat, 14) = ?2)`,
  );

  /** The serials in [from, to] that a tag of the store already carries with this GTIN, in any encoding. */
  return (gtin14: string, from: number, to: number): Set<number> => {
    const out = new Set<number>();
    const rows = seen.raw(true).all(JSON.stringify(rangesOf(gtin14, from, to)), gtin14) as [string][];
    for (const [epc] of rows) {
      const d = decodeEpcHex(epc);
      if (d.type !== 'epc' || d.gtin14 !== gtin14 || !PLAIN_NUMBER.test(d.serial)) continue;
      const serial = Number(d.serial);
      if (serial >= from && serial <= to) out.add(serial);
    }
    return out;
  };
}
