// Process: main (domain) and renderer (types). Results cross IPC as values: thrown errors lose their
// class and fields in serialisation.
export interface AppError {
  code: string;
  message: string;
  /** Field errors from validation, when there are any. */
  fields?: { field: string; message: string }[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (code: string, message: string, fields?: AppError['fields']): Result<never> => ({
  ok: false,
  error: fields ? { code, message, fields } : { code, message },
});
