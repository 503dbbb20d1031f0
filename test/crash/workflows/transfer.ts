// Process: test (node). A transfer from the CLI, two stores on two data folders: S01 packs two boxes (tags read
// twice, a barcode) and sends them with --doc; S02 receives box 1 and a foreign tag and finishes. Killed at any step of
// the send or the receipt, then both commands run again: the service holds one transfer of that number with exactly
// the packed lines, S01's draft is sent and its tags moved out once, and S02's receipt is finished once with the hand
// count's differences and its tags moved in once.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { TransferReport } from '../../../contract/transfers';
import { encodeSgtin96 } from '../../../domain/codes';
import { journalPath, openJournalFile } from '../../../domain/journal/journal';
import type { CrashPointName } from '../../../domain/shared/crash-points';
import { tagMoves } from '../../../domain/tags/moves';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import type { CliWorldFile } from '../cli-world';
import type { ChildExit, CrashWorkflow, CrashWorld } from '../harness';

export const crashPoints = [
  'transfer.send.frozen',
  'transfer.send.posted',
  'transfer.send.marked',
  'transfer.receive.opened',
  'transfer.receive.scanned',
  'transfer.receive.finished',
] as const satisfies readonly CrashPointName[];

interface TransferWorld extends CrashWorld {
  s01: string;
  s02: string;
  sendReads: string;
  arrivedReads: string;
  doc: string;
  sent: string[];
  arrived: string[];
}

let runs = 0;

export function transferWorkflow(file: CliWorldFile): CrashWorkflow<TransferWorld> {
  const both = () =>
    file.query<{ id: string; sku: string; gtin: string }>(
      `SELECT i.id, i.sku, g.gtin FROM items i JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
       WHERE i.active = 1 AND (SELECT count(*) FROM item_stores s JOIN stores st ON st.id = s.store_id
         WHERE s.item_id = i.id AND st.code IN ('S01', 'S02')) = 2 ORDER BY i.seq LIMIT 2`,
    );
  const storeId = (code: string) =>
    file.query<{ id: string }>('SELECT id FROM stores WHERE code = ?', code)[0]!.id.toLowerCase();
  const journal = (dir: string) => openJournalFile(journalPath(dir, file.proxy.url, DEMO_CLIENT_ID));
  return {
    name: 'transfer (CLI): pack, send, receive, finish',
    points: crashPoints,
    timeoutMs: 120_000,
    async setup() {
      const [a, b] = both();
      const epc = (gtin: string, serial: number) =>
        encodeSgtin96({ gtin14: gtin.padStart(14, '0'), serial, filter: 1 });
      const box1 = [epc(a!.gtin, 1), epc(a!.gtin, 2)];
      const box2 = [epc(b!.gtin, 1)];
      const foreign = epc(b!.gtin, 999);
      const s01 = file.newDataDir();
      const s02 = file.newDataDir();
      const sendReads = join(s01, 'reads.txt');
      writeFileSync(sendReads, `${[...box1, ...box1, 'box 2', ...box2, b!.sku].join('\n')}\n`);
      const arrivedReads = join(s02, 'arrived.txt');
      writeFileSync(arrivedReads, `${[...box1, foreign, foreign].join('\n')}\n`);
      runs += 1;
      return {
        proxy: file.proxy,
        s01,
        s02,
        sendReads,
        arrivedReads,
        doc: `TR-CRASH-${process.pid}-${runs}`,
        sent: [...box1, ...box2],
        arrived: [...box1, foreign],
      };
    },
    async act(world, env): Promise<ChildExit> {
      const send = await file.cli(
        world.s01,
        ['transfer', 'send', '--store', 'S01', '--to', 'S02', '--doc', world.doc, '--reads', world.sendReads],
        env,
      );
      if (send.code !== 0) return send;
      const { transferId } = JSON.parse(send.stdout) as { transferId: string };
      const args = ['transfer', 'receive', '--store', 'S02', '--id', transferId, '--reads', world.arrivedReads];
      return file.cli(world.s02, args, env);
    },
    async check(world) {
      const held = file.query<{ id: string; body_json: string }>(
        "SELECT id, body_json FROM transfers WHERE json_extract(body_json, '$.docNumber') = ?",
        world.doc,
      );
      expect(held, 'one transfer with the document number').toHaveLength(1);
      const body = JSON.parse(held[0]!.body_json) as { lines: { quantity: number }[]; boxes: { epcs: string[] }[] };
      expect(
        body.lines.map((l) => l.quantity),
        'each tag sent once, the barcode once',
      ).toEqual([2, 2]);
      expect(body.boxes.flatMap((x) => x.epcs).sort()).toEqual([...world.sent].sort());
      const s01 = journal(world.s01);
      try {
        const drafts = s01.prepare('SELECT id, state FROM transfer_drafts WHERE doc_number = ?').all(world.doc);
        expect(drafts, 'one draft, sent as that transfer').toEqual([{ id: held[0]!.id, state: 'sent' }]);
        const out = tagMoves(s01, storeId('S01')).map((m) => m.epc);
        expect(out.sort(), 'each sent tag moved out once').toEqual([...world.sent].sort());
      } finally {
        s01.close();
      }
      const s02 = journal(world.s02);
      try {
        const receipts = s02.prepare('SELECT state, report_json FROM transfer_receipts').all() as {
          state: string;
          report_json: string;
        }[];
        expect(
          receipts.map((r) => r.state),
          'one receipt, finished',
        ).toEqual(['finished']);
        const report = JSON.parse(receipts[0]!.report_json) as TransferReport;
        expect(report.totals).toEqual({
          expected: 4,
          received: 3,
          sentReceived: 2,
          sentMissing: 1,
          receivedNotSent: 1,
        });
        const moved = tagMoves(s02, storeId('S02')).map((m) => m.epc);
        expect(moved.sort(), 'each arrived tag moved in once').toEqual([...world.arrived].sort());
      } finally {
        s02.close();
      }
    },
    async teardown(world) {
      file.removeDataDir(world.s01);
      file.removeDataDir(world.s02);
    },
  };
}
