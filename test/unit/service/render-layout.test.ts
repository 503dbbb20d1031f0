// Process: test (node). A service data file written with an older item_render layout (test/helpers/old-render-layout.ts),
// opened by today's code (service/db/render-layout.ts), answers the same item pages as a fresh file and keeps
// answering after writes: the stored-lastUpdated layout keeps its fragments (the column stays, no longer NOT NULL),
// any other layout is rendered again.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../../service/db/open';
import { RENDER_LAYOUT } from '../../../service/db/render';
import { listItemsJson } from '../../../service/repo/items-json';
import { applyItemPatches } from '../../../service/repo/items-write';
import { DEMO_STORES, seedDatabase } from '../../../service/seed';
import { type OldRenderLayout, writeOldRenderLayout } from '../../helpers/old-render-layout';
import { type TempDir, tempDir } from '../../helpers/temp-dir';

const ITEMS = 60;
const dirs: TempDir[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) d.remove();
});

/** A freshly seeded file, closed, and a copy of it rewritten to `layout`. */
function freshAndOld(layout: OldRenderLayout): { fresh: string; old: string } {
  const dir = tempDir('stocktake-render-layout-');
  dirs.push(dir);
  const fresh = join(dir.path, 'fresh.db');
  const old = join(dir.path, 'old.db');
  const db = openDatabase(fresh);
  seedDatabase(db, 'large', ITEMS);
  // Everything into the file itself before it is copied: libsql may close the connection (and fold its log in) late.
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  copyFileSync(fresh, old);
  writeOldRenderLayout(old, layout);
  return { fresh, old };
}

/** Every item page the routes read, as the JSON text sent: all expansions, none, one store's view, a filter. */
function pages(db: Db): string[] {
  const read = (where: string[], params: unknown[], opts: Parameters<typeof listItemsJson>[2], storeId?: string) =>
    listItemsJson(db, { filter: { where, params }, orderBy: 'i.seq ASC', limit: 500, offset: 0, storeId }, opts).json;
  const all = { stores: true, dimensions: true, gtin: true };
  return [
    read([], [], all),
    read([], [], { stores: false, dimensions: false, gtin: false }),
    read([], [], { ...all, onlyStoreId: DEMO_STORES[2]!.id }, DEMO_STORES[2]!.id),
    read(['i.active = ?'], [0], all),
  ];
}

const layoutOf = (db: Db) =>
  (db.prepare("SELECT name FROM pragma_table_info('item_render')").all() as { name: string }[])
    .map((c) => c.name)
    .join(',');

/** The same writes on each file: an item created with GTINs, another renamed and given other GTINs. */
function write(db: Db): void {
  const [second] = db.prepare('SELECT id FROM items ORDER BY seq LIMIT 1 OFFSET 1').all() as { id: string }[];
  db.transaction(() =>
    applyItemPatches(db, [
      { id: 'aaaaaaaa-0000-4000-8000-000000000001', description: 'Written after the upgrade', sku: 'UPG-0001' },
      { id: second!.id, description: 'Renamed after the upgrade', epcGTIN: ['00614141999996'] },
    ]),
  )();
}
/** Pages without lastUpdated: the two files' writes ran at different microseconds. */
const withoutTimes = (texts: string[]) => texts.map((t) => t.replace(/"lastUpdated":"[^"]*"/g, '"lastUpdated":""'));

/** item_render's columns once the file has opened with today's code. */
const OPENED_LAYOUT: Record<OldRenderLayout, string> = {
  'stored-updated': `${RENDER_LAYOUT},r_updated`,
  unknown: RENDER_LAYOUT,
};

describe.each<OldRenderLayout>(['stored-updated', 'unknown'])('a file with the %s item_render layout', (layout) => {
  it('opens and answers every item page as a fresh file does, also after writes', () => {
    const { fresh, old } = freshAndOld(layout);
    const a = openDatabase(fresh);
    const b = openDatabase(old);
    try {
      expect(layoutOf(b)).toBe(OPENED_LAYOUT[layout]);
      expect((b.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check).toBe('ok');
      const expected = pages(a);
      expect(JSON.parse(expected[0]!)).toHaveLength(ITEMS);
      expect(pages(b)).toEqual(expected);
      write(a);
      write(b);
      const afterWrites = withoutTimes(pages(a));
      expect(afterWrites[0]).toContain('Renamed after the upgrade');
      expect(JSON.parse(afterWrites[0]!)).toHaveLength(ITEMS + 1);
      expect(withoutTimes(pages(b))).toEqual(afterWrites);
    } finally {
      a.close();
      b.close();
    }
  });
});

describe('the stored-updated layout', () => {
  it('keeps the stored fragments (no item is rendered again), also at the next open', () => {
    const { old } = freshAndOld('stored-updated');
    // A fragment only the old file holds: rendering again would replace it.
    const raw = new Database(old);
    raw.prepare(`UPDATE item_render SET r_dims = '{"kept":true}' WHERE rowid = 1`).run();
    raw.close();
    const db = openDatabase(old);
    expect(pages(db)[0]).toContain('"dimensions":{"kept":true}');
    db.close();
    const again = openDatabase(old);
    expect(layoutOf(again)).toBe(OPENED_LAYOUT['stored-updated']);
    expect(pages(again)[0]).toContain('"dimensions":{"kept":true}');
    again.close();
  });
});
