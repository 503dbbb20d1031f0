// Process: main (domain, Electron-free). Submitting a draft with POST /receipts, never twice. "submitting" and the
// exact body are on disk before the request goes out; if the answer is lost the draft stays "submitting", and the
// next submit first looks the document number up (GET /receipts filter docNumber=...) and adopts the receipt it
// finds (same vendor and store) instead of sending again. A 422 reopens the draft with the service's field errors
// put on the right fields and lines.
import { ApiError, type ApiErrorCode } from '../api/errors';
import type { ReceiptCreate } from '../api/wire';
import type { DraftView, SubmitResult, ValidationProblem } from '../contract/receiving';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import type { ReceivingApi } from './api-port';
import { receiptsWithDocNumber } from './doc-numbers';
import type { DraftRow, DraftStore, SubmitRecord } from './draft-store';
import { mapFieldErrors } from './field-errors';
import type { ReceiptLinePlan } from './po-matching';
import { UNCOMMITTED_NOTE } from './receipt-detail';
import { blocking } from './validation';

const log = createLogger('receiving.submit');

/** Answers that say the service did not create anything: safe to reopen the draft. */
const REFUSED: ReadonlySet<ApiErrorCode> = new Set([
  'validation',
  'bad_request',
  'forbidden',
  'not_found',
  'rate_limited',
  'unauthorized',
]);

export interface SubmitDeps {
  api: ReceivingApi;
  store: DraftStore;
  view: (draftId: string) => DraftView;
  /** Every problem, the document number checked with the service. */
  validate: (draftId: string) => Promise<ValidationProblem[]>;
  /** The receipt lines the draft's lines make (split over the order's lines). */
  receiptLines: (draftId: string) => ReceiptLinePlan[];
}

export function receiptBody(draft: DraftRow, lines: readonly ReceiptLinePlan[]): ReceiptCreate {
  return {
    docNumber: draft.docNumber,
    vendorID: draft.vendorId!,
    storeID: draft.storeId,
    lines: lines.map((l) =>
      l.backLinkLineID
        ? { itemID: l.itemId, quantity: l.quantity, backLinkLineID: l.backLinkLineID }
        : { itemID: l.itemId, quantity: l.quantity },
    ),
    reference: draft.reference || null,
    notes: draft.notes || null,
  };
}

const done = (deps: SubmitDeps, draft: DraftRow, receiptId: string, adopted: boolean, record = true): SubmitResult => {
  if (record) {
    deps.store.markSubmitted(draft.id, receiptId);
    log.info('receipt submitted', { draftId: draft.id, receiptId, adopted });
  }
  const how = adopted ? 'was found on the service (the earlier submit had reached it)' : 'was created';
  return {
    status: 'submitted',
    receiptId,
    docNumber: draft.docNumber,
    adopted,
    draft: deps.view(draft.id),
    message: `Receipt ${draft.docNumber} ${how}. ${UNCOMMITTED_NOTE}`,
  };
};

async function send(deps: SubmitDeps, draft: DraftRow, record: SubmitRecord): Promise<SubmitResult> {
  try {
    const created = await deps.api.createReceipt(record.body as ReceiptCreate);
    return done(deps, draft, created.id, false);
  } catch (err) {
    if (err instanceof ApiError && REFUSED.has(err.code)) {
      deps.store.reopen(draft.id);
      if (err.code === 'validation') {
        const problems = err.fields.length
          ? mapFieldErrors(err.fields, record.lineIds)
          : [
              {
                field: 'general' as const,
                lineId: null,
                severity: 'error' as const,
                source: 'service' as const,
                message: err.message,
              },
            ];
        return { status: 'invalid', problems, draft: deps.view(draft.id) };
      }
      return { status: 'failed', message: `Nothing was created: ${err.message}`, draft: deps.view(draft.id) };
    }
    log.warn('no answer to a receipt submit; it is looked up before any resend', {
      draftId: draft.id,
      error: (err as Error).message,
    });
    return {
      status: 'unknown',
      message: `No answer from the service (${(err as Error).message}). The receipt may have been created: submit again when online, it is looked up first and never made twice.`,
      draft: deps.view(draft.id),
    };
  }
}

/** After a lost answer: adopt the receipt if it is there, else send the recorded body again. */
async function resume(deps: SubmitDeps, draft: DraftRow, record: SubmitRecord): Promise<SubmitResult> {
  let found: Awaited<ReturnType<typeof receiptsWithDocNumber>>;
  try {
    found = await receiptsWithDocNumber(deps.api, draft.docNumber);
  } catch (err) {
    return {
      status: 'unknown',
      message: `Still no answer from the service (${(err as Error).message}); nothing was sent again. Try again when online.`,
      draft: deps.view(draft.id),
    };
  }
  const same = (a: string | null, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();
  const ours = found.find((r) => same(draft.vendorId, r.vendor.id) && same(draft.storeId, r.store.id));
  if (ours) return done(deps, draft, ours.id, true);
  if (found.length) {
    deps.store.reopen(draft.id);
    const message = `Document number ${draft.docNumber} is now used by another receipt (another vendor or store). Choose another.`;
    const problems: ValidationProblem[] = [
      { field: 'docNumber', lineId: null, severity: 'error', source: 'app', message },
    ];
    return { status: 'invalid', problems, draft: deps.view(draft.id) };
  }
  const again = { ...record, attempts: record.attempts + 1 };
  deps.store.markSubmitting(draft.id, again);
  return send(deps, draft, again);
}

export async function submitDraft(deps: SubmitDeps, draftId: string): Promise<SubmitResult> {
  const draft = deps.store.get(draftId);
  if (!draft) throw new UserError('draft_not_found', 'That draft no longer exists.');
  if (draft.state === 'submitted') return done(deps, draft, draft.receiptId!, false, false);
  if (draft.state === 'submitting' && draft.submit) return resume(deps, draft, draft.submit);
  const problems = await deps.validate(draftId);
  if (blocking(problems)) return { status: 'invalid', problems, draft: deps.view(draftId) };
  const lines = deps.receiptLines(draftId);
  const record: SubmitRecord = {
    body: receiptBody(draft, lines),
    lineIds: lines.map((l) => l.draftLineId),
    attempts: 1,
  };
  deps.store.markSubmitting(draftId, record);
  return send(deps, draft, record);
}
