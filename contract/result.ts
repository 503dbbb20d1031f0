// Process: main (domain) and renderer (types). Results cross IPC as values: thrown errors lose their
// class and fields in serialisation.
import type { AppErrorCode } from './errors';

export interface AppError {
  /** One of the listed codes (contract/errors.ts), so the renderer has words for every one. */
  code: AppErrorCode;
  message: string;
  /** Field errors from validation, when there are any. */
  fields?: { field: string; message: string }[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (code: AppErrorCode, message: string, fields?: AppError['fields']): Result<never> => ({
  ok: false,
  error: fields ? { code, message, fields } : { code, message },
});
