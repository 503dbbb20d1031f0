// Process: test (node). Transfers between two stores with the CLI as users run it, each store on its own data folder,
// against the real local service behind the fault proxy: S01 packs three boxes and sends them; the POST's answer is
// lost (the service stored the transfer), the same command run again reads it back by its id and adopts it, so the
// service holds one transfer, posted once. S02 lists it as incoming, receives boxes 1 and 3 (box 2 is lost on the
// way) and a foreign tag: the differences per line, tag and box are the hand count's, and both stores' tag histories
// hold what left and what arrived.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferListRow, TransferReport, TransferSendResult } from '../../../contract/transfers';
import { encodeSgtin96 } from '../../../domain/codes';
import { journalPath, openJournalFile } from '../../../domain/journal/journal';
import { tagMoves } from '../../../domain/tags/moves';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { jsonLines, runCli } from '../../helpers/cli-process';
import { type FaultProxy, startFaultProxy } from '../../helpers/fault-proxy';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';

let service: TestService;
let proxy: FaultProxy;
const s01Dir = tempDir('transfer-s01-');
const s02Dir = tempDir('transfer-s02-');
let items: { id: string; sku: string; gtin: string }[];
const stores: Record<string, string> = {};

function cli(dir: string, args: string[]) {
  const urls = ['--auth-url', `${proxy.url}/auth`, '--base-url', proxy.url, '--data-dir', dir];
  return runCli([...args, ...urls, '--max-per-second', '100']);
}
const epc = (i: number, serial: number) =>
  encodeSgtin96({ gtin14: items[i]!.gtin.padStart(14, '0'), serial, filter: 1 });
/** A barcode read: the item's SKU (scans as its barcode would, one unit). */
const upc = (i: number) => items[i]!.sku;

function readMoves(dir: string, store: string) {
  const db = openJournalFile(journalPath(dir, proxy.url, DEMO_CLIENT_ID));
  try {
    return tagMoves(db, stores[store]!).map((m) => [m.direction, m.epc]);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  service = await startTestService({ items: 300 });
  proxy = await startFaultProxy(service.baseUrl, { seed: 35 });
  const db = new Database(service.dataPath, { readonly: true });
  for (const s of db.prepare('SELECT id, code FROM stores').all() as { id: string; code: string }[])
    stores[s.code] = s.id.toLowerCase();
  // Items both stores carry.
  items = db
    .prepare(
      `SELECT i.id, i.sku, g.gtin FROM items i JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
       WHERE i.active = 1
         AND (SELECT count(*) FROM item_stores s JOIN stores st ON st.id = s.store_id
              WHERE s.item_id = i.id AND st.code IN ('S01', 'S02')) = 2
       ORDER BY i.seq LIMIT 3`,
    )
    .all() as typeof items;
  db.close();
  expect(items).toHaveLength(3);
});
afterAll(async () => {
  await proxy?.close();
  await service?.close();
  s01Dir.remove();
  s02Dir.remove();
});

