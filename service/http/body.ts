// Process: service. Small helpers shared by write routes: existence checks that become 422 field errors.

import type { FieldError } from '../../domain/api/wire/errors';
import { parseTimestamp } from '../db/clock';
import type { Db } from '../db/open';
import { validationFailed } from './errors';

const TABLES = {
  store: 'stores',
  item: 'items',
  vendor: 'vendors',
  level: 'levels',
  dimension: 'dimensions',
  session: 'sessions',
  poLine: 'purchase_order_lines',
} as const;

/** Collects "does not exist" errors for referenced ids; throws 422 when any is missing. */
export class RefChecker {
  private readonly errors: FieldError[] = [];
  constructor(private readonly db: Db) {}

  need(kind: keyof typeof TABLES, id: string | null | undefined, field: string): this {
    if (id == null) return this;
    const row = this.db.prepare(`SELECT 1 FROM ${TABLES[kind]} WHERE id = ?`).get(id.toLowerCase());
    if (!row) this.errors.push({ field, message: `No ${kind} with id ${id}.` });
    return this;
  }

  add(field: string, message: string): this {
    this.errors.push({ field, message });
    return this;
  }

  check(): void {
    if (this.errors.length) throw validationFailed(this.errors);
  }
}

export const lower = <T extends string | null | undefined>(id: T): T => (id ? (id.toLowerCase() as T) : id);

/** A body timestamp in microseconds; one the shape allowed but no calendar has (month 00) is a 422 on `field`. */
export function bodyTimestamp(text: string, field: string): number {
  const us = parseTimestamp(text);
  if (us === undefined) throw validationFailed([{ field, message: 'Not a valid date and time.' }]);
  return us;
}
