// Process: renderer. What the counts and receiving contexts share: each slice works on one open thing (a count
// session, a receiving draft) through the api, keeps a failure in its own error field, and drops a late answer about
// another one (the person switched while the request was out). Each context builds one of these, once per store.
import type { StocktakeApi } from '../../../contract';
import { createInvokeKeepingError, type ErrorField, type InvokeKeepingError } from './invoke-keeping-error';
import type { AppState } from './types';

export interface SliceContext {
  api: StocktakeApi;
  get: () => AppState;
  set: (partial: Partial<AppState>) => void;
  /** The value, or null with the error kept in the slice's error field. */
  call: InvokeKeepingError;
}

export interface OpenOneContext<V> extends SliceContext {
  /** The open one's id, or null when none is open. */
  openId(): string | null;
  /** Sets what `apply` makes of a view only while it is still of the open one; true if there was a view. */
  takeIfOpen(v: V | null, apply: (v: V) => Partial<AppState>): boolean;
}

export function createOpenOneContext<V extends { id: string }>(
  api: StocktakeApi,
  get: () => AppState,
  set: (partial: Partial<AppState>) => void,
  errorField: ErrorField,
  open: (s: AppState) => { id: string } | null,
): OpenOneContext<V> {
  const openId = () => open(get())?.id ?? null;
  const takeIfOpen = (v: V | null, apply: (v: V) => Partial<AppState>) => {
    if (v && v.id === openId()) set(apply(v));
    return v !== null;
  };
  return { api, get, set, call: createInvokeKeepingError(api, set, errorField), openId, takeIfOpen };
}
