// Process: shared by main and renderer (types only outside main). Damaged count journals: a journal found damaged
// is moved aside and kept (never deleted or overwritten); these requests list the kept copies of this PC and
// export what can still be read of each one's count sessions as CSV, one file per session.
import { z } from 'zod';
import type { ExportResult } from './counts';
import { NoArgs, request } from './request';

export interface DamagedJournal {
  /** The kept file's name in the journal folder (what `journal.damaged.export` takes). */
  name: string;
  path: string;
  /** When it was moved aside (from its name). */
  movedAt: string;
}

export interface DamagedJournalExport {
  name: string;
  /** One CSV per session that could be read (expected and variance left out of blind sessions). */
  sessions: ExportResult[];
  /** Sessions (or the whole file) that could not be read, with why. */
  unreadable: string[];
}

export const journalRequests = {
  'journal.damaged.list': request<DamagedJournal[]>()(NoArgs),
  'journal.damaged.export': request<DamagedJournalExport>()(
    z.object({ name: z.string().regex(/^[0-9a-f]{24}\.db\.damaged-[0-9TZ-]+$/, 'not a kept journal name') }).strict(),
  ),
} as const;
