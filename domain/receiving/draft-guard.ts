// Process: main (domain, Electron-free). What may be done to a draft in its state, with the reason when not: a
// submitted draft is read-only (its receipt exists); one whose submit got no answer must be submitted again (which
// looks the receipt up first) before it changes, or what is on the service and what is here could differ; one whose
// submit is running right now is frozen until its answer, so the body sent is the body validated.

import { UserError } from '../shared/errors';
import type { ReceivingApi } from './api-port';
import { lookupProblem } from './api-port';
import { receiptsWithDocNumber } from './doc-numbers';
import type { DraftRow, DraftStore } from './draft-store';
import type { DocNumberCheck } from './validation';

export const BEING_SUBMITTED = 'This draft is being submitted; wait for the answer.';

/** `busy(draftId)`: a submit of the draft is running in this engine (submit-gate.ts). */
export function createDraftGuard(store: DraftStore, busy: (draftId: string) => boolean) {
  const notBusy = (draftId: string) => {
    if (busy(draftId)) throw new UserError('draft_submitting', BEING_SUBMITTED);
  };
  const get = (draftId: string): DraftRow => {
    const draft = store.get(draftId);
    if (!draft)
      throw new UserError('draft_not_found', 'That draft no longer exists (it was submitted elsewhere or discarded).');
    return draft;
  };
  return {
    get,
    editable(draftId: string): DraftRow {
      notBusy(draftId);
      const draft = get(draftId);
      if (draft.state === 'submitted')
        throw new UserError(
          'draft_submitted',
          `This draft was submitted as receipt ${draft.docNumber}; it can no longer change.`,
        );
      if (draft.state === 'submitting')
        throw new UserError(
          'draft_submitting',
          'The last submit of this draft got no answer. Submit again to finish it before changing it.',
        );
      return draft;
    },
    discardable(draftId: string): DraftRow {
      notBusy(draftId);
      const draft = get(draftId);
      if (draft.state === 'submitting')
        throw new UserError(
          'draft_submitting',
          'The last submit of this draft got no answer: submit again first, so the receipt is not lost.',
        );
      return draft;
    },
  };
}

/** Asks the service whether the document number is taken; null when the number itself is not valid. */
export async function checkDocNumber(api: ReceivingApi, docNumber: string): Promise<DocNumberCheck | null> {
  if (lookupProblem('docNumber', docNumber)) return null;
  try {
    const found = await receiptsWithDocNumber(api, docNumber);
    const first = found[0];
    return first ? { status: 'used', receiptDocNumber: first.docNumber, created: first.created } : { status: 'free' };
  } catch (err) {
    return { status: 'unchecked', reason: (err as Error).message };
  }
}
