// Process: renderer. The receiving slice's check and submit: the document number checked on its own as it is
// typed, the whole draft validated (every problem at once, by field and line), and the submit with its answer.
import type { ReceivingContext } from './receiving-context';
import type { ReceivingSlice } from './types';

type SubmitActions = Pick<ReceivingSlice, 'checkDocNumber' | 'validateDraft' | 'submitDraft'>;

export function createDraftSubmitActions({ get, set, call, draftId }: ReceivingContext): SubmitActions {
  return {
    async checkDocNumber() {
      const id = draftId();
      const report = id ? await call('receiving.drafts.validate', { draftId: id }) : null;
      if (!report || id !== draftId()) return;
      const others = get().draftProblems.filter((p) => p.field !== 'docNumber');
      set({ draftProblems: [...others, ...report.problems.filter((p) => p.field === 'docNumber')] });
    },

    async validateDraft() {
      const id = draftId();
      const report = id ? await call('receiving.drafts.validate', { draftId: id }) : null;
      if (!report || id !== draftId()) return false;
      set({ draftProblems: report.problems, receivingNotice: report.ok ? 'Ready to submit' : null });
      return report.ok;
    },

    async submitDraft() {
      const id = draftId();
      if (!id || get().receivingBusy) return null;
      set({ receivingBusy: true, submitResult: null, receivingNotice: null });
      const r = await call('receiving.drafts.submit', { draftId: id });
      set({ receivingBusy: false });
      if (!r || id !== draftId()) return r;
      set({
        submitResult: r,
        draft: r.draft,
        draftProblems: r.status === 'invalid' ? r.problems : r.status === 'submitted' ? [] : get().draftProblems,
      });
      if (r.status === 'submitted') void get().loadReceivingDrafts();
      return r;
    },
  };
}
