// Process: main (domain, Electron-free). The per-tag read counters ingest holds in memory (how often a counted tag
// was read again, and when last: diagnostics and the tag history's last read, never a count): folded per EPC of
// the session last ingested into and written now and then, never one row update per repeat read.
// When they are due (READS_FLUSH tags held for READS_FLUSH_MS, or READS_FLUSH_MAX tags), they are not written in
// one go: at 3,000 reads a second that was one statement of about 0.35 s on main every 20 s. They move, in key
// order, to a queue that the next reader batches write READS_SLICE tags at a time inside their own transactions
// (each slice a contiguous key range of count_tags), while new repeats fold into a fresh set. `flushAll` writes
// everything at once (on stop, a status change, another change of the session, another session's batch).
// A crash loses the counters held and queued (those of fewer than READS_FLUSH tags or of the last READS_FLUSH_MS
// of reading, plus the few batches a queue takes to write), never a count, a tag, a scan row or the total reads.
import type { JournalDb } from '../journal/journal';
import type { IngestWrites } from './ingest-writes';

/** Distinct tags whose repeat counts are held before they are written. */
export const READS_FLUSH = 20_000;
/** ... and once the oldest of them is this old (ms). Each write updates one count_tags row per tag held, at any
 * spot of the table, so at 250,000 tags writing every 20,000 tags cost about one row update per repeat read (a
 * third of the ingest time); held this long, a tag read many times costs one update. */
export const READS_FLUSH_MS = 20_000;
/** Distinct tags held at most whatever their age: bounds the memory (a few tens of MB at this size). */
export const READS_FLUSH_MAX = 500_000;
/** Tags of a due queue written with one reader batch: a few ms of row updates, next to the batch's own commit. */
export const READS_SLICE = 1_000;

/** A due queue's row: EPC, repeats to add, last read (Unix ms). */
export type QueuedRead = [epc: string, reads: number, lastAt: number | null];

const byEpc = (a: QueuedRead, b: QueuedRead) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
/** Held counters as rows in key order: a write visits each B-tree page of count_tags once, not once per tag. */
const inKeyOrder = (reads: ReadonlyMap<string, number>, lastAt: ReadonlyMap<string, number>): QueuedRead[] =>
  [...reads].map(([epc, n]): QueuedRead => [epc, n, lastAt.get(epc) ?? null]).sort(byEpc);

export function createHeldReads(db: JournalDb, writes: Pick<IngestWrites, 'tagReads'>) {
  /** Repeats per EPC not yet written (of `session`), and the time of each one's last. */
  let pending = new Map<string, number>();
  let pendingLast = new Map<string, number>();
  let session: string | null = null;
  /** When the oldest counter held was folded (ms), or null when none is held. */
  let since: number | null = null;
  /** Counters that came due: their EPCs in key order, written from `next` on by the coming batches. */
  let queue: string[] = [];
  let queuedReads = new Map<string, number>();
  let queuedLast = new Map<string, number>();
  let next = 0;
  /** The slice end the open batch writes up to (taken as written once the batch commits). */
  let sliceEnd = 0;
  /** The last read times the open batch replaced, put back if it rolls back. */
  const lastBefore = new Map<string, number | undefined>();
  let sinceBefore: number | null = null;

  const queuedRows = (from: number, to: number) =>
    queue.slice(from, to).map((epc): QueuedRead => [epc, queuedReads.get(epc)!, queuedLast.get(epc) ?? null]);
  const dropQueue = () => {
    queue = [];
    queuedReads = new Map();
    queuedLast = new Map();
    next = 0;
    sliceEnd = 0;
  };
  const due = (at: number) =>
    pending.size >= READS_FLUSH_MAX || (pending.size >= READS_FLUSH && since !== null && at - since >= READS_FLUSH_MS);

  /** Writes the queue's rest and every counter held, in the caller's transaction. */
  const writeAll = (sessionId: string) => {
    if (next < queue.length) writes.tagReads(sessionId, queuedRows(next, queue.length));
    if (pending.size > 0) writes.tagReads(sessionId, inKeyOrder(pending, pendingLast));
  };
  const clearAll = () => {
    pending = new Map();
    pendingLast = new Map();
    since = null;
    dropQueue();
  };

  /** Writes every counter held and queued, in a transaction of its own. */
  function flushAll(): void {
    if (session === null || (pending.size === 0 && next >= queue.length)) return;
    const sessionId = session;
    db.transaction(() => writeAll(sessionId))();
    clearAll();
  }

  return {
    /** The counters of the session being ingested into, for planBatch to fold a batch's repeats into. */
    get pending(): Map<string, number> {
      return pending;
    },
    flushAll,
    /** Before a batch of `sessionId` is planned: another session's counters are written first, and due counters
     * move to the queue (in memory only, so nothing is to undo if the batch fails). */
    beginBatch(sessionId: string, at: number): void {
      if (session !== sessionId) flushAll();
      session = sessionId;
      sliceEnd = next;
      lastBefore.clear();
      sinceBefore = since;
      if (next < queue.length || !due(at)) return;
      // The maps move to the queue whole; only the keys are sorted (a plain sort of strings: the fast one).
      queue = [...pending.keys()].sort();
      queuedReads = pending;
      queuedLast = pendingLast;
      next = 0;
      sliceEnd = 0;
      pending = new Map();
      pendingLast = new Map();
      since = null;
    },
    /** Inside the batch's transaction: one more repeat of a tag the journal had (the in-memory set missed it). */
    fold(epc: string): void {
      pending.set(epc, (pending.get(epc) ?? 0) + 1);
    },
    /** Inside the batch's transaction: the batch's repeats were read at `at`; then the queue's next slice written. */
    write(sessionId: string, repeats: readonly string[], at: number): void {
      for (const epc of repeats) {
        if (!lastBefore.has(epc)) lastBefore.set(epc, pendingLast.get(epc));
        pendingLast.set(epc, at);
      }
      if (repeats.length > 0) since ??= at;
      if (next >= queue.length) return;
      sliceEnd = Math.min(queue.length, next + READS_SLICE);
      writes.tagReads(sessionId, queuedRows(next, sliceEnd));
    },
    /** The batch committed: its slice is written. */
    committed(): void {
      next = sliceEnd;
      if (next >= queue.length) dropQueue();
    },
    /** The batch rolled back: its repeats (`repeats`, each folded once) are taken back, its slice is still due. */
    rolledBack(repeats: readonly string[]): void {
      for (const epc of repeats) {
        const n = (pending.get(epc) ?? 1) - 1;
        if (n > 0) pending.set(epc, n);
        else pending.delete(epc);
      }
      since = sinceBefore;
      for (const [epc, before] of lastBefore) {
        if (before === undefined) pendingLast.delete(epc);
        else pendingLast.set(epc, before);
      }
      sliceEnd = next;
    },
  };
}
export type HeldReads = ReturnType<typeof createHeldReads>;
