// Process: main (domain, Electron-free). Sessions opened on this PC as the journal keeps them: the row, its
// areas, its totals, and the guard every change goes through (read-only statuses and locked sessions refuse).
import {
  type CountLock,
  CountScope,
  type CountSessionView,
  type CountTotals,
  type OutboxState,
  WHOLE_STORE,
} from '../../contract/counts';
import type { JournalDb } from '../journal/journal';
import { exactSumSql } from '../units/quantity';
import { createReaderTotals } from './reader-totals';
import { CountError, isFinished, statusName } from './status';
import { outsideScopeSql } from './variance';

export interface SessionRow {
  id: string;
  store_id: string;
  description: string;
  blind: number;
  status: number;
  remote: 'pending' | 'created';
  active_area: string;
  locked_reason: string | null;
  locked_at: number | null;
  moved_to: string | null;
  total_reads: number;
  opened_at: number;
  /** CountScope as JSON. */
  scope: string;
}

/** The session's scope; a damaged value reads as the whole store, which hides nothing. */
export function scopeOf(row: Pick<SessionRow, 'scope'>): CountScope {
  try {
    const parsed = CountScope.safeParse(JSON.parse(row.scope));
    return parsed.success ? parsed.data : WHOLE_STORE;
  } catch {
    return WHOLE_STORE;
  }
}

export const DEFAULT_AREA = 'Main';

export function createSessionRows(db: JournalDb) {
  const get = db.prepare('SELECT * FROM count_sessions WHERE id = ?');
  const areas = db.prepare('SELECT name FROM count_areas WHERE session_id = ? ORDER BY position');
  const addArea = db.prepare(
    `INSERT INTO count_areas (session_id, name, position)
     VALUES (?, ?, (SELECT COALESCE(MAX(position), -1) + 1 FROM count_areas WHERE session_id = ?))
     ON CONFLICT DO NOTHING`,
  );
  // Every line of this PC, as the line list shows them: a line back at zero is either gone (never sent) or a
  // counted zero (the service holds it), never a line one surface counts and another does not.
  const totals = db.prepare(
    `SELECT COALESCE(${exactSumSql('qty')}, 0) AS units, COUNT(*) AS lines,
       -- A finished count's tags may live in the tag history only (domain/tags/compact-sql.ts prunes count_tags).
       COALESCE((SELECT c.tags FROM tag_counts c WHERE c.session_id = ?1 AND c.pruned_at IS NOT NULL),
         (SELECT COUNT(*) FROM count_tags t WHERE t.session_id = ?1)) AS tags,
       (SELECT total_reads FROM count_sessions s WHERE s.id = ?1) AS reads,
       (SELECT COUNT(*) FROM count_lines l LEFT JOIN count_item_facts f ON f.item_id = l.item_id
         WHERE l.session_id = ?1 AND ${outsideScopeSql("COALESCE(f.category, 'No category')", 'l.item_id')}) AS outside
     FROM count_lines WHERE session_id = ?1`,
  );
  const readerTotals = createReaderTotals(db);
  const unknownOpen = db.prepare("SELECT COUNT(*) AS n FROM count_unknowns WHERE session_id = ? AND state = 'open'");
  const unsent = db.prepare('SELECT COUNT(*) AS n FROM count_lines WHERE session_id = ? AND version > sent_version');

  const rows = {
    get: (id: string) => get.get(id) as SessionRow | undefined,
    require(id: string): SessionRow {
      const row = rows.get(id);
      if (!row) throw new CountError('not_found', `Session ${id} is not open on this PC: open it first.`);
      return row;
    },
    /** The session, if counts may change in it; else a clear refusal. */
    writable(id: string): SessionRow {
      const row = rows.require(id);
      if (row.locked_reason) throw new CountError('locked', `The session is locked: ${row.locked_reason}`);
      if (isFinished(row.status))
        throw new CountError('read_only', `The session is ${statusName(row.status)}: it can no longer be counted.`);
      return row;
    },
    areas: (id: string) => (areas.all(id) as { name: string }[]).map((r) => r.name),
    addArea: (id: string, name: string) => addArea.run(id, name, id),
    totals(id: string): CountTotals {
      const t = totals.get(id) as {
        units: number;
        lines: number;
        tags: number;
        reads: number | null;
        outside: number;
      };
      const totalReads = t.reads ?? 0;
      return {
        units: t.units,
        lines: t.lines,
        uniqueTags: t.tags,
        totalReads,
        outsideScope: t.outside,
        readers: readerTotals.of(id, totalReads, t.tags),
      };
    },
    unsent: (id: string) => (unsent.get(id) as { n: number }).n,
    lock(row: SessionRow): CountLock | null {
      if (!row.locked_reason) return null;
      return { reason: row.locked_reason, at: row.locked_at ?? 0, unsentLines: rows.unsent(row.id) };
    },
    view(id: string, outbox: OutboxState): CountSessionView {
      const row = rows.require(id);
      return {
        id: row.id,
        storeId: row.store_id,
        description: row.description,
        status: statusName(row.status),
        readOnly: isFinished(row.status) || row.locked_reason !== null,
        blind: row.blind === 1,
        scope: scopeOf(row),
        areas: rows.areas(id),
        activeArea: row.active_area,
        totals: rows.totals(id),
        unknownOpen: (unknownOpen.get(id) as { n: number }).n,
        locked: rows.lock(row),
        movedTo: row.moved_to,
        outbox,
      };
    },
  };
  return rows;
}
export type SessionRows = ReturnType<typeof createSessionRows>;
