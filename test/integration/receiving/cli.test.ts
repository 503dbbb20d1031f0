// Process: test (node). The `receipt` and `receipts` CLI commands as a user runs them (spawned tsx processes)
// against the real local service: receipts syncs an empty catalog first and lists the store's receipts; receipt
// makes a receipt against a purchase order from a reads file (each tag once, barcodes, SKUs), submits it and
// prints it as JSON; a used document number is refused with nothing created; bad usage exits 2.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptDetail, ReceiptListRow } from '../../../contract/receiving';
import { encodeSgtin96 } from '../../../domain/codes';
import { jsonLines, runCli } from '../../helpers/cli-process';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';

let service: TestService;
const dir = tempDir('receiving-cli-');
let poLines: { id: string; item_id: string; gtin: string }[];
let other: { id: string; sku: string; gtin: string }[];

function cli(args: string[], stdin?: string) {
  const urls = ['--auth-url', service.authUrl, '--base-url', service.baseUrl, '--data-dir', dir.path];
  return runCli([...args, ...urls, '--max-per-second', '100'], { input: stdin ?? '' });
}

beforeAll(async () => {
  service = await startTestService({ items: 400 });
  const db = new Database(service.dataPath, { readonly: true });
  poLines = db
    .prepare(
      `SELECT l.id, l.item_id, g.gtin FROM purchase_order_lines l JOIN purchase_orders p ON p.id = l.po_id
       JOIN item_gtins g ON g.item_id = l.item_id AND g.is_current = 1 WHERE p.doc_number = 'PO00041' ORDER BY l.seq`,
    )
    .all() as typeof poLines;
  other = db
    .prepare(
      `SELECT i.id, i.sku, g.gtin FROM items i JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
       JOIN item_stores s ON s.item_id = i.id JOIN stores st ON st.id = s.store_id AND st.code = 'S01'
       WHERE i.id NOT IN (SELECT item_id FROM purchase_order_lines) ORDER BY i.seq LIMIT 2`,
    )
    .all() as typeof other;
  db.close();
});
afterAll(async () => {
  await service?.close();
  dir.remove();
});

describe('cli receipt and receipts', () => {
  it('lists the store’s receipts, syncing the empty catalog first', async () => {
    const res = await cli(['receipts', '--store', 'S01', '--json']);
    expect(res.code).toBe(0);
    expect(res.stderr).toMatch(/catalog cache is empty; syncing first/);
    const rows = jsonLines(res.stdout) as ReceiptListRow[];
    expect(rows.map((r) => r.docNumber).sort()).toEqual(['REC00118', 'REC00120']);
    expect(rows.find((r) => r.docNumber === 'REC00120')).toMatchObject({ committed: true, vendor: { code: 'V001' } });
  });

  it('makes a receipt against a purchase order from a reads file and prints it', async () => {
    const [a] = poLines;
    const reads = join(dir.path, 'reads.txt');
    const tag = (gtin: string, serial: number) => encodeSgtin96({ gtin14: gtin, serial });
    writeFileSync(
      reads,
      [tag(a!.gtin, 1), tag(a!.gtin, 2), tag(a!.gtin, 1), '', other[0]!.gtin, other[1]!.sku, 'NO-SUCH-CODE'].join('\n'),
    );
    const res = await cli([
      'receipt',
      '--store',
      'S01',
      '--vendor',
      'v001',
      '--doc',
      'CLI-1',
      '--po',
      'PO00041',
      '--reads',
      reads,
    ]);
    expect(res.stderr).toMatch(/6 reads: 4 added, 1 repeated tags/);
    expect(res.stderr).toMatch(/NO-SUCH-CODE: /);
    expect(res.code).toBe(0);
    const [receipt] = jsonLines(res.stdout) as ReceiptDetail[];
    expect(receipt).toMatchObject({ docNumber: 'CLI-1', committed: false, vendor: { code: 'V001' } });
    expect(receipt!.statusNote).toMatch(/committed in the back-office application/);
    expect(receipt!.lines.map((l) => [l.itemId, l.quantity, l.poLine?.purchaseOrderDocNumber ?? null])).toEqual([
      [a!.item_id, 2, 'PO00041'],
      [other[0]!.id, 1, null],
      [other[1]!.id, 1, null],
    ]);

    const table = await cli(['receipts', '--store', 'S01']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^CLI-1\s+\d{4}-\d{2}-\d{2}\s+V001\s+uncommitted\s+3 lines\s+4 units/m);
  });

  it('refuses a document number already used (stdin reads), creating nothing', async () => {
    const res = await cli(
      ['receipt', '--store', 'S01', '--vendor', 'V001', '--doc', 'REC00118', '--reads', '-'],
      `${other[1]!.sku}\n`,
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/docNumber: Document number REC00118 is already used/);
    expect(res.stderr).toMatch(/nothing was submitted/);
    expect(res.stdout).toBe('');
  });

  it('exits 2 on bad usage, naming what is missing', async () => {
    const res = await cli(['receipt', '--store', 'S01', '--vendor', 'V001']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/missing --doc, --reads/);
    const vendor = await cli(['receipt', '--store', 'S01', '--vendor', 'V999', '--doc', 'X-1', '--reads', '-']);
    expect(vendor.code).toBe(2);
    expect(vendor.stderr).toMatch(/no vendor "V999" available to this store/);
  });
});
