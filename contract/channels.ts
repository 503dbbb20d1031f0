// Process: shared by main and the sandboxed preload. Channel and event names of the IPC contract; no imports so
// the preload bundle carries nothing else (no zod). index.ts checks EVENT_NAMES against its EventMap both ways.
export const INVOKE_CHANNEL = 'stocktake:invoke';
export const EVENT_CHANNEL = 'stocktake:event';
export const EVENT_NAMES = [
  'app.notice',
  'app.rateLimited',
  'auth.changed',
  'connection.changed',
  'reader.status',
  'reader.reads',
  'scale.status',
  'catalog.progress',
  'counts.events',
  'counts.outbox',
  'counts.locked',
  'counts.recountLearnt',
  'receiving.draftChanged',
  'transfers.draftChanged',
  'transfers.receiptChanged',
  'replenish.changed',
  'replenish.linesChanged',
  'locate.reading',
] as const;

/** Production addresses (public notes A): defaults for a real service. The API client appends /api/v3 itself. */
export const DEFAULT_AUTH_URL = 'https://auth.yellowdogsoftware.com';
export const DEFAULT_BASE_URL = 'https://fetch.yellowdogsoftware.com';
