// Process: main (domain, Electron-free). An open failure that retrying cannot fix (HID support missing, a bad
// setting): the manager reports it as state `error` and stops instead of backing off forever.
import { CodedError, type ErrorCode } from '../shared/errors';

export class PermanentReaderError extends CodedError {
  readonly permanent = true;
  constructor(code: ErrorCode, message: string) {
    super(code, message);
    this.name = 'PermanentReaderError';
  }
}

export const isPermanent = (err: unknown): err is PermanentReaderError =>
  err instanceof Error && (err as Partial<PermanentReaderError>).permanent === true;
