// Process: node (benchmark). `npm run bench -- encode [--labels N] [--items N]`: a print job of N labels (default
// 10,000) over M items (100) allocated in a real journal file (synchronous FULL: one commit for the job), every
// label rendered to ZPL; and serials allocated one at a time (one commit each, as writing tags with a reader
// does). Prints labelsPerSecond (target >= 2,000; a printer does about 100 a minute) and allocationsPerSecond.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkDigit } from '../../domain/codes';
import { createPrintJobs } from '../../domain/encode/print-jobs';
import { createSerialAllocator } from '../../domain/encode/serials';
import type { EncodeItem } from '../../domain/encode/sgtin-target';
import { sgtinTarget } from '../../domain/encode/sgtin-target';
import { renderLabel } from '../../domain/encode/zpl';
import { openJournalFile } from '../../domain/journal/journal';

const gtinOf = (n: number) => {
  const body = `0061414${String(n).padStart(6, '0')}`;
  return body + checkDigit(body);
};

export default async function encodeBench(args: string[]): Promise<Record<string, unknown>> {
  const { values } = parseArgs({ args, options: { labels: { type: 'string' }, items: { type: 'string' } } });
  const LABELS = Number(values.labels ?? 10_000);
  const ITEMS = Number(values.items ?? 100);
  const dir = mkdtempSync(join(tmpdir(), 'encode-bench-'));
  const db = openJournalFile(join(dir, 'journal.db'));
  try {
    const items: EncodeItem[] = Array.from({ length: ITEMS }, (_, i) => ({
      id: `item-${i}`,
      sku: `SKU-${i}`,
      description: `Bench item ${i}, size M`,
      gtins: [gtinOf(i + 1)],
      retail: 10 + i,
      upc: gtinOf(i + 1).slice(2),
    }));
    const allocator = createSerialAllocator(db);
    const jobs = createPrintJobs(db, allocator, { companyPrefixLength: 7 });
    const per = Math.ceil(LABELS / ITEMS);
    const lines = items.map((item, i) => ({ item, count: Math.min(per, LABELS - i * per) })).filter((l) => l.count > 0);

    let t0 = performance.now();
    const job = jobs.create('file:/dev/null', 'bench', lines);
    const allocMs = performance.now() - t0;

    const facts = new Map(items.map((i) => [i.id, i]));
    const labels = db
      .prepare('SELECT epc, item_id AS itemId FROM encode_serials WHERE job_id = ? ORDER BY seq')
      .all(job.id) as { epc: string; itemId: string }[];
    t0 = performance.now();
    let bytes = 0;
    for (const l of labels) bytes += renderLabel(facts.get(l.itemId)!, l.epc).length;
    const renderMs = performance.now() - t0;

    const SINGLE = Math.min(1000, LABELS);
    const target = sgtinTarget(items[0]!, 7);
    t0 = performance.now();
    for (let i = 0; i < SINGLE; i++) allocator.allocate(items[0]!, target, 1);
    const singleMs = performance.now() - t0;

    const figures = {
      labels: labels.length,
      allocationsPerSecond: Math.round((labels.length / allocMs) * 1000),
      labelsPerSecond: Math.round((labels.length / (allocMs + renderMs)) * 1000),
      renderOnlyPerSecond: Math.round((labels.length / renderMs) * 1000),
      singleAllocationsPerSecond: Math.round((SINGLE / singleMs) * 1000),
      zplBytesPerLabel: Math.round(bytes / labels.length),
    };
    console.log(
      `encode: ${labels.length} labels allocated in ${allocMs.toFixed(0)} ms, rendered in ${renderMs.toFixed(0)} ms; ` +
        `${SINGLE} one-at-a-time allocations (a commit each) in ${singleMs.toFixed(0)} ms`,
    );
    return figures;
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
