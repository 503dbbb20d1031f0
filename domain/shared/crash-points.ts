// Process: main (domain), its worker threads and the CLI. Named crash points: every step where durable state changes
// or a request or a label leaves the process calls `crashPoint(name)`. Outside tests it is one comparison against
// null. A test arms one point with STOCKTAKE_CRASH_AT=<name>:<n>: the process kills itself with SIGKILL at the nth
// hit, as a pulled plug would (no finally, no exit handlers, no flush). STOCKTAKE_CRASH_LOG=<file> appends each hit's
// name to a file, so a test knows how many hits a clean run of a workflow makes (test/crash: the crash tier).
//
// The registry below is the one list: test/crash enumerates it, so a point added here is crashed at by the tier the
// day it is added, and a point no workflow hits fails the tier.
import { appendFileSync } from 'node:fs';

/** Every crash point, by feature, with the durable step it stands after (or the effect it stands before). */
export const CRASH_POINTS = {
  // Counting (domain/counts)
  'count.ingest.committed': 'a reader batch committed to the journal, before its outcomes are returned',
  'outbox.session-created': 'the service created a session made on this PC, before the journal marks it created',
  'outbox.sending': 'lines marked attempted in the journal, before the upload request leaves',
  'outbox.answered': 'the service answered an upload, before the journal marks the lines sent',
  'outbox.marked': 'the journal marked an upload sent',
  'count.weighing.committed': "a weighed bottle's fraction, its scan row and its weighing id committed to the journal",
  // Catalog (domain/catalog)
  'catalog.page.committed': 'a page of items and its sync checkpoint committed to the cache (in the sync worker)',
  'catalog.onhand.committed': 'a page of on-hand rows and its checkpoint committed to the cache',
  'catalog.sync.completed': 'a full sync finished: unlisted items dropped, the sync state marked complete',
  // Receiving (domain/receiving)
  'receipt.submit.frozen': 'a receipt draft frozen (submitting, its body recorded), before the receipt is posted',
  'receipt.submit.posted': 'the service took the receipt, before the journal marks the draft submitted',
  'receipt.submit.marked': 'the journal marked the draft submitted',
  // Transfers between stores (domain/transfers)
  'transfer.send.frozen': 'a transfer draft frozen (sending, its body recorded), before POST /transfers/{id} leaves',
  'transfer.send.posted': 'the service took the transfer, before the journal marks the draft sent',
  'transfer.send.marked': 'the journal marked the draft sent and its tags moved out of the store',
  'transfer.receive.opened': 'an incoming transfer read from the service and kept in the journal',
  'transfer.receive.scanned': 'a batch of what arrived committed to the journal',
  'transfer.receive.finished': 'the receipt finished: its report and the tags moved in committed together',
  // Finalize, recount, move unsent, zero-confirm (domain/counts)
  'session.read-back': 'a session read from the service taken into the journal (status, others’ lines, a recount)',
  'recount.learnt': 'a recount read back: this PC’s lines of the listed items reset in the journal',
  'finalize.sent': 'finalize sent what waited, before it reads the session from the service',
  'finalize.answered': 'the service took the session’s Finalized status, before the journal marks it finalized',
  'finalize.marked': 'the journal marked the session finalized',
  'recount.status-set': 'the service set the session to Recount, before the list and the resets are sent',
  'recount.reset-sent': 'the service took the list’s markers and every PC’s lines of its items as not counted',
  'recount.listed': 'the journal listed the items and reset this PC’s lines of them',
  'move.committed': 'the new session, the moved lines and the old session marked moved, committed to the journal',
  'zero.confirmed': 'items confirmed as counted zero committed to the journal',
  // Plans, tag history, accuracy, the reconciler of finished counts (domain/plans, domain/tags)
  'plans.start.linked': "a plan's count linked to the session id it will have, before the session is created",
  'plans.start.created': "a plan's count session created in the journal (its link kept before), before it is counted",
  'tags.history.sliced':
    "a slice of a finished count's tags copied into the tag history with its recorded-up-to marker",
  'tags.history.recorded': "a finished count's last slice copied: its tag_counts row written, its marker dropped",
  'tags.history.pruned': "a slice of a recorded count's count_tags rows pruned, more left (its pruned_at set before)",
  'tags.history.compacted': "a recorded count's count_tags rows pruned (the history holds its tags)",
  'accuracy.recorded': "a finished count's accuracy stored in the journal",
  'plans.due.moved': "a plan's next due date moved by its finished count, with its link marked done",
  // Replenishment (domain/replenish)
  'replen.pick.recorded': 'a unit picked for the replenishment list committed to the journal',
  'replen.move.recorded': "a picked unit put on the floor: its move and its pick's placing committed to the journal",
  'replen.miss.recorded': "a line's miss (not found, damaged, reserved) committed for this round",
  'replen.availability.kept': "the day's floor availability per category committed to the journal",
  // Print jobs and tag writing (domain/encode)
  'print.job.committed': 'a print job and every label serial committed, before anything is sent to the printer',
  'print.label.voided': 'a label in doubt voided and a fresh serial queued in its place, before the job prints on',
  'print.label.sending': "a label marked in doubt ('sending') in the journal, before its bytes leave for the printer",
  'print.label.sent': "a label's bytes handed to the printer (flushed, or written and synced), before it confirms",
  'print.label.read-back': 'the printer confirmed a label (EPC read back, or status or sync), before it is marked used',
  'print.label.used': 'the journal marked a label used',
  'tag.write.selected': "one tag in the field and its serial committed in doubt ('sending'), before the write leaves",
  'tag.write.written': 'the reader confirmed the write, before the tag is read back',
  'tag.write.verified': 'the tag read back as its new EPC (and locked, if asked), before the journal marks it used',
  'tag.write.marked': "the journal marked the tag's serial used",
} as const satisfies Record<string, string>;

