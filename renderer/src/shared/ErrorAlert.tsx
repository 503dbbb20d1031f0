// Process: renderer. A screen's last error in plain words, announced at once (role="alert"); nothing without one.
// An AppError's code has words of its own (error-words.ts) should its message ever be empty.
import type { AppErrorCode } from '../../../contract/errors';
import { errorText } from './error-words';

export function ErrorAlert({ error }: { error: { code?: AppErrorCode; message: string } | null | undefined }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {error.code ? errorText({ code: error.code, message: error.message }) : error.message}
    </p>
  );
}
