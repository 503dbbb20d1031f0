// Process: main (domain, Electron-free). Count plans as the app and the CLI use them: the store's plans with their
// next due date and this week's due item count, add/edit/delete, the ABC proposal and its settings, and starting
// a due plan as a scoped count session (one start at a time per plan). Composed on the journal (plans, their
// sessions, settings), the catalog's stock values and the counting service. A plan moves when its count is finished
// through counting's reconciler of finished counts (plan-sessions.ts planDueDates, wired by the app and the CLI).
import { randomUUID } from 'node:crypto';
import type { CountScope, CountSessionView } from '../../contract/counts';
import type { AbcProposalView, AbcSettingsView, PlanListView, PlanView } from '../../contract/plans';
import { DEFAULT_LANGUAGE, dayText, type Language } from '../../contract/settings';
import { saveItemList } from '../counts/scope-items';
import type { CountService } from '../counts/service';
import type { JournalDb } from '../journal/journal';
import { offMain } from '../offload/thread';
import { crashPoint } from '../shared/crash-points';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import { singleFlight } from '../shared/single-flight';
import type { StockValue } from './abc';
import { abcProposal, abcSettingsOf, mondayOf, setAbcSettings } from './abc-proposal';
import { todayLocal } from './days';
import { dueListOf } from './due-list';
import { isDue, isOverdue, type Plan } from './plan';
import { createPlanSessions } from './plan-sessions';
import { createPlanStore } from './plan-store';
import type { StockValueSource } from './stock-values';

const log = createLogger('plans.service');

export interface PlanServiceDeps {
  journal: JournalDb;
  stock: StockValueSource;
  /** The catalog file `stock` reads: given, the ABC proposal (seconds at 500,000 items) is computed off main from
   * it (domain/offload); left out (tests with stock arrays), on main. */
  stockFile?: () => string | null;
  counts: Pick<CountService, 'createSession' | 'session'>;
  user?: string | null;
  today?: () => string;
  /** The Settings language: a plan's count is named with its day in that language's format, as every screen shows
   * a day (the name is kept by the service and read on every PC, so it is written once, when the count starts). */
  language?: () => Language;
}

export function createPlanService(deps: PlanServiceDeps) {
  const db = deps.journal;
  const today = deps.today ?? (() => todayLocal());
  const dayName = (iso: string) => dayText(iso, deps.language?.() ?? DEFAULT_LANGUAGE);
  const store = createPlanStore(db, deps.user ?? null);
  const sessions = createPlanSessions(db, store, today);
  // Two windows (or tabs) starting one plan at once: the second gets the first one's count.
  const starting = singleFlight<string>('plans.start');

  const need = (planId: string): Plan => {
    const plan = store.get(planId);
    if (!plan) throw new UserError('not_found', 'No such plan: it may have been deleted.');
    return plan;
  };
  const viewOf = (plan: Plan, stock: readonly StockValue[], day: string): PlanView => {
    const settings = abcSettingsOf(db, plan.storeId);
    return {
      id: plan.id,
      storeId: plan.storeId,
      name: plan.name,
      what: plan.what,
      every: plan.every,
      nextDue: plan.nextDue,
      lastDone: plan.lastDone,
      due: isDue(plan, day),
      overdue: isOverdue(plan, day),
      dueItems: dueListOf(plan, stock, day, settings).items,
      classWeeks:
        plan.every.kind === 'abc' && plan.what.kind === 'abc' ? settings.frequencies[plan.what.abcClass] : null,
    };
  };
  const one = (plan: Plan): PlanView => viewOf(plan, deps.stock(plan.storeId), today());

  /** The scope of the plan's count due now: its own, or (ABC) this week's slice kept as an item list. */
  const scopeOf = (plan: Plan, day: string): CountScope => {
    if (plan.what.kind === 'scope') return plan.what.scope;
    const due = dueListOf(plan, deps.stock(plan.storeId), day, abcSettingsOf(db, plan.storeId));
    if (!due.itemIds?.length)
      throw new UserError('bad_input', `Nothing of class ${plan.what.abcClass} is due in the week of ${dayName(day)}.`);
    const list = saveItemList(db, due.itemIds);
    return {
      kind: 'items',
      listId: list.listId,
      name: `${plan.name}, week of ${dayName(mondayOf(due.week))}`,
      items: list.items,
    };
  };

  // The link is committed before the session is created under the id it names: a kill in between leaves the
  // link, and the next start creates the session under it.
  async function startOnce(planId: string): Promise<CountSessionView> {
    const plan = need(planId);
    const open = sessions.unfinished(planId);
    if (open?.created) return deps.counts.session(open.sessionId);
    const on = today();
    const scope = scopeOf(plan, on);
    const sessionId = open?.sessionId ?? randomUUID();
    if (!open) {
      sessions.link(plan.id, sessionId, plan.nextDue);
      crashPoint('plans.start.linked');
    }
    const view = await deps.counts.createSession({
      id: sessionId,
      storeId: plan.storeId,
      description: `${plan.name} (count plan, ${dayName(on)})`,
      areas: [],
      blind: false,
      scope,
    });
    crashPoint('plans.start.created');
    log.info('plan started', { planId, sessionId, due: plan.nextDue, resumed: open !== null });
    return view;
  }

  return {
    list(storeId: string): PlanListView {
      const day = today();
      const stock = deps.stock(storeId);
      return { today: day, plans: store.list(storeId).map((p) => viewOf(p, stock, day)) };
    },
    add: (input: unknown): PlanView => one(store.add(input)),
    edit: (input: unknown): PlanView => one(store.edit(input)),
    remove(planId: string): { deleted: true } {
      if (!store.remove(planId)) throw new UserError('not_found', 'No such plan: it may have been deleted.');
      return { deleted: true };
    },
    /** A plan by its name in the store (the CLI's `count --plan <name>`). */
    byName(storeId: string, name: string): Plan | null {
      return store.list(storeId).find((p) => p.name.toLowerCase() === name.trim().toLowerCase()) ?? null;
    },
    abcSettings: (storeId: string): AbcSettingsView => abcSettingsOf(db, storeId),
    setAbcSettings(storeId: string, settings: AbcSettingsView): AbcSettingsView {
      try {
        return setAbcSettings(db, storeId, settings);
      } catch (err) {
        throw new UserError('bad_input', (err as Error).message);
      }
    },
    async proposal(storeId: string, weeks: number): Promise<AbcProposalView> {
      const settings = abcSettingsOf(db, storeId);
      const catalog = deps.stockFile?.();
      if (!catalog) return abcProposal(deps.stock(storeId), settings, today(), weeks);
      return offMain('plans.abc', { catalog, storeId, settings, today: today(), weeks });
    },
    /** The proposal as three plans, one per class, each following its class's frequency. */
    accept(storeId: string, firstDue: string): PlanView[] {
      return (['A', 'B', 'C'] as const).map((c) =>
        one(
          store.add({
            storeId,
            name: `${c} items`,
            what: { kind: 'abc', abcClass: c },
            every: { kind: 'abc' },
            firstDue,
          }),
        ),
      );
    },
    /**
     * The plan's count: a session scoped as the plan says, described by the plan's name and today's date. A count
     * of the plan started and not finished yet is returned instead of a second one. One start at a time per plan.
     */
    start: (planId: string): Promise<CountSessionView> => starting.run(planId, () => startOnce(planId)),
  };
}
export type PlanService = ReturnType<typeof createPlanService>;
