// Process: main (domain, Electron-free). Submitting a draft with POST /receipts, never twice. "submitting" and the
// exact body are on disk before the request goes out; if the answer is lost the draft stays "submitting", and the
// next submit first looks the document number up (GET /receipts filter docNumber=...) and adopts the receipt it
// finds (same vendor and store) instead of sending again. A 422 reopens the draft with the service's field errors
// put on the right fields and lines. The body is built from one read of the draft, and exactly that read is
// validated (submit-gate.ts keeps the draft frozen meanwhile); the row's move to "submitting" is a compare-and-set,
// so of two submits only one sends.

import type { DraftView, SubmitResult } from '../../contract/receiving';
import { ApiError, type ApiErrorCode } from '../api/errors';
import type { ReceiptCreate } from '../api/wire';
import { crashPoint } from '../shared/crash-points';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import type { ReceivingApi } from './api-port';
import { receiptsWithDocNumber } from './doc-numbers';
import type { DraftRow, DraftStore, SubmitRecord } from './draft-store';
import { mapFieldErrors } from './field-errors';
import type { ReceiptLinePlan } from './po-matching';
import { UNCOMMITTED_NOTE } from './receipt-detail';
import { blocking, type FoundProblem, withBlocks } from './validation';

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
  /** One read of the draft and the receipt lines it makes, and the check of exactly that read. */
  prepare: (draftId: string) => PreparedSubmit;
}

export interface PreparedSubmit {
  draft: DraftRow;
  /** The receipt lines the draft's lines make (split over the order's lines). */
  lines: ReceiptLinePlan[];
  /** Every problem of this read, the document number checked with the service. */
  validate: () => Promise<FoundProblem[]>;
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
    if (!deps.store.markSubmitted(draft.id, receiptId))
      log.warn('receipt submitted but the draft had left "submitting" meanwhile', { draftId: draft.id, receiptId });
    crashPoint('receipt.submit.marked');
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

/** The row was not as this submit read it: another process took the draft first. Nothing was sent from here. */
/** Nothing was created: the problems to fix, each saying whether it blocks. */
const invalid = (deps: SubmitDeps, draftId: string, problems: readonly FoundProblem[]): SubmitResult => ({
  status: 'invalid',
  problems: withBlocks(problems),
  draft: deps.view(draftId),
});

function takenElsewhere(deps: SubmitDeps, draftId: string): SubmitResult {
  const now = deps.store.get(draftId);
  if (!now) throw new UserError('draft_not_found', 'That draft no longer exists (it was discarded elsewhere).');
  if (now.state === 'submitted' && now.receiptId) return done(deps, now, now.receiptId, false, false);
  log.warn('another submit of the draft got there first; nothing sent', { draftId, state: now.state });
  return {
    status: 'unknown',
    message:
      'This draft was being submitted elsewhere at the same time (another window or program on this data folder); nothing was sent from here. Look at it again in a moment: submitting again looks the receipt up first.',
    draft: deps.view(draftId),
  };
}

async function send(deps: SubmitDeps, draft: DraftRow, record: SubmitRecord): Promise<SubmitResult> {
  try {
    crashPoint('receipt.submit.frozen');
    const created = await deps.api.createReceipt(record.body as ReceiptCreate);
    crashPoint('receipt.submit.posted');
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
        return invalid(deps, draft.id, problems);
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
    return invalid(deps, draft.id, [{ field: 'docNumber', lineId: null, severity: 'error', source: 'app', message }]);
  }
  const again = { ...record, attempts: record.attempts + 1 };
  if (!deps.store.markSubmitting(draft.id, again, { attempts: record.attempts })) return takenElsewhere(deps, draft.id);
  return send(deps, draft, again);
}

/** Run through submit-gate.ts (one at a time per draft, edits refused meanwhile). */
export async function submitDraft(deps: SubmitDeps, draftId: string): Promise<SubmitResult> {
  const current = deps.store.get(draftId);
  if (!current) throw new UserError('draft_not_found', 'That draft no longer exists.');
  if (current.state === 'submitted') return done(deps, current, current.receiptId!, false, false);
  if (current.state === 'submitting' && current.submit) return resume(deps, current, current.submit);
  // The body is built before validation's await, from the same read that is validated: what is sent is what passed.
  const { draft, lines, validate } = deps.prepare(draftId);
  const record: SubmitRecord = {
    body: receiptBody(draft, lines),
    lineIds: lines.map((l) => l.draftLineId),
    attempts: 1,
  };
  const problems = await validate();
  if (blocking(problems)) return invalid(deps, draftId, problems);
  if (!deps.store.markSubmitting(draftId, record, 'open')) return takenElsewhere(deps, draftId);
  return send(deps, draft, record);
}
