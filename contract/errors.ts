// Process: main (domain) and renderer (types and the list). Every code an AppError can carry to the screen, one
// spelling each (snake_case). Main may send only these (contract/result.ts types AppError's code with this list,
// domain/shared/errors.ts types every thrown code with it), and the renderer has words for each
// (renderer/src/shared/error-words.ts; test/unit/errors walks this list), so no code reaches a person unexplained.

export const APP_ERROR_CODES = [
  // The carrier (hosts/ipc, hosts/web, hosts/electron, the renderer's WebSocket) and the last resort.
  'internal',
  'disk_full',
  'unknown_request',
  'invalid_argument',
  'bad_message',
  'disconnected',
  'print_failed',
  // Sign-in (domain/auth AuthError).
  'bad_credentials',
  'no_api_access',
  'compromised',
  'expired',
  'signed_out',
  // The service's answers (domain/api ApiError); network, server and bad_response are sign-in's too.
  'unauthorized',
  'forbidden',
  'not_found',
  'bad_request',
  'validation',
  'rate_limited',
  'server',
  'network',
  'timeout',
  'bad_response',
  'http',
  // Counting's refusals (domain/counts CountError).
  'read_only',
  'locked',
  'bad_input',
  'offline',
  'blind',
  // The app's own refusals (UserError), by feature.
  'unavailable',
  'unsafe_url',
  'demo_damaged',
  'demo_only',
  'demo_unavailable',
  'not_damaged',
  'no_working_store',
  'catalog_closed',
  'catalog_damaged',
  // Why the last catalog sync stopped (contract/catalog.ts CatalogProblem; domain/catalog/sync-problems.ts, damage.ts).
  'cancelled',
  'catalog_open_failed',
  'item_not_cached',
  'reader_settings',
  'invalid_scan',
  'counts_unavailable',
  'journal_in_use',
  'receiving_unavailable',
  'vendor_required',
  'purchase_order_not_found',
  'draft_not_found',
  'draft_submitted',
  'draft_submitting',
  'line_not_found',
  'unstorable_text',
  'doc_number_unfindable',
  'bad_cursor',
  // A tag write that failed after its serial was issued (domain/encode/write-tag.ts): the serial is void.
  'tag_spoiled',
  // A receipt's labels asked for again without saying so, while this PC made labels for it (domain/encode/receipt-plan.ts).
  'receipt_tagged_before',
  // Transfers between stores (domain/transfers).
  'transfer_not_found',
  'transfer_empty',
  'transfer_sending',
  'transfer_sent',
  'transfer_wrong_store',
  'transfer_finished',
  'transfers_unavailable',
  // Replenishment (domain/replenish, hosts/app/replenish): stopped, a line to miss not on the list, a put-away
  // in an area that is no sales floor.
  'replenish_unavailable',
  'not_on_list',
  'not_floor_area',
  // A weighed bottle refused (domain/units/bottle-fraction.ts): no weights for the item, or not this item alone.
  'weights_not_set',
  'weight_below_tare',
  'weight_above_full',
  // A bottle weight to learn from the scale while nothing stable is on its pan (hosts/app/counts/scale-weighing.ts).
  'no_stable_weight',
  // Refused in the renderer before anything is sent.
  'too_long',
  'too_many_lines',
] as const;

export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

const CODES: ReadonlySet<string> = new Set(APP_ERROR_CODES);

export const isAppErrorCode = (value: unknown): value is AppErrorCode => typeof value === 'string' && CODES.has(value);
