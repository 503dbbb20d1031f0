// Process: test (node). Real journal files for the plans' store tests: `journalFiles(prefix)` gives a new path in
// a temp folder and opens journals on it (a path opened twice is a reopen); all are closed and removed after each
// test of the calling file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { type JournalDb, openJournalFile } from '../../../domain/journal/journal';

export function journalFiles(prefix: string) {
  const dirs: string[] = [];
  const open: JournalDb[] = [];
  afterEach(() => {
    for (const db of open.splice(0)) db.close();
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  return {
    journalPath(): string {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(dir);
      return join(dir, 'journal.db');
    },
    openAt(path: string): JournalDb {
      const db = openJournalFile(path);
      open.push(db);
      return db;
    },
    /** Closes the journal opened last (to reopen its file). */
    closeLast(): void {
      open.pop()?.close();
    },
  };
}
