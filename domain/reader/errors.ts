// Process: main (domain, Electron-free). An open failure that retrying cannot fix (HID support missing, a bad
// setting): the manager reports it as state `error` and stops instead of backing off forever.
export class PermanentReaderError extends Error {
  readonly permanent = true;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PermanentReaderError';
  }
}

export const isPermanent = (err: unknown): err is PermanentReaderError =>
  err instanceof Error && (err as Partial<PermanentReaderError>).permanent === true;