export type CrashPointName = keyof typeof CRASH_POINTS;
export const crashPointNames = (): CrashPointName[] => Object.keys(CRASH_POINTS) as CrashPointName[];

// Read through globalThis: domain/shared is also type-checked for the renderer, which has no `process`.
const nodeProcess = (
  globalThis as {
    process?: {
      env: Record<string, string | undefined>;
      pid: number;
      kill(pid: number, signal: string): void;
    };
  }
).process;

interface Armed {
  name: string;
  at: number;
  hits: number;
}

function parseArmed(spec: string | undefined): Armed | null {
  if (!spec) return null;
  const cut = spec.lastIndexOf(':');
  const name = cut > 0 ? spec.slice(0, cut) : spec;
  const at = cut > 0 ? Number(spec.slice(cut + 1)) : 1;
  // plain Error: the crash tier's own setting (tests only), read at start-up.
  if (!(name in CRASH_POINTS)) throw new Error(`STOCKTAKE_CRASH_AT names no crash point: ${name}`);
  // plain Error: the crash tier's own setting (tests only), read at start-up.
  if (!Number.isInteger(at) || at < 1) throw new Error(`STOCKTAKE_CRASH_AT wants <name>:<n>, n >= 1: ${spec}`);
  return { name, at, hits: 0 };
}

const armed = parseArmed(nodeProcess?.env.STOCKTAKE_CRASH_AT);
const hitLog = nodeProcess?.env.STOCKTAKE_CRASH_LOG || null;

/** Marks a durable step. Costs one comparison unless a test armed a point or asked for the hit log. */
export function crashPoint(name: CrashPointName): void {
  if (armed === null && hitLog === null) return;
  // Written before the kill, synchronously: the hit log is how a test knows the point was reached.
  if (hitLog !== null) appendFileSync(hitLog, `${name}\n`);
  if (armed === null || armed.name !== name) return;
  armed.hits += 1;
  if (armed.hits === armed.at) nodeProcess!.kill(nodeProcess!.pid, 'SIGKILL');
}
