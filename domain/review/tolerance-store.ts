// Process: main (domain, Electron-free). Each store's count tolerances in the journal (count_tolerances, created by
// tolerance-schema.ts): the review marks lines within or beyond them, accuracy (domain/accuracy) and the recount list use them.
// They are this PC's settings for the store, like the plans (the service has no tolerances).
import { TolerancesSchema } from '../../contract/review';
import type { JournalDb } from '../journal/journal';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import { type Tolerances, ZERO_TOLERANCE } from './tolerance';

const log = createLogger('plans.tolerances');

/** Tolerances checked by the contract's schema (category names trimmed; an empty byCategory left out), or bad_input. */
function checked(t: unknown): Tolerances {
  const parsed = TolerancesSchema.safeParse(t);
  if (!parsed.success) throw new UserError('bad_input', parsed.error.issues[0]?.message ?? 'Invalid tolerances');
  const { default: d, byCategory } = parsed.data;
  return byCategory && Object.keys(byCategory).length > 0 ? { default: d, byCategory } : { default: d };
}

export function createToleranceStore(db: JournalDb, user: string | null = null) {
  const read = db.prepare('SELECT tolerances FROM count_tolerances WHERE store_id = ?');
  const write = db.prepare(
    `INSERT INTO count_tolerances (store_id, tolerances, set_at, set_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (store_id) DO UPDATE SET tolerances = excluded.tolerances, set_at = excluded.set_at,
       set_by = excluded.set_by`,
  );
  return {
    /** The store's tolerances; zero tolerance (only exact matches are within) until some are set. */
    get(storeId: string): Tolerances {
      const row = read.get(storeId) as { tolerances: string } | undefined;
      // Parsed, not cast: a row this app cannot read is an error to see, not a tolerance to guess at.
      return row ? checked(JSON.parse(row.tolerances)) : ZERO_TOLERANCE;
    },
    /** Replaces the store's tolerances whole. Throws UserError bad_input for a negative or non-number limit. */
    set(storeId: string, t: Tolerances): void {
      const ok = checked(t);
      write.run(storeId, JSON.stringify(ok), Date.now(), user);
      log.info('tolerances set', { storeId, categories: Object.keys(ok.byCategory ?? {}).length });
    },
  };
}
export type ToleranceStore = ReturnType<typeof createToleranceStore>;
