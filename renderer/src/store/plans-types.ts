// Process: renderer. The plans slice's public shape: the working store's count plans (next due, overdue), the
// ABC proposal with its settings, and the actions (add, edit, delete, start a plan's count). Part of AppState
// (types.ts); its creator is plans-slice.ts.
import type { AbcProposalView, AbcSettingsView, PlanEdit, PlanListView } from '../../../contract/plans';
import type { AppError } from '../../../contract/result';

/** A plan as the form sends it (the store is the working store). */
export type PlanDraft = Omit<PlanEdit, 'planId'>;

export interface PlansSlice {
  /** Null until loaded for the working store. */
  plans: PlanListView | null;
  abcProposal: AbcProposalView | null;
  planBusy: boolean;
  planError: AppError | null;
  loadPlans(): Promise<void>;
  /** True when saved (the form closes). */
  savePlan(draft: PlanDraft, planId?: string): Promise<boolean>;
  deletePlan(planId: string): Promise<void>;
  /** Starts the plan's count (or its count already started) and opens it on the counting screen. */
  startPlan(planId: string): Promise<boolean>;
  loadAbcProposal(weeks?: number): Promise<void>;
  saveAbcSettings(settings: AbcSettingsView): Promise<boolean>;
  /** Adds the proposal's A, B and C plans, due from `firstDue`. */
  acceptAbcProposal(firstDue: string): Promise<boolean>;
}
