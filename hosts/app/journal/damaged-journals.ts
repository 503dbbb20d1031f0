// Process: main (composition, Electron-free). The kept copies of damaged journals (domain/sqlite/recover.ts names
// them `<hash>.db.damaged-<time>`, with their -wal and -shm): listed from the journal folder, and their count
// sessions exported as CSV through domain/counts/export.ts, session by session, so one unreadable part does not
// hide the rest. Opened read-only: a kept copy is never written.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DamagedJournal, DamagedJournalExport } from '../../../contract/journal';
import { exportSession } from '../../../domain/counts/export';
import { UserError } from '../../../domain/shared/errors';
import { createLogger } from '../../../domain/shared/logger';
import { openSqlite, type SqliteDb } from '../../../domain/sqlite/open';

const log = createLogger('app.damaged-journals');
const KEPT = /^[0-9a-f]{24}\.db\.damaged-([0-9TZ-]+)$/;

export const journalFolder = (dataDir: string) => join(dataDir, 'journal');

/** "2026-11-23T19-14-30-123Z" back to an ISO time. */
const movedAt = (stamp: string) =>
  stamp.replace(/^(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z(-\d+)?$/, '$1T$2:$3:$4.$5Z');

export function listDamagedJournals(dataDir: string): DamagedJournal[] {
  const folder = journalFolder(dataDir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => ({ name, match: KEPT.exec(name) }))
    .filter((f): f is { name: string; match: RegExpExecArray } => f.match !== null)
    .map(({ name, match }) => ({ name, path: join(folder, name), movedAt: movedAt(match[1]!) }))
    .sort((a, b) => a.movedAt.localeCompare(b.movedAt));
}

export function exportDamagedJournal(dataDir: string, name: string): DamagedJournalExport {
  const kept = listDamagedJournals(dataDir).find((j) => j.name === name);
  if (!kept) throw new UserError('not_found', 'No kept journal has that name on this PC.');
  const out: DamagedJournalExport = { name, sessions: [], unreadable: [] };
  let db: SqliteDb;
  try {
    db = openSqlite(kept.path, {
      label: 'damaged count journal',
      migrations: [],
      synchronous: 'NORMAL',
      readonly: true,
    });
  } catch (err) {
    out.unreadable.push(`The file cannot be opened at all: ${(err as Error).message}`);
    return out;
  }
  try {
    let sessions: { id: string; description: string; blind: number }[];
    try {
      sessions = db
        .prepare('SELECT id, description, blind FROM count_sessions ORDER BY rowid')
        .all() as typeof sessions;
    } catch (err) {
      out.unreadable.push(`Its list of sessions cannot be read: ${(err as Error).message}`);
      return out;
    }
    for (const s of sessions) {
      try {
        out.sessions.push(exportSession(db, { id: s.id, description: s.description, blind: s.blind === 1 }));
      } catch (err) {
        log.warn('a session of a damaged journal is unreadable', { name, sessionId: s.id, error: String(err) });
        out.unreadable.push(`Session "${s.description}" (${s.id}): ${(err as Error).message}`);
      }
    }
    return out;
  } finally {
    db.close();
  }
}
