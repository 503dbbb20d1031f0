// Process: test (node). `cli encode` as a user runs it against the real local service and the fake printer: N labels
// for an item; a receipt's labels (one per unit) cut off half way, resumed with --resume, every EPC printed once;
// then a count fed the printed EPCs resolves every one to the right item (no unknowns). A receipt with a line that
// cannot be tagged prints the others and names the line left out on stderr; tagged again, it is refused in words
// until --again says it is meant.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeEpcHex } from '../../../domain/codes';
import { jsonLines, runCli } from '../../helpers/cli-process';
import { type FakePrinter, startFakePrinter } from '../../helpers/fake-printer';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';

let service: TestService;
let printer: FakePrinter | null = null;
const dir = tempDir('encode-cli-');
let gtinOfItem: Map<string, string>;
let receiptLines: { item_id: string; quantity: number }[];
/** An active item with no RFID GTIN and no barcode: it cannot be tagged. */
let noGtin: { id: string; sku: string };

function cli(args: string[]) {
  const urls = ['--auth-url', service.authUrl, '--base-url', service.baseUrl, '--data-dir', dir.path];
  return runCli([...args, ...urls, '--max-per-second', '100']);
}

beforeAll(async () => {
  service = await startTestService({ items: 400 });
  const db = new Database(service.dataPath, { readonly: true });
  gtinOfItem = new Map(
    (
      db.prepare('SELECT item_id, gtin FROM item_gtins WHERE is_current = 1').all() as {
        item_id: string;
        gtin: string;
      }[]
    ).map((r) => [r.item_id, r.gtin]),
  );
  receiptLines = db
    .prepare(
      `SELECT l.item_id, SUM(l.quantity) AS quantity FROM receipt_lines l JOIN receipts r ON r.id = l.receipt_id
       WHERE r.doc_number = 'REC00118' GROUP BY l.item_id`,
    )
    .all() as typeof receiptLines;
  noGtin = db
    .prepare(
      `SELECT id, sku FROM items WHERE active = 1 AND upc_json = '[]'
       AND id NOT IN (SELECT item_id FROM item_gtins) ORDER BY seq LIMIT 1`,
    )
    .get() as typeof noGtin;
  db.close();
});
afterEach(async () => {
  await printer?.close();
  printer = null;
});
afterAll(async () => {
  await service?.close();
  dir.remove();
});

const itemOfEpc = (epc: string) => {
  const d = decodeEpcHex(epc);
  if (d.type !== 'epc') throw new Error(`not an EPC: ${epc}`);
  return [...gtinOfItem].find(([, gtin]) => gtin === d.gtin14)?.[0];
};

