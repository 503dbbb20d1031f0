// Process: test (node). Two browser-mode tabs starting one due plan at the same moment: the real
// browser-mode server (hosts/web/server.ts) and dispatcher over the plan handlers of one plan service, on a counting
// engine against the real local service. The on-hand snapshot of the first start is held until the second request
// has reached its handler, so the second one always arrives while the first is under way. One session and one
// plan <-> session link come of it, both tabs get that session, and finalizing it moves the weekly plan one week.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handlers } from '../../../contract';
import type { CountSessionView } from '../../../contract/counts';
import { addDays, todayLocal } from '../../../domain/plans/days';
import { createPlanService, type PlanService } from '../../../domain/plans/plan-service';
import { planDueDates } from '../../../domain/plans/plan-sessions';
import { catalogStockValues } from '../../../domain/plans/stock-values';
import { planHandlers } from '../../../hosts/app/plans/handlers';
import { createDispatcher } from '../../../hosts/ipc/dispatch';
import { createEventHub } from '../../../hosts/ipc/events';
import { type BrowserServer, startBrowserServer } from '../../../hosts/web/server';
import { askAtOnce, openTab, type Tab } from '../../helpers/ws-tabs';
import { countEngine, epcEvents, type ServiceOnDisk, serviceOnDisk, type TestCountEngine } from '../counts/harness';

let svc: ServiceOnDisk;
let e: TestCountEngine;
let plans: PlanService;
let server: BrowserServer;
let rendererDir: string;
let tabs: Tab[];
/** Set while the on-hand snapshot requests (POST /inventory) are held; resolved to let them through. */
let hold: { release(): void; gate: Promise<void> } | null = null;
const today = todayLocal();

function holdSnapshots() {
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  hold = { release, gate };
}

const heldFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (hold && (init?.method ?? 'GET') === 'POST' && /\/inventory(\?|$)/.test(url)) await hold.gate;
  return fetch(input, init);
};

beforeAll(async () => {
  svc = await serviceOnDisk();
  e = await countEngine(svc.current, { fetch: heldFetch });
  // Wired as the app wires it: the reconciler of finished counts moves the plan (hosts/app/plans).
  e.service.onFinishedCounts(planDueDates(e.journal));
  plans = createPlanService({ journal: e.journal, stock: catalogStockValues(e.catalog.db), counts: e.service });
  const real = planHandlers({ service: () => plans });
  // The second plans.start to reach its handler lets the held snapshot go.
  let starts = 0;
  const handlers: typeof real = {
    ...real,
    'plans.start': (args) => {
      const answer = real['plans.start'](args);
      if (++starts === 2) hold?.release();
      return answer;
    },
  };
  rendererDir = await mkdtemp(join(tmpdir(), 'stocktake-plan-tabs-'));
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>ok</title>');
  server = await startBrowserServer({
    dispatch: createDispatcher(handlers as unknown as Handlers),
    events: createEventHub(),
    rendererDir,
  });
  tabs = [await openTab(server), await openTab(server)];
}, 120_000);
afterAll(async () => {
  for (const t of tabs ?? []) t.close();
  await server?.close();
  await e?.close();
  await svc?.close();
  await rm(rendererDir, { recursive: true, force: true });
});

describe('two browser-mode tabs, one due plan', () => {
  it('starting it at the same moment from both makes one session and one link; finalizing moves it one step', async () => {
    const plan = plans.add({
      storeId: e.storeId,
      name: 'Weekly whole store',
      what: { kind: 'scope', scope: { kind: 'store' } },
      every: { kind: 'interval', n: 1, unit: 'weeks' },
      firstDue: addDays(today, -2),
    });
    holdSnapshots();
    const [fromA, fromB] = await askAtOnce<CountSessionView>(tabs, 'plans.start', { planId: plan.id });
    hold = null;
    if (!fromA?.ok || !fromB?.ok) throw new Error(`a start failed: ${JSON.stringify([fromA, fromB])}`);
    expect(fromB.value.id).toBe(fromA.value.id);
    const sessions = e.journal.prepare('SELECT id FROM count_sessions').all();
    expect(sessions).toEqual([{ id: fromA.value.id }]);
    const links = e.journal.prepare('SELECT session_id AS id, plan_id AS planId FROM count_plan_sessions').all();
    expect(links).toEqual([{ id: fromA.value.id, planId: plan.id }]);

    e.service.ingest(fromA.value.id, epcEvents([e.epc(0, 1)]));
    expect(await e.service.flush()).toBe(true);
    expect(await e.service.finalize(fromA.value.id, true)).toMatchObject({ ok: true });
    expect(plans.list(e.storeId).plans).toMatchObject([{ nextDue: addDays(today, 5), lastDone: today }]);
    // Asked again once it is finished: a new count of the plan, not the finished one.
    const next = await tabs[0]!.ask<CountSessionView>('plans.start', { planId: plan.id });
    expect(next).toMatchObject({ ok: true });
    expect(next.ok && next.value.id).not.toBe(fromA.value.id);
  }, 120_000);
});
