// Process: test (node). A first catalog sync from the CLI over 1,600 items (4 pages of 500) and the store's on-hand,
// killed at any page, then `sync` run again: the cache holds exactly the store's items (no item lost, none twice) and
// its on-hand rows, the sync is complete, and the scan index opened from the cache holds every item.
import { expect } from 'vitest';
import { openCatalog } from '../../../domain/catalog/catalog';
import { type CatalogIndexRecord, readIndexRecords } from '../../../domain/catalog/index-feed';
import { decodeInput } from '../../../domain/codes';
import type { CrashPointName } from '../../../domain/shared/crash-points';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import type { CliWorldFile } from '../cli-world';
import type { CrashWorkflow, CrashWorld } from '../harness';

export const crashPoints = [
  'catalog.page.committed',
  'catalog.onhand.committed',
  'catalog.sync.completed',
] as const satisfies readonly CrashPointName[];

export const CATALOG_ITEMS = 1_600;

interface CatalogWorld extends CrashWorld {
  dataDir: string;
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

export function catalogWorkflow(file: CliWorldFile): CrashWorkflow<CatalogWorld> {
  return {
    name: 'catalog sync (CLI): items pages, on-hand pages, completion',
    points: crashPoints,
    async setup() {
      return { proxy: file.proxy, dataDir: file.newDataDir() };
    },
    act(world, env) {
      return file.cli(world.dataDir, ['sync', '--store', file.storeCode], env);
    },
    async check(world) {
      const catalog = openCatalog({
        dataDir: world.dataDir,
        baseUrl: file.proxy.url,
        clientId: DEMO_CLIENT_ID,
        decode: (t) => decodeInput(t),
      });
      try {
        const want = ids(file.query('SELECT item_id AS id FROM item_stores WHERE store_id = ?', file.storeId));
        expect(want.length).toBeGreaterThan(CATALOG_ITEMS / 2);
        const held = catalog.db.prepare('SELECT item_id AS id FROM item_stores WHERE store_id = ?').all(file.storeId);
        expect(ids(held as { id: string }[]), "the store's items, each once").toEqual(want);
        const onHand = (rows: { id: string; q: number }[]) => rows.map((r) => `${r.id}=${r.q}`).sort();
        const wantOnHand = file.query<{ id: string; q: number }>(
          'SELECT item_id AS id, quantity AS q FROM on_hand WHERE store_id = ?',
          file.storeId,
        );
        const heldOnHand = catalog.db
          .prepare('SELECT item_id AS id, qty AS q FROM on_hand WHERE store_id = ?')
          .all(file.storeId) as { id: string; q: number }[];
        expect(onHand(heldOnHand), "the store's on-hand rows").toEqual(onHand(wantOnHand));
        // One row per (store, phase); on-hand is keyed by the stores it covers (onHandStateKey).
        const state = catalog.db
          .prepare('SELECT phase, last_completed_at AS done, run_started_at AS running FROM sync_state ORDER BY phase')
          .all() as { phase: string; done: string | null; running: string | null }[];
        expect([...new Set(state.map((s) => s.phase))]).toEqual(['items', 'onhand']);
        for (const s of state) expect(s, `${s.phase} completed, nothing left running`).toMatchObject({ running: null });
        for (const s of state) expect(s.done, `${s.phase} completed`).not.toBeNull();
        const records: CatalogIndexRecord[] = readIndexRecords(catalog.db);
        expect(catalog.index.size, 'the scan index holds every item of the cache').toBe(records.length);
      } finally {
        await catalog.close();
      }
    },
    async teardown(world) {
      file.removeDataDir(world.dataDir);
    },
  };
}
