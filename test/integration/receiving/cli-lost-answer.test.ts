// Process: test (node). The `receipt` CLI command through the fault proxy in front of the real local service: the
// POST's answer is lost (the service stored the receipt), the run says so and exits 1; running the same command
// again looks the document number up (quotes and all) and adopts that receipt, so the service holds exactly one.
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptDetail } from '../../../contract/receiving';
import { runCli } from '../../helpers/cli-process';
import { type FaultProxy, startFaultProxy } from '../../helpers/fault-proxy';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';

let service: TestService;
let proxy: FaultProxy;
const dir = tempDir('receiving-cli-lost-');
let sku: string;

function cli(args: string[], stdin: string) {
  const urls = ['--auth-url', `${proxy.url}/auth`, '--base-url', proxy.url, '--data-dir', dir.path];
  return runCli([...args, ...urls, '--max-per-second', '100'], { input: stdin });
}

const stored = (docNumber: string) => {
  const db = new Database(service.dataPath, { readonly: true });
  try {
    return db.prepare('SELECT id FROM receipts WHERE doc_number = ?').all(docNumber) as { id: string }[];
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  service = await startTestService({ items: 400 });
  proxy = await startFaultProxy(service.baseUrl, { seed: 18 });
  const db = new Database(service.dataPath, { readonly: true });
  sku = (
    db
      .prepare(
        `SELECT i.sku FROM items i JOIN item_stores s ON s.item_id = i.id JOIN stores st ON st.id = s.store_id
         AND st.code = 'S01' WHERE i.id NOT IN (SELECT item_id FROM purchase_order_lines) ORDER BY i.seq LIMIT 1`,
      )
      .get() as { sku: string }
  ).sku;
  db.close();
});
afterAll(async () => {
  await proxy?.close();
  await service?.close();
  dir.remove();
});

describe('cli receipt: a lost answer, then the same command again', () => {
  for (const doc of ['PO "A" 7', "'X'"]) {
    it(`makes exactly one receipt ${doc}, adopted by the second run`, async () => {
      const args = ['receipt', '--store', 'S01', '--vendor', 'V001', '--doc', doc, '--reads', '-'];
      const posts = () => proxy.seen().filter((r) => r.method === 'POST' && /\/receipts$/.test(r.path)).length;
      const before = posts();
      const drop = proxy.rule({ method: 'POST', path: '/receipts', times: 1, fault: { kind: 'dropAnswer' } });
      const lost = await cli(args, `${sku}\n`);
      drop();
      expect(lost.stderr).toMatch(/Run the same command again to finish it/);
      expect(lost.code).toBe(1);
      expect(stored(doc)).toHaveLength(1);

      const again = await cli(args, `${sku}\n`);
      expect(again.stderr).toMatch(/finishing the earlier submit/);
      expect(again.stderr).toMatch(/was found on the service/);
      expect(again.code).toBe(0);
      const receipt = JSON.parse(again.stdout) as ReceiptDetail;
      expect(receipt.docNumber).toBe(doc);
      expect(stored(doc)).toEqual([{ id: receipt.id }]);
      expect(posts() - before).toBe(1);
    }, 120_000);
  }
});
