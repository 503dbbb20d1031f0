// Process: node (tests). The plan commands as a user runs them (in-process, real local service, real journal):
// `plans --due` lists an overdue plan, `count --plan <name>` starts the plan's count and counts reads into it,
// `finalize` (a plain count command) moves the plan's next due date, and `plans` then shows it no longer due.
// An unknown plan name is a clear error (exit 1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../../domain/codes';
import { openJournal } from '../../../domain/journal/journal';
import { addDays, todayLocal } from '../../../domain/plans/days';
import { createPlanStore } from '../../../domain/plans/plan-store';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { cliInProcess } from '../../helpers/cli-in-process';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';
import { serviceDb } from '../catalog/harness';

let service: TestService;
const dir = tempDir('plans-cli-');
let store: { id: string };
let epc: string;

const cli = cliInProcess(() => ({ ...service, dataDir: dir.path }));
const json = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  service = await startTestService();
  const sdb = serviceDb(service);
  store = sdb.prepare("SELECT id FROM stores WHERE code = 'S01'").get() as typeof store;
  const item = sdb
    .prepare(`SELECT g.gtin FROM items i JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
      JOIN item_stores s ON s.item_id = i.id AND s.store_id = ? ORDER BY i.seq LIMIT 1`)
    .get(store.id) as { gtin: string };
  sdb.close();
  epc = encodeSgtin96({ gtin14: item.gtin, serial: 41, filter: 1 });
}, 60_000);
afterAll(async () => {
  await service?.close();
  dir.remove();
});

describe('cli plans and count --plan', () => {
  it('lists a due plan, counts it, and finalizing moves its next due date', async () => {
    const first = await cli(['plans', '--store', 'S01', '--json']);
    expect(first.code).toBe(0);
    expect(first.out).toEqual([]);
    // A plan made in the app: one week, due two days ago (overdue).
    const today = todayLocal();
    const journal = openJournal(dir.path, service.baseUrl, DEMO_CLIENT_ID);
    createPlanStore(journal).add({
      storeId: store.id,
      name: 'Whole store weekly',
      what: { kind: 'scope', scope: { kind: 'store' } },
      every: { kind: 'interval', n: 1, unit: 'weeks' },
      firstDue: addDays(today, -2),
    });
    journal.close();

    const due = await cli(['plans', '--store', 'S01', '--due']);
    expect(due.code).toBe(0);
    expect(due.out).toHaveLength(1);
    expect(due.out[0]).toMatch(/OVERDUE\s+\d+ items\s+Whole store weekly\s+\(whole store, every 1 weeks\)/);

    const count = await cli(['count', '--store', 'S01', '--plan', 'whole store weekly', '--reads', '-'], `${epc}\n`);
    expect(count.code).toBe(0);
    const counted = json(count.out)[0]!;
    expect(counted).toMatchObject({ ok: true, plan: 'Whole store weekly', reads: 1, outcomes: { newItem: 1 } });

    const fin = await cli(['finalize', '--session', String(counted.sessionId), '--anyway']);
    expect(fin.code).toBe(0);

    const after = json((await cli(['plans', '--store', 'S01', '--json'])).out);
    expect(after).toMatchObject([
      { name: 'Whole store weekly', due: false, lastDone: today, nextDue: addDays(today, 5) },
    ]);
    expect((await cli(['plans', '--store', 'S01', '--due'])).out).toEqual([]);
  }, 120_000);

  it('refuses an unknown plan name', async () => {
    const r = await cli(['count', '--store', 'S01', '--plan', 'No such plan', '--reads', '-'], '');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('No plan "No such plan"');
  }, 60_000);
});