describe('cli encode', () => {
  it('prints N labels for an item by SKU', async () => {
    printer = await startFakePrinter();
    const [itemId] = receiptLines.map((l) => l.item_id);
    const db = new Database(service.dataPath, { readonly: true });
    const { sku } = db.prepare('SELECT sku FROM items WHERE id = ?').get(itemId) as { sku: string };
    db.close();
    const res = await cli([
      'encode',
      '--store',
      'S01',
      '--item',
      sku,
      '--count',
      '3',
      '--printer',
      printer.url,
      '--company-prefix-length',
      '7',
    ]);
    expect(res.stderr).toMatch(/3 labels printed/);
    expect(res.code).toBe(0);
    const [job] = jsonLines(res.stdout) as { epcs: string[]; printed: number }[];
    expect(job!.epcs).toEqual(printer.printed.map((l) => l.epc));
    expect(job!.epcs.map(itemOfEpc)).toEqual([itemId, itemId, itemId]);
    expect(printer.printed[0]!.fields).toContain(`SKU ${sku}`);
    // The price with the store's currency, as the app prints it: the service's base currency (USD here).
    expect(printer.printed[0]!.fields[1]).toMatch(/^USD \d+\.\d{2}$/);
  });

  it('a receipt: one label per unit, cut off half way, resumed, each EPC once; a count resolves them all', async () => {
    printer = await startFakePrinter({ cutAfterLabel: 5 });
    const first = await cli([
      'encode',
      '--store',
      'S01',
      '--receipt',
      'REC00118',
      '--printer',
      printer.url,
      '--company-prefix-length',
      '7',
    ]);
    expect(first.code).toBe(1);
    expect(first.stderr).toMatch(/connection was cut/);
    const jobId = /resume with: encode --resume (\S+)/.exec(first.stderr)?.[1];
    expect(jobId).toBeDefined();

    delete printer.faults.cutAfterLabel;
    const again = await cli(['encode', '--store', 'S01', '--resume', jobId!, '--printer', printer.url]);
    expect(again.code).toBe(0);
    const [job] = jsonLines(again.stdout) as { epcs: string[]; printed: number; spoiled: number }[];
    const units = receiptLines.reduce((n, l) => n + l.quantity, 0);
    expect(job!.printed).toBe(units);
    expect(job!.spoiled).toBe(1);
    const onPaper = printer.printed.map((l) => l.epc);
    expect(new Set(onPaper).size).toBe(onPaper.length);
    expect(job!.epcs.every((e) => onPaper.includes(e))).toBe(true);
    for (const line of receiptLines) {
      expect(job!.epcs.filter((e) => itemOfEpc(e) === line.item_id)).toHaveLength(line.quantity);
    }

    const reads = join(dir.path, 'printed.txt');
    writeFileSync(reads, job!.epcs.join('\n'));
    const count = await cli(['count', '--store', 'S01', '--new', 'Tagged goods', '--area', 'Front', '--reads', reads]);
    expect(count.code).toBe(0);
    const [summary] = jsonLines(count.stdout) as { unknownOpen: number; totals: { units: number } }[];
    expect(summary!.unknownOpen).toBe(0);
    expect(summary!.totals.units).toBe(units);
  });

  it('a receipt with a line that cannot be tagged prints the others; tagged again, refused until --again', async () => {
    printer = await startFakePrinter();
    const db = new Database(service.dataPath, { readonly: true });
    const tagged = db.prepare('SELECT id, sku FROM items WHERE id = ?').get(receiptLines[0]!.item_id) as {
      id: string;
      sku: string;
    };
    db.close();
    // The receipt made from reads as the CLI makes one: 2 of a tagged item, 1 of the item with no GTIN (by SKU).
    const reads = join(dir.path, 'left-out-reads.txt');
    writeFileSync(reads, [tagged.sku, tagged.sku, noGtin.sku].join('\n'));
    const doc = 'REC-CLI-LEFT-OUT';
    const made = await cli(['receipt', '--store', 'S01', '--vendor', 'V001', '--doc', doc, '--reads', reads]);
    expect(made.code).toBe(0);
    const encode = (...more: string[]) =>
      cli([
        'encode',
        '--store',
        'S01',
        '--receipt',
        doc,
        '--printer',
        printer!.url,
        '--company-prefix-length',
        '7',
        ...more,
      ]);

    const first = await encode();
    expect(first.code).toBe(0);
    expect(first.stderr).toContain(
      `encode: ${noGtin.sku} left out (1 label): Item ${noGtin.sku} has no GTIN for a tag`,
    );
    expect(first.stderr).toMatch(/2 labels printed/);
    const [job] = jsonLines(first.stdout) as { epcs: string[]; printed: number }[];
    expect(job!.printed).toBe(2);
    expect(job!.epcs.map(itemOfEpc)).toEqual([tagged.id, tagged.id]);
    expect(printer.printed.map((l) => l.epc)).toEqual(job!.epcs);

    const unasked = await encode();
    expect(unasked.code).toBe(1);
    expect(unasked.stderr).toContain(
      `encode: ${doc} was tagged before: 2 labels printed on this PC. Printing again gives these goods a second tag`,
    );
    expect(unasked.stderr).toContain('run the same command with --again');
    expect(printer.printed).toHaveLength(2);

    const again = await encode('--again');
    expect(again.code).toBe(0);
    expect(printer.printed).toHaveLength(4);
    expect(new Set(printer.printed.map((l) => l.epc)).size).toBe(4);
  });

  it('bad usage exits 2', async () => {
    const res = await cli(['encode', '--store', 'S01', '--printer', 'file:/tmp/x']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/give one of --item, --receipt or --resume/);
    const again = await cli(['encode', '--store', 'S01', '--item', 'X', '--again', '--printer', 'tcp://127.0.0.1:9']);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/--again goes with --receipt/);
  });
});
