// Process: renderer. The slices' one way to call main where a failure is the screen's business: invoke, keep the
// error in the slice's error field (cleared again by the next answer that succeeds), and give back the value or null.
import type { InvokeArgs, InvokeValue, RequestName, StocktakeApi } from '../../../contract';
import type { AppError } from '../../../contract/result';
import type { AppState } from './types';

/** The AppState fields a request's error can be kept in (countError, receivingError, ...). */
export type ErrorField = { [K in keyof AppState]: AppError | null extends AppState[K] ? K : never }[keyof AppState];

/** The value, or null with the error kept for the screen. */
export type InvokeKeepingError = <K extends RequestName>(
  name: K,
  args: InvokeArgs<K>,
) => Promise<InvokeValue<K> | null>;

export function createInvokeKeepingError(
  api: StocktakeApi,
  set: (partial: Partial<AppState>) => void,
  errorField: ErrorField,
): InvokeKeepingError {
  return async (name, args) => {
    const r = await api.invoke(name, args);
    if (!r.ok) {
      set({ [errorField]: r.error });
      return null;
    }
    set({ [errorField]: null });
    return r.value;
  };
}
