// Process: service. Path ids: a GUID that is not well formed is simply not found (404), never an error page.
import { notFound } from './errors';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function pathGuid(value: unknown, what: string): string {
  if (typeof value !== 'string' || !GUID.test(value)) throw notFound(what);
  return value.toLowerCase();
}

export const isGuid = (value: unknown): value is string => typeof value === 'string' && GUID.test(value);
