// Process: renderer. What the plan screens read from the store (features/plans), one selector per component.
import type { AppState } from '../types';

export const selectPlansPanel = (s: AppState) => ({
  plans: s.plans,
  load: s.loadPlans,
  start: s.startPlan,
  remove: s.deletePlan,
  busy: s.planBusy || s.countBusy,
  error: s.planError,
  storeId: s.workingStore?.id ?? null,
});

export const selectPlanForm = (s: AppState) => ({ save: s.savePlan, busy: s.planBusy });

export const selectAbcProposal = (s: AppState) => ({
  proposal: s.abcProposal,
  load: s.loadAbcProposal,
  saveSettings: s.saveAbcSettings,
  accept: s.acceptAbcProposal,
  busy: s.planBusy,
});
