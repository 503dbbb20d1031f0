// Process: service. Count sessions and their items (spec 3.2; notes A, B) as stored rows and wire shapes.
import type { Session, SessionItem } from '../../domain/api/wire/sessions';
import { formatMicros } from '../db/clock';
import type { Db } from '../db/open';
import { childrenByParent } from './children';

export interface SessionRow {
  id: string;
  store_id: string;
  description: string;
  user_id: string | null;
  device: string | null;
  count_sheet_id: string | null;
  mobile_status: number;
  created: number;
  last_updated: number;
}
export const SESSION_COLUMNS =
  's.id, s.store_id, s.description, s.user_id, s.device, s.count_sheet_id, s.mobile_status, s.created, s.last_updated';

interface ItemRow {
  id: string;
  session_id: string;
  item_id: string;
  count: number | null;
  flag_id: string | null;
  level_id: string | null;
}

export function toSessionItem(r: ItemRow): SessionItem {
  return { sessionItemID: r.id, itemID: r.item_id, count: r.count, flagID: r.flag_id, levelID: r.level_id };
}

/** Sessions with their items, loaded in one query for the whole page. */
export function toSessions(db: Db, rows: SessionRow[]): Session[] {
  if (!rows.length) return [];
  const bySession = childrenByParent(
    db,
    `SELECT id, session_id, item_id, count, flag_id, level_id FROM session_items
     WHERE session_id IN (SELECT value FROM json_each(?)) ORDER BY session_id, seq`,
    rows.map((r) => r.id),
    (it: ItemRow) => it.session_id,
    toSessionItem,
  );
  return rows.map((r) => ({
    sessionID: r.id,
    storeID: r.store_id,
    description: r.description,
    userID: r.user_id,
    device: r.device,
    countSheetID: r.count_sheet_id,
    mobileStatus: r.mobile_status as Session['mobileStatus'],
    sessionItems: bySession.get(r.id) ?? [],
    created: formatMicros(r.created),
    lastUpdated: formatMicros(r.last_updated),
  }));
}

export function getSession(db: Db, id: string): Session | undefined {
  const row = db.prepare(`SELECT ${SESSION_COLUMNS} FROM sessions s WHERE s.id = ?`).get(id) as SessionRow | undefined;
  return row ? toSessions(db, [row])[0] : undefined;
}

export function getSessionItem(db: Db, sessionId: string, itemId: string): SessionItem | undefined {
  const row = db
    .prepare(
      'SELECT id, session_id, item_id, count, flag_id, level_id FROM session_items WHERE session_id = ? AND id = ?',
    )
    .get(sessionId, itemId) as ItemRow | undefined;
  return row ? toSessionItem(row) : undefined;
}

/** Inserts or, for a sessionItemID already in this session, replaces (retries are safe). */
export function upsertSessionItems(db: Db, sessionId: string, items: SessionItem[]): void {
  const next = db.prepare('SELECT COALESCE(MAX(seq), -1) + 1 AS n FROM session_items WHERE session_id = ?');
  let seq = (next.get(sessionId) as { n: number }).n;
  const upsert = db.prepare(
    `INSERT INTO session_items (id, session_id, item_id, count, flag_id, level_id, seq) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET item_id = excluded.item_id, count = excluded.count, flag_id = excluded.flag_id,
       level_id = excluded.level_id`,
  );
  for (const it of items) {
    upsert.run(
      it.sessionItemID.toLowerCase(),
      sessionId,
      it.itemID.toLowerCase(),
      it.count,
      it.flagID?.toLowerCase() ?? null,
      it.levelID?.toLowerCase() ?? null,
      seq++,
    );
  }
}
