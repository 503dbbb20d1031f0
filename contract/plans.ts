// Process: shared by main and renderer (types only outside main). Count plans: what a store counts
// and how often, listed with the next due date (overdue ones marked), added, edited and deleted; the ABC proposal
// (the store's items classed by the value they hold, the frequencies, each week's due item count) with its cut
// points and frequencies as settings; and starting a due plan as a scoped count session. domain/plans holds the
// rules; these are the shapes that cross IPC.
import { z } from 'zod';
import { ChosenScope, type CountSessionView } from './counts';
import { Guid, request } from './request';

export type AbcClass = 'A' | 'B' | 'C';

/** A calendar day, 'YYYY-MM-DD' (the store's own day), that exists (2026-02-30 does not). */
export const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD')
  .refine((d) => {
    const ms = Date.parse(`${d}T00:00:00Z`);
    return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === d;
  }, 'not a date');

/** What a plan counts: a count scope (categories, areas only, the whole store), or the items of one ABC class. */
export const PlanWhat = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('scope'), scope: ChosenScope }).strict(),
  z.object({ kind: z.literal('abc'), abcClass: z.enum(['A', 'B', 'C']) }).strict(),
]);
export type PlanWhat = z.infer<typeof PlanWhat>;

/** How often: every N days or weeks; an ABC plan may follow its class's frequency (the ABC settings). */
export const PlanEvery = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('interval'), n: z.number().int().min(1).max(3660), unit: z.enum(['days', 'weeks']) })
    .strict(),
  z.object({ kind: z.literal('abc') }).strict(),
]);
export type PlanEvery = z.infer<typeof PlanEvery>;

const PlanFields = z.object({
  name: z.string().trim().min(1, 'A plan needs a name').max(120),
  what: PlanWhat,
  every: PlanEvery,
  /** The first due day. */
  firstDue: IsoDay,
});
type Fields = z.infer<typeof PlanFields>;
const onlyAbcFollowsClass = (p: Fields) => p.every.kind === 'interval' || p.what.kind === 'abc';
const abcInWeeks = (p: Fields) => p.what.kind !== 'abc' || p.every.kind === 'abc' || p.every.unit === 'weeks';
const checked = <T extends z.ZodType<Fields>>(s: T) =>
  s
    .refine(onlyAbcFollowsClass, {
      message: 'Only an ABC plan can follow its class: give other plans every N days or weeks',
    })
    .refine(abcInWeeks, { message: 'An ABC plan counts a slice each week: give its cycle in weeks' });

/** A new plan of a store (names are unique per store). */
export const PlanInput = checked(PlanFields.extend({ storeId: z.string().min(1) }).strict());
export type PlanInput = z.infer<typeof PlanInput>;
export const PlanEdit = checked(PlanFields.extend({ planId: Guid }).strict());
export type PlanEdit = z.infer<typeof PlanEdit>;

/** A plan as the journal keeps it (domain/plans/plan.ts `Plan` adds the last count's session). */
export interface PlanRecord {
  id: string;
  storeId: string;
  name: string;
  what: PlanWhat;
  every: PlanEvery;
  nextDue: string;
  /** The day of the last finalized count of the plan; null before the first. */
  lastDone: string | null;
}

export interface PlanView extends PlanRecord {
  /** Due today or before (overdue included), and overdue (the due day has passed). */
  due: boolean;
  overdue: boolean;
  /** Items the count due this week covers (an ABC plan: this week's slice); null for an areas-only plan. */
  dueItems: number | null;
  /** Weeks between two counts of an item when the plan follows its class's frequency (the ABC settings), so the
   * plan list says "Every 26 weeks"; null for a plan with its own interval. */
  classWeeks: number | null;
}

export interface PlanListView {
  /** The day the figures are for (this PC's calendar day). */
  today: string;
  plans: PlanView[];
}

export const AbcCutsSchema = z
  .object({ a: z.number().gt(0).max(1), b: z.number().gt(0).max(1) })
  .strict()
  .refine((c) => c.a <= c.b, { message: 'The A cut point cannot be above the B cut point' });
export const AbcFrequenciesSchema = z
  .object({
    A: z.number().int().min(1).max(520),
    B: z.number().int().min(1).max(520),
    C: z.number().int().min(1).max(520),
  })
  .strict();
export const AbcSettingsSchema = z.object({ cuts: AbcCutsSchema, frequencies: AbcFrequenciesSchema }).strict();
export type AbcSettingsView = z.infer<typeof AbcSettingsSchema>;

export interface AbcClassFigures {
  items: number;
  value: number;
  /** Weeks between two counts of an item of the class. */
  weeks: number;
}

/** One week of the proposal: its Monday and how many items (per class) are due. */
export interface AbcWeekView {
  week: number;
  monday: string;
  items: number;
  byClass: Record<AbcClass, number>;
}

export interface AbcProposalView {
  settings: AbcSettingsView;
  totalValue: number;
  byClass: Record<AbcClass, AbcClassFigures>;
  /** The next weeks from this one. */
  weeks: AbcWeekView[];
  /** Items due per week over a year: mean, fewest, most. */
  spread: { mean: number; min: number; max: number };
}

const StoreId = z.object({ storeId: Guid }).strict();
const PlanId = z.object({ planId: Guid }).strict();

export const planRequests = {
  'plans.list': request<PlanListView>()(StoreId),
  'plans.add': request<PlanView>()(PlanInput),
  'plans.edit': request<PlanView>()(PlanEdit),
  'plans.delete': request<{ deleted: true }>()(PlanId),
  /** The store's ABC classes from the catalog cache, the frequencies and the due count of each of the next weeks. */
  'plans.abc.proposal': request<AbcProposalView>()(
    z.object({ storeId: Guid, weeks: z.number().int().min(1).max(52).default(8) }).strict(),
  ),
  'plans.abc.settings.get': request<AbcSettingsView>()(StoreId),
  'plans.abc.settings.set': request<AbcSettingsView>()(
    z.object({ storeId: Guid, settings: AbcSettingsSchema }).strict(),
  ),
  /** Adds the proposal's three plans ("A items", "B items", "C items"), each due from `firstDue`. */
  'plans.abc.accept': request<PlanView[]>()(z.object({ storeId: Guid, firstDue: IsoDay }).strict()),
  /** Starts the plan's due count: a scoped session named after the plan and the day (opened, ready to count). */
  'plans.start': request<CountSessionView>()(PlanId),
} as const;
