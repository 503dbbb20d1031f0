// Process: test (node). Pack sizes at the app's seams, through the dispatcher as the renderer calls it: over the
// contract's maximum is a validation error naming the field (not 'internal'), and a size set while receiving is
// used at once by counting on the same journal (one store per journal, no per-engine cache).
import { describe, expect, it } from 'vitest';
import { PACK_SIZE_MAX } from '../../../contract/request';
import { STORES } from '../../../service/seed/catalog-tree';
import { catalogItemAt, demoCaseOf } from '../../../service/seed/demo-catalog';
import { appHarnessPerFile, DEMO_SIGN_IN } from '../../helpers/app-harness';
import { ok } from '../../helpers/app-services';

const ITEMS = 300;
const STORE = STORES[0]!;

function aCase() {
  for (let i = 0; i < ITEMS; i++) {
    const item = catalogItemAt(i, ITEMS);
    const found = demoCaseOf(item);
    if (found) return { item, gtin14: found.gtin14 };
  }
  throw new Error('the demo catalog has no case GTIN-14');
}

describe('pack sizes through the app', () => {
  const app = appHarnessPerFile('stocktake-pack-sizes-', ITEMS);

  it('refuses 100,001 units as a validation error and counts with a size set in receiving at once', async () => {
    const services = await app.launch();
    await ok(services, 'auth.signIn', DEMO_SIGN_IN);
    await ok(services, 'stores.choose', { storeId: STORE.id });
    await app.catalogReady(services);
    const { item, gtin14 } = aCase();
    const session = await ok(services, 'counts.sessions.create', { storeId: STORE.id, description: 'Cases' });

    for (const [name, args] of [
      ['receiving.packSizes.set', { gtin14, units: PACK_SIZE_MAX + 1 }],
      ['counts.packSize.set', { sessionId: session.id, gtin14, units: PACK_SIZE_MAX + 1 }],
    ] as const) {
      const r = await services.dispatch(name, args);
      expect(r, name).toMatchObject({
        ok: false,
        error: {
          code: 'invalid_argument',
          fields: [{ field: 'units', message: 'A pack size is at most 100,000 units.' }],
        },
      });
    }

    // Set in receiving; counting on the same journal uses it for the very next scan, without asking.
    await ok(services, 'receiving.packSizes.set', { gtin14, units: 12 });
    const batch = await ok(services, 'counts.scan', { sessionId: session.id, texts: [gtin14] });
    expect(batch.totals.units).toBe(12);
    const lines = await ok(services, 'counts.lines', { sessionId: session.id });
    expect(lines.lines.map((l) => [l.itemId, l.counted])).toEqual([[item.id, 12]]);
    await app.quit(services);
  }, 60_000);
});
