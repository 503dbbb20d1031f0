// Process: test (node). A receipt from the CLI: 5 tags of one item and 3 of another, read twice each, submitted;
// killed at any step of the submit, then the same command run again: the service holds one receipt with that
// document number and exactly those quantities, and the journal's draft of it is submitted with that receipt's id.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { journalPath, openJournalFile } from '../../../domain/journal/journal';
import type { CrashPointName } from '../../../domain/shared/crash-points';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import type { CliWorldFile } from '../cli-world';
import type { CrashWorkflow, CrashWorld } from '../harness';

export const crashPoints = [
  'receipt.submit.frozen',
  'receipt.submit.posted',
  'receipt.submit.marked',
] as const satisfies readonly CrashPointName[];

const TAGS = [5, 3];

interface ReceiptWorld extends CrashWorld {
  dataDir: string;
  readsFile: string;
  doc: string;
}

let runs = 0;

export function receiptWorkflow(file: CliWorldFile): CrashWorkflow<ReceiptWorld> {
  const vendor = () => file.query<{ code: string }>('SELECT code FROM vendors ORDER BY code LIMIT 1')[0]!.code;
  return {
    name: 'receipt (CLI): draft, submit, record',
    points: crashPoints,
    async setup() {
      const dataDir = file.newDataDir();
      const reads: string[] = [];
      TAGS.forEach((n, item) => {
        for (let s = 1; s <= n; s++) reads.push(file.epc(item, 9000 + s), file.epc(item, 9000 + s));
      });
      const readsFile = join(dataDir, 'reads.txt');
      writeFileSync(readsFile, `${reads.join('\n')}\n`);
      runs += 1;
      return { proxy: file.proxy, dataDir, readsFile, doc: `CRASH-${process.pid}-${runs}` };
    },
    act(world, env) {
      const args = ['receipt', '--store', file.storeCode, '--vendor', vendor(), '--doc', world.doc];
      return file.cli(world.dataDir, [...args, '--reads', world.readsFile], env);
    },
    async check(world) {
      const receipts = file.query<{ id: string }>('SELECT id FROM receipts WHERE doc_number = ?', world.doc);
      expect(receipts, 'one receipt with the document number').toHaveLength(1);
      const lines = file.query<{ item_id: string; q: number }>(
        'SELECT item_id, SUM(quantity) AS q FROM receipt_lines WHERE receipt_id = ? GROUP BY item_id',
        receipts[0]!.id,
      );
      const want = TAGS.map((n, i) => ({ item_id: file.items[i]!.id, q: n }));
      const byItem = (a: { item_id: string }, b: { item_id: string }) => a.item_id.localeCompare(b.item_id);
      expect(lines.sort(byItem), 'each tag received once').toEqual(want.sort(byItem));
      const db = openJournalFile(journalPath(world.dataDir, file.proxy.url, DEMO_CLIENT_ID));
      try {
        const drafts = db
          .prepare('SELECT state, receipt_id AS receiptId FROM receiving_drafts WHERE doc_number = ?')
          .all(world.doc);
        expect(drafts, 'one draft, submitted as that receipt').toEqual([
          { state: 'submitted', receiptId: receipts[0]!.id },
        ]);
      } finally {
        db.close();
      }
    },
    async teardown(world) {
      file.removeDataDir(world.dataDir);
    },
  };
}
