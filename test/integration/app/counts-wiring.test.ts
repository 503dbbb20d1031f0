// Process: test (node). Counting wired into the app, through the dispatcher, against the real demo service and real
// files: sign in, choose a store, create a session, make it the reader's target, feed the real reader service
// (wedge scans and the demo simulator), and see the lines counted in the journal and sent to the service. Then
// sign-out closes the journal and a relaunch finds the session again. safeStorage is the one fake.
import { describe, expect, it } from 'vitest';
import type { CountEventsBatch } from '../../../contract/counts';
import { encodeSgtin96 } from '../../../domain/codes';
import { STORES } from '../../../service/seed/catalog-tree';
import { catalogItemAt } from '../../../service/seed/demo-catalog';
import { appHarnessPerFile, DEMO_SIGN_IN } from '../../helpers/app-harness';
import { ok } from '../../helpers/app-services';
import { sleep } from '../../helpers/waits';

const ITEMS = 300;
const STORE = STORES[0]!;
const epcOf = (index: number, serial: number) =>
  encodeSgtin96({ gtin14: catalogItemAt(index, ITEMS).epcGTIN[0]!, serial, companyPrefixLength: 7 });

describe('counting wired into the app (real demo service, real reader service)', () => {
  const app = appHarnessPerFile('stocktake-counts-app-', ITEMS);
  const { quit, catalogReady } = app;
  const launch = async () => {
    const services = await app.launch();
    const batches: CountEventsBatch[] = [];
    services.events.subscribe((event, payload) => {
      if (event === 'counts.events') batches.push(payload as CountEventsBatch);
    });
    return { services, batches };
  };

  it('refuses counting before sign-in with a sentence to act on', async () => {
    const { services } = await launch();
    const r = await services.dispatch('counts.sessions.list', { storeId: STORE.id });
    expect(r).toMatchObject({ ok: false, error: { code: 'counts_unavailable', message: /Sign in first/ } });
    await quit(services);
  });

  it('counts reader scans in the active session, sends them, and closes on sign-out', async () => {
    const { services, batches } = await launch();
    await ok(services, 'auth.signIn', DEMO_SIGN_IN);
    await ok(services, 'stores.choose', { storeId: STORE.id });
    await catalogReady(services);

    const session = await ok(services, 'counts.sessions.create', {
      storeId: STORE.id,
      description: 'Wired count',
      areas: ['Front'],
    });
    // Not the target yet: reader scans do not count.
    await ok(services, 'reader.ingestScan', { text: epcOf(1, 1), kind: 'epc' });
    await sleep(300);
    expect(batches).toEqual([]);

    expect(await ok(services, 'counts.sessions.activate', { sessionId: session.id })).toMatchObject({
      id: session.id,
      activeArea: 'Front',
    });
    // Wedge scans through the reader service: three tags of item 1, one of item 2, a repeat, and a barcode.
    const item2 = catalogItemAt(2, ITEMS);
    for (const epc of [epcOf(1, 1), epcOf(1, 2), epcOf(1, 3), epcOf(2, 1), epcOf(1, 1)])
      await ok(services, 'reader.ingestScan', { text: epc, kind: 'epc' });
    await ok(services, 'reader.ingestScan', { text: item2.upc[0]!, kind: 'barcode' });
    await expect.poll(() => batches.at(-1)?.totals.units, { timeout: 5_000 }).toBe(5);
    expect(batches.at(-1)?.totals).toMatchObject({ lines: 2, uniqueTags: 4 });

    const lines = await ok(services, 'counts.lines', { sessionId: session.id });
    const byItem = Object.fromEntries(lines.lines.map((l) => [l.itemId, l.counted]));
    expect(byItem).toEqual({ [catalogItemAt(1, ITEMS).id]: 3, [item2.id]: 2 });

    // The demo simulator is a reader source like any other: its batches reach the tap too.
    const before = batches.length;
    await ok(services, 'reader.startSimulator', { tags: 30, rate: 200 });
    await expect.poll(() => batches.length, { timeout: 5_000 }).toBeGreaterThan(before);
    await ok(services, 'reader.stopSimulator', {});
    expect(batches.slice(before).reduce((n, b) => n + b.reads, 0)).toBeGreaterThan(0);

    // Sent to the service: nothing pending, and the service holds our session items with our counts.
    await expect
      .poll(async () => (await ok(services, 'counts.outbox', { sessionId: session.id })).pending, { timeout: 15_000 })
      .toBe(0);
    expect((await ok(services, 'counts.outbox', { sessionId: session.id })).lastSuccessAt).not.toBeNull();
    const remote = await services.session.call((c) => c.getSession(session.id));
    const remoteCounts = Object.fromEntries(remote.sessionItems.map((i) => [i.itemID, i.count]));
    expect(remoteCounts[catalogItemAt(1, ITEMS).id]).toBe(3);
    expect(remoteCounts[item2.id]).toBe(2);

    // Deactivated: scans no longer count.
    const { totals } = await ok(services, 'counts.sessions.deactivate', { sessionId: session.id }).then(() =>
      ok(services, 'counts.sessions.open', { sessionId: session.id }),
    );
    expect(totals.units).toBeGreaterThanOrEqual(5);
    const settled = batches.length;
    await ok(services, 'reader.ingestScan', { text: epcOf(3, 1), kind: 'epc' });
    await sleep(300);
    expect(batches.length).toBe(settled);

    await ok(services, 'auth.signOut', {});
    expect(await services.dispatch('counts.lines', { sessionId: session.id })).toMatchObject({
      ok: false,
      error: { code: 'counts_unavailable' },
    });
    expect(services.journal.db()).toBeNull();
    await quit(services);

    // Relaunch: the journal opens again for the account and the session is still here.
    const again = await launch();
    await ok(again.services, 'auth.signIn', DEMO_SIGN_IN);
    await ok(again.services, 'stores.choose', { storeId: STORE.id });
    await catalogReady(again.services);
    await expect
      .poll(async () => (await again.services.dispatch('counts.sessions.activate', { sessionId: session.id })).ok)
      .toBe(true);
    const view = await ok(again.services, 'counts.sessions.activate', { sessionId: session.id });
    expect(view.totals).toEqual(totals);
    // The tag counted before the restart stays counted once.
    await ok(again.services, 'reader.ingestScan', { text: epcOf(1, 2), kind: 'epc' });
    await expect.poll(() => again.batches.length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(again.batches.at(-1)?.totals.units).toBe(totals.units);
    await quit(again.services);
  });
});
