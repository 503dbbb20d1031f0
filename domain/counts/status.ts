// Process: main (domain, Electron-free). MobileStatus codes as names, and which statuses can be counted.

import type { CountStatus } from '../../contract/counts';
import { MobileStatus } from '../api/wire/sessions';

const NAMES: Record<number, CountStatus> = { 0: 'None', 1: 'Active', 2: 'Finalized', 3: 'Recount', 4: 'Processed' };

export const statusName = (code: number): CountStatus => NAMES[code] ?? 'None';
export const statusCode = (name: CountStatus): number =>
  ({ None: 0, Active: 1, Finalized: 2, Recount: 3, Processed: 4 })[name];

/** Finalized and Processed sessions are locked on the service (spec 3.2): read-only everywhere here too. */
export const isReadOnlyStatus = (code: number): boolean =>
  code === MobileStatus.Finalized || code === MobileStatus.Processed;

/** A refusal the caller can show as is; `code` lets the contract layer map it. */
export class CountError extends Error {
  constructor(
    readonly code: 'not-found' | 'read-only' | 'locked' | 'bad-input' | 'offline' | 'blind',
    message: string,
  ) {
    super(message);
    this.name = 'CountError';
  }
}
