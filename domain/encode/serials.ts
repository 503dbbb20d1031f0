// Process: main (domain, Electron-free). Hands out SGTIN-96 serials that are never issued twice: each allocation is
// committed to the journal (synchronous FULL) before the caller writes a tag or sends a label, so a crash between
// the two leaves the serial 'allocated' (resumable or spoiled), never free again. Serials come from this
// installation's random blocks per GTIN (serial-scheme.ts); a block whose range already shows in the store's
// counted tags is never taken, and a serial seen in any count (count_tags, or a finished count's tag_history) or receipt (receiving_tags) is skipped.
import { randomInt } from 'node:crypto';
import { encodeSgtin96 } from '../codes/epc/encode';
import type { JournalDb } from '../journal/journal';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import { BLOCK_SIZE, blockStart, pickBlock } from './serial-scheme';
import type { EncodeItem, SgtinTarget } from './sgtin-target';

const log = createLogger('encode.serials');
const SERIAL_MASK = (1n << 38n) - 1n;
const FILTERS = [0, 1, 2, 3, 4, 5, 6, 7];

export type SerialState = 'allocated' | 'used' | 'spoiled';

export interface IssuedSerial {
  gtin14: string;
  serial: number;
  epc: string;
  itemId: string;
  /** Position in its print job, when it belongs to one. */
  seq: number | null;
}

export interface SerialAllocator {
  /** `count` new serials for the item, committed before this returns; UserError 'bad_input' issues none. */
  allocate(
    item: EncodeItem,
    target: SgtinTarget,
    count: number,
    job?: { id: string; firstSeq: number },
  ): IssuedSerial[];
  markUsed(epc: string): void;
  /** A serial that may or may not be on a tag: never handed out again, and kept apart from the store's tags. */
  markSpoiled(epc: string, note: string): void;
  stateOf(epc: string): SerialState | null;
}

export interface AllocatorOptions {
  /** 0..1, for the block choice; crypto-random by default so two installations do not pick alike. */
  random?: () => number;
  now?: () => number;
}

const cryptoRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;
const serialOfEpc = (epc: string) => Number(BigInt(`0x${epc}`) & SERIAL_MASK);

export function createSerialAllocator(db: JournalDb, opts: AllocatorOptions = {}): SerialAllocator {
  const random = opts.random ?? cryptoRandom;
  const now = opts.now ?? Date.now;
  const q = {
    blocks: db.prepare('SELECT block, next FROM encode_blocks WHERE gtin14 = ? ORDER BY taken_at, block'),
    ownBlock: db.prepare('SELECT 1 FROM encode_blocks WHERE gtin14 = ? AND block = ?'),
    addBlock: db.prepare('INSERT INTO encode_blocks (gtin14, block, next, taken_at) VALUES (?, ?, ?, ?)'),
    advance: db.prepare('UPDATE encode_blocks SET next = ? WHERE gtin14 = ? AND block = ?'),
    countedIn: db.prepare('SELECT epc FROM count_tags WHERE epc BETWEEN ? AND ?'),
    // Finished counts' tags (domain/tags/compact-sql.ts): hex EPCs as bytes, whose order is the hex text's.
    recordedIn: db.prepare(
      `SELECT hex(epc) AS epc FROM tag_history WHERE epc BETWEEN unhex(?1) AND unhex(?2)
       UNION ALL SELECT epc FROM tag_history WHERE epc BETWEEN ?1 AND ?2`,
    ),
    receivedIn: db.prepare('SELECT epc FROM receiving_tags WHERE epc BETWEEN ? AND ?'),
    insert: db.prepare(
      `INSERT INTO encode_serials (gtin14, serial, epc, item_id, state, job_id, seq, at)
       VALUES (?, ?, ?, ?, 'allocated', ?, ?, ?)`,
    ),
    setState: db.prepare('UPDATE encode_serials SET state = ?, note = ?, at = ? WHERE epc = ?'),
    state: db.prepare('SELECT state FROM encode_serials WHERE epc = ?'),
  };

  const epcOf = (t: SgtinTarget, serial: number, filter = t.filter) =>
    encodeSgtin96({ gtin14: t.gtin14, serial, filter, companyPrefixLength: t.companyPrefixLength });

  /** Serials in [from, to] of this GTIN that the store's tags already carry, under any filter value. */
  const seenSerials = (t: SgtinTarget, from: number, to: number): Set<number> => {
    const seen = new Set<number>();
    for (const filter of FILTERS) {
      const lo = epcOf(t, from, filter);
      const hi = epcOf(t, to, filter);
      for (const stmt of [q.countedIn, q.recordedIn, q.receivedIn]) {
        for (const row of stmt.all(lo, hi) as { epc: string }[]) seen.add(serialOfEpc(row.epc));
      }
    }
    return seen;
  };

  const newBlock = (t: SgtinTarget): { block: number; next: number } => {
    const block = pickBlock(random, (b) => {
      if (q.ownBlock.get(t.gtin14, b)) return true;
      return seenSerials(t, blockStart(b), blockStart(b) + BLOCK_SIZE - 1).size > 0;
    });
    if (block === null) {
      throw new UserError('bad_input', `No free block of serials is left for GTIN ${t.gtin14}: nothing was issued.`);
    }
    q.addBlock.run(t.gtin14, block, blockStart(block), now());
    log.info('took a block of serials', { gtin14: t.gtin14, block });
    return { block, next: blockStart(block) };
  };

  const allocate: SerialAllocator['allocate'] = (item, target, count, job) => {
    if (!Number.isInteger(count) || count < 1 || count > 100_000) {
      throw new UserError('bad_input', `Ask for 1 to 100,000 labels or tags, not ${count}.`);
    }
    // Inside a caller's transaction (a print job with its labels) the allocation commits with it.
    const atomically = (fn: () => IssuedSerial[]) => (db.inTransaction ? fn() : db.transaction(fn)());
    return atomically(() => {
      const out: IssuedSerial[] = [];
      const at = now();
      while (out.length < count) {
        const open = q.blocks.all(target.gtin14) as { block: number; next: number }[];
        let current = open.find((b) => b.next < blockStart(b.block) + BLOCK_SIZE);
        if (!current) current = newBlock(target);
        const end = Math.min(blockStart(current.block) + BLOCK_SIZE, current.next + (count - out.length) * 2 + 16);
        const seen = seenSerials(target, current.next, end - 1);
        let serial = current.next;
        for (; serial < end && out.length < count; serial++) {
          if (seen.has(serial)) continue;
          const epc = epcOf(target, serial);
          const seq = job ? job.firstSeq + out.length : null;
          q.insert.run(target.gtin14, serial, epc, item.id, job?.id ?? null, seq, at);
          out.push({ gtin14: target.gtin14, serial, epc, itemId: item.id, seq });
        }
        q.advance.run(serial, target.gtin14, current.block);
      }
      return out;
    });
  };

  const setState = (epc: string, state: SerialState, note: string | null) => {
    const r = q.setState.run(state, note, now(), epc);
    if (r.changes !== 1) throw new Error(`no serial was issued for EPC ${epc}`);
  };

  return {
    allocate,
    markUsed: (epc) => setState(epc, 'used', null),
    markSpoiled: (epc, note) => setState(epc, 'spoiled', note),
    stateOf: (epc) => (q.state.get(epc) as { state: SerialState } | undefined)?.state ?? null,
  };
}
