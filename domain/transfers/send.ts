// Process: main (domain, Electron-free). Sending a draft with POST /transfers/{id}, never twice. The id is the one
// chosen when the draft was made; "sending" and the exact body are on disk before the request leaves
// (crash point transfer.send.frozen). If the answer is lost the draft stays "sending", and the next send first reads
// the transfer back by its id (GET /transfers/{id}): found, it is adopted; not found, the recorded body is sent again.
// A definite refusal (422 and the like) reopens the draft with the service's words per line. Marking the draft sent
// records its tags as moved out of the store in the tag history, in the same transaction.
import type { TransferDraftView, TransferLineRefusal, TransferSendResult } from '../../contract/transfers';
import { ApiError, type ApiErrorCode } from '../api/errors';
import type { TransferWrite } from '../api/wire';
import type { JournalDb } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import { recordTagMoves } from '../tags/moves';
import type { TransfersApi } from './api-port';
import type { TransferDraftRow, TransferDraftStore } from './draft-store';

const log = createLogger('transfers.send');

/** Answers that say the service created nothing: safe to reopen the draft. */
const REFUSED: ReadonlySet<ApiErrorCode> = new Set(['validation', 'bad_request', 'forbidden', 'not_found']);

export interface SendDeps {
  api: TransfersApi;
  db: JournalDb;
  store: TransferDraftStore;
  view: (draftId: string) => TransferDraftView;
  skuOf: (itemId: string) => string | null;
  now: () => Date;
}

/** The body of a draft as one read of it: lines summed per item over the boxes, and every box with its EPCs. */
export function transferBody(draft: TransferDraftRow, store: TransferDraftStore): TransferWrite {
  const perItem = new Map<string, number>();
  const boxes = new Map<number, string[]>();
  for (const l of store.lines(draft.id)) {
    perItem.set(l.itemId, (perItem.get(l.itemId) ?? 0) + l.quantity);
    if (!boxes.has(l.box)) boxes.set(l.box, []);
  }
  for (const t of store.tags(draft.id)) boxes.get(t.box)?.push(t.epc);
  if (!perItem.size) throw new UserError('transfer_empty', 'Nothing is packed in this transfer yet: scan what goes.');
  return {
    docNumber: draft.docNumber,
    fromStore: { id: draft.fromStoreId },
    toStore: { id: draft.toStoreId },
    needBy: draft.needBy,
    lines: [...perItem].map(([id, quantity]) => ({ id, quantity })),
    boxes: [...boxes].sort(([a], [b]) => a - b).map(([number, epcs]) => ({ number, epcs })),
  };
}

function sent(deps: SendDeps, draft: TransferDraftRow, adopted: boolean, record: boolean): TransferSendResult {
  if (record) {
    const tags = deps.store.tags(draft.id);
    const moved = deps.store.markSent(draft.id, () =>
      recordTagMoves(
        deps.db,
        {
          transferId: draft.id,
          direction: 'out',
          storeId: draft.fromStoreId,
          otherStoreId: draft.toStoreId,
          at: deps.now().getTime(),
        },
        tags,
      ),
    );
    if (!moved) log.warn('transfer sent but the draft had left "sending" meanwhile', { draftId: draft.id });
    crashPoint('transfer.send.marked');
    log.info('transfer sent', { draftId: draft.id, adopted, tags: tags.length });
  }
  return { status: 'sent', transferId: draft.id, docNumber: draft.docNumber, adopted, draft: deps.view(draft.id) };
}

function refusals(deps: SendDeps, err: ApiError, body: TransferWrite): TransferLineRefusal[] {
  if (!err.fields.length) return [{ itemId: null, sku: null, field: 'general', message: err.message }];
  return err.fields.map((f) => {
    const index = /^lines\[(\d+)\]/.exec(f.field)?.[1];
    const itemId = index === undefined ? null : (body.lines[Number(index)]?.id ?? null);
    return { itemId, sku: itemId ? deps.skuOf(itemId) : null, field: f.field, message: f.message };
  });
}

async function post(deps: SendDeps, draft: TransferDraftRow, body: TransferWrite): Promise<TransferSendResult> {
  try {
    crashPoint('transfer.send.frozen');
    await deps.api.postTransfer(draft.id, body);
    crashPoint('transfer.send.posted');
    return sent(deps, draft, false, true);
  } catch (err) {
    if (err instanceof ApiError && REFUSED.has(err.code)) {
      deps.store.reopen(draft.id);
      const lines = refusals(deps, err, body);
      return { status: 'refused', message: `Nothing was sent: ${err.message}`, lines, draft: deps.view(draft.id) };
    }
    log.warn('no answer to a transfer send; it is read back by id before any resend', {
      draftId: draft.id,
      error: (err as Error).message,
    });
    return {
      status: 'unknown',
      message: `No answer from the service (${(err as Error).message}). The transfer may have been made: send again when online; it is read back by its id first and never made twice.`,
      draft: deps.view(draft.id),
    };
  }
}

/** After a lost answer: adopt the transfer when the service has it, else send the recorded body again. */
async function resume(deps: SendDeps, draft: TransferDraftRow): Promise<TransferSendResult> {
  try {
    await deps.api.getTransfer(draft.id);
    return sent(deps, draft, true, true);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'not_found') return post(deps, draft, draft.sent as TransferWrite);
    return {
      status: 'unknown',
      message: `Still no answer from the service (${(err as Error).message}); nothing was sent again. Try again when online.`,
      draft: deps.view(draft.id),
    };
  }
}

/** Run under the engine's single-flight per draft (edits refused meanwhile). */
export async function sendDraft(deps: SendDeps, draftId: string): Promise<TransferSendResult> {
  const draft = deps.store.get(draftId);
  if (!draft) throw new UserError('transfer_not_found', 'That transfer draft no longer exists.');
  if (draft.state === 'sent') return sent(deps, draft, false, false);
  if (draft.state === 'sending') return resume(deps, draft);
  const body = transferBody(draft, deps.store);
  if (!deps.store.markSending(draftId, body)) {
    const now = deps.store.get(draftId)!;
    return now.state === 'sent' ? sent(deps, now, false, false) : resume(deps, now);
  }
  return post(deps, { ...draft, state: 'sending', sent: body }, body);
}
