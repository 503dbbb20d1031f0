// Process: main (domain, Electron-free). MobileStatus codes as names, and which statuses can be counted.

import type { CountStatus } from '../../contract/counts';
import { MobileStatus } from '../api/wire/sessions';
import { UserError } from '../shared/errors';

const NAMES: Record<number, CountStatus> = { 0: 'None', 1: 'Active', 2: 'Finalized', 3: 'Recount', 4: 'Processed' };

export const statusName = (code: number): CountStatus => NAMES[code] ?? 'None';
export const statusCode = (name: CountStatus): number =>
  ({ None: 0, Active: 1, Finalized: 2, Recount: 3, Processed: 4 })[name];

/** Finalized and Processed sessions are locked on the service (spec 3.2): read-only everywhere here too. */
export const isReadOnlyStatus = (code: number): boolean =>
  code === MobileStatus.Finalized || code === MobileStatus.Processed;

/** Counting's refusals, shown as is: a UserError of the one set (domain/shared/errors.ts) with counting's codes. */
export type CountErrorCode = 'not_found' | 'read_only' | 'locked' | 'bad_input' | 'offline' | 'blind';

export class CountError extends UserError<CountErrorCode> {
  constructor(code: CountErrorCode, message: string) {
    super(code, message);
    this.name = 'CountError';
  }
}
