// Process: node (tests). A bar counted from the command line against the real local service (in-process CLI, real
// journal): bottle weights and units imported as CSV (by SKU), one item's unit and a precision set by the CLI, tins
// counted by the case of 12 plus loose ones (the case's pack size learnt), full bottles scanned, open bottles weighed
// (`count --weights`, grams and ounces, one line refused below its tare), 2.35 kg typed (`count --typed`, a finer
// line refused). The service holds the base-unit counts (40 tins, 2.4 and 1.25 bottles, 2.35 kg); the same weights
// and typed counts fed again add nothing; the exported CSV sums exactly to the hand count; the weights export back.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJournal } from '../../../domain/journal/journal';
import { createPackSizes } from '../../../domain/journal/pack-sizes';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { cliInProcess } from '../../helpers/cli-in-process';
import { parseCsv } from '../../helpers/csv-sums';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';
import { serviceDb } from '../catalog/harness';

let service: TestService;
const dir = tempDir('bar-count-');
/** Four items of store S01: tins (with a case GTIN-14), vodka, gin, and one counted by the kilogram; their UPC and SKU. */
let items: { id: string; upc: string; sku: string; case: string | null }[];

const cli = cliInProcess(() => ({ authUrl: service.authUrl, baseUrl: service.baseUrl, dataDir: dir.path }));
const json = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
const held = (sessionId: string) => {
  const db = serviceDb(service);
  const rows = db
    .prepare('SELECT item_id, SUM(count) AS count FROM session_items WHERE session_id = ? GROUP BY item_id')
    .all(sessionId.toLowerCase()) as { item_id: string; count: number }[];
  db.close();
  return new Map(rows.map((r) => [r.item_id, r.count]));
};

beforeAll(async () => {
  service = await startTestService();
  const sdb = serviceDb(service);
  // Food-and-beverage items of S01 (the demo's F&B items packed in cases also carry their case's GTIN-14).
  const fnb = sdb
    .prepare(`SELECT i.id, i.sku, i.upc_json FROM items i
      JOIN item_stores s ON s.item_id = i.id AND s.store_id = (SELECT id FROM stores WHERE code = 'S01')
      WHERE i.sku LIKE 'FB-%' AND i.active = 1 ORDER BY i.seq LIMIT 40`)
    .all() as { id: string; sku: string; upc_json: string }[];
  sdb.close();
  const withCodes = fnb.map((r) => {
    const codes = JSON.parse(r.upc_json) as string[];
    return { id: r.id, sku: r.sku, upc: codes[0]!, case: codes.find((c) => /^[1-8]\d{13}$/.test(c)) ?? null };
  });
  const tins = withCodes.find((i) => i.case !== null)!;
  items = [tins, ...withCodes.filter((i) => i !== tins).slice(0, 3)];
}, 60_000);
afterAll(async () => {
  await service?.close();
  dir.remove();
});

