// Process: renderer. What the parts of the receiving slice share: the state of one draft (or none), and one context
// object built once per store: the api, get/set, the call that keeps receivingError, the open draft's id, taking a
// draft view, the scan outcomes and the case main says waits for its pack size, sending typed codes, opening a draft.
// The feed's key counter lives in this closure, so every part sees the same one.
import type { StocktakeApi } from '../../../contract';
import type { DraftView, ScanBatchResult } from '../../../contract/receiving';
import { prependOutcomes, settleCase } from './receiving-lists';
import { createOpenOneContext, type SliceContext } from './slice-context';
import type { AppState, ReceivingSlice } from './types';

/** Everything about one open draft, as it is when a draft (or none) has just been opened. */
type OneDraft = Pick<
  ReceivingSlice,
  'draft' | 'draftFeed' | 'draftProblems' | 'submitResult' | 'packSizeNeeded' | 'purchaseOrders' | 'receivingNotice'
>;
export const openDraftState = (draft: DraftView | null): OneDraft => ({
  draft,
  draftFeed: [],
  draftProblems: [],
  submitResult: null,
  packSizeNeeded: null,
  purchaseOrders: null,
  receivingNotice: null,
});

export interface ReceivingContext extends SliceContext {
  draftId(): string | null;
  /** Takes a view of the open draft (a late answer about another draft is dropped); true if there was one. */
  take(v: DraftView | null, notice?: string): boolean;
  /**
   * Puts the outcomes of scans in the draft `id` on its feed, with the case main says waits for its pack size;
   * with `settled` (a case whose size was just set), that case's waiting rows give way to what it added.
   */
  applyOutcomes(id: string, r: Pick<ScanBatchResult, 'outcomes' | 'packSizeNeeded'>, settled?: string): void;
  /** Receives typed codes in the open draft; false when the request failed (the error is kept). */
  send(texts: string[]): Promise<boolean>;
  /** Problems about a line or field the user just changed are stale: drop them until the next check. */
  dropProblems(keep: (p: AppState['draftProblems'][number]) => boolean): void;
  /** Another draft (or none): its state starts empty. */
  freshDraft(v: DraftView | null): OneDraft;
  /** Shows the draft with its vendors and purchase orders loaded; false when there is none (the error is kept). */
  open(v: DraftView | null): Promise<boolean>;
}

export function createReceivingContext(
  api: StocktakeApi,
  get: () => AppState,
  set: (partial: Partial<AppState>) => void,
): ReceivingContext {
  let feedKey = 0;
  const opened = createOpenOneContext<DraftView>(api, get, set, 'receivingError', (s) => s.draft);
  const { call, openId: draftId } = opened;
  const freshDraft = (v: DraftView | null) => openDraftState(v);
  const take = (v: DraftView | null, notice?: string) =>
    opened.takeIfOpen(v, (v) => ({ draft: v, ...(notice ? { receivingNotice: notice } : {}) }));
  const applyOutcomes = (
    id: string,
    { outcomes, packSizeNeeded }: Pick<ScanBatchResult, 'outcomes' | 'packSizeNeeded'>,
    settled?: string,
  ) => {
    if (id !== draftId() || (outcomes.length === 0 && !settled)) return;
    const key = () => ++feedKey;
    const feed = get().draftFeed;
    set({
      draftFeed: settled ? settleCase(feed, settled, outcomes, key) : prependOutcomes(feed, outcomes, key),
      packSizeNeeded,
    });
  };
  const send = async (texts: string[]): Promise<boolean> => {
    const id = draftId();
    const r = id ? await call('receiving.drafts.scan', { draftId: id, texts }) : null;
    if (!id || !r) return false;
    take(r.draft);
    applyOutcomes(id, r);
    return true;
  };
  const dropProblems = (keep: (p: AppState['draftProblems'][number]) => boolean) =>
    set({ draftProblems: get().draftProblems.filter(keep) });
  const open = async (v: DraftView | null) => {
    if (!v) return false;
    set({ ...freshDraft(v), receivingScreen: 'draft' });
    await Promise.all([get().loadReceivingVendors(), get().loadPurchaseOrders()]);
    return true;
  };
  return { api, get, set, call, draftId, take, applyOutcomes, send, dropProblems, freshDraft, open };
}
