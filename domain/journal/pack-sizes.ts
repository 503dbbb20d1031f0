// Process: main (domain, Electron-free). Pack sizes of case GTIN-14s (indicator digit 1-8): how many units one
// scan of the case adds. Set once per GTIN and remembered in the journal; counting and receiving share them. No
// cache in front of the table: a size set by one engine (or another connection) is seen by the next scan of the
// other at once, and an indexed read costs microseconds next to a scan's journal write.
import { PACK_SIZE_MAX } from '../../contract/request';
import { UserError } from '../shared/errors';
import type { JournalDb } from './journal';

/** A GTIN-14 whose indicator digit (the first) is 1-8 names a case of a trade item, not the unit. */
export function isCaseGtin14(gtin14: string): boolean {
  return /^[1-8]\d{13}$/.test(gtin14);
}

export interface PackSizes {
  get(gtin14: string): number | null;
  set(gtin14: string, units: number, user?: string | null): void;
}

export function createPackSizes(db: JournalDb, now: () => number = Date.now): PackSizes {
  const get = db.prepare('SELECT units FROM pack_sizes WHERE gtin14 = ?');
  const put = db.prepare(
    `INSERT INTO pack_sizes (gtin14, units, set_at, set_by) VALUES (?, ?, ?, ?)
     ON CONFLICT(gtin14) DO UPDATE SET units = excluded.units, set_at = excluded.set_at, set_by = excluded.set_by`,
  );
  return {
    get(gtin14) {
      const row = get.get(gtin14) as { units: number } | undefined;
      return row ? row.units : null;
    },
    set(gtin14, units, user = null) {
      if (!isCaseGtin14(gtin14))
        throw new UserError(
          'invalid_argument',
          `${gtin14} is not a case GTIN-14 (indicator digit 1 to 8): scan the case's barcode again.`,
        );
      if (!Number.isInteger(units) || units < 1 || units > PACK_SIZE_MAX)
        throw new UserError('invalid_argument', 'A pack size is a whole number of units from 1 to 100,000: enter one.');
      put.run(gtin14, units, now(), user);
    },
  };
}