describe('a bar counted from the command line', () => {
  it('holds cases, loose units and weighed partials as base units, once, and the CSV sums exactly', async () => {
    expect(items).toHaveLength(4);
    const [tins, vodka, gin, flour] = items as [
      (typeof items)[0],
      (typeof items)[0],
      (typeof items)[0],
      (typeof items)[0],
    ];
    // Weights by SKU: vodka 1,200 g full and 500 g empty; gin 1,100 g and 400 g.
    const weightsCsv = join(dir.path, 'weights.csv');
    writeFileSync(weightsCsv, `sku,full g,empty g\n${vodka.sku},1200,500\n${gin.sku},1100,400\nNO-SUCH,1,0.5\n`);
    const imported = await cli(['items', 'weights', '--store', 'S01', '--import', weightsCsv]);
    expect(imported.code).toBe(0);
    expect(json(imported.out)[0]).toMatchObject({ imported: 2, refused: [{ line: 4 }] });
    // The store's record: tins come in cases of 12 (learnt from a scanned case: set here); vodka and gin are counted
    // in bottles (units as CSV by SKU, one line refused), to 0.05 (the precision set, the default's own value).
    const journal = openJournal(dir.path, service.baseUrl, DEMO_CLIENT_ID);
    createPackSizes(journal).set(tins.case!, 12);
    journal.close();
    const unitsCsv = join(dir.path, 'units.csv');
    writeFileSync(unitsCsv, `sku,unit\n${vodka.sku},bottle\n${gin.sku},crate\n`);
    const unitsIn = await cli(['items', 'units', '--store', 'S01', '--import', unitsCsv]);
    expect(json(unitsIn.out)[0]).toMatchObject({ imported: 1, refused: [{ line: 3 }] });
    const oneUnit = await cli(['items', 'unit', gin.upc, 'bottle', '--store', 'S01']);
    expect(json(oneUnit.out)[0]).toMatchObject({ itemId: gin.id, unit: 'bottle', step: 0.05 });
    expect((await cli(['units', 'precision', 'bottle', '0.03'])).code).toBe(1);
    expect(json((await cli(['items', 'unit', flour.sku, 'kg', '--store', 'S01'])).out)[0]).toMatchObject({
      step: 0.001,
    });
    const precision = await cli(['units', 'precision', 'bottle', '0.05']);
    expect(json(precision.out)).toEqual([{ unit: 'bottle', kind: 'each', step: 0.05, defaultStep: 0.05 }]);

    // 3 cases and 4 loose tins; 2 full vodka, 1 full gin (scanned).
    const reads = [...Array(3).fill(tins.case!), ...Array(4).fill(tins.upc), vodka.upc, vodka.upc, gin.upc];
    const readsFile = join(dir.path, 'reads.txt');
    writeFileSync(readsFile, `${reads.join('\n')}\n`);
    // Open bottles: vodka 780 g (0.4); gin 540 g (0.2) and 15.5 oz = 439.417 g (0.056 -> 0.05); one gin below its tare.
    const weighFile = join(dir.path, 'weighed.txt');
    writeFileSync(weighFile, `${vodka.upc} 780 g\n${gin.sku} 540 g\n${gin.upc} 15.5 oz\n${gin.upc} 0.2 kg\n`);
    // Typed by hand: 2.35 kg of flour; 2.37 of a vodka is finer than its 0.05 and refused, never rounded.
    const typedFile = join(dir.path, 'typed.txt');
    writeFileSync(typedFile, `${flour.sku} 2.35\n${vodka.sku} 2.37\n`);
    const count = await cli([
      'count',
      '--store',
      'S01',
      '--new',
      'Bar',
      '--area',
      'Back bar',
      '--reads',
      readsFile,
      '--typed',
      typedFile,
      '--weights',
      weighFile,
    ]);
    expect(count.code, count.stderr).toBe(0);
    const summary = json(count.out)[0]!;
    expect(summary.weights).toMatchObject({
      weighed: 3,
      repeated: 0,
      refused: [{ line: 4, code: 'weight_below_tare' }],
    });
    expect(summary.typed).toMatchObject({
      counted: [{ line: 1, itemId: flour.id, breakdown: '2.35' }],
      refused: [{ line: 2, code: 'invalid_argument' }],
    });
    const sessionId = String(summary.sessionId);
    // Hand count: tins 3 × 12 + 4 = 40; vodka 2 + 0.4 = 2.4; gin 1 + 0.2 + 0.05 = 1.25; flour 2.35 kg.
    const hand = new Map([
      [tins.id, 40],
      [vodka.id, 2.4],
      [gin.id, 1.25],
      [flour.id, 2.35],
    ]);
    expect(held(sessionId)).toEqual(hand);

    // The same weights again (a rerun after a kill): nothing added twice.
    const again = await cli([
      'count',
      '--store',
      'S01',
      '--session',
      sessionId,
      '--typed',
      typedFile,
      '--weights',
      weighFile,
    ]);
    expect(json(again.out)[0]!.weights).toMatchObject({ weighed: 0, repeated: 3 });
    expect(held(sessionId)).toEqual(hand);

    const exported = await cli(['export', '--session', sessionId]);
    const rows = parseCsv(exported.out.join('\n')).rows.filter((r) => r.row === 'item' && hand.has(r['item id']!));
    const milli = (column: string) => rows.reduce((s, r) => s + Math.round(Number(r[column] || 0) * 1000), 0);
    expect(rows.map((r) => [r['item id'], Number(r.counted)])).toEqual(expect.arrayContaining([...hand]));
    expect(milli('counted')).toBe(46_000);

    const out = await cli(['items', 'weights', '--store', 'S01', '--export', '-']);
    const shared = parseCsv(out.out.join('\n')).rows;
    expect(shared.map((r) => [r.sku, r['full g'], r['empty g']]).sort()).toEqual(
      [
        [vodka.sku, '1200', '500'],
        [gin.sku, '1100', '400'],
      ].sort(),
    );
  });
});
