// Process: renderer. Count plans (contract/plans.ts) for the working store: the list is read again after every
// change (main computes due, overdue and the due item counts); starting a plan opens its count like any session.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import { createInvokeKeepingError } from './invoke-keeping-error';
import type { AppState, PlansSlice } from './types';

const PROPOSAL_WEEKS = 8;

export const createPlansSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], PlansSlice> =>
  (set, get) => {
    const call = createInvokeKeepingError(api, set, 'planError');
    const storeId = () => get().workingStore?.id ?? null;
    /** Runs `fn` with the busy flag on; the list is reloaded after a change that succeeded. */
    const busy = async <T>(fn: () => Promise<T>): Promise<T> => {
      set({ planBusy: true });
      try {
        return await fn();
      } finally {
        set({ planBusy: false });
      }
    };

    return {
      plans: null,
      abcProposal: null,
      planBusy: false,
      planError: null,

      async loadPlans() {
        const id = storeId();
        if (!id) return;
        const list = await call('plans.list', { storeId: id });
        if (list && storeId() === id) set({ plans: list });
      },

      async savePlan(draft, planId) {
        const id = storeId();
        if (!id) return false;
        const saved = await busy(() =>
          planId ? call('plans.edit', { ...draft, planId }) : call('plans.add', { ...draft, storeId: id }),
        );
        if (saved) await get().loadPlans();
        return saved !== null;
      },

      async deletePlan(planId) {
        if (await busy(() => call('plans.delete', { planId }))) await get().loadPlans();
      },

      async startPlan(planId) {
        const session = await busy(() => call('plans.start', { planId }));
        if (!session) return false;
        return get().openCountSession(session.id);
      },

      async loadAbcProposal(weeks = PROPOSAL_WEEKS) {
        const id = storeId();
        if (!id) return;
        const p = await busy(() => call('plans.abc.proposal', { storeId: id, weeks }));
        if (p && storeId() === id) set({ abcProposal: p });
      },

      async saveAbcSettings(settings) {
        const id = storeId();
        if (!id) return false;
        const saved = await busy(() => call('plans.abc.settings.set', { storeId: id, settings }));
        if (saved) await Promise.all([get().loadAbcProposal(), get().loadPlans()]);
        return saved !== null;
      },

      async acceptAbcProposal(firstDue) {
        const id = storeId();
        if (!id) return false;
        const added = await busy(() => call('plans.abc.accept', { storeId: id, firstDue }));
        if (added) await get().loadPlans();
        return added !== null;
      },
    };
  };
