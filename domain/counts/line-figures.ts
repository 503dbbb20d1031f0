// Process: main (domain, Electron-free). The one definition of a count's "lines" and "items counted", which the
// session list, the finalize confirmation, the review and the CLI all give, so no two places disagree:
// - a line is what was counted of one item in one area on one PC: a session item at the service, a row of the
//   counting screen's list (this PC's `count_lines`, another PC's read back into `count_remote_lines`);
// - an item counted is an item with at least one line, however many areas and PCs counted it (the review judges
//   items, one variance each).
// So an item counted in two areas is two lines and one item: "6 lines" beside "5 items counted" is that, and the
// screens name both.
import type { JournalDb } from '../journal/journal';

export interface LineFigures {
  /** Lines of every PC: one per item, area and PC. */
  lines: number;
  /** Distinct items on those lines. */
  items: number;
}

export function createLineFigures(db: JournalDb) {
  const figures = db.prepare(
    `SELECT COUNT(*) AS lines, COUNT(DISTINCT item_id) AS items FROM (
       SELECT item_id FROM count_lines WHERE session_id = ?1
       UNION ALL SELECT item_id FROM count_remote_lines WHERE session_id = ?1)`,
  );
  const mine = db.prepare('SELECT id FROM count_lines WHERE session_id = ?');
  return {
    /** The count's lines and items counted, as this journal holds them (this PC's and the others' read back). */
    of(sessionId: string): LineFigures {
      // The two figures only: a row read carries the driver's own fields besides.
      const { lines, items } = figures.get(sessionId) as LineFigures;
      return { lines, items };
    },
    /**
     * The lines of a count opened here, given the session items the service holds (a list read): those, plus this
     * PC's lines the service does not hold yet (counted offline, or waiting in the outbox).
     */
    withService(sessionId: string, serviceLineIds: readonly string[]): number {
      const held = new Set(serviceLineIds);
      const notHeld = (mine.all(sessionId) as { id: string }[]).filter((l) => !held.has(l.id)).length;
      return held.size + notHeld;
    },
  };
}
export type LineFiguresStore = ReturnType<typeof createLineFigures>;
