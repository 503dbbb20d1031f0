// Process: main (domain, Electron-free). The tag reports of a store: two recorded counts compared by tag identity
// (GTIN and serial for an SGTIN, whatever its encoding; else the EPC: domain/codes/identity.ts), so a tag encoded
// again between the counts is neither gone nor new but a suspect case. gone: in the earlier count, not in the later
// one, where the later one looked (its scope); moved: in both, in another area; new: only in the later one;
// suspect: suspect.ts. A tag a transfer took out of the store between the two counts is not gone, and one a transfer
// brought in is not new (moves.ts): they are counted as transferred out and in. Each with its counts per item and
// per category. Team
// counts: a journal holds this PC's tags only (count_tags), so each PC compares what it read.

import type { ReportTag, TagReports } from '../../contract/tags';
import { CountError } from '../counts/status';
import type { JournalDb } from '../journal/journal';
import { countTags } from './history';
import { movedIdentities } from './moves';
import { readReportContext } from './report-context';
import { findSuspects } from './suspect';
import { createTagCodes, identityOf } from './tag-codes';
import { tally } from './tallies';
import type { CountTag } from './types';

const byItemThenEpc = (a: ReportTag, b: ReportTag) =>
  (a.itemId ?? '') < (b.itemId ?? '') ? -1 : (a.itemId ?? '') > (b.itemId ?? '') ? 1 : a.epc < b.epc ? -1 : 1;

/**
 * Compares count `before` with the later count `after`, as given (reports.ts compareInOrder puts a pair in the order
 * the counts were finished; history.ts previousCount finds the usual pair). Seconds at 250,000 tags: the app and the
 * CLI compute it off main (domain/offload: `offMain('tags.compare', ...)`).
 */
export function compareCounts(db: JournalDb, before: string, after: string): TagReports {
  if (!db.prepare('SELECT 1 FROM count_sessions WHERE id = ?').get(before))
    throw new CountError('not_found', `No count session ${before} in this journal`);
  const old = countTags(db, before);
  const now = countTags(db, after);
  const ids = new Set<string | null>();
  for (const t of old) ids.add(t.itemId);
  for (const t of now) ids.add(t.itemId);
  const ctx = readReportContext(db, after, ids);
  const codeOf = createTagCodes();
  const row = (t: CountTag, fromArea?: string): ReportTag => {
    const { gtin14, serial } = codeOf(t.epc);
    const r: ReportTag = { epc: t.epc, itemId: t.itemId, gtin14, serial, area: t.area, lastAt: t.lastAt ?? t.firstAt };
    if (fromArea !== undefined) r.fromArea = fromArea;
    return r;
  };

  const nowByEpc = new Map(now.map((t) => [t.epc, t]));
  const idOf = (t: CountTag) => identityOf(t.epc, codeOf(t.epc));
  const nowById = new Map(now.map((t) => [idOf(t), t]));
  const transfers = transfersBetween(db, before, after);
  const transferred = { out: 0, in: 0 };
  const gone: ReportTag[] = [];
  const moved: ReportTag[] = [];
  let notCovered = 0;
  for (const t of old) {
    const later = nowById.get(idOf(t));
    if (later === undefined) {
      if (transfers.out.has(idOf(t))) transferred.out++;
      else if (ctx.covers(t)) gone.push(row(t));
      else notCovered++;
    } else if (later.area !== t.area) moved.push(row(later, t.area));
  }
  const oldIds = new Set<string>();
  for (const t of old) oldIds.add(idOf(t));
  const fresh = now
    .filter((t) => !oldIds.has(idOf(t)))
    .filter((t) => {
      const arrived = transfers.in.has(idOf(t));
      if (arrived) transferred.in++;
      return !arrived;
    })
    .map((t) => row(t));
  const suspects = findSuspects(old, now, nowByEpc, codeOf);
  const one = (r: ReportTag) => [r.itemId];
  return {
    before,
    after,
    gone: tally(gone.sort(byItemThenEpc), one, ctx),
    moved: tally(moved.sort(byItemThenEpc), one, ctx),
    new: tally(fresh.sort(byItemThenEpc), one, ctx),
    suspect: tally(suspects, (g) => g.tags.map((t) => t.itemId), ctx),
    notCovered,
    transferred,
  };
}

/** The tags transfers moved out of and into the later count's store after the earlier count was recorded. */
function transfersBetween(db: JournalDb, before: string, after: string) {
  const recorded = (id: string) =>
    (db.prepare('SELECT recorded_at AS at FROM tag_counts WHERE session_id = ?').get(id) as { at: number } | undefined)
      ?.at;
  const store = db.prepare('SELECT store_id AS id FROM count_sessions WHERE id = ?').get(after) as { id: string };
  return movedIdentities(db, store.id, recorded(before) ?? 0, recorded(after) ?? Number.MAX_SAFE_INTEGER);
}
