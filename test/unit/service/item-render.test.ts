// Process: test (node). The item JSON the service reads from item_render (service/db/render.ts): lastUpdated is
// formatted from items.last_updated when read, so a timestamp shift (a data file made from the seed template)
// moves it without rewriting the fragments. Files of an older item_render layout: render-layout.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'libsql';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMicros } from '../../../service/db/clock';
import { openDatabase } from '../../../service/db/open';
import { listItemsJson } from '../../../service/repo/items-json';
import { seedDatabase } from '../../../service/seed';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stocktake-render-'));
  dirs.push(dir);
  return join(dir, 'service.db');
}
const page = (db: Database.Database) =>
  JSON.parse(
    listItemsJson(
      db,
      { filter: { where: [], params: [] }, orderBy: 'i.seq ASC', limit: 500, offset: 0 },
      { stores: true, dimensions: true, gtin: true },
    ).json,
  ) as { id: string; lastUpdated: string }[];

describe('item_render', () => {
  it('lastUpdated follows items.last_updated, also when it is shifted with no trigger firing', () => {
    const db = openDatabase(tempPath());
    seedDatabase(db, 'large', 40);
    const before = page(db);
    const rows = db.prepare('SELECT id, last_updated AS t FROM items ORDER BY seq').all() as {
      id: string;
      t: number;
    }[];
    expect(before.map((i) => i.lastUpdated)).toEqual(rows.map((r) => formatMicros(r.t)));
    db.prepare('UPDATE items SET last_updated = last_updated + 86400000000').run();
    const after = page(db);
    expect(after.map((i) => i.lastUpdated)).toEqual(rows.map((r) => formatMicros(r.t + 86_400_000_000)));
    expect(after.map((i) => ({ ...i, lastUpdated: '' }))).toEqual(before.map((i) => ({ ...i, lastUpdated: '' })));
    db.close();
  });
});
