// Process: main (domain, Electron-free). Hands out SGTIN-96 serials that are never issued twice: each allocation is
// committed to the journal (synchronous FULL) before the caller writes a tag or sends a label, so a crash between
// the two leaves the serial 'allocated' (resumable or spoiled), never free again; a serial whose tag write or label
// is about to leave is marked 'sending' first (in doubt: it may be on a tag or on paper from then on). Serials come
// from this installation's random blocks per GTIN (serial-scheme.ts); a block whose range already shows in the
// store's tags is never taken, and a serial seen in any count or receipt, in any encoding, is skipped
// (seen-serials.ts).
import { randomInt } from 'node:crypto';
import { encodeSgtin96 } from '../codes/epc/encode';
import type { JournalDb } from '../journal/journal';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import { createSeenSerials } from './seen-serials';
import { BLOCK_SIZE, blockStart, pickBlock } from './serial-scheme';
import type { EncodeItem, SgtinTarget } from './sgtin-target';

const log = createLogger('encode.serials');

/**
 * 'allocated': committed, on no tag yet; 'sending': its write or label is leaving (in doubt until confirmed: after a
 * crash it may be on a tag or on paper); 'used': written and verified, or printed and confirmed; 'spoiled': void.
 * Only 'allocated' serials of a print job are ever sent, once; none is ever handed out again.
 */
export type SerialState = 'allocated' | 'sending' | 'used' | 'spoiled';

export const MAX_PER_REQUEST = 100_000;

/** A number of labels or tags asked for, else UserError 'bad_input' naming the value. */
export function checkCount(count: number): void {
  if (!Number.isInteger(count) || count < 1 || count > MAX_PER_REQUEST) {
    throw new UserError('bad_input', `Ask for 1 to 100,000 labels or tags, not ${count}.`);
  }
}

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
  /** In doubt from now on: its tag write or label is about to leave. From 'allocated' only. */
  markSending(epc: string): void;
  /** Its write or label never left after all (the link failed before a byte went): 'allocated' again. */
  markUnsent(epc: string): void;
  /** Confirmed on its tag or label. From 'sending' only, so a serial is marked used once. */
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

export function createSerialAllocator(db: JournalDb, opts: AllocatorOptions = {}): SerialAllocator {
  const random = opts.random ?? cryptoRandom;
  const now = opts.now ?? Date.now;
  const q = {
    blocks: db.prepare('SELECT block, next FROM encode_blocks WHERE gtin14 = ? ORDER BY taken_at, block'),
    ownBlock: db.prepare('SELECT 1 FROM encode_blocks WHERE gtin14 = ? AND block = ?'),
    addBlock: db.prepare('INSERT INTO encode_blocks (gtin14, block, next, taken_at) VALUES (?, ?, ?, ?)'),
    advance: db.prepare('UPDATE encode_blocks SET next = ? WHERE gtin14 = ? AND block = ?'),
    insert: db.prepare(
      `INSERT INTO encode_serials (gtin14, serial, epc, item_id, state, job_id, seq, at)
       VALUES (?, ?, ?, ?, 'allocated', ?, ?, ?)`,
    ),
    // Used is final: a serial confirmed on its tag or label is never voided after.
    spoil: db.prepare(
      "UPDATE encode_serials SET state = 'spoiled', note = ?, at = ? WHERE epc = ? AND state IN ('allocated', 'sending')",
    ),
    move: db.prepare('UPDATE encode_serials SET state = ?, at = ? WHERE epc = ? AND state = ?'),
    state: db.prepare('SELECT state FROM encode_serials WHERE epc = ?'),
  };

  const epcOf = (t: SgtinTarget, serial: number) =>
    encodeSgtin96({ gtin14: t.gtin14, serial, filter: t.filter, companyPrefixLength: t.companyPrefixLength });

  const seenSerials = createSeenSerials(db);
  const stateOf = (epc: string) => (q.state.get(epc) as { state: SerialState } | undefined)?.state ?? null;

  const newBlock = (t: SgtinTarget): { block: number; next: number } => {
    const block = pickBlock(random, (b) => {
      if (q.ownBlock.get(t.gtin14, b)) return true;
      return seenSerials(t.gtin14, blockStart(b), blockStart(b) + BLOCK_SIZE - 1).size > 0;
    });
    if (block === null) {
      throw new UserError('bad_input', `No free block of serials is left for GTIN ${t.gtin14}: nothing was issued.`);
    }
    q.addBlock.run(t.gtin14, block, blockStart(block), now());
    log.info('took a block of serials', { gtin14: t.gtin14, block });
    return { block, next: blockStart(block) };
  };

  const allocate: SerialAllocator['allocate'] = (item, target, count, job) => {
    checkCount(count);
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
        const seen = seenSerials(target.gtin14, current.next, end - 1);
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

  const spoil = (epc: string, note: string) => {
    if (q.spoil.run(note, now(), epc).changes !== 1) {
      // plain Error: invariant (the encode flow voids only a serial it allocated or is sending).
      throw new Error(`serial ${epc} is ${stateOf(epc) ?? 'not issued'}: it cannot be voided`);
    }
  };

  const move = (epc: string, from: SerialState, to: SerialState) => {
    if (q.move.run(to, now(), epc, from).changes !== 1) {
      // plain Error: invariant (the encode flow moves a serial only allocated, sending, used, or back to allocated).
      throw new Error(`serial ${epc} is ${stateOf(epc) ?? 'not issued'}, not ${from}`);
    }
  };

  return {
    allocate,
    markSending: (epc) => move(epc, 'allocated', 'sending'),
    markUnsent: (epc) => move(epc, 'sending', 'allocated'),
    markUsed: (epc) => move(epc, 'sending', 'used'),
    markSpoiled: spoil,
    stateOf,
  };
}