describe('transfer S01 -> S02 with the CLI', () => {
  let transferId = '';
  let sentBoxes: string[][] = [];
  beforeAll(() => {
    sentBoxes = [
      [epc(0, 1), epc(0, 2)],
      [epc(1, 1), epc(1, 2)],
      [epc(0, 3), epc(2, 1)],
    ];
  });

  it('sends three boxes once although the first answer is lost', async () => {
    const reads = join(s01Dir.path, 'reads.txt');
    const lines = [
      ...sentBoxes[0]!,
      sentBoxes[0]![0]!, // read twice: one tag
      'box 2',
      ...sentBoxes[1]!,
      'box 3',
      ...sentBoxes[2]!,
      upc(2), // a barcode unit besides the tag
    ];
    writeFileSync(reads, `${lines.join('\n')}\n`);
    const packing = join(s01Dir.path, 'packing.csv');
    const send = ['transfer', 'send', '--store', 'S01', '--to', 'S02', '--doc', 'TR-T1', '--reads', reads];
    const args = [...send, '--packing-list', packing];
    const posts = () => proxy.seen().filter((r) => r.method === 'POST' && /\/transfers\//.test(r.path)).length;
    const drop = proxy.rule({ method: 'POST', path: /\/transfers\//, times: 1, fault: { kind: 'dropAnswer' } });
    const lost = await cli(s01Dir.path, args);
    drop();
    expect(lost.stderr).toMatch(/Run the same command again/);
    expect(lost.code).toBe(1);
    // Run again without --doc: the unconfirmed send is named, nothing goes out as a second transfer.
    const withoutDoc = await cli(s01Dir.path, ['transfer', 'send', '--store', 'S01', '--to', 'S02', '--reads', reads]);
    expect(withoutDoc.code).toBe(1);
    expect(withoutDoc.stderr).toMatch(/unconfirmed .* --doc TR-T1\. Nothing was sent/);
    expect(posts()).toBe(1);

    const again = await cli(s01Dir.path, args);
    expect(again.stderr).toMatch(/finishing the earlier send/);
    expect(again.code).toBe(0);
    const result = JSON.parse(again.stdout) as Extract<TransferSendResult, { status: 'sent' }>;
    expect(result).toMatchObject({ status: 'sent', adopted: true, docNumber: 'TR-T1' });
    transferId = result.transferId;
    expect(result.draft.boxes).toEqual([
      { number: 1, units: 2, tags: 2 },
      { number: 2, units: 2, tags: 2 },
      { number: 3, units: 3, tags: 2 },
    ]);
    expect(posts()).toBe(1);
    // The packing list: a row per tag (6) and one for the barcode unit; the quantities add up to the 7 units.
    const packed = readFileSync(packing, 'utf8').trim().split(/\r?\n/).slice(1);
    expect(packed.filter((r) => r.split(',')[6])).toHaveLength(6);
    expect(packed.reduce((n, r) => n + Number(r.split(',')[5]), 0)).toBe(7);
    const db = new Database(service.dataPath, { readonly: true });
    const rows = db.prepare('SELECT id FROM transfers WHERE id = ?').all(transferId);
    db.close();
    expect(rows).toHaveLength(1);

    const third = await cli(s01Dir.path, args);
    expect(third.stderr).toMatch(/sent by an earlier run/);
    expect(posts()).toBe(1);
  }, 120_000);

  it('S02 lists it as incoming, receives boxes 1 and 3 and a foreign tag, and gets every difference right', async () => {
    const incoming = await cli(s02Dir.path, ['transfer', 'list', '--store', 'S02', '--incoming']);
    expect(incoming.code).toBe(0);
    const row = (jsonLines(incoming.stdout) as TransferListRow[]).find((r) => r.id === transferId);
    expect(row).toMatchObject({ units: 7, lines: 3, boxes: 3, here: 'none', fromStoreId: stores.S01 });

    const foreign = epc(1, 900);
    const reads = join(s02Dir.path, 'arrived.txt');
    writeFileSync(reads, `${[...sentBoxes[0]!, ...sentBoxes[2]!, upc(2), foreign, foreign].join('\n')}\n`);
    const res = await cli(s02Dir.path, ['transfer', 'receive', '--store', 'S02', '--id', transferId, '--reads', reads]);
    expect(res.code).toBe(0);
    const report = JSON.parse(res.stdout) as TransferReport;
    // By hand: sent A 3 (2 in box 1, 1 in box 3), B 2 (box 2), C 2 (a tag and a barcode in box 3).
    // Arrived: A 3, B 1 (the foreign tag), C 2.
    expect(report.lines.map((l) => [l.sku, l.expected, l.received, l.difference])).toEqual([
      [items[0]!.sku, 3, 3, 0],
      [items[1]!.sku, 2, 1, -1],
      [items[2]!.sku, 2, 2, 0],
    ]);
    const byStatus = (s: string) => report.tags.filter((t) => t.status === s).map((t) => [t.epc, t.box]);
    expect(byStatus('sentMissing')).toEqual(sentBoxes[1]!.map((e) => [e, 2]));
    expect(byStatus('receivedNotSent')).toEqual([[foreign, null]]);
    expect(byStatus('sentReceived')).toHaveLength(4);
    expect(report.boxes.map((b) => b.state)).toEqual(['whole', 'missing', 'whole']);
    expect(report.totals).toEqual({ expected: 7, received: 6, sentReceived: 4, sentMissing: 2, receivedNotSent: 1 });

    const csv = await cli(s02Dir.path, [
      'transfer',
      'receive',
      '--store',
      'S02',
      '--id',
      transferId,
      '--reads',
      reads,
      '--csv',
    ]);
    expect(csv.stderr).toMatch(/received already/);
    expect(csv.stdout.split('\n').filter((l) => l.startsWith('tag,'))).toHaveLength(7);
  }, 120_000);

  it('keeps both stores’ tag histories: what left S01 and what arrived at S02', async () => {
    expect(readMoves(s01Dir.path, 'S01').sort()).toEqual(
      sentBoxes
        .flat()
        .map((e) => ['out', e])
        .sort(),
    );
    const arrived = [...sentBoxes[0]!, ...sentBoxes[2]!, epc(1, 900)];
    expect(readMoves(s02Dir.path, 'S02').sort()).toEqual(arrived.map((e) => ['in', e]).sort());
    const outgoing = await cli(s01Dir.path, ['transfer', 'list', '--store', 'S01']);
    expect((jsonLines(outgoing.stdout) as TransferListRow[]).find((r) => r.id === transferId)?.here).toBe('sent');
  }, 60_000);
});
