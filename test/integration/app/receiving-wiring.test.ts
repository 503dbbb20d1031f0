// Process: test (node). Receiving wired into the app, through the dispatcher, against the real demo service and
// real files: sign in, choose a store, create a draft for a vendor of the store, make it the reader's target,
// scan through the real reader service (wedge scans: tags once, barcodes), see 'receiving.draftChanged' pushed
// and the draft in the journal, submit it and find the receipt on the service. A count session activated
// afterwards takes the reader from the draft. safeStorage is the one fake.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../contract';
import { encodeSgtin96 } from '../../../domain/codes';
import type { AppServices } from '../../../hosts/app/services';
import { STORES } from '../../../service/seed/catalog-tree';
import { catalogItemAt } from '../../../service/seed/demo-catalog';
import { appHarnessPerFile } from '../../helpers/app-harness';
import { ok } from '../../helpers/app-services';
import { sleep } from '../../helpers/waits';

const ITEMS = 300;
const STORE = STORES[0]!;
type Changed = EventPayload<'receiving.draftChanged'>;

/** Items the store carries (so validation accepts them), by catalog position. */
const atStore = Array.from({ length: ITEMS }, (_, i) => catalogItemAt(i, ITEMS)).filter((item) =>
  item.stores.some((s) => s.storeId === STORE.id),
);

describe('receiving wired into the app (real demo service, real reader service)', () => {
  const app = appHarnessPerFile('stocktake-receiving-app-', ITEMS);
  let services: AppServices;
  const changes: Changed[] = [];

  beforeAll(async () => {
    services = await app.launch();
    services.events.subscribe((event, payload) => {
      if (event === 'receiving.draftChanged') changes.push(payload as Changed);
    });
  });

  it('receives reader scans into the active draft and submits it', async () => {
    expect(await services.dispatch('receiving.drafts.list', {})).toMatchObject({
      ok: false,
      error: { code: 'receiving_unavailable' },
    });
    await ok(services, 'auth.signIn', { connection: { kind: 'demo' }, userName: 'demo', password: 'demo' });
    await ok(services, 'stores.choose', { storeId: STORE.id });
    await expect
      .poll(async () => (await services.dispatch('receiving.vendors', {})).ok, { timeout: 20_000, interval: 50 })
      .toBe(true);
    await expect.poll(async () => (await ok(services, 'catalog.status', {})).state, { timeout: 20_000 }).toBe('ready');
    const vendors = await ok(services, 'receiving.vendors', {});
    expect(vendors.length).toBeGreaterThan(0);

    const draft = await ok(services, 'receiving.drafts.create', { vendorId: vendors[0]!.id, docNumber: 'RECAPP01' });
    expect(await ok(services, 'receiving.drafts.activate', { draftId: draft.id })).toMatchObject({ id: draft.id });

    const [a, b] = atStore;
    const tag = encodeSgtin96({ gtin14: a!.epcGTIN[0]!, serial: 77, companyPrefixLength: 7 });
    // The same tag twice (it counts once), a second tag of the same item, and a barcode of another item.
    await ok(services, 'reader.ingestScan', { text: tag, kind: 'epc' });
    await ok(services, 'reader.ingestScan', { text: tag, kind: 'epc' });
    await ok(services, 'reader.ingestScan', {
      text: encodeSgtin96({ gtin14: a!.epcGTIN[0]!, serial: 78, companyPrefixLength: 7 }),
      kind: 'epc',
    });
    await ok(services, 'reader.ingestScan', { text: b!.upc[0]!, kind: 'barcode' });
    await expect.poll(() => changes.at(-1)?.draft.totals.units, { timeout: 5_000 }).toBe(3);
    expect(changes.every((c) => c.draftId === draft.id)).toBe(true);
    expect(changes.flatMap((c) => c.outcomes.map((o) => o.kind))).toContain('repeatTag');

    // In the journal, as the screen reads it.
    const stored = await ok(services, 'receiving.drafts.get', { draftId: draft.id });
    expect(Object.fromEntries(stored.lines.map((l) => [l.itemId, l.quantity]))).toEqual({ [a!.id]: 2, [b!.id]: 1 });

    // A count session activated now takes the reader: the draft stops receiving.
    const session = await ok(services, 'counts.sessions.create', { storeId: STORE.id, description: 'Takes over' });
    await ok(services, 'counts.sessions.activate', { sessionId: session.id });
    const seen = changes.length;
    await ok(services, 'reader.ingestScan', { text: b!.upc[0]!, kind: 'barcode' });
    await sleep(300);
    expect(changes.length).toBe(seen);
    expect(services.receiving.activeDraft()).toBeNull();

    const submitted = await ok(services, 'receiving.drafts.submit', { draftId: draft.id });
    expect(submitted).toMatchObject({ status: 'submitted', docNumber: 'RECAPP01' });
    const page = await ok(services, 'receiving.receipts.list', { docNumber: 'RECAPP01' });
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ docNumber: 'RECAPP01', committed: false, totalQuantity: 3 });
  });
});
