// Process: main (domain, Electron-free). The unknown list: tags and codes that matched no item (raw text kept),
// and case codes waiting for their pack size. Assigning a tag counts it once (its tag is then known to the
// session); assigning a code counts each scan of it; ignoring keeps it listed but resolved. Setting a pack size
// counts the case scans that waited for it. A second encoding of a counted tag identity (kind 'clone', ingest.ts)
// is listed to be looked at and ignored, never assigned: its identity counts once.
import type { CountUnknownView } from '../../contract/counts';
import { epcTextIdentity } from '../codes';
import type { JournalDb } from '../journal/journal';
import type { PackSizes } from '../journal/pack-sizes';
import type { FactsKeeper } from './item-facts';
import type { Ledger } from './ledger';
import type { SessionRows } from './session-rows';
import { CountError } from './status';

/** A count_unknowns row: the view's fields, with the item column as SQL names it, and the assigned item's names. */
type UnknownRow = Omit<CountUnknownView, 'itemId' | 'item' | 'sameAs'> & {
  item_id: string | null;
  same_as: string | null;
  item_sku: string | null;
  item_description: string | null;
};

const view = (r: UnknownRow): CountUnknownView => ({
  code: r.code,
  kind: r.kind,
  raw: r.raw,
  reason: r.reason,
  area: r.area,
  reads: r.reads,
  state: r.state,
  itemId: r.item_id,
  // An assigned unknown says which item it went to: the names the journal copied for its line.
  item: r.item_id && r.item_sku !== null ? { sku: r.item_sku, description: r.item_description ?? '' } : null,
  ...(r.same_as === null ? {} : { sameAs: r.same_as }),
});

/** A row with the assigned item's names (count_item_facts holds every item counted in the session). */
const WITH_ITEM = `SELECT u.*, f.sku AS item_sku, f.description AS item_description
  FROM count_unknowns u LEFT JOIN count_item_facts f ON f.item_id = u.item_id`;

export interface UnknownsDeps {
  db: JournalDb;
  rows: SessionRows;
  ledger: Ledger;
  facts: FactsKeeper;
  packSizes: PackSizes;
  /** The item a case GTIN-14 resolves to in the catalog, if any. */
  itemOfGtin: (gtin14: string) => string | null;
  changed: (sessionId: string) => void;
  now?: () => number;
}

export function createUnknowns(deps: UnknownsDeps) {
  const { db, rows, ledger } = deps;
  const now = deps.now ?? Date.now;
  const st = {
    list: db.prepare(`${WITH_ITEM} WHERE u.session_id = ? ORDER BY u.state = 'open' DESC, u.first_at DESC, u.code`),
    one: db.prepare(`${WITH_ITEM} WHERE u.session_id = ? AND u.code = ?`),
    openCases: db.prepare(
      "SELECT * FROM count_unknowns WHERE session_id = ? AND code = ? AND kind = 'case' AND state = 'open'",
    ),
    resolve: db.prepare('UPDATE count_unknowns SET state = ?, item_id = ? WHERE session_id = ? AND code = ?'),
    tag: db.prepare(
      `INSERT INTO count_tags (session_id, epc, item_id, area, reads, identity) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT DO NOTHING`,
    ),
    hasTag: db.prepare('SELECT 1 FROM count_tags WHERE session_id = ? AND epc = ?'),
    scan: db.prepare(
      `INSERT INTO count_scans (session_id, at, source, raw, epc, decoded, item_id, area, user, line_id, delta)
       VALUES (?, ?, 'assign', ?, ?, NULL, ?, ?, ?, ?, ?)`,
    ),
  };
  const one = (sessionId: string, code: string): UnknownRow => {
    const r = st.one.get(sessionId, code) as UnknownRow | undefined;
    if (!r) throw new CountError('not_found', `"${code}" is not on this session's unknown list.`);
    return r;
  };
  const tx = <T>(sessionId: string, fn: () => T): T => {
    try {
      return ledger.transaction(fn);
    } finally {
      deps.changed(sessionId);
    }
  };

  /** Counts an unknown's scans for `itemId` (a tag once) and marks it assigned; inside a transaction. */
  function countFor(sessionId: string, r: UnknownRow, itemId: string, units: number, user: string | null) {
    const s = rows.require(sessionId);
    deps.facts.ensure([itemId], s.store_id);
    const epc = r.kind === 'tag' ? r.code : null;
    if (epc && st.tag.run(sessionId, epc, itemId, r.area, r.reads, epcTextIdentity(epc)).changes === 0) {
      if (st.hasTag.get(sessionId, epc)) return;
      // Not the EPC but its identity is counted: another encoding of this tag was counted (assigned or read).
      throw new CountError(
        'bad_input',
        `A tag with the identity of "${r.raw}" (another encoding of it) is already counted in this session: ignore this one.`,
      );
    }
    const c = ledger.add(sessionId, itemId, r.area, units, 'assign', user);
    st.scan.run(sessionId, now(), r.code, epc, itemId, r.area, user, c.lineId, units);
    st.resolve.run('assigned', itemId, sessionId, r.code);
  }

  return {
    list: (sessionId: string) => (st.list.all(sessionId) as UnknownRow[]).map(view),
    assign(sessionId: string, code: string, itemId: string, user: string | null): CountUnknownView {
      rows.writable(sessionId);
      const r = one(sessionId, code);
      if (r.state !== 'open') throw new CountError('bad_input', `"${code}" is already ${r.state}.`);
      if (r.kind === 'case') throw new CountError('bad_input', 'Set the pack size of this case code instead.');
      if (r.kind === 'clone')
        throw new CountError(
          'bad_input',
          `"${r.raw}" is another encoding of a tag already counted (${r.same_as}): its identity counts once. Ignore it.`,
        );
      tx(sessionId, () => countFor(sessionId, r, itemId, r.kind === 'tag' ? 1 : r.reads, user));
      return view(one(sessionId, code));
    },
    ignore(sessionId: string, code: string): CountUnknownView {
      rows.writable(sessionId);
      const r = one(sessionId, code);
      if (r.state === 'open') st.resolve.run('ignored', null, sessionId, code);
      return view(one(sessionId, code));
    },
    /** Remembers the pack size, then counts the case scans of this session that waited for it. */
    setPackSize(sessionId: string, gtin14: string, units: number, user: string | null): number {
      rows.writable(sessionId);
      deps.packSizes.set(gtin14, units, user);
      const itemId = deps.itemOfGtin(gtin14);
      if (!itemId) return 0;
      return tx(sessionId, () => {
        let counted = 0;
        for (const r of st.openCases.all(sessionId, gtin14) as UnknownRow[]) {
          countFor(sessionId, r, itemId, r.reads * units, user);
          counted += r.reads * units;
        }
        return counted;
      });
    },
  };
}
export type Unknowns = ReturnType<typeof createUnknowns>;
