// Process: main (domain, Electron-free). Each item's full and empty (tare) bottle weight, kept in the journal:
// learnt by weighing one full and one empty bottle (each side set on its own) or typed as a pair. Kept per item,
// for every store of the account, like pack sizes; shared between PCs and stores as CSV (weight-csv.ts).
import type { JournalDb } from '../journal/journal';
import { UserError } from '../shared/errors';
import { type BottleWeights, gramsToMg } from './bottle-fraction';

export type WeightSide = 'full' | 'empty';

/** A bottle weighs more than nothing and less than 100 kg. */
const MAX_MG = 100_000_000;

function checkMg(grams: number): number {
  const mg = gramsToMg(grams);
  if (!Number.isFinite(grams) || mg <= 0 || mg > MAX_MG)
    throw new UserError('invalid_argument', 'A bottle weight is more than 0 g and at most 100 kg: weigh it again.');
  return mg;
}

export interface ItemWeightsRow {
  itemId: string;
  fullGrams: number | null;
  emptyGrams: number | null;
}

export function createWeightStore(db: JournalDb, now: () => number = Date.now) {
  const st = {
    get: db.prepare('SELECT full_mg, tare_mg FROM item_weights WHERE item_id = ?'),
    learn: {
      full: db.prepare(
        `INSERT INTO item_weights (item_id, full_mg, tare_mg, set_at, set_by) VALUES (?1, ?2, NULL, ?3, ?4)
         ON CONFLICT(item_id) DO UPDATE SET full_mg = ?2, set_at = ?3, set_by = ?4`,
      ),
      empty: db.prepare(
        `INSERT INTO item_weights (item_id, full_mg, tare_mg, set_at, set_by) VALUES (?1, NULL, ?2, ?3, ?4)
         ON CONFLICT(item_id) DO UPDATE SET tare_mg = ?2, set_at = ?3, set_by = ?4`,
      ),
    },
    all: db.prepare('SELECT item_id, full_mg, tare_mg FROM item_weights ORDER BY item_id'),
  };
  const grams = (mg: number | null) => (mg === null ? null : mg / 1000);
  const store = {
    weights(itemId: string): BottleWeights {
      const r = st.get.get(itemId) as { full_mg: number | null; tare_mg: number | null } | undefined;
      return { fullMg: r?.full_mg ?? null, tareMg: r?.tare_mg ?? null };
    },
    /** One bottle weighed, full or empty: that side of the item's weights. */
    learn(itemId: string, side: WeightSide, grams: number, user: string | null = null): BottleWeights {
      st.learn[side].run(itemId, checkMg(grams), now(), user);
      return store.weights(itemId);
    },
    /** Both weights typed (or imported): the full bottle must weigh more than the empty one. */
    set(itemId: string, fullGrams: number, emptyGrams: number, user: string | null = null): BottleWeights {
      const full = checkMg(fullGrams);
      const empty = checkMg(emptyGrams);
      if (full <= empty)
        throw new UserError('invalid_argument', 'A full bottle weighs more than an empty one: check the two weights.');
      db.transaction(() => {
        st.learn.full.run(itemId, full, now(), user);
        st.learn.empty.run(itemId, empty, now(), user);
      })();
      return store.weights(itemId);
    },
    all(): ItemWeightsRow[] {
      return (st.all.all() as { item_id: string; full_mg: number | null; tare_mg: number | null }[]).map((r) => ({
        itemId: r.item_id,
        fullGrams: grams(r.full_mg),
        emptyGrams: grams(r.tare_mg),
      }));
    },
  };
  return store;
}
export type WeightStore = ReturnType<typeof createWeightStore>;
