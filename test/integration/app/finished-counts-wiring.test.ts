// Process: test (node). Counting's reconciler of finished counts wired into the app, through the
// dispatcher against the real demo service and real files: a due plan's count is started and counted, then the app
// dies right after the service and the journal took Finalized, before any record (the files are left as that kill
// leaves them). On the next launch the journal's engines start and, without anyone finalizing or refreshing, the
// count has its tag history (compacted), its accuracy, and its plan has moved one step. safeStorage is the one fake.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../../domain/codes';
import { openJournalFile } from '../../../domain/journal/journal';
import { addDays, todayLocal } from '../../../domain/plans/days';
import { DEMO_DATA_FILE } from '../../../domain/session/demo-service';
import { STORES } from '../../../service/seed/catalog-tree';
import { catalogItemAt } from '../../../service/seed/demo-catalog';
import { appHarnessPerFile, DEMO_SIGN_IN } from '../../helpers/app-harness';
import { ok } from '../../helpers/app-services';

const ITEMS = 100;
const STORE = STORES[0]!;
const epcOf = (index: number, serial: number) =>
  encodeSgtin96({ gtin14: catalogItemAt(index, ITEMS).epcGTIN[0]!, serial, companyPrefixLength: 7 });

describe("the app's reconciler of finished counts (real demo service)", () => {
  const app = appHarnessPerFile('stocktake-finished-app-', ITEMS);
  const signedIn = async () => {
    const services = await app.launch();
    await ok(services, 'auth.signIn', DEMO_SIGN_IN);
    await ok(services, 'stores.choose', { storeId: STORE.id });
    await app.catalogReady(services);
    return services;
  };

  it('records a count a kill left finished: tag history, accuracy and the plan, at the next start', async () => {
    const today = todayLocal();
    const first = await signedIn();
    const plan = await ok(first, 'plans.add', {
      storeId: STORE.id,
      name: 'Weekly after a kill',
      what: { kind: 'scope', scope: { kind: 'store' } },
      every: { kind: 'interval', n: 1, unit: 'weeks' },
      firstDue: addDays(today, -2),
    });
    const session = await ok(first, 'plans.start', { planId: plan.id });
    await ok(first, 'counts.scan', { sessionId: session.id, texts: [epcOf(1, 1), epcOf(1, 2), epcOf(2, 1)] });
    await expect
      .poll(async () => (await ok(first, 'counts.outbox', { sessionId: session.id })).pending, { timeout: 15_000 })
      .toBe(0);
    await app.quit(first);

    // The kill: the service and the journal took Finalized; nothing after that ran.
    const service = new Database(join(app.dataDir, DEMO_DATA_FILE));
    service.prepare('UPDATE sessions SET mobile_status = 2 WHERE id = ?').run(session.id);
    service.close();
    const [journalFile] = readdirSync(join(app.dataDir, 'journal')).filter((f) => f.endsWith('.db'));
    const journal = openJournalFile(join(app.dataDir, 'journal', journalFile!));
    journal.prepare('UPDATE count_sessions SET status = 2 WHERE id = ?').run(session.id);
    journal.close();

    const again = await signedIn();
    await expect
      .poll(async () => (await again.dispatch('tags.counts', {})).ok, { timeout: 15_000, interval: 50 })
      .toBe(true);
    expect(await ok(again, 'tags.counts', {})).toMatchObject([{ sessionId: session.id, tags: 3 }]);
    expect((await ok(again, 'plans.list', { storeId: STORE.id })).plans).toMatchObject([
      { id: plan.id, nextDue: addDays(today, 5), lastDone: today, due: false },
    ]);
    const db = again.journal.db()!;
    expect(db.prepare('SELECT COUNT(*) AS n FROM count_tags WHERE session_id = ?').get(session.id)).toMatchObject({
      n: 0,
    });
    expect(db.prepare('SELECT items, units FROM accuracy_counts WHERE session_id = ?').get(session.id)).toMatchObject({
      items: 2,
      units: 3,
    });
    await app.quit(again);
  }, 120_000);
});
