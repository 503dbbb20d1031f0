// Process: main (domain, Electron-free). MobileStatus codes as names, the one finished-status rule (in TS and in
// SQL), and counting's refusals.

import type { CountStatus } from '../../contract/counts';
import { MobileStatus } from '../api/wire/sessions';
import { UserError } from '../shared/errors';

const NAME_OF = new Map<number, CountStatus>(
  Object.entries(MobileStatus).map(([name, code]) => [code, name as CountStatus]),
);

export const statusName = (code: number): CountStatus => NAME_OF.get(code) ?? 'None';
export const statusCode = (name: CountStatus): MobileStatus => MobileStatus[name];

/**
 * A finished count: Finalized or Processed. The service locks these (spec 3.2), so they are read-only here too and
 * what follows a finished count (accuracy, tag history, plans) may record them. Recount is not finished: the count
 * goes on.
 */
export const FINISHED: readonly MobileStatus[] = [MobileStatus.Finalized, MobileStatus.Processed];

export const isFinished = (code: number): boolean => (FINISHED as readonly number[]).includes(code);
export const isFinishedName = (name: CountStatus): boolean => isFinished(statusCode(name));

/** SQL: `<column>` holds a finished status. The numbers come from FINISHED, never written out in a query. */
export const finishedSql = (column: string): string => `${column} IN (${FINISHED.join(', ')})`;
/** SQL: `<column>` holds a status that is not finished (Active, Recount, none). */
export const unfinishedSql = (column: string): string => `${column} NOT IN (${FINISHED.join(', ')})`;
/** SQL: `<column>` is Recount. */
export const recountSql = (column: string): string => `${column} = ${MobileStatus.Recount}`;

/** Counting's refusals, shown as is: a UserError of the one set (domain/shared/errors.ts) with counting's codes. */
export type CountErrorCode = 'not_found' | 'read_only' | 'locked' | 'bad_input' | 'offline' | 'blind';

export class CountError extends UserError<CountErrorCode> {
  constructor(code: CountErrorCode, message: string) {
    super(code, message);
    this.name = 'CountError';
  }
}
